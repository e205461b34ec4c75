import type { Meta, ReactRenderer } from '@storybook/react-vite';
import type { BeforeEach, StoryContext } from 'storybook/internal/csf';
import { expect, waitFor } from 'storybook/test';
import { AppStory, type AppStoryProps, beforeEachPage } from './AppStory.tsx';

/**
 * What every page story's meta shares, spread into it: the app at a path (AppStory), at full size,
 * with beforeEachPage before each story. A page story's meta adds only its own args (the path, who
 * is signed in). Its title comes from its folder ('Pages/<folder>', .storybook/main.ts).
 */
export const pageStory = {
  component: AppStory,
  parameters: { layout: 'fullscreen' as const },
  beforeEach: beforeEachPage,
} satisfies Meta<typeof AppStory>;

/** pageStory, with what one page's stories all need set up after beforeEachPage (its cleanup runs first). */
export function pageStoryWith(setup: BeforeEach<ReactRenderer, AppStoryProps>) {
  return { ...pageStory, beforeEach: [beforeEachPage, setup] } satisfies Meta<typeof AppStory>;
}

/** What a play, or a step shared by several, uses of the story's context. */
export type PlayContext = Pick<StoryContext<ReactRenderer>, 'canvas' | 'userEvent'>;

/** The play of a SignedOut story, on a page that needs a sign-in: sent to /auth. */
export async function sentToSignIn({ canvas }: PlayContext) {
  await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent(/^\/auth$/));
}

/** A play: the link named `link`, on the page the story opens, leads to the page whose heading is `heading`. */
export const followLinkTo =
  (link: string, heading: string) =>
  async ({ canvas, userEvent }: PlayContext) => {
    await userEvent.click(await canvas.findByRole('link', { name: link }));
    await expect(await canvas.findByRole('heading', { level: 1, name: heading })).toBeVisible();
  };
