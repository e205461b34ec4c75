/** What the preview told us about one story, as watchStory records it in the page. */
export interface StoryOutcome {
  /** The preview's storyFinished came (or storyMissing/storyErrored ended it early). */
  finished: boolean;
  /** Play exceptions, render errors, errors thrown while playing: each one a failure. */
  errors: string[];
  /** axe violations the a11y addon reported as failing (a11y.test 'error'), as "rule: targets". */
  a11y: string[];
}

interface Channel {
  on(event: string, listener: (...args: unknown[]) => void): void;
}

type StoryWindow = typeof globalThis & { __storyOutcome?: StoryOutcome; __STORYBOOK_ADDONS_CHANNEL__?: Channel };

/**
 * Runs in the page before Storybook's own code (page.addInitScript): it catches the preview's
 * channel the moment Storybook installs it, so no event of the first render is missed, and keeps
 * the outcome on window.__storyOutcome. The events are those Storybook's test-runner listens to;
 * storyFinished comes after the play and after the a11y addon's afterEach, which runs axe exactly
 * as the Vitest run does (same parameters.a11y, same rules) and puts its result in `reporters`.
 *
 * Sent into the page as source text (watchStoryScript), so it imports nothing.
 */
export function watchStory(): void {
  const page = globalThis as StoryWindow;
  const outcome: StoryOutcome = { finished: false, errors: [], a11y: [] };
  page.__storyOutcome = outcome;
  const text = (e: unknown): string => {
    const error = e as { name?: string; message?: string } | undefined;
    return error?.message ? `${error.name ?? 'Error'}: ${error.message}` : String(e);
  };
  const watched = new WeakSet<Channel>();
  let current: Channel | undefined;
  Object.defineProperty(page, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => current,
    set: (channel: Channel) => {
      current = channel;
      if (!channel || watched.has(channel)) return;
      watched.add(channel);
      channel.on('playFunctionThrewException', (e) => outcome.errors.push(`play: ${text(e)}`));
      channel.on('storyThrewException', (e) => outcome.errors.push(`story threw: ${text(e)}`));
      channel.on('unhandledErrorsWhilePlaying', (errors) =>
        (errors as unknown[]).forEach((e) => outcome.errors.push(`unhandled while playing: ${text(e)}`)),
      );
      channel.on('storyErrored', (e) => {
        const { title, description } = (e ?? {}) as { title?: string; description?: string };
        outcome.errors.push(`render: ${title ?? ''} ${description ?? ''}`.trim());
        outcome.finished = true;
      });
      channel.on('storyMissing', (id) => {
        outcome.errors.push(`story missing: ${String(id)}`);
        outcome.finished = true;
      });
      channel.on('storyFinished', (finished) => {
        const { reporters = [] } = (finished ?? {}) as {
          reporters?: { type: string; status: string; result?: { error?: unknown; violations?: { id: string; nodes: { target: unknown }[] }[] } }[];
        };
        for (const report of reporters) {
          if (report.type !== 'a11y' || report.status !== 'failed') continue;
          if (report.result?.error) outcome.a11y.push(`axe could not run: ${text(report.result.error)}`);
          for (const v of report.result?.violations ?? []) {
            outcome.a11y.push(`${v.id}: ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`);
          }
        }
        outcome.finished = true;
      });
    },
  });
}

/**
 * watchStory as an init script. tsx keeps function names by wrapping them in an `__name` helper
 * that exists only in Node; the page gets a stand-in that does nothing.
 */
export const watchStoryScript = `globalThis.__name ??= (f) => f;\n(${watchStory.toString()})();`;
