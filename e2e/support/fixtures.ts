import { test as base, expect, type Page } from '@playwright/test';
import { annAndEdna, type Person } from './family.ts';
import { startStack, type Stack, type StackOptions } from './stack.ts';

/**
 * Every spec file runs against its own server and SQLite file: `const stack = useStack()` at the top
 * of the file starts it before the file's first test and stops it after the last.
 */
export function useStack(options: StackOptions | (() => StackOptions) = {}): Stack {
  const holder: { current?: Stack } = {};
  base.beforeAll(async () => {
    holder.current = await startStack(typeof options === 'function' ? options() : options);
  });
  base.afterAll(async () => {
    await holder.current?.stop();
  });
  base.afterEach(async ({}, testInfo) => {
    if (testInfo.status !== testInfo.expectedStatus && holder.current) {
      await testInfo.attach('server output', { body: holder.current.output(), contentType: 'text/plain' });
    }
  });
  return startedIn(holder, 'The stack');
}

/**
 * A server the stack talks to (the speech server, the mailbox), for the file or the describe block
 * it is called in: started before the stack, closed after it.
 * `const [stack, speech] = useStackWith(startSpeechServer, (server) => ({ speechUrl: server.url }))`.
 */
export function useStackWith<S extends { close(): Promise<void> }>(start: () => Promise<S>, options: (server: S) => StackOptions): [Stack, S] {
  const holder: { current?: S } = {};
  base.beforeAll(async () => {
    holder.current = await start();
  });
  base.afterAll(async () => {
    await holder.current?.close();
  });
  return [useStack(() => options(holder.current!)), startedIn(holder, 'The server')];
}

/**
 * The family the tests of a file or describe block share: Ann and Edna (annAndEdna), and what `more`
 * adds from them, set up once before the first test. Read it inside a test:
 * `const family = useFamily(stack, async ({ edna }) => ({ told: await tellStory(stack, edna) }))`,
 * then `const { ann, told } = family`.
 */
export function useFamily<T extends object>(stack: Stack, more: (family: { ann: Person; edna: Person }) => Promise<T>): { ann: Person; edna: Person } & T {
  const holder: { current?: { ann: Person; edna: Person } & T } = {};
  base.beforeAll(async () => {
    const family = await annAndEdna(stack);
    holder.current = { ...family, ...(await more(family)) };
  });
  return startedIn(holder, 'The family');
}

/** What a beforeAll starts, for the tests to use by name at the top of the file. */
function startedIn<T extends object>(holder: { current?: T }, what: string): T {
  return new Proxy({} as T, {
    get: (_target, key) => {
      if (!holder.current) throw new Error(`${what} starts in beforeAll: use it inside a test`);
      return holder.current[key as keyof T];
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
