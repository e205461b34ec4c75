import type { StoryContext } from 'storybook/internal/csf';
import { expect, fn } from 'storybook/test';
import { keepsakeTexts } from '@kinstory/contract';
import { fixtures, importHandlers } from '@kinstory/mocks';
import { featureStory } from '../storybook/featureStory.ts';
import { ImportArchive } from './ImportArchive.tsx';
import preview from '../storybook/preview.ts';

const meta = preview.meta({
  title: 'Keepsakes/ImportArchive',
  component: ImportArchive,
  ...featureStory,
  args: { onImported: fn() },
});

const exportFile = () => new File([fixtures.exportZip()], 'kinstory-edna-2026-11-25.zip', { type: 'application/zip' });

type Canvas = StoryContext['canvas'];
type UserEvent = StoryContext['userEvent'];
const chooseAndImport = async (canvas: Canvas, userEvent: UserEvent) => {
  await userEvent.upload(canvas.getByLabelText('Choose a Kinstory export (.zip)'), exportFile());
  await userEvent.click(canvas.getByRole('button', { name: 'Import' }));
};

export const Idle = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Choose a Kinstory export (.zip)')).toHaveAttribute('type', 'file');
    await expect(canvas.getByRole('button', { name: 'Import' })).toBeDisabled();
  },
});

export const Importing = meta.story({
  beforeEach: ({ msw }) => msw.use(importHandlers.loading),
  play: async ({ canvas, userEvent }) => {
    await chooseAndImport(canvas, userEvent);
    await expect(await canvas.findByRole('button', { name: 'Importing…' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByLabelText('Choose a Kinstory export (.zip)')).toBeDisabled();
  },
});

export const Imported = meta.story({
  play: async ({ canvas, userEvent, args }) => {
    await chooseAndImport(canvas, userEvent);
    await expect(
      await canvas.findByText('Imported 12 stories, 40 memories, 3 conversations, 58 messages, 5 follow-up items, 2 recordings.'),
    ).toHaveAttribute('role', 'status');
    await expect(args.onImported).toHaveBeenCalledWith(fixtures.archiveImported.imported);
  },
});

/** The archive already has stories: the server's reason, as it said it. */
export const Refused = meta.story({
  beforeEach: ({ msw }) => msw.use(importHandlers.notEmpty),
  play: async ({ canvas, userEvent, args }) => {
    await chooseAndImport(canvas, userEvent);
    await expect(await canvas.findByText(keepsakeTexts.importNotEmpty)).toHaveAttribute('role', 'alert');
    await expect(args.onImported).not.toHaveBeenCalled();
  },
});

export const NotOurs = meta.story({
  beforeEach: ({ msw }) => msw.use(importHandlers.notOurs),
  play: async ({ canvas, userEvent }) => {
    await chooseAndImport(canvas, userEvent);
    await expect(await canvas.findByText(keepsakeTexts.importNotOurs)).toHaveAttribute('role', 'alert');
  },
});

export const TooLarge = meta.story({
  beforeEach: ({ msw }) => msw.use(importHandlers.tooLarge),
  play: async ({ canvas, userEvent }) => {
    await chooseAndImport(canvas, userEvent);
    await expect(await canvas.findByText(keepsakeTexts.importTooLarge)).toHaveAttribute('role', 'alert');
  },
});
