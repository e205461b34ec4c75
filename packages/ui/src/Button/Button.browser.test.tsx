import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { composeStories } from '@storybook/react-vite';
import { cleanupRendered, renderInScheme } from '../testing/renderInScheme';
import * as stories from './Button.stories';

// The screenshot is of the very story reviewers see in Storybook.
const { Matrix } = composeStories(stories);

describe('Button matrix screenshots', () => {
  afterEach(cleanupRendered);

  it.each(['light', 'dark'] as const)('matches the %s reference', async (scheme) => {
    const host = renderInScheme(<Matrix />, scheme);
    await document.fonts.ready;
    await expect.element(page.elementLocator(host)).toMatchScreenshot(`button-matrix-${scheme}`);
  });
});
