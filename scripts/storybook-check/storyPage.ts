import type { Browser, Page, Request } from 'playwright';
import { watchStoryScript, type StoryOutcome } from './watchStory.ts';

type StoryWindow = Window & { __storyOutcome?: StoryOutcome; __STORYBOOK_ADDONS_CHANNEL__?: { emit(event: string, data: unknown): void } };

/** The same bound as the Vitest story projects' testTimeout; a story's own waits are far shorter. */
const storyTimeoutMs = 30_000;
/**
 * A story has finished when its play has, but what it started may still be under way: a reply
 * still streaming, then its speech fetched. Before the next story the page's requests get
 * `settleMs` to settle (none in flight, none begun or ended for `quietMs`), so what they end in (an
 * error in the console) is told of this story, not the next. A page still busy then (a story of
 * something loading, whose answer never comes) is closed: its leftovers end with it.
 */
const quietMs = 250;
const settleMs = 1_000;

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
  private readonly inFlight = new Set<Request>();
  private lastRequestAt = 0;
  /** Stories whose requests had not settled: the story after each got a new page. */
  unsettled = 0;

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
    const settled = await this.settle();
    const outcome = await this.page?.evaluate(() => (window as StoryWindow).__storyOutcome).catch(() => undefined);
    const problems = [...(outcome?.errors ?? []), ...(outcome?.a11y ?? []).map((v) => `axe: ${v}`), ...this.problems];
    if (problems.length > 0 || this.fresh || !settled) await this.close();
    return problems;
  }

  async close(): Promise<void> {
    const page = this.page;
    this.page = null;
    this.inFlight.clear();
    await page?.context().close();
  }

  /** Waits for the page's requests to settle; false: still busy after settleMs. */
  private async settle(): Promise<boolean> {
    const until = Date.now() + settleMs;
    while (this.page && (this.inFlight.size > 0 || Date.now() - this.lastRequestAt < quietMs)) {
      if (Date.now() > until) {
        this.unsettled++;
        return false;
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    return true;
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
    const started = (request: Request) => {
      this.inFlight.add(request);
      this.lastRequestAt = Date.now();
    };
    const ended = (request: Request) => {
      if (!this.inFlight.delete(request)) return;
      this.lastRequestAt = Date.now();
    };
    page.on('request', started);
    // A subscription (a GET answered with a stream of events: the archive's live events) stays open
    // as long as the page does: not waited for. A POST's stream (a reply) is.
    page.on('response', (response) => {
      const request = response.request();
      if (request.method() === 'GET' && response.headers()['content-type']?.startsWith('text/event-stream')) this.inFlight.delete(request);
    });
    page.on('requestfinished', ended);
    page.on('requestfailed', ended);
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
