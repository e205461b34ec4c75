import { http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { addPerspectiveHandlers, familyVoicesArchive, fixtures, uploadRecordingHandlers } from '@kinstory/mocks';
import { useStories } from '../api/index.ts';
import { relativeTime } from '../format/index.ts';
import { StoryCard } from '../StoryCard/StoryCard.tsx';
import { phone } from '../storybook/decorators.tsx';
import { featureStory } from '../storybook/featureStory.ts';
import { refusedMicrophone, silentMicrophone } from '../storybook/microphone.ts';
import { expectToast } from '../storybook/plays.ts';
import { PERSPECTIVE_SHARED } from './PerspectiveForm.tsx';
import { StoryPerspectives } from './StoryPerspectives.tsx';
import preview from '../storybook/preview.ts';

const [, , fair] = fixtures.storiesWithPerspectives as [unknown, unknown, (typeof fixtures.stories)[number]];
const [wedding] = fixtures.storiesWithPerspectives as [(typeof fixtures.stories)[number]];

const meta = preview.meta({
  title: 'Stories/Perspectives',
  component: StoryPerspectives,
  ...featureStory,
  args: { storyId: '3', storyTitle: 'First day at the mill', perspectives: [] },
});

/** The viewer's profile, and a promise kept once it has been answered and the page has drawn it. */
const viewer = { answered: Promise.resolve() };
function asViewer({ msw }: { msw: { use: (...handlers: ReturnType<typeof http.get>[]) => void } }) {
  let answer = () => {};
  viewer.answered = new Promise<void>((resolve) => (answer = resolve)).then(() => new Promise((resolve) => setTimeout(resolve, 100)));
  msw.use(
    http.get('*/api/user/profile', () => {
      answer();
      return HttpResponse.json(fixtures.viewerProfile);
    }),
  );
}

const section = (canvas: { getByRole: (role: 'region', options: { name: RegExp }) => HTMLElement }) => canvas.getByRole('region', { name: /^Family perspectives on / });

/** None yet: a member who writes is invited to add theirs. */
export const Empty = meta.story({
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Add your perspective on First day at the mill' })).toBeVisible();
    await expect(canvas.getByText('No one has added their memory of this story yet. Do you remember it too?')).toBeVisible();
    await expect(canvas.queryByRole('listitem')).toBeNull();
  },
});

/** None yet, for a viewer: nothing at all under the story. */
export const EmptyForViewer = meta.story({
  beforeEach: asViewer,
  play: async ({ canvas }) => {
    await viewer.answered;
    await expect(canvas.queryByRole('region', { name: /^Family perspectives/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /Add your perspective/ })).toBeNull();
  },
});

export const One = meta.story({
  args: { storyId: wedding.id, storyTitle: wedding.title, perspectives: fixtures.perspectivesOne },
  play: async ({ canvas }) => {
    const [grace] = fixtures.perspectivesOne as [(typeof fixtures.perspectivesOne)[number]];
    const items = within(section(canvas)).getAllByRole('listitem');
    await expect(items).toHaveLength(1);
    await expect(items[0]).toHaveTextContent(`Grace${relativeTime(grace.created_at)}${grace.text}`);
    await expect(canvas.queryByText(/No one has added/)).toBeNull();
  },
});

/** Several, oldest first: one told aloud (a player), one by a member with no name, one recording only. */
export const Many = meta.story({
  args: { storyId: fair.id, storyTitle: fair.title, perspectives: fixtures.perspectivesMany },
  play: async ({ canvas }) => {
    const items = within(section(canvas)).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(items[0]).toHaveTextContent('Uncle Alfie told it differently');
    await expect(within(items[0]!).getByRole('group', { name: "Tom's recording" })).toBeVisible();
    await expect(items[1]).toHaveTextContent('A family member');
    await expect(within(items[1]!).queryByRole('group')).toBeNull();
    await expect(within(items[2]!).getByRole('group', { name: "Grace's recording" })).toBeVisible();
    await expect(await canvas.findByRole('button', { name: `Add your perspective on ${fair.title}` })).toBeVisible();
  },
});

