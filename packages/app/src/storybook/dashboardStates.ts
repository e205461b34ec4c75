import type { RequestHandler } from 'msw';
import { expect, within } from 'storybook/test';
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

/**
 * The play of a dashboard's RestoringSession story (the saved session still being restored): the
 * frame at once, with its heading, the loading line, nothing of anyone's data (`nobody`) and Start
 * New Conversation ready; then what `also` checks of this dashboard.
 */
export const restoringSessionPlay =
  (heading: string, loading: string, nobody: RegExp, also?: (canvas: PlayContext['canvas']) => Promise<void>) =>
  async ({ canvas }: Pick<PlayContext, 'canvas'>) => {
    const main = within(canvas.getByRole('main'));
    await expect(await main.findByText(loading)).toBeVisible();
    await expect(main.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(main.queryByText(nobody)).toBeNull();
    await expect(main.getByRole('button', { name: 'Start New Conversation' })).toBeEnabled();
    await also?.(canvas);
  };
