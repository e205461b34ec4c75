/**
 * `npm run bench:render`: an 8,000-token reply streamed at 100 tokens/s into MessageList in
 * Chromium. Prints React commits per second, render cost per token in the first and last 10%,
 * and the longest task. Goals: ≤ 1 commit per frame, last 10% ≤ 1.5 × first 10%, no task over
 * 50 ms. Not part of npm test. BENCH_TOKENS and BENCH_RATE shorten a run; BENCH_PARAGRAPH=N
 * breaks the reply into paragraphs of N tokens.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { createServer } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

const TOKENS = Number(process.env.BENCH_TOKENS ?? 8000);
const RATE = Number(process.env.BENCH_RATE ?? 100);
/** A paragraph break every N tokens (0: none). */
const PARAGRAPH = Number(process.env.BENCH_PARAGRAPH ?? 0);

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
  tokens: number;
  rate: number;
}

const root = path.dirname(fileURLToPath(import.meta.url));
const server = await createServer({
  root,
  configFile: false,
  logLevel: 'error',
  // Its own dependency cache, so a bench run never re-optimizes the test projects' one.
  cacheDir: path.join(root, '../../../../node_modules/.vite/bench-render'),
  optimizeDeps: { include: ['react', 'react-dom/client', 'react/jsx-dev-runtime', 'react-aria-components'] }, plugins: [react(), vanillaExtractPlugin()], server: { port: 0, host: '127.0.0.1' } });
await server.listen();
const url = server.resolvedUrls?.local[0];
const executablePath = existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
const browser = await chromium.launch({ ...(executablePath ? { executablePath } : {}), args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
try {
  const page = await browser.newPage();
  // The first load bundles dependencies: slow on a busy machine.
  await page.goto(`${url}?tokens=${TOKENS}&rate=${RATE}&paragraph=${PARAGRAPH}`, { timeout: 180_000, waitUntil: 'domcontentloaded' });
  await page.waitForFunction(() => '__benchResult' in window, null, { timeout: (TOKENS / RATE) * 1000 + 60_000, polling: 1000 });
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
  console.log(`tokens ${result.tokens} at ${result.rate}/s over ${seconds.toFixed(1)} s${PARAGRAPH ? `, a paragraph every ${PARAGRAPH} tokens` : ', one paragraph'}`);
  console.log(`React commits: ${streamed.length} (${commitsPerSecond.toFixed(1)}/s; goal ≤ 60/s, one per frame)`);
  console.log(`render cost per token: first 10% ${first.toFixed(3)} ms, last 10% ${last.toFixed(3)} ms (ratio ${(last / first).toFixed(2)}; goal ≤ 1.5)`);
  console.log(`longest task: ${result.longestTask.toFixed(0)} ms, ${result.longTasks} tasks over 50 ms (goal: none over 50 ms)`);
} finally {
  await browser.close();
  await server.close();
}
