import { expect, fn, waitFor, within } from 'storybook/test';
import { fixtures, storyAudioHandlers } from '@kinstory/mocks';
import { formatDate } from '../format/index.ts';
import { phone } from '../storybook/decorators.tsx';
import { featureStory } from '../storybook/featureStory.ts';
import { expectToast } from '../storybook/plays.ts';
import { useStoryExtras } from '../shared/useStoryExtras.ts';
import { StoryCard } from './StoryCard.tsx';
import { NO_RECORDING } from './StoryExtras.tsx';
import { captureDownloads, type SavedFile } from '../storybook/downloads.ts';
import preview from '../storybook/preview.ts';

const [marriage, mill, fair, lemonade] = fixtures.stories as [
  (typeof fixtures.stories)[number],
  (typeof fixtures.stories)[number],
  (typeof fixtures.stories)[number],
  (typeof fixtures.stories)[number],
];

const meta = preview.meta({
  title: 'Stories/StoryCard',
  component: StoryCard,
  ...featureStory,
  args: { story: fair },
});

export const Chat = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: fair.title })).toBeVisible();
    await expect(canvas.getByText('medium')).toHaveAttribute('data-tone', 'medium');
    await expect(canvas.getByText('childhood')).toBeVisible();
    await expect(canvas.getByText(fair.summary)).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'People' })).toHaveTextContent('MumAlfie');
    await expect(canvas.getByText('When').nextElementSibling).toHaveTextContent('the summer of 1946');
    await expect(canvas.getByText('Where').nextElementSibling).toHaveTextContent('Hampstead Heath');
    await expect(canvas.getByText('What').nextElementSibling).toHaveTextContent('got lost at the fair');
    await expect(canvas.queryByText('Coming Soon')).toBeNull();
  },
});

/** Every significance level; an unknown one is styled neutral. */
export const Significance = meta.story({
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      {[marriage, mill, fair, lemonade].map((story) => (
        <StoryCard key={story.id} story={story} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('critical')).toHaveAttribute('data-tone', 'critical');
    await expect(canvas.getByText('high')).toHaveAttribute('data-tone', 'high');
    await expect(canvas.getByText('trivia')).toHaveAttribute('data-tone', 'neutral');
  },
});

export const Dashboard = meta.story({
  args: { form: 'dashboard', story: marriage },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('love & marriage')).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'People' })).toHaveTextContent('Harold');
    await expect(canvas.getByText('Place').nextElementSibling).toHaveTextContent("St Anne's");
    await expect(canvas.getByText('When').nextElementSibling).toHaveTextContent('June of 1955');
    await expect(canvas.getByText('Why This Matters').nextElementSibling).toHaveTextContent(marriage.significance.reason);
    await expect(canvas.getByText(`Captured ${formatDate(marriage.created_at)}`)).toBeVisible();
    // Issue #17 made the extras real: no 'Coming Soon' block any more.
    await expect(canvas.queryByText('Coming Soon')).toBeNull();
    await expect(canvas.queryByText('In Development')).toBeNull();
    for (const name of ['Listen (Harold)', 'Download Audio', 'Download Transcript', 'Follow Up']) {
      await expect(canvas.getByRole('button', { name })).toBeDisabled();
    }
  },
});

/** No people in the story: Listen names the Narrator. */
export const DashboardWithoutPeople = meta.story({
  args: { form: 'dashboard', story: { ...lemonade, narrative: { ...lemonade.narrative, people: [] } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Listen (Narrator)' })).toBeDisabled();
    await expect(canvas.queryByRole('list', { name: 'People' })).toBeNull();
  },
});

export const DashboardPhone = meta.story({ args: { form: 'dashboard', story: marriage }, globals: phone });

export const DateUnknown = meta.story({
  args: { form: 'dashboard', story: { ...mill, created_at: 'not a date' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Captured Date unknown')).toBeVisible();
  },
});

/** A story the interviewer wrote down and nobody has checked yet: marked as a draft. */
export const Draft = meta.story({
  args: { form: 'dashboard', story: fair },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Draft')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Confirm / })).toBeNull();
  },
});

export const Confirmed = meta.story({
  args: { form: 'dashboard', story: marriage },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Confirmed')).toHaveAttribute('data-tone', 'success');
    await expect(canvas.queryByText('Draft')).toBeNull();
  },
});

const corrections = () => ({
  save: fn(async () => {}),
  history: fn(async () => fixtures.storyRevisions),
  undo: fn(async () => {}),
});

