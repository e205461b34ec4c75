import { expect, waitFor } from 'storybook/test';
import { archiveSettingsHandlers, archiveWithoutRecordings, profileHandlers, voiceArchive } from '@kinstory/mocks';
import { phone } from '../storybook/decorators.tsx';
import { featureStoryWith } from '../storybook/featureStory.ts';
import { expectToast } from '../storybook/plays.ts';
import { RECORDINGS_KEPT, RECORDINGS_NOT_KEPT, RecordingsSetting } from './RecordingsSetting.tsx';
import preview from '../storybook/preview.ts';

const meta = preview.meta({
  title: 'Family/RecordingsSetting',
  component: RecordingsSetting,
  ...featureStoryWith(({ msw }) => msw.use(...voiceArchive())),
});

/** Everyone reads whether recordings are kept; only an admin has the switch. */
export const KeptForEveryone = meta.story({
  beforeEach: ({ msw }) => msw.use(profileHandlers.storyteller),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(RECORDINGS_KEPT)).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('switch')).toBeNull());
  },
});

export const NotKept = meta.story({
  beforeEach: ({ msw }) => msw.use(profileHandlers.storyteller, archiveWithoutRecordings),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(RECORDINGS_NOT_KEPT)).toBeVisible();
  },
});

/** An admin turns recordings off: the statement follows the archive's setting, with a toast. */
export const AdminTurnsOff = meta.story({
  play: async ({ canvas, userEvent }) => {
    const toggle = await canvas.findByRole('switch', { name: 'Keep recordings of spoken messages' });
    await expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    await expectToast('Recordings will not be kept');
    await expect(await canvas.findByText(RECORDINGS_NOT_KEPT)).toBeVisible();
    await expect(canvas.getByRole('switch', { name: 'Keep recordings of spoken messages' })).not.toBeChecked();
  },
});

export const AdminChangeFails = meta.story({
  beforeEach: ({ msw }) => msw.use(archiveSettingsHandlers.error),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('switch', { name: 'Keep recordings of spoken messages' }));
    await expectToast('Failed to change the setting');
    await expect(canvas.getByText(RECORDINGS_KEPT)).toBeVisible();
  },
});

export const Phone = meta.story({ ...AdminTurnsOff.input, globals: phone });
