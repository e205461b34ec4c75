import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { Matrix } from './Button/Button.stories.tsx';
import { Default as CardDefault } from './Card/Card.stories.tsx';
import { cleanupRendered, renderInScheme } from './testing/renderInScheme.tsx';

// Each screenshot is of the very story reviewers see in Storybook (its Component carries the
// preview's and the story's annotations), in both schemes.
const references = [
  ['button-matrix', Matrix],
  ['card', CardDefault],
] as const;

describe.each(references)('%s screenshots', (name, story) => {
  afterEach(cleanupRendered);

  it.each(['light', 'dark'] as const)('matches the %s reference', async (scheme) => {
    const host = renderInScheme(<story.Component />, scheme);
    await document.fonts.ready;
    await expect.element(page.elementLocator(host)).toMatchScreenshot(`${name}-${scheme}`);
  });
});
