import type { Browser, BrowserContext, Page, Request } from 'playwright';
import { watchStoryScript, type StoryOutcome } from './watchStory.ts';

type StoryWindow = Window & { __storyOutcome?: StoryOutcome; __STORYBOOK_ADDONS_CHANNEL__?: { emit(event: string, data: unknown): void } };

/** The same bound as the Vitest story projects' testTimeout; a story's own waits are far shorter. */
const storyTimeoutMs = 30_000;
/**
 * A story has finished when its play has, but what it started may still be under way: a reply
 * still streaming, then its speech fetched. Before the next story the page's requests get
 * `settleMs` to settle (none in flight, none begun or ended for `quietMs`), so what they end in (an
 * error in the console) is told of this story, not the next. A page still busy then (a story of
 * something loading, whose answer never comes) loads the next story as a new document: its
 * leftovers end with it.
 */
const quietMs = 250;
const settleMs = 1_000;

/**
 * One page of the built Storybook in one scheme. Within a story file it walks from story to story
 * the way the sidebar does (the preview's setCurrentStory, as Storybook's test-runner does): a
 * fresh page per story costs a second each on two cores. Each file starts on a new document, as
 * each file gets its own page in the Vitest run: one file's spies and leftovers stay in it (right
 * after ContributorDashboard › SignOutGoesToLogin, which spies on console.error, NotFound's own
 * spy saw no call). The document loads in the same page, its storage cleared, so the built files
 * come from the cache, which a new browser context would start without. The story after a
 * failure starts in a new context. `fresh`: every story in a new context.
 */
export class StoryPage {
  private context: BrowserContext | null = null;
  private page: Page | null = null;
  private file = '';
  /** The next story loads a new document (a new file, or the last story's requests never settled). */
  private reload = false;
  private problems: string[] = [];
  private readonly inFlight = new Set<Request>();
  private lastRequestAt = 0;
  /** Stories whose requests had not settled: the story after each got a new document. */
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
    if (file !== this.file) this.reload = true;
    this.file = file;
    try {
      if (!this.page) this.page = await this.open(id);
      else if (this.reload) await this.load(this.page, id);
      else await this.switchTo(this.page, id);
      this.reload = false;
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
    if (problems.length > 0 || this.fresh) await this.close();
    else if (!settled) this.reload = true;
    return problems;
  }

  /** Closes the browser context: the next story starts in a new one. */
  async close(): Promise<void> {
    const context = this.context;
    this.page = null;
    this.context = null;
    this.inFlight.clear();
    await context?.close();
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

  /**
   * A new browser context and its page. Beside it, a page that stays open on a file of the build:
   * MSW's worker unregisters itself when the last page it serves goes, which a page's new
   * document makes happen, and the worker of the next story then fails to update.
   */
  private async open(id: string): Promise<Page> {
    this.context = await this.browser.newContext({ viewport: this.viewport });
    await this.context.addInitScript({ content: watchStoryScript });
    await (await this.context.newPage()).goto(`${this.baseUrl}/index.json`);
    const page = await this.context.newPage();
    this.page = page;
    // Only this page is heard while it is the check's: a closing context may still fail requests.
    const current = <T extends unknown[]>(listener: (...args: T) => void) => (...args: T) => {
      if (this.page === page) listener(...args);
    };
    page.on('console', current((msg) => {
      // Chromium logs every 4xx/5xx answer as "Failed to load resource"; the response rule below
      // judges those, knowing who answered.
      if (msg.type() === 'error' && !msg.text().startsWith('Failed to load resource')) {
        this.problems.push(`console.error: ${msg.text()}`);
      }
    }));
    page.on('response', current((response) => {
      // An error answer from MSW's worker is the story's scenario (a failed save, a missing
      // conversation). One from the static server is a file the build lacks, or a call no handler took.
      if (response.status() >= 400 && !response.fromServiceWorker()) {
        this.problems.push(`HTTP ${response.status()} from the static server: ${response.request().method()} ${response.url()}`);
      }
      // A subscription (a GET answered with a stream of events: the archive's live events) stays
      // open as long as the page does: not waited for. A POST's stream (a reply) is.
      const request = response.request();
      if (request.method() === 'GET' && response.headers()['content-type']?.startsWith('text/event-stream')) this.inFlight.delete(request);
    }));
    page.on('pageerror', current((error) => this.problems.push(`page error: ${error.message}`)));
    page.on('request', current((request) => {
      this.inFlight.add(request);
      this.lastRequestAt = Date.now();
    }));
    const ended = current((request: Request) => {
      if (this.inFlight.delete(request)) this.lastRequestAt = Date.now();
    });
    page.on('requestfinished', ended);
    page.on('requestfailed', ended);
    await this.load(page, id, false);
    return page;
  }

  /** The story in a new document; what the last one left in flight or in storage goes. */
  private async load(page: Page, id: string, clear = true): Promise<void> {
    if (clear) await page.evaluate(() => (localStorage.clear(), sessionStorage.clear()));
    this.inFlight.clear();
    await page.goto(`${this.baseUrl}/iframe.html?id=${id}&viewMode=story&globals=theme:${this.scheme}`);
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
