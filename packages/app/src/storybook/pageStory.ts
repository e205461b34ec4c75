import type { Meta, ReactRenderer } from '@storybook/react-vite';
import type { BeforeEach } from 'storybook/internal/csf';
import { type AppStory, type AppStoryProps, beforeEachPage } from './AppStory.tsx';

/**
 * What every page story's meta shares, spread into it after its own `title` and `component`: the
 * page at full size, and beforeEachPage before each story. Each file still writes its title and
 * component out: Storybook's indexer reads them from the file's text and does not follow a spread.
 */
export const pageStory = {
  parameters: { layout: 'fullscreen' },
  beforeEach: beforeEachPage,
} satisfies Meta<typeof AppStory>;

/** pageStory, with what one page's stories all need set up after beforeEachPage (its cleanup runs first). */
export function pageStoryWith(setup: BeforeEach<ReactRenderer, AppStoryProps>) {
  return { ...pageStory, beforeEach: [beforeEachPage, setup] } satisfies Meta<typeof AppStory>;
}
