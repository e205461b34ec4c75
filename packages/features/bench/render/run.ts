/**
 * `npm run bench:render`: an 8,000-token reply streamed at 100 tokens/s into MessageList in
 * Chromium. Prints React commits per second, render cost per token in the first and last 10%,
 * and the longest task. Goals: ≤ 1 commit per frame, last 10% ≤ 1.5 × first 10%, no task over
 * 50 ms. Not part of npm test. BENCH_TOKENS and BENCH_RATE shorten a run. The reply has
 * paragraphs of 80 tokens on average (40–120, as a model's reply has); BENCH_PARAGRAPH=N changes
 * that, BENCH_PARAGRAPH=0 streams one endless paragraph (the worst case). BENCH_TRACE=file.json
 * writes a Chrome trace.
 * The page is a Vite production build (minified, profiling React), as users get it.
 */
import { existsSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { build, preview } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

const TOKENS = Number(process.env.BENCH_TOKENS ?? 8000);
const RATE = Number(process.env.BENCH_RATE ?? 100);
/** Paragraphs of N tokens on average (0: one paragraph). */
const PARAGRAPH = Number(process.env.BENCH_PARAGRAPH ?? 80);
/** A path to write a Chrome trace of the streaming to (chrome://tracing, Perfetto). */
const TRACE = process.env.BENCH_TRACE;

interface Commit {
  at: number;
  duration: number;
  tokens: number;
}
interface Result {
  commits: Commit[];
  longestTask: number;
  /** Tasks over 50 ms while streaming. */
  longTasks: number;
  /** Animation frames while streaming. */
  frames: number;
  tokens: number;
  rate: number;
}

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  pid: number;
  tid: number;
  dur?: number;
  /** CPU time of the thread, in µs. */
  tdur?: number;
}

/** The renderer's top-level tasks while the reply streamed (between the page's marks), by CPU time. */
function busyTasks(trace: TraceEvent[] | { traceEvents: TraceEvent[] }) {
  const events = Array.isArray(trace) ? trace : trace.traceEvents;
  const start = events.find((e) => e.name === 'bench:stream-start');
  const end = events.find((e) => e.name === 'bench:stream-end');
  if (!start || !end) return { longest: NaN, over50: NaN, busy: NaN };
  const tasks = events
    .filter((e) => e.name === 'ThreadControllerImpl::RunTask' && e.ph === 'X' && e.pid === start.pid && e.tid === start.tid && e.ts >= start.ts && e.ts <= end.ts)
    .sort((a, b) => a.ts - b.ts);
  let longest = 0;
  let over50 = 0;
  let busy = 0;
  let until = -Infinity;
  for (const task of tasks) {
    if (task.ts < until) continue; // nested in the task before
    until = task.ts + (task.dur ?? 0);
    const cpu = (task.tdur ?? task.dur ?? 0) / 1000;
    longest = Math.max(longest, cpu);
    busy += cpu;
    if (cpu > 50) over50 += 1;
  }
  return { longest, over50, busy: busy / ((end.ts - start.ts) / 1e6) };
}

const root = path.dirname(fileURLToPath(import.meta.url));
// What users get: a minified production bundle, not the dev server's development React. The
// Profiler's onRender only runs in React's profiling build, so react-dom/client is swapped for it
// (the production build with profiling hooks, as React DevTools' "profiling build" is).
process.env.NODE_ENV = 'production';
const outDir = path.join(root, '../../../../node_modules/.cache/bench-render');
await build({
  root,
  configFile: false,
  logLevel: 'error',
  mode: 'production',
  base: './',
  resolve: { alias: [{ find: /^react-dom\/client$/, replacement: 'react-dom/profiling' }] },
  plugins: [react(), vanillaExtractPlugin()],
  build: { outDir, emptyOutDir: true, minify: true, sourcemap: Boolean(TRACE) },
});
const server = await preview({ root, configFile: false, logLevel: 'error', build: { outDir }, preview: { port: 0, host: '127.0.0.1' } });
const url = server.resolvedUrls?.local[0];
const executablePath = existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
const browser = await chromium.launch({ ...(executablePath ? { executablePath } : {}), args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
try {
  const page = await browser.newPage();
  // A trace of the page's tasks, to tell its own work from time it spent waiting for a core.
  await browser.startTracing(page, TRACE ? { path: TRACE, screenshots: false } : { categories: ['toplevel', 'blink.user_timing'] });
  await page.goto(`${url}?tokens=${TOKENS}&rate=${RATE}&paragraph=${PARAGRAPH}`, { timeout: 180_000, waitUntil: 'domcontentloaded' });
  await page.waitForFunction(() => '__benchResult' in window, null, { timeout: (TOKENS / RATE) * 1000 + 60_000, polling: 1000 });
  const trace = busyTasks(JSON.parse((await browser.stopTracing()).toString()) as TraceEvent[] | { traceEvents: TraceEvent[] });
  const result = (await page.evaluate(() => (window as unknown as { __benchResult: unknown }).__benchResult)) as Result;
  const streamed = result.commits.filter((c) => c.tokens > 0);
  const seconds = (streamed.at(-1)!.at - streamed[0]!.at) / 1000;
  const costPerToken = (from: number, to: number) => {
    const window = streamed.filter((c) => c.tokens > from && c.tokens <= to);
    const tokens = Math.max(1, (window.at(-1)?.tokens ?? from) - from);
    return window.reduce((sum, c) => sum + c.duration, 0) / tokens;
  };
  const tenth = result.tokens / 10;
  const first = costPerToken(0, tenth);
  const last = costPerToken(result.tokens - tenth, result.tokens);
  const commitsPerSecond = streamed.length / seconds;
  console.log(`tokens ${result.tokens} at ${result.rate}/s over ${seconds.toFixed(1)} s${PARAGRAPH ? `, paragraphs of ${PARAGRAPH / 2}–${(PARAGRAPH * 3) / 2} tokens` : ', one paragraph'}`);
  console.log(`React commits: ${streamed.length} (${commitsPerSecond.toFixed(1)}/s; goal ≤ 60/s, one per frame); ${result.frames} frames, ${(streamed.length / result.frames).toFixed(2)} commits/frame`);
  console.log(`render cost per token: first 10% ${first.toFixed(3)} ms, last 10% ${last.toFixed(3)} ms (ratio ${(last / first).toFixed(2)}; goal ≤ 1.5)`);
  console.log(`longest task: ${result.longestTask.toFixed(0)} ms, ${result.longTasks} tasks over 50 ms (goal: none over 50 ms)`);
  // Long tasks are wall time: on a machine busier than its cores, the page waits for a core.
  const load = loadavg()[1] as number;
  console.log(`machine load (5 min average) ${load.toFixed(1)} on ${cpus().length} cores${load > cpus().length ? ': busier than its cores, long tasks are unreliable' : ''}`);
  console.log(`main-thread CPU per task (trace): longest ${trace.longest.toFixed(0)} ms, ${trace.over50} tasks over 50 ms; ${trace.busy.toFixed(0)} ms of CPU per second streamed`);
} finally {
  await browser.close();
  await server.close();
}
