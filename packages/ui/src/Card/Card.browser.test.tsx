import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { composeStories } from '@storybook/react-vite';
import { cleanupRendered, renderInScheme } from '../testing/renderInScheme';
import * as stories from './Card.stories';

const { Default } = composeStories(stories);

describe('Card screenshots', () => {
  afterEach(cleanupRendered);

  it.each(['light', 'dark'] as const)('matches the %s reference', async (scheme) => {
    const host = renderInScheme(<Default />, scheme);
    await document.fonts.ready;
    await expect.element(page.elementLocator(host)).toMatchScreenshot(`card-${scheme}`);
  });
});
