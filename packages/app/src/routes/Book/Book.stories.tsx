import { expect, waitFor, within } from 'storybook/test';
import { bookPdfHandlers, bookPlanHandlers, fixtures, profileHandlers } from '@kinstory/mocks';
import { http, HttpResponse } from 'msw';
import { signedInUser } from '../../storybook/AppStory.tsx';
import { followLinkTo, pageStory, sentToSignIn } from '../../storybook/pageStory.ts';
import preview from '../../storybook/preview.ts';

const meta = preview.meta({ ...pageStory, args: { path: '/book', user: signedInUser } });

const asContributor = () => http.get('*/api/user/profile', () => HttpResponse.json({ ...fixtures.adminProfile, persona: 'contributor', userName: 'Tom' }));

/** The admin's book: the confirmed stories in the order of the life, ready to download. */
export const Ready = meta.story({
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'The book' })).toBeVisible();
    const contents = within(await canvas.findByRole('list', { name: 'Contents' }));
    await expect(contents.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByRole('button', { name: 'Download PDF' })).toBeEnabled();
  },
});

export const EmptyArchive = meta.story({
  beforeEach: ({ msw }) => msw.use(bookPlanHandlers.empty),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/^No stories yet\./)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Start a conversation' })).toHaveAttribute('href', '/chat');
  },
});

export const DraftsOnly = meta.story({
  beforeEach: ({ msw }) => msw.use(bookPlanHandlers.draftsOnly),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/Only confirmed stories are chosen at first/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Download PDF' })).toBeDisabled();
  },
});

export const Generating = meta.story({
  beforeEach: ({ msw }) => msw.use(bookPdfHandlers.loading),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Download PDF' }));
    await expect(await canvas.findByRole('button', { name: 'Making your book…' })).toHaveAttribute('aria-busy', 'true');
  },
});

export const Failed = meta.story({
  beforeEach: ({ msw }) => msw.use(bookPdfHandlers.error),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Download PDF' }));
    await expect(await canvas.findByText('Failed to make the PDF')).toHaveAttribute('role', 'alert');
    await expect(canvas.getByRole('button', { name: 'Download PDF' })).toBeEnabled();
  },
});

/** A contributor makes the book too (the server leaves out what they may not see). */
export const Contributor = meta.story({
  beforeEach: ({ msw }) => msw.use(asContributor()),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('group', { name: 'What goes in' })).toBeVisible();
  },
});

/** A viewer has no book page: sent to their dashboard. */
export const ViewerSentToDashboard = meta.story({
  beforeEach: ({ msw }) => msw.use(http.get('*/api/user/profile', () => HttpResponse.json(fixtures.viewerProfile))),
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent('/viewer-dashboard'));
  },
});

export const SignedOut = meta.story({ args: { user: undefined }, play: sentToSignIn });

/** Each family dashboard leads here. */
export const FromTheDashboards = meta.story({
  args: { path: '/storyteller-dashboard' },
  beforeEach: ({ msw }) => msw.use(profileHandlers.storyteller),
  play: followLinkTo('Make the book', 'The book'),
});

/** The contributor's dashboard leads here too. */
export const FromTheContributorDashboard = meta.story({
  args: { path: '/contributor-dashboard' },
  beforeEach: ({ msw }) => msw.use(asContributor()),
  play: followLinkTo('Make the book', 'The book'),
});
