import type { RequestHandler } from 'msw';
import { expect } from 'storybook/test';
import { expectLogged, failingWith } from './expectConsoleError.ts';
import type { PlayContext } from './pageStory.ts';

/** What a family dashboard logs when one of its calls fails (useDashboardErrorToast). */
export const DASHBOARD_FAILED = 'Dashboard data failed to load';

/** A dashboard story's beforeEach: `handlers` fail one of its calls, and its log of that is expected. */
export const failingDashboard = (...handlers: RequestHandler[]) => failingWith(DASHBOARD_FAILED, ...handlers);

/** A play: the dashboard says its data failed to load, in `detail`'s words, and logged it. */
export const showsLoadError =
  (detail: string) =>
  async ({ canvas }: Pick<PlayContext, 'canvas'>) => {
    await expect(await canvas.findByText('Error loading dashboard')).toBeVisible();
    await expect(canvas.getByText(detail)).toBeVisible();
    await expectLogged(DASHBOARD_FAILED);
  };
