import type { Browser, Page } from 'playwright';
import { watchStoryScript, type StoryOutcome } from './watchStory.ts';

type StoryWindow = Window & { __storyOutcome?: StoryOutcome; __STORYBOOK_ADDONS_CHANNEL__?: { emit(event: string, data: unknown): void } };

/** The same bound as the Vitest story projects' testTimeout; a story's own waits are far shorter. */
const storyTimeoutMs = 30_000;

/**
 * One page of the built Storybook in one scheme. Within a story file it walks from story to story
 * the way the sidebar does (the preview's setCurrentStory, as Storybook's test-runner does): a
 * fresh page per story costs a second each on two cores. Each file starts on a new page, as each
 * file gets its own page in the Vitest run: one file's spies and leftovers stay in it (right
 * after ContributorDashboard › SignOutGoesToLogin, which spies on console.error, NotFound's own
 * spy saw no call). So does the story after a failure. `fresh`: every story on a new page.
 */
export class StoryPage {
  private page: Page | null = null;
  private file = '';
  private problems: string[] = [];

  constructor(
    private readonly browser: Browser,
    private readonly baseUrl: string,
    private readonly scheme: string,
    private readonly viewport: { width: number; height: number },
    private readonly fresh = false,
  ) {}

  /** Plays one story; what went wrong, in full (nothing: passed). */
  async check(id: string, file: string): Promise<string[]> {
    this.problems = [];
    if (file !== this.file) await this.close();
    this.file = file;
    try {
      if (this.page) await this.switchTo(this.page, id);
      else this.page = await this.open(id);
      await this.page.waitForFunction(() => (window as StoryWindow).__storyOutcome?.finished, null, {
        timeout: storyTimeoutMs,
        polling: 50,
      });
    } catch (error) {
      this.problems.push(`did not finish within ${storyTimeoutMs / 1000} s: ${(error as Error).message.split('\n')[0]}`);
    }
    const outcome = await this.page?.evaluate(() => (window as StoryWindow).__storyOutcome).catch(() => undefined);
    const problems = [...(outcome?.errors ?? []), ...(outcome?.a11y ?? []).map((v) => `axe: ${v}`), ...this.problems];
    if (problems.length > 0 || this.fresh) await this.close();
    return problems;
  }

  async close(): Promise<void> {
    const page = this.page;
    this.page = null;
    await page?.context().close();
  }

  private async open(id: string): Promise<Page> {
    const context = await this.browser.newContext({ viewport: this.viewport });
    await context.addInitScript({ content: watchStoryScript });
    const page = await context.newPage();
    page.on('console', (msg) => {
      // Chromium logs every 4xx/5xx answer as "Failed to load resource"; the response rule below
      // judges those, knowing who answered.
      if (msg.type() === 'error' && !msg.text().startsWith('Failed to load resource')) {
        this.problems.push(`console.error: ${msg.text()}`);
      }
    });
    // An error answer from MSW's worker is the story's scenario (a failed save, a missing
    // conversation). One from the static server is a file the build lacks, or a call no handler took.
    page.on('response', (response) => {
      if (response.status() >= 400 && !response.fromServiceWorker()) {
        this.problems.push(`HTTP ${response.status()} from the static server: ${response.request().method()} ${response.url()}`);
      }
    });
    page.on('pageerror', (error) => this.problems.push(`page error: ${error.message}`));
    await page.goto(`${this.baseUrl}/iframe.html?id=${id}&viewMode=story&globals=theme:${this.scheme}`);
    return page;
  }

  /** The previous story has finished: a new outcome, then the preview renders the next story. */
  private async switchTo(page: Page, id: string): Promise<void> {
    await page.evaluate((storyId) => {
      const w = window as StoryWindow;
      Object.assign(w.__storyOutcome!, { finished: false, errors: [], a11y: [] });
      w.__STORYBOOK_ADDONS_CHANNEL__!.emit('setCurrentStory', { storyId, viewMode: 'story' });
    }, id);
  }
}
