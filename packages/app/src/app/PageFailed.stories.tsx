import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { expect } from 'storybook/test';
import { expectConsoleError, expectLogged } from '../storybook/expectConsoleError.ts';
import { PAGE_FAILED_TEXT, PageFailed } from './router.tsx';
import preview from '../storybook/preview.ts';

/** A page whose chunk could not load (a deploy since, or offline): the route's error, in plain words. */
function FailingPage() {
  const router = createMemoryRouter([
    {
      path: '/',
      lazy: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
      ErrorBoundary: PageFailed,
    },
  ]);
  return <RouterProvider router={router} />;
}

const meta = preview.meta({
  title: 'Pages/PageFailed',
  component: FailingPage,
  parameters: { layout: 'fullscreen' },
});

export const ChunkFailed = meta.story({
  beforeEach: () => expectConsoleError('A page failed'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'This page could not be shown' })).toBeVisible();
    await expect(canvas.getByText(PAGE_FAILED_TEXT)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Refresh the page' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
    // Logged once the page is on screen (an effect).
    await expectLogged('A page failed', expect.any(TypeError));
  },
});
