import { http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { Story as ArchiveStory } from '@kinstory/contract';
import { archiveHandlers, familyVoicesArchive, fixtures, lifeMapHandlers, sendEncouragementHandlers, storiesHandlers, storyStatsHandlers, viewerProfileHandler } from '@kinstory/mocks';
import { signedInUser } from '../../storybook/AppStory.tsx';
import { pageStoryWith, sentToSignIn } from '../../storybook/pageStory.ts';
import { atWidth, expectNoSidewaysScroll, expectSideBySide, expectStacked, wideEnoughFor } from '../../storybook/dashboardLayout.ts';
import preview from '../../storybook/preview.ts';

const meta = preview.meta({
  ...pageStoryWith(({ msw }) => void msw.use(viewerProfileHandler)),
  args: { path: '/viewer-dashboard', user: signedInUser },
});

// The fixtures' times moved to today, so this week's numbers and the NEW badges are as on a real visit.
const shift = (iso: string) => new Date(Date.parse(iso) + Date.now() - Date.parse(fixtures.fixtureNow)).toISOString();
const recentStories = (): ArchiveStory[] =>
  fixtures.storiesWithPerspectives.map((story) => ({
    ...story,
    created_at: shift(story.created_at),
    recordings: story.id === '4' ? ['12'] : [],
    perspectives: story.perspectives.map((p) => ({ ...p, created_at: shift(p.created_at) })),
  }));
const archive = { current: familyVoicesArchive() };
const withRecentStories = ({ msw }: { msw: { use: (...handlers: never[]) => void } }) => {
  archive.current = familyVoicesArchive(recentStories());
  msw.use(...(archive.current.handlers as never[]));
};
const notifications = () => within(screen.getByRole('region', { name: 'Notifications' }));

/** The archive as a viewer follows it: what is new, this week's numbers, the Life map, the newest stories. */
export const Default = meta.story({
  beforeEach: withRecentStories,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: "Edna's Family Archive" })).toBeVisible();
    await expect(canvas.getByText('Live View')).toBeVisible();
    await expect(canvas.getByText("Following Edna's memory-building journey")).toBeVisible();
    for (const title of ['Recent Activity', "This Week's Progress", 'Send Encouragement', 'Memory Box Progress', 'New Stories to Discover']) {
      await expect(canvas.getByRole('heading', { name: title })).toBeVisible();
    }
    // Recent Activity: the newest first, perspectives among the stories; only stories can be read.
    const reads = canvas.getAllByRole('button', { name: /^Read: / });
    await expect(reads[0]).toHaveAccessibleName('Read: Edna told “Marrying Harold at St Anne’s”');
    await expect(canvas.getByText('Grace added a perspective on “Lost at the Hampstead Heath fair”')).toBeVisible();
    // This week: three of the four stories, four perspectives; all the stories and memories.
    const week = (label: string) => canvas.getByText(label).nextElementSibling;
    await expect(week('Stories Added')).toHaveTextContent('3');
    await expect(week('Perspectives Shared')).toHaveTextContent('4');
    await expect(week('Stories in All')).toHaveTextContent('4');
    await expect(week('Memories Kept')).toHaveTextContent('12');
    await expect(canvas.queryByText('Photos Uploaded')).toBeNull();
    // Memory Box: the Life map's periods, each complete at two stories.
    const childhood = fixtures.lifeMap.periods.find((p) => p.key === 'childhood')!;
    await expect(canvas.getByRole('progressbar', { name: childhood.label })).toBeVisible();
    // New stories: NEW for this week's; Listen only where there is a recording.
    await expect(canvas.getAllByText('NEW')).toHaveLength(3);
    await expect(canvas.getAllByRole('button', { name: /^Read Story: / })).toHaveLength(4);
    await expect(canvas.getAllByRole('button', { name: /^Listen: / })).toHaveLength(1);
    await expect(canvas.getByRole('button', { name: 'Open chat assistant' })).toBeVisible();
  },
});

/**
 * What is new and this week's numbers side by side where two of the grid's 16rem cards fit (with the
 * gap and the page's padding, well within 40rem), else one above the other. Played at 414 and 1280 px.
 */
async function expectActivityAndProgress(canvas: ReturnType<typeof within>) {
  const activity = await canvas.findByRole('heading', { name: 'Recent Activity' });
  const progress = canvas.getByRole('heading', { name: "This Week's Progress" });
  await (wideEnoughFor('40rem') ? expectSideBySide(activity, progress) : expectStacked(activity, progress));
  await expectNoSidewaysScroll();
}

export const Wide = meta.story(
  { ...atWidth('wide'), beforeEach: withRecentStories, play: ({ canvas }) => expectActivityAndProgress(canvas) }
);

export const Phone414 = meta.story(
  { ...atWidth('phone414'), beforeEach: withRecentStories, play: ({ canvas }) => expectActivityAndProgress(canvas) }
);

