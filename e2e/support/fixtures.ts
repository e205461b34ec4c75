import { test as base, expect, type Page } from '@playwright/test';
import { startStack, type Stack, type StackOptions } from './stack.ts';

/**
 * Every spec file runs against its own server and SQLite file: `const stack = useStack()` at the top
 * of the file starts it before the file's first test and stops it after the last.
 */
export function useStack(options: StackOptions | (() => StackOptions) = {}): Stack {
  const holder = {} as { stack: Stack };
  base.beforeAll(async () => {
    holder.stack = await startStack(typeof options === 'function' ? options() : options);
  });
  base.afterAll(async () => {
    await holder.stack?.stop();
  });
  base.afterEach(async ({}, testInfo) => {
    if (testInfo.status !== testInfo.expectedStatus && holder.stack) {
      await testInfo.attach('server output', { body: holder.stack.output(), contentType: 'text/plain' });
    }
  });
  return new Proxy({} as Stack, {
    get: (_target, key) => {
      if (!holder.stack) throw new Error('The stack starts in beforeAll: use it inside a test');
      return holder.stack[key as keyof Stack];
    },
  });
}

/** Fails the test on any uncaught page error: a family would see a broken page. */
export const test = base.extend<{ pageErrors: string[] }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (err) => errors.push(err.message));
      await use(errors);
      expect(errors, 'uncaught errors in the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Waits until no network request has been in flight for a moment (the app has settled). */
export async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
}
