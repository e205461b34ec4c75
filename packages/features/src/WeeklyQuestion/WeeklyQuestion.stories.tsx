import type { StoryContext } from 'storybook/internal/csf';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { http, HttpResponse } from 'msw';
import { promptTexts, type PromptScheduleResponse } from '@kinstory/contract';
import { fixtures, promptScheduleHandlers, sendPromptNowHandlers, weeklyQuestionArchive } from '@kinstory/mocks';
import { phone } from '../storybook/decorators.tsx';
import { featureStory } from '../storybook/featureStory.ts';
import { expectToast } from '../storybook/plays.ts';
import { OpenWeeklyQuestion } from './OpenWeeklyQuestion.tsx';
import { sentWhen } from './texts.ts';
import { WeeklyQuestionCard } from './WeeklyQuestionCard.tsx';
import preview from '../storybook/preview.ts';

const now = new Date(fixtures.fixtureNow);
const [games, alfie, youth] = fixtures.promptQuestions.map((q) => q.text) as [string, string, string];
const card = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('region', { name: 'Weekly question by e-mail' }));

/** Presses 'Send this week's question now', then 'Send now' in its confirmation; the confirmation. */
async function confirmSendNow(canvasElement: HTMLElement, userEvent: StoryContext['userEvent']) {
  await userEvent.click(await card(canvasElement).findByRole('button', { name: "Send this week's question now" }));
  const dialog = await screen.findByRole('alertdialog');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Send now' }));
  return dialog;
}

/** A weekly question whose saves stick, fresh for each story that uses it. */
let store = weeklyQuestionArchive();

/** The connected card on a fresh store that starts at `start`; the play reads what was sent in `store.calls`. */
const connected = (start: PromptScheduleResponse) => ({
  render: () => <OpenWeeklyQuestion />,
  beforeEach: ({ msw }: Pick<StoryContext, 'msw'>) => {
    store = weeklyQuestionArchive(start);
    msw.use(...store.handlers);
  },
});

const meta = preview.meta({
  title: 'Dashboard/WeeklyQuestionCard',
  component: WeeklyQuestionCard,
  ...featureStory,
  args: {
    data: fixtures.promptScheduleOn,
    storyteller: 'Edna',
    onSaveSchedule: fn(),
    onSaveQuestions: fn(),
    onSendNow: fn(),
    now,
    locale: 'en-GB',
    browserTimeZone: 'Europe/London',
  },
});

/** Never set up: Set up opens the form, filled with the defaults and the browser's zone; nothing can be sent yet. */
export const Off = meta.story({
  args: { data: fixtures.promptScheduleOff },
  play: async ({ canvasElement, userEvent }) => {
    const c = card(canvasElement);
    await expect(c.getByText('Once a week, Edna gets one question by e-mail, and answers it by talking here. No password needed.')).toBeVisible();
    await expect(c.getByText('Not set up yet: no questions are sent.')).toBeVisible();
    await expect(c.queryByRole('list', { name: 'Next questions' })).toBeNull();
    const send = c.getByRole('button', { name: "Send this week's question now" });
    await expect(send).toBeDisabled();
    await expect(send).toHaveAccessibleDescription(promptTexts.noSchedule);

    await userEvent.click(c.getByRole('button', { name: 'Set up the weekly question' }));
    await expect(c.getByRole('heading', { name: 'Set up the weekly question', level: 3 })).toHaveFocus();
    await expect(c.getByRole('switch', { name: 'Send a question every week' })).toBeChecked();
    await expect(c.getByRole('combobox', { name: 'Day' })).toHaveValue('sunday');
    await expect(c.getByRole('option', { name: 'Sunday' })).toBeInTheDocument();
    await expect(c.getByRole('textbox', { name: 'Time' })).toHaveValue('10:00');
    await expect(c.getByRole('combobox', { name: 'Time zone' })).toHaveValue('Europe/London');
    await expect(c.getByRole('textbox', { name: 'E-mail' })).toHaveValue('edna@example.com');
    await userEvent.click(c.getByRole('button', { name: 'Cancel' }));
    await expect(c.getByRole('button', { name: 'Set up the weekly question' })).toHaveFocus();
  },
});