/** 'Read' in Recent Activity opens the whole story, with the family's perspectives and no form for a viewer. */
export const ReadAStory = meta.story({
  beforeEach: withRecentStories,
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Read: Edna told “Marrying Harold at St Anne’s”' }));
    const whole = await canvas.findByRole('region', { name: 'The whole story: Marrying Harold at St Anne’s' });
    await waitFor(() => expect(whole).toHaveFocus());
    await expect(within(whole).getByText(fixtures.stories[0]!.content)).toBeVisible();
    const perspectives = within(whole).getByRole('region', { name: /^Family perspectives on / });
    await expect(within(perspectives).getByRole('listitem')).toHaveTextContent(fixtures.perspectivesOne[0]!.text);
    await expect(canvas.queryByRole('button', { name: /Add your perspective/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Close Story: Marrying Harold at St Anne’s' }));
    await expect(canvas.queryByRole('region', { name: /^The whole story/ })).toBeNull();
  },
});

/** 'Listen' plays the story's recordings. */
export const Listen = meta.story({
  beforeEach: withRecentStories,
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Listen: Marrying Harold at St Anne’s' }));
    const player = await canvas.findByRole('group', { name: 'Recording of Marrying Harold at St Anne’s' });
    await waitFor(() => expect(player).toHaveAttribute('data-state', 'paused'), { timeout: 5000 });
    await expect(within(player).getByRole('button', { name: 'Play' })).toBeEnabled();
  },
});

/** Send Encouragement is kept by the server; a toast says so and the box is emptied. */
export const SendEncouragement = meta.story({
  beforeEach: withRecentStories,
  play: async ({ canvas }) => {
    const message = await canvas.findByRole('textbox', { name: 'A note for Edna' });
    await expect(canvas.getByRole('button', { name: 'Send Message' })).toBeDisabled();
    await userEvent.type(message, 'Love these stories, Grandma!');
    await userEvent.click(canvas.getByRole('button', { name: 'Send Message' }));
    await waitFor(() => expect(notifications().getByText('Your message has been sent to Edna! 💌')).toBeVisible());
    await expect(archive.current.calls.sent).toEqual(['Love these stories, Grandma!']);
    await expect(message).toHaveValue('');
  },
});

export const SendEncouragementFailed = meta.story({
  beforeEach: ({ msw }) => void msw.use(sendEncouragementHandlers.error),
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: 'A note for Edna' }), 'Love these stories!');
    await userEvent.click(canvas.getByRole('button', { name: 'Send Message' }));
    await expect(await canvas.findByText('Failed to send your message')).toHaveAttribute('role', 'alert');
    await expect(canvas.getByRole('textbox', { name: 'A note for Edna' })).toHaveValue('Love these stories!');
  },
});

export const Loading = meta.story({
  beforeEach: ({ msw }) => void msw.use(storiesHandlers.loading),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading your dashboard...')).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Recent Activity' })).toBeNull();
  },
});

/** An archive with no stories yet: said plainly, and encouragement can still be sent. */
export const EmptyArchive = meta.story({
  beforeEach: ({ msw }) => void msw.use(storiesHandlers.empty, storyStatsHandlers.empty, lifeMapHandlers.empty),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No stories yet' })).toBeVisible();
    await expect(canvas.getByText('When Edna tells a first story, it will be here to read. A kind word now may help them start.')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Send Encouragement' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Recent Activity' })).toBeNull();
    await expect(canvas.queryByRole('heading', { name: 'New Stories to Discover' })).toBeNull();
  },
});

/** A call failed: said plainly, with Try again, which loads the page once the server answers. */
export const LoadError = meta.story({
  beforeEach: ({ msw }) => void msw.use(archiveHandlers.error),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Error loading dashboard' })).toBeVisible();
    await expect(canvas.getByText('Internal server error')).toHaveAttribute('role', 'alert');
    await expect(canvas.queryByRole('heading', { name: 'Recent Activity' })).toBeNull();
  },
});

export const TryAgain = meta.story({
  beforeEach: ({ msw }) => {
    let failed = false;
    msw.use(
      http.get('*/api/archive', () => {
        if (failed) return HttpResponse.json(fixtures.archive);
        failed = true;
        return new HttpResponse(null, { status: 502 });
      }),
    );
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('The family archive could not be loaded. Please try again.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: "Edna's Family Archive" })).toBeVisible();
  },
});

export const Phone = meta.story({
  ...Default.input,
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: "Edna's Family Archive" })).toBeVisible();
    // Nothing wider than the phone: no sideways scrolling.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await expect(canvas.getByRole('button', { name: 'Send Message' }).getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
});

export const SignedOut = meta.story({ args: { user: undefined }, play: sentToSignIn });
