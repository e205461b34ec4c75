import type { RequestHandler } from 'msw';
import type { StoryContext } from 'storybook/internal/csf';
import type {} from 'msw-storybook-addon';
import { expect, spyOn, waitFor } from 'storybook/test';

/**
 * A story's beforeEach, for a scenario in which the page logs an error on purpose (a dashboard
 * whose data failed to load, a refused activation). That one log, told by its first argument, is
 * kept out of the console, where the built-Storybook check (scripts/storybook-check) counts any
 * error as a failure; the play asserts it was logged (expectLogged). Every other console error
 * still goes through.
 */
export function expectConsoleError(message: string): () => void {
  const log = console.error;
  const spy = spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (args[0] !== message) log(...args);
  });
  return () => spy.mockRestore();
}

/** The play's half of expectConsoleError: the page logged `message` with its error (an effect, so waited for). */
export async function expectLogged(message: string, error: unknown = expect.anything()) {
  await waitFor(() => expect(console.error).toHaveBeenCalledWith(message, error));
}

/** A story's beforeEach: `handlers` answer the page's calls, and the error it logs on purpose then is expected. */
export function failingWith(message: string, ...handlers: RequestHandler[]) {
  return ({ msw }: Pick<StoryContext, 'msw'>) => {
    msw.use(...handlers);
    return expectConsoleError(message);
  };
}