/** A member who writes may confirm, edit, discard, and read the history. */
export const WithCorrections = meta.story({
  args: { form: 'dashboard', story: fair, corrections: corrections() },
  play: async ({ canvas, args, userEvent }) => {
    for (const name of ['Confirm', 'Edit', 'Discard', 'History of']) await expect(canvas.getByRole('button', { name: new RegExp(`^${name} ${fair.title}`) })).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: `Confirm ${fair.title}` }));
    await expect(args.corrections!.save).toHaveBeenCalledWith({ status: 'confirmed' });
    await expectToast('Story confirmed');
  },
});

/** A confirmed story has no Confirm; it may still be edited or discarded. */
export const ConfirmedWithCorrections = meta.story({
  args: { form: 'dashboard', story: marriage, corrections: corrections() },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: `Confirm ${marriage.title}` })).toBeNull();
    await expect(canvas.getByRole('button', { name: `Edit ${marriage.title}` })).toBeVisible();
  },
});

/** Editing: every field of the story, and only what changed is sent. */
export const Editing = meta.story({
  args: { form: 'dashboard', story: fair, corrections: corrections() },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: `Edit ${fair.title}` }));
    const form = canvas.getByRole('form', { name: `Edit ${fair.title}` });
    for (const label of ['Title', 'Summary', 'People', 'When', 'Where', 'What happened', 'Why This Matters']) await expect(within(form).getByLabelText(label, { exact: false })).toBeVisible();
    await expect(within(form).getByLabelText('Theme')).toHaveValue('childhood');
    const where = within(form).getByLabelText('Where');
    await userEvent.clear(where);
    await userEvent.type(where, 'Whitby');
    await userEvent.selectOptions(within(form).getByLabelText('Theme'), 'family');
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    await expect(args.corrections!.save).toHaveBeenCalledWith({ theme: 'family', narrative: { place: 'Whitby' } });
    await expectToast('Story saved');
  },
});

export const EditingPhone = meta.story({
  ...Editing.input,
  globals: phone,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: `Edit ${fair.title}` }));
    await expect(canvas.getByRole('button', { name: 'Save changes' })).toBeVisible();
  },
});

/** An empty title is refused before anything is sent. */
export const EditingWithoutTitle = meta.story({
  args: { form: 'dashboard', story: fair, corrections: corrections() },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: `Edit ${fair.title}` }));
    await userEvent.clear(canvas.getByLabelText('Title', { exact: false }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await expect(canvas.getByText('Please give the story a title.')).toHaveAttribute('role', 'alert');
    await expect(args.corrections!.save).not.toHaveBeenCalled();
  },
});

/** The history: who changed what and when, each change with Undo. */
export const History = meta.story({
  args: { form: 'dashboard', story: marriage, corrections: corrections() },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: `History of ${marriage.title}` }));
    const changes = await canvas.findByRole('region', { name: 'Changes' });
    await expect(changes).toHaveTextContent(`Grace confirmed it, ${formatDate(fixtures.storyRevisions[0]!.at)}`);
    await expect(changes).toHaveTextContent('Edna changed the people, when, where or what');
    const undo = within(changes).getAllByRole('button', { name: 'Undo' });
    await expect(undo).toHaveLength(2);
    await userEvent.click(undo[0]!);
    await expect(args.corrections!.undo).toHaveBeenCalledWith('12');
    await expectToast('Change undone');
  },
});

export const HistoryEmpty = meta.story({
  args: { form: 'dashboard', story: fair, corrections: { ...corrections(), history: fn(async () => []) } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: `History of ${fair.title}` }));
    await expect(await canvas.findByText('No changes yet: this is what the interviewer wrote down.')).toBeVisible();
  },
});

/** A private story: marked on the card, and shared again by an admin or storyteller. */
export const Private = meta.story({
  args: { form: 'dashboard', story: { ...marriage, private: true }, corrections: corrections(), canMarkPrivate: true },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText('Private')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: `Share with the family: ${marriage.title}` }));
    await expect(args.corrections!.save).toHaveBeenCalledWith({ private: false });
    await expectToast('Story shared with the family');
  },
});

/** Make private, for those who may; a contributor has no such button. */
export const MakePrivate = meta.story({
  args: { form: 'dashboard', story: fair, corrections: corrections(), canMarkPrivate: true },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.queryByText('Private')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: `Make private: ${fair.title}` }));
    await expect(args.corrections!.save).toHaveBeenCalledWith({ private: true });
    await expectToast('Story is private: only admins, storytellers and its teller see it');
  },
});

