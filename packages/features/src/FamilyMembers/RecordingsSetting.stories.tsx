import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { archiveSettingsHandlers, archiveWithoutRecordings, profileHandlers, voiceArchive } from '@kinstory/mocks';
import { phone } from '../storybook/decorators.tsx';
import { featureStoryWith } from '../storybook/featureStory.ts';
import { expectToast } from '../storybook/plays.ts';
import { RECORDINGS_KEPT, RECORDINGS_NOT_KEPT, RecordingsSetting } from './RecordingsSetting.tsx';

const meta = {
  title: 'Family/RecordingsSetting',
  component: RecordingsSetting,
  ...featureStoryWith(({ msw }) => msw.use(...voiceArchive())),
} satisfies Meta<typeof RecordingsSetting>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Everyone reads whether recordings are kept; only an admin has the switch. */
export const KeptForEveryone: Story = {
  beforeEach: ({ msw }) => msw.use(profileHandlers.storyteller),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(RECORDINGS_KEPT)).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('switch')).toBeNull());
  },
};

export const NotKept: Story = {
  beforeEach: ({ msw }) => msw.use(profileHandlers.storyteller, archiveWithoutRecordings),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(RECORDINGS_NOT_KEPT)).toBeVisible();
  },
};

/** An admin turns recordings off: the statement follows the archive's setting, with a toast. */
export const AdminTurnsOff: Story = {
  play: async ({ canvas, userEvent }) => {
    const toggle = await canvas.findByRole('switch', { name: 'Keep recordings of spoken messages' });
    await expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    await expectToast('Recordings will not be kept');
    await expect(await canvas.findByText(RECORDINGS_NOT_KEPT)).toBeVisible();
    await expect(canvas.getByRole('switch', { name: 'Keep recordings of spoken messages' })).not.toBeChecked();
  },
};

export const AdminChangeFails: Story = {
  beforeEach: ({ msw }) => msw.use(archiveSettingsHandlers.error),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('switch', { name: 'Keep recordings of spoken messages' }));
    await expectToast('Failed to change the setting');
    await expect(canvas.getByText(RECORDINGS_KEPT)).toBeVisible();
  },
};

export const Phone: Story = { ...AdminTurnsOff, globals: phone };
