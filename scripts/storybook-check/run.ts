/**
 * npm run test:storybook-build: every story of the *built* Storybook (storybook-static/, what
 * designers open and Chromatic snapshots) in Chromium, in both schemes. A story fails on a play
 * error, a console error or an axe violation. `-- <regexp>` checks only the story ids it matches;
 * `-- --fresh` opens every story on a new page (slower; tells a story's own failure from a leftover).
 * `STORY_TIMES=1` prints how long each run took; `STORY_PAGES=N` sets the pages per scheme.
 *
 * The Vitest projects run the stories from source through Vite's dev server; this checks what the
 * build produced (bundling, MSW's worker served as a static file, a page opened by its link).
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { launchChromium } from '@kinstory/server/testing/chromium';
import { serveStatic } from './serveStatic.ts';
import { StoryPage } from './storyPage.ts';

/** The widths of the Vitest projects: light at a phone's (Vitest's default page), dark at a desktop's. */
const schemes = {
  light: { width: 414, height: 896 },
  dark: { width: 1280, height: 900 },
} as const;
type Scheme = keyof typeof schemes;

interface IndexEntry {
  type: string;
  id: string;
  importPath: string;
  tags?: string[];
}

const root = resolve('storybook-static');
if (!existsSync(`${root}/index.json`)) {
  console.error('storybook-static/index.json is missing: run `npm run build-storybook` first.');
  process.exit(1);
}
const args = process.argv.slice(2);
const fresh = args.includes('--fresh');
const only = args.find((a) => !a.startsWith('--')) ?? '';
const index = JSON.parse(readFileSync(`${root}/index.json`, 'utf8')) as { entries: Record<string, IndexEntry> };
// The stories the Vitest projects run: those tagged 'test' (a story opts out with '!test').
const stories = Object.values(index.entries).filter(
  (e) => e.type === 'story' && (e.tags ?? []).includes('test') && new RegExp(only).test(e.id),
);
const runs = stories.length * Object.keys(schemes).length;

/** A problem in a few lines: assertion messages carry ANSI colours and whole DOM dumps. */
function brief(problem: string): string {
  const lines = stripVTControlCharacters(problem).split('\n').filter((l) => l.trim() !== '');
  return lines.slice(0, 3).join(' | ').slice(0, 400);
}

const started = Date.now();
const server = await serveStatic(root);
const browser = await launchChromium();
const failures: { run: string; problems: string[] }[] = [];
const timings: { run: string; ms: number }[] = [];
let done = 0;
let unsettled = 0;
/**
 * Pages at a time, per scheme (`STORY_PAGES`, default 1). A page spends much of a story waiting
 * (its requests settling for 250 ms at the least), so a second page per scheme fills that time:
 * 986 runs took 266 s against 364 s with one page per scheme, side by side on a quiet machine
 * (three per scheme: 317 s, both cores saturated). Not the default: in a clean-clone CI run with
 * two, MessageList › ScrolledUp [dark] failed its first check (the list at its newest message at
 * once). The cause is not found: the list scrolls to its end once, at its first layout, and does
 * not follow a height that changes after it (something laid out late with both cores busy). A page takes whole story files, the largest first, from its
 * scheme's queue: each file still starts on a new document and walks its stories in order.
 */
const pagesPerScheme = Math.max(1, Number(process.env.STORY_PAGES ?? 1));
const byFile = new Map<string, IndexEntry[]>();
for (const story of stories) byFile.set(story.importPath, [...(byFile.get(story.importPath) ?? []), story]);
const files = [...byFile.values()].sort((a, b) => b.length - a.length);
await Promise.all(
  (Object.keys(schemes) as Scheme[]).flatMap((scheme) => {
    const queue = [...files];
    return Array.from({ length: pagesPerScheme }, async () => {
      const page = new StoryPage(browser, server.url, scheme, schemes[scheme], fresh);
      for (let file = queue.shift(); file; file = queue.shift()) {
        for (const { id, importPath } of file) {
          const run = `${id} [${scheme}]`;
          const t0 = Date.now();
          const problems = (await page.check(id, importPath)).map(brief);
          timings.push({ run, ms: Date.now() - t0 });
          if (problems.length > 0) {
            failures.push({ run, problems });
            console.log(`✗ ${run}\n${problems.map((p) => `    ${p}`).join('\n')}`);
          }
          if (++done % 100 === 0) console.log(`… ${done}/${runs}`);
        }
      }
      await page.close();
      unsettled += page.unsettled;
    });
  }),
);
await browser.close();
await server.close();

const seconds = ((Date.now() - started) / 1000).toFixed(0);
console.log(
  `\nBuilt Storybook: ${stories.length} stories × ${Object.keys(schemes).length} schemes = ${runs} runs, ` +
    `${runs - failures.length} passed, ${failures.length} failed, in ${seconds} s ` +
    `(${unsettled} left requests in flight: the next story in a new document).`,
);
if (process.env.STORY_TIMES) for (const t of timings) console.log(`${(t.ms / 1000).toFixed(2)} ${t.run}`);
const slowest = timings.sort((a, b) => b.ms - a.ms).slice(0, 5);
console.log(`Slowest: ${slowest.map((t) => `${t.run} ${(t.ms / 1000).toFixed(1)} s`).join(', ')}`);
for (const f of failures) console.log(`  ✗ ${f.run}: ${f.problems[0]}${f.problems.length > 1 ? ` (+${f.problems.length - 1})` : ''}`);
process.exit(failures.length > 0 || runs === 0 ? 1 : 0);