export const NoPrivacyForContributors = meta.story({
  args: { form: 'dashboard', story: fair, corrections: corrections() },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: /^Make private/ })).toBeNull();
  },
});

/** Download Transcript and Follow Up work when the reader may use them; a typed story has nothing to listen to. */
export const DashboardWithExtras = meta.story({
  args: { form: 'dashboard', story: marriage, extras: { onDownloadTranscript: fn(async () => {}), onFollowUp: fn(async () => {}) } },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('button', { name: 'Listen (Harold)' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Download Audio' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Download Transcript' }));
    await expect(args.extras!.onDownloadTranscript).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Follow Up' }));
    await expect(args.extras!.onFollowUp).toHaveBeenCalled();
  },
});

/** A download that fails says so in a toast. */
export const TranscriptFailed = meta.story({
  args: {
    form: 'dashboard',
    story: marriage,
    extras: {
      onDownloadTranscript: fn(async () => {
        throw new Error('Failed to download the transcript');
      }),
    },
  },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('button', { name: 'Follow Up' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Download Transcript' }));
    await expectToast('Failed to download the transcript');
  },
});

/** A typed story: Listen and Download Audio are off, and the card says why in plain words. */
export const NoAudio = meta.story({
  args: { form: 'dashboard', story: marriage },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(NO_RECORDING)).toBeVisible();
    for (const name of ['Listen (Harold)', 'Download Audio']) {
      await expect(canvas.getByRole('button', { name })).toBeDisabled();
      await expect(canvas.getByRole('button', { name })).toHaveAccessibleDescription(NO_RECORDING);
    }
  },
});

/** A story told aloud: Listen opens the player in the card, and it plays the story's recording. */
export const WithAudioPlaying = meta.story({
  args: { form: 'dashboard', story: fixtures.storyWithRecordings },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.queryByText(NO_RECORDING)).toBeNull();
    const listen = canvas.getByRole('button', { name: 'Listen (Harold)' });
    await expect(listen).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(listen);
    await expect(listen).toHaveAttribute('aria-expanded', 'true');
    const player = canvas.getByRole('group', { name: `Recording of ${marriage.title}` });
    const play = within(player).getByRole('button', { name: 'Play' });
    await waitFor(() => expect(play).toBeEnabled());
    await userEvent.click(play);
    await waitFor(() => expect(player).toHaveAttribute('data-state', 'playing'));
    await expect(within(player).getByRole('button', { name: 'Pause' })).toBeVisible();
  },
});

/** Paused part-way; Listen closes the player again. */
export const WithAudioPaused = meta.story({
  args: { form: 'dashboard', story: fixtures.storyWithThreeRecordings },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Listen (Mum)' }));
    const player = canvas.getByRole('group', { name: `Recording of ${mill.title}` });
    await expect(within(player).getByText('Recording 1 of 3')).toBeVisible();
    await waitFor(() => expect(within(player).getByRole('button', { name: 'Play' })).toBeEnabled());
    await userEvent.click(within(player).getByRole('button', { name: 'Play' }));
    await userEvent.click(await within(player).findByRole('button', { name: 'Pause' }));
    await waitFor(() => expect(player).toHaveAttribute('data-state', 'paused'));
    await userEvent.click(canvas.getByRole('button', { name: 'Listen (Mum)' }));
    await expect(canvas.queryByRole('group', { name: `Recording of ${mill.title}` })).toBeNull();
  },
});

/** The downloads a story saves, as the link's file name and the file's first bytes. */
const savedFiles: SavedFile[] = [];

function CardWithExtras({ story }: { story: typeof fixtures.storyWithRecordings }) {
  const extras = useStoryExtras(() => {});
  return <StoryCard form="dashboard" story={story} extras={extras(story)} />;
}

/** Download Audio saves the story's recordings as the file the server names (GET /api/stories/:id/audio). */
export const DownloadAudio = meta.story({
  render: () => <CardWithExtras story={fixtures.storyWithRecordings} />,
  beforeEach: () => captureDownloads(savedFiles),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Download Audio' }));
    await waitFor(() => expect(savedFiles.map((file) => file.name)).toEqual(['marrying-harold.wav']));
    await expect(await savedFiles[0]!.head).toBe('RIFF');
  },
});

export const DownloadAudioFailed = meta.story({
  render: () => <CardWithExtras story={fixtures.storyWithRecordings} />,
  beforeEach: ({ msw }) => {
    msw.use(storyAudioHandlers.error);
    return captureDownloads(savedFiles);
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Download Audio' }));
    await expectToast('Failed to download the audio');
    await expect(savedFiles).toHaveLength(0);
  },
});