/** A viewer reads every perspective and has no form. */
export const ViewerSeesNoForm = meta.story({
  ...Many.input,
  beforeEach: asViewer,
  play: async ({ canvas }) => {
    await expect(within(section(canvas)).getAllByRole('listitem')).toHaveLength(3);
    await viewer.answered;
    await expect(canvas.queryByRole('button', { name: /Add your perspective/ })).toBeNull();
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
});

/** The story as the server lists it, so a shared perspective shows once the list is asked again. */
function ListedStory({ id }: { id: string }) {
  const { data } = useStories();
  const story = data?.find((s) => s.id === id);
  return story ? <StoryCard story={story} form="dashboard" headingLevel={3} /> : null;
}

const archive = { current: familyVoicesArchive(fixtures.storiesWithPerspectives) };

/** Written and shared: a toast, the form closes, and the perspective is under the story. */
export const AddPerspective = meta.story({
  render: () => <ListedStory id={wedding.id} />,
  beforeEach: ({ msw }) => {
    archive.current = familyVoicesArchive(fixtures.storiesWithPerspectives);
    msw.use(...archive.current.handlers);
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: `Add your perspective on ${wedding.title}` }));
    const form = canvas.getByRole('form', { name: `Your perspective on ${wedding.title}` });
    const share = within(form).getByRole('button', { name: 'Share' });
    await expect(share).toBeDisabled();
    await userEvent.type(within(form).getByLabelText('Your perspective'), 'I was the page boy, aged four.');
    await userEvent.click(share);
    await expectToast(PERSPECTIVE_SHARED);
    await expect(archive.current.calls.shared).toEqual([{ text: 'I was the page boy, aged four.' }]);
    await waitFor(() => expect(within(section(canvas)).getAllByRole('listitem')).toHaveLength(2));
    await expect(within(section(canvas)).getAllByRole('listitem')[1]).toHaveTextContent('I was the page boy, aged four.');
    await expect(canvas.queryByRole('form')).toBeNull();
  },
});

/** The server refuses: its reason is shown, and the words stay in the form to try again. */
export const AddPerspectiveFailed = meta.story({
  beforeEach: ({ msw }) => void msw.use(addPerspectiveHandlers.error),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /^Add your perspective/ }));
    const box = canvas.getByLabelText('Your perspective');
    await userEvent.type(box, 'Dad worked there too.');
    await userEvent.click(canvas.getByRole('button', { name: 'Share' }));
    await expect(await within(canvas.getByRole('form')).findByRole('alert')).toHaveTextContent('Failed to share your perspective');
    await expect(box).toHaveValue('Dad worked there too.');
    await expect(canvas.getByRole('button', { name: 'Share' })).toBeEnabled();
  },
});

/** A refusal the member can act on (403) is shown in the server's own words. */
export const AddPerspectiveForbidden = meta.story({
  beforeEach: ({ msw }) => void msw.use(addPerspectiveHandlers.forbidden),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /^Add your perspective/ }));
    await userEvent.type(canvas.getByLabelText('Your perspective'), 'Dad worked there too.');
    await userEvent.click(canvas.getByRole('button', { name: 'Share' }));
    await expect(await within(canvas.getByRole('form')).findByRole('alert')).toHaveTextContent('Viewers cannot add perspectives');
  },
});

/** Told aloud: recorded, kept (POST /api/recordings), and shared with its recording's id. */
export const RecordInstead = meta.story({
  render: () => <ListedStory id="3" />,
  beforeEach: ({ msw }) => {
    archive.current = familyVoicesArchive(fixtures.storiesWithPerspectives);
    msw.use(...archive.current.handlers, uploadRecordingHandlers.default);
    return silentMicrophone();
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /^Add your perspective/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Record instead' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Stop recording (1s)' })).toBeVisible(), { timeout: 3000 });
    await userEvent.click(canvas.getByRole('button', { name: /^Stop recording/ }));
    await expect(await canvas.findByText('Recording ready (1s)')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Share' }));
    await expectToast(PERSPECTIVE_SHARED);
    await expect(archive.current.calls.shared).toEqual([{ text: '', recordingId: fixtures.recordingId }]);
    await waitFor(() => expect(within(section(canvas)).getByRole('group', { name: "Grace's recording" })).toBeVisible());
  },
});

/** No microphone: said plainly, and writing still works. */
export const MicrophoneRefused = meta.story({
  beforeEach: () => refusedMicrophone(),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /^Add your perspective/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Record instead' }));
    await expect(await within(canvas.getByRole('form')).findByRole('alert')).toHaveTextContent('The microphone could not be used. You can write your perspective instead.');
    await expect(canvas.getByLabelText('Your perspective')).toBeEnabled();
  },
});

/** Cancel closes the form and sends nothing. */
export const Cancel = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /^Add your perspective/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(canvas.queryByRole('form')).toBeNull();
    await expect(canvas.getByRole('button', { name: /^Add your perspective/ })).toBeVisible();
  },
});

export const ManyPhone = meta.story({
  ...Many.input,
  globals: phone,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /^Add your perspective/ }));
    const share = canvas.getByRole('button', { name: 'Share' });
    await expect(share).toBeVisible();
    // Big enough to press on a phone.
    await expect(share.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    // The form fits the screen, whatever its width: nothing runs off its right edge.
    await expect(canvas.getByLabelText('Your perspective').getBoundingClientRect().right).toBeLessThanOrEqual(document.documentElement.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
});