/** Set up from the keyboard alone: a night-time hour is refused at its field, then the schedule is saved and shown. */
export const SetUp = meta.story({
  render: () => <OpenWeeklyQuestion browserTimeZone="Europe/London" />,
  beforeEach: ({ msw }) => {
    store = weeklyQuestionArchive(fixtures.promptScheduleOff);
    msw.use(...store.handlers);
  },
  play: async ({ canvasElement, userEvent }) => {
    const c = card(canvasElement);
    (await c.findByRole('button', { name: 'Set up the weekly question' })).focus();
    await userEvent.keyboard('{Enter}');
    await expect(c.getByRole('heading', { name: 'Set up the weekly question' })).toHaveFocus();
    await userEvent.tab();
    await expect(c.getByRole('switch', { name: 'Send a question every week' })).toHaveFocus();
    await userEvent.tab();
    const day = c.getByRole('combobox', { name: 'Day' });
    await expect(day).toHaveFocus();
    await userEvent.selectOptions(day, 'wednesday');
    await userEvent.tab();
    const time = c.getByRole('textbox', { name: 'Time' });
    await expect(time).toHaveFocus();
    await userEvent.clear(time);
    await userEvent.keyboard('21:00{Enter}');
    await expect(time).toHaveAttribute('aria-invalid', 'true');
    await expect(time).toHaveAccessibleDescription(new RegExp(promptTexts.quietHours));
    await expect(time).toHaveFocus();
    await expect(store.calls.schedules).toEqual([]);
    await userEvent.clear(time);
    await userEvent.keyboard('9:30');
    await expect(time).not.toHaveAttribute('aria-invalid');
    await userEvent.tab();
    const zone = c.getByRole('combobox', { name: 'Time zone' });
    await expect(zone).toHaveFocus();
    await userEvent.clear(zone);
    await userEvent.keyboard('Dublin');
    await waitFor(() => expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Europe/Dublin']));
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(zone).toHaveValue('Europe/Dublin');
    await userEvent.tab();
    const email = c.getByRole('textbox', { name: 'E-mail' });
    await expect(email).toHaveFocus();
    await userEvent.clear(email);
    await userEvent.keyboard('edna.may@example.com');
    await userEvent.tab();
    await expect(c.getByRole('button', { name: 'Save' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(store.calls.schedules).toEqual([{ enabled: true, day: 'wednesday', time: '09:30', timeZone: 'Europe/Dublin', email: 'edna.may@example.com' }]),
    );
    await expectToast('Saved: the weekly question is on');
    // Focus moves to what was saved.
    await waitFor(() => expect(c.getByText(/^Next question: .+, 09:30 \(Europe\/Dublin\)$/)).toHaveFocus());
    await expect(c.getByText('It goes to edna.may@example.com.')).toBeVisible();
    await expect(c.getByRole('button', { name: "Send this week's question now" })).toBeEnabled();
  },
});

/** On: when the next question goes, in the storyteller's zone; last week's was answered. */
export const On = meta.story({
  play: async ({ canvasElement, args, userEvent }) => {
    const c = card(canvasElement);
    await expect(c.getByText('Next question: Sunday 15 March, 10:00 (Europe/London)')).toBeVisible();
    await expect(c.getByText('It goes to edna@example.com.')).toBeVisible();
    await expect(c.getByText(`Last question went out ${sentWhen(fixtures.promptSend.sentAt, now, 'en-GB')}: 'What was your first job?'`)).toBeVisible();
    await expect(c.getByText('Answered', { exact: true })).toBeVisible();
    await expect(c.getByText('Answered last week')).toBeVisible();
    const questions = within(c.getByRole('list', { name: 'Next questions' })).getAllByRole('listitem');
    await expect(questions.map((q) => q.querySelector('p')?.textContent)).toEqual([games, alfie, youth]);
    await expect(questions[0]).toHaveTextContent('Written by the family');
    await expect(questions[1]).toHaveTextContent('From a follow-up item');
    await expect(questions[2]).toHaveTextContent('From the Life map');
    await userEvent.click(c.getByRole('button', { name: 'Pause' }));
    await expect(args.onSaveSchedule).toHaveBeenCalledWith({ ...fixtures.promptScheduleOn.schedule, enabled: false });
  },
});

/** Paused: nothing goes out; Turn on saves it on again. */
export const Paused = meta.story({
  args: { data: fixtures.promptSchedulePaused },
  play: async ({ canvasElement, args, userEvent }) => {
    const c = card(canvasElement);
    await expect(c.getByText('Paused')).toBeVisible();
    await expect(c.queryByText(/^Next question:/)).toBeNull();
    await expect(c.getByText('Not answered yet')).toBeVisible();
    await expect(c.queryByText(/weeks? in a row|last week/)).toBeNull();
    await userEvent.click(c.getByRole('button', { name: 'Turn on' }));
    await expect(args.onSaveSchedule).toHaveBeenCalledWith({ ...fixtures.promptScheduleOn.schedule, enabled: true });
  },
});

/** The storyteller asked to stop: the card says who and when, and offers another address; nothing can be sent. */
export const Unsubscribed = meta.story({
  args: { data: fixtures.promptScheduleUnsubscribed },
  play: async ({ canvasElement, userEvent }) => {
    const c = card(canvasElement);
    await expect(c.getByText('edna@example.com asked to stop these e-mails on 8 March 2026.')).toBeVisible();
    await expect(c.getByRole('button', { name: "Send this week's question now" })).toBeDisabled();
    await userEvent.click(c.getByRole('button', { name: 'Choose another address' }));
    await expect(c.getByRole('heading', { name: 'Change the weekly question' })).toBeVisible();
    await expect(c.getByRole('textbox', { name: 'E-mail' })).toHaveValue('edna@example.com');
    await userEvent.click(c.getByRole('button', { name: 'Cancel' }));
    await expect(c.getByText('edna@example.com asked to stop these e-mails on 8 March 2026.')).toBeVisible();
    await expect(c.getByRole('button', { name: 'Choose another address' })).toHaveFocus();
  },
});

/** Saving the address that asked to stop: the server's words in a toast, and the form keeps what was typed. */
export const UnsubscribedSameAddress = meta.story({
  ...connected(fixtures.promptScheduleUnsubscribed),
  play: async ({ canvasElement, userEvent }) => {
    const c = card(canvasElement);
    await userEvent.click(await c.findByRole('button', { name: 'Choose another address' }));
    await userEvent.click(c.getByRole('button', { name: 'Save' }));
    await expectToast(promptTexts.unsubscribed);
    await expect(c.getByRole('heading', { name: 'Change the weekly question' })).toBeVisible();
    const email = c.getByRole('textbox', { name: 'E-mail' });
    await userEvent.clear(email);
    await userEvent.type(email, 'grace@example.com');
    await userEvent.click(c.getByRole('button', { name: 'Save' }));
    await expect(await c.findByText('It goes to grace@example.com.')).toBeVisible();
    await expect(store.calls.schedules).toHaveLength(2);
  },
});

/** The last try failed: said calmly (a status, not an alarm), with when the next try is. */
export const Failing = meta.story({
  args: { data: fixtures.promptScheduleFailing },
  play: async ({ canvasElement }) => {
    const c = card(canvasElement);
    const note = c.getByText('The last question could not be sent: the mail server did not answer. We will try again in 2 hours.');
    await expect(note).toHaveAttribute('role', 'status');
    await expect(c.queryByRole('alert')).toBeNull();
  },
});

/** No mail server: the e-mails wait in the outbox, which a link opens. */
export const Outbox = meta.story({
  args: { data: fixtures.promptScheduleOutbox },
  play: async ({ canvasElement }) => {
    const c = card(canvasElement);
    await expect(c.getByText(/^No mail server is set up: e-mails are kept in the outbox for testing\./)).toBeVisible();
    await expect(c.getByRole('link', { name: 'Open the outbox' })).toHaveAttribute('href', '/dev/outbox');
  },
});

export const Streak = meta.story({
  args: { data: fixtures.promptScheduleStreak },
  play: async ({ canvasElement }) => {
    await expect(card(canvasElement).getByText('Answered 5 weeks in a row')).toBeVisible();
  },
});

/** Edit the second question in place, then move the third up from the keyboard: each save sends all three in order. */
export const EditQuestions = meta.story({
  ...connected(fixtures.promptScheduleOn),
  play: async ({ canvasElement, userEvent }) => {
    const c = card(canvasElement);
    const list = within(await c.findByRole('list', { name: 'Next questions' }));
    await userEvent.click(list.getByRole('button', { name: 'Edit: You mentioned your brother Alfie. What…' }));
    const field = list.getByRole('textbox', { name: 'Question 2' });
    await expect(field).toHaveFocus();
    await userEvent.clear(field);
    await userEvent.click(list.getByRole('button', { name: 'Save' }));
    await expect(field).toHaveAccessibleDescription('Type a question before saving');
    await userEvent.type(field, 'What was your brother Alfie like as a boy?');
    await userEvent.click(list.getByRole('button', { name: 'Save' }));
    await expectToast('Questions saved');
    await expect(await list.findByText('What was your brother Alfie like as a boy?')).toBeVisible();
    await expect(store.calls.questions).toEqual([{ questions: [games, 'What was your brother Alfie like as a boy?', youth] }]);

    const moveUp = list.getByRole('button', { name: 'Move up: Tell me about the years when you were…' });
    moveUp.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(store.calls.questions).toHaveLength(2));
    await expect(store.calls.questions[1]).toEqual({ questions: [games, youth, 'What was your brother Alfie like as a boy?'] });
    await waitFor(() => expect(list.getAllByRole('listitem').map((q) => q.querySelector('p')?.textContent)).toEqual([games, youth, 'What was your brother Alfie like as a boy?']));
    // Focus follows the question to its new place.
    await waitFor(() => expect(list.getByRole('button', { name: 'Move up: Tell me about the years when you were…' })).toHaveFocus());
    await expect(list.getByRole('button', { name: `Move up: ${games}` })).toBeDisabled();
  },
});

/** Send now, confirmed first: the toast names the address, and the card shows what went out. */
export const SendNow = meta.story({
  ...connected(fixtures.promptScheduleOn),
  play: async ({ canvasElement, userEvent }) => {
    const c = card(canvasElement);
    await userEvent.click(await c.findByRole('button', { name: "Send this week's question now" }));
    const dialog = await screen.findByRole('alertdialog', { name: `Send '${games}' to edna@example.com now?` });
    await expect(store.calls.sendNow).toBe(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send now' }));
    await expectToast("Sent: edna@example.com will get this week's question in a moment.");
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(store.calls.sendNow).toBe(1);
    await expect(await c.findByText(`Last question went out today: '${games}'`)).toBeVisible();
    await expect(c.getByText('Not answered yet')).toBeVisible();
  },
});

/** Pressed at night where the storyteller lives: the toast says when it will go out instead of 'in a moment'. */
export const SendNowAtNight = meta.story({
  render: () => <OpenWeeklyQuestion />,
  beforeEach: ({ msw }) => msw.use(sendPromptNowHandlers.afterQuietHours),
  play: async ({ canvasElement, userEvent }) => {
    await confirmSendNow(canvasElement, userEvent);
    await expectToast("edna@example.com will get this week's question on Sunday, March 17, 08:00, after the quiet hours.");
  },
});

/** This week's question went out already: the confirmation says so, in the server's words, and stays open. */
export const SendNowAlreadySent = meta.story({
  render: () => <OpenWeeklyQuestion />,
  beforeEach: ({ msw }) => msw.use(sendPromptNowHandlers.alreadySent),
  play: async ({ canvasElement, userEvent }) => {
    const dialog = await confirmSendNow(canvasElement, userEvent);
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(promptTexts.alreadySent);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
});

export const Loading = meta.story({
  args: { data: null, isLoading: true },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Weekly question by e-mail' });
    await expect(region).toHaveAttribute('aria-busy', 'true');
    await expect(within(region).queryByRole('button')).toBeNull();
  },
});

/** Loading failed: the text and Try again, which asks once more. */
export const ErrorState = meta.story({
  name: 'Error',
  render: () => <OpenWeeklyQuestion />,
  beforeEach: ({ msw }: Pick<StoryContext, 'msw'>) => {
    let calls = 0;
    msw.use(
      http.get('*/api/archive/prompt-schedule', () => {
        calls += 1;
        return calls === 1 ? HttpResponse.json({ error: 'Internal server error' }, { status: 500 }) : HttpResponse.json(fixtures.promptScheduleOn);
      }),
    );
  },
  play: async ({ canvasElement, userEvent }) => {
    const c = card(canvasElement);
    await expect(await c.findByText('Failed to load the weekly question')).toHaveAttribute('role', 'alert');
    await userEvent.click(c.getByRole('button', { name: 'Try again' }));
    await expect(await c.findByText('It goes to edna@example.com.')).toBeVisible();
    await expect(c.queryByText('Failed to load the weekly question')).toBeNull();
  },
});

/** The connected card's loading, as the dashboard first shows it. */
export const ConnectedLoading = meta.story({
  render: () => <OpenWeeklyQuestion />,
  beforeEach: ({ msw }) => msw.use(promptScheduleHandlers.loading),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Weekly question by e-mail' })).toHaveAttribute('aria-busy', 'true');
  },
});

/** At a phone's width: nothing spills sideways, and every button, field and the switch is a 44 px target, in the card and in its form. */
export const Phone = meta.story({
  globals: phone,
  args: { data: fixtures.promptScheduleFailing },
  play: async ({ canvasElement, userEvent }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Weekly question by e-mail' });
    const fitsWithBigTargets = async (roles: ('button' | 'textbox' | 'combobox' | 'switch')[]) => {
      await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
      for (const target of roles.flatMap((role) => within(region).getAllByRole(role))) {
        await expect((target.closest('label') ?? target).getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
      }
    };
    await fitsWithBigTargets(['button']);
    await userEvent.click(within(region).getByRole('button', { name: 'Edit' }));
    await fitsWithBigTargets(['button', 'textbox', 'combobox', 'switch']);
  },
});
