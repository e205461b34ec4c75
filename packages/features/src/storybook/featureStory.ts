import type { Meta } from '@storybook/react-vite';
import type { BeforeEach, StoryContext } from 'storybook/internal/csf';
import { withDefaultHandlers, withProviders } from './decorators.tsx';

/**
 * What every feature story's meta shares, spread into it after its own `title` and `component`: a
 * fresh SWR cache and API client, and every call answered by its default fixture. Each file still
 * writes its title and component out: Storybook's indexer reads them from the file's text and does
 * not follow a spread.
 */
export const featureStory = {
  decorators: [withProviders],
  beforeEach: withDefaultHandlers,
} satisfies Meta;

/** featureStory, with what one file's stories all need set up after the default handlers (its cleanup runs first). */
export function featureStoryWith(setup: (context: Pick<StoryContext, 'msw'>) => ReturnType<BeforeEach>) {
  return { ...featureStory, beforeEach: [withDefaultHandlers, setup] } satisfies Meta;
}
