import { expect, waitFor } from 'storybook/test';
import { exportHandlers, familyTreeHandlers } from '@kinstory/mocks';
import { captureDownloads, type SavedFile } from '../storybook/downloads.ts';
import { phone } from '../storybook/decorators.tsx';
import { featureStoryWith } from '../storybook/featureStory.ts';
import { DownloadEverythingCard } from './DownloadEverythingCard.tsx';
import preview from '../storybook/preview.ts';

const meta = preview.meta({
  title: 'Keepsakes/DownloadEverything',
  component: DownloadEverythingCard,
  ...featureStoryWith(() => captureDownloads(savedFiles)),
});

const savedFiles: SavedFile[] = [];

export const Idle = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Keep a copy', level: 2 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Download everything' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Download the family tree' })).toBeEnabled();
    await expect(canvas.queryByRole('progressbar')).toBeNull();
  },
});

/** Half the export has arrived: the bar and 'N MB of M MB'. */
export const Downloading = meta.story({
  beforeEach: ({ msw }) => msw.use(exportHandlers.midway),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Download everything' }));
    const bar = await canvas.findByRole('progressbar', { name: 'Downloading everything' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuetext', '1.5 MB of 3.0 MB'));
    await expect(bar).toHaveTextContent('1.5 MB of 3.0 MB');
    await expect(canvas.getByRole('button', { name: 'Downloading everything…' })).toHaveAttribute('aria-busy', 'true');
    await expect(savedFiles).toHaveLength(0);
  },
});

/** The server did not say the size: what has arrived so far. */
export const DownloadingSizeUnknown = meta.story({
  beforeEach: ({ msw }) => msw.use(exportHandlers.midwayUnknownSize),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Download everything' }));
    await expect(await canvas.findByText('Downloading everything: 1.5 MB so far')).toHaveAttribute('role', 'status');
    await expect(canvas.queryByRole('progressbar')).toBeNull();
  },
});

/** All of it arrived (slowly, the bar moving) and was saved as the file the server names. */
export const Done = meta.story({
  beforeEach: ({ msw }) => msw.use(exportHandlers.slow),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Download everything' }));
    await expect(await canvas.findByRole('progressbar')).toBeVisible();
    await expect(await canvas.findByText(/^Saved: kinstory-edna-2026-11-25\.zip \(3\.0 MB\)$/, {}, { timeout: 6000 })).toBeVisible();
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await expect(savedFiles.map((f) => f.name)).toEqual(['kinstory-edna-2026-11-25.zip']);
    await expect(await savedFiles[0]!.head).toBe('PK\u0003\u0004');
    await expect(canvas.getByRole('button', { name: 'Download everything' })).toBeEnabled();
  },
});

export const Failed = meta.story({
  beforeEach: ({ msw }) => msw.use(exportHandlers.error),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Download everything' }));
    await expect(await canvas.findByText('Failed to download everything')).toHaveAttribute('role', 'alert');
    await expect(savedFiles).toHaveLength(0);
  },
});

export const FamilyTree = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Download the family tree' }));
    await expect(await canvas.findByText('Saved: kinstory-family-2026-11-25.ged')).toBeVisible();
    await expect(savedFiles.map((f) => f.name)).toEqual(['kinstory-family-2026-11-25.ged']);
    await expect(await savedFiles[0]!.head).toBe('0 HE');
  },
});

export const FamilyTreeFailed = meta.story({
  beforeEach: ({ msw }) => msw.use(familyTreeHandlers.error),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Download the family tree' }));
    await expect(await canvas.findByText('Failed to download the family tree')).toHaveAttribute('role', 'alert');
  },
});

export const Phone = meta.story({
  globals: phone,
  play: async ({ canvas }) => {
    const card = canvas.getByRole('region', { name: 'Keep a copy' });
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
    for (const button of canvas.getAllByRole('button')) await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
});
