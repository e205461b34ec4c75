import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { Button } from '../Button';
import { cleanupRendered, renderInScheme } from '../testing/renderInScheme';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from './Card';

describe('Card screenshots', () => {
  afterEach(cleanupRendered);

  it.each(['light', 'dark'] as const)('matches the %s reference', async (scheme) => {
    const host = renderInScheme(
      <Card style={{ width: 420 }}>
        <CardHeader>
          <CardTitle>The summer on the farm</CardTitle>
          <CardDescription>Captured 12 May · Childhood</CardDescription>
        </CardHeader>
        <CardContent>Grandma remembers the hay bales, the dog called Rusty and the long walk to school.</CardContent>
        <CardFooter>
          <Button>Read story</Button>
          <Button variant="outline">Share</Button>
        </CardFooter>
      </Card>,
      scheme,
    );
    await document.fonts.ready;
    await expect.element(page.elementLocator(host)).toMatchScreenshot(`card-${scheme}`);
  });
});
