/**
 * `npm run bench:lighthouse` (issue #7): Lighthouse (mobile defaults: emulated phone, simulated
 * slow 4G and 4× CPU slowdown) on `/` and on the demo organiser's signed-in `/admin-dashboard`.
 * Goals per page: performance score ≥ 95, CLS ≤ 0.05. Exits 1 when a goal fails.
 *
 * Starts its own Auth emulator (port 9199, users not kept) and server (scripts/start.mjs on PORT 8099
 * with a temporary SQLite database, pointed at that emulator), seeds the demo family, signs in
 * through /auth with Playwright attached to the same Chromium, then runs Lighthouse on that browser
 * without resetting storage, so Firebase's IndexedDB session is used. Stops everything it started.
 * Serves the existing packages/app/dist (built by start.mjs when missing). Not part of npm test.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const PORT = Number(process.env.BENCH_PORT ?? 8099);
const BASE = `http://127.0.0.1:${PORT}`;
/** An Auth emulator of its own, off the default 9099 that `npm start` and other benches use. */
const EMULATOR_PORT = Number(process.env.BENCH_EMULATOR_PORT ?? 9199);
const EMULATOR_HOST = `127.0.0.1:${EMULATOR_PORT}`;
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const DEMO = { email: 'ann@kinstory.demo', password: 'kinstory-demo' };
const SCORE_GOAL = 95;
const CLS_GOAL = 0.05;

const children: ChildProcess[] = [];
let chrome: chromeLauncher.LaunchedChrome | null = null;

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(1000) })).ok;
  } catch {
    return false;
  }
}

async function waitFor(url: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!(await answers(url))) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`${child.spawnfile} exited (${child.exitCode ?? child.signalCode}) before ${url} answered`);
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** SIGINT to the child's process group (start.mjs then stops the server and the emulator), SIGKILL after 30 s. */
async function stopGroup(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    process.kill(-child.pid!, 'SIGINT');
  } catch {
    return;
  }
  const timer = setTimeout(() => {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // already gone
    }
  }, 30_000);
  await exited;
  clearTimeout(timer);
}

async function cleanup() {
  if (chrome) {
    chrome.kill();
    chrome = null;
  }
  for (const child of children.splice(0).reverse()) await stopGroup(child);
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<number> {
  const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: 'inherit' });
  return new Promise((resolve) => child.on('exit', (code) => resolve(code ?? 1)));
}

interface PageResult {
  name: string;
  url: string;
  finalUrl: string;
  score: number;
  cls: number;
  metrics: Record<string, string>;
  opportunities: string[];
  scripts: string[];
}

async function audit(name: string, url: string, port: number, signedIn: boolean): Promise<PageResult> {
  // Mobile is Lighthouse's default config; only the storage reset is turned off for the signed-in page.
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: signedIn });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  // LIGHTHOUSE_REPORT_DIR=<dir> keeps each page's full report (JSON) and trace for a closer look.
  const reportDir = process.env.LIGHTHOUSE_REPORT_DIR;
  if (reportDir) {
    fs.mkdirSync(reportDir, { recursive: true });
    fs.writeFileSync(path.join(reportDir, `${name.replace(/\W+/g, '-')}.json`), JSON.stringify(lhr, null, 1));
    // …and the browser's trace of the load (observed, not throttled), for chrome://tracing or DevTools.
    const trace = (result.artifacts as { Trace?: unknown }).Trace;
    if (trace) fs.writeFileSync(path.join(reportDir, `${name.replace(/\W+/g, '-')}.trace.json`), JSON.stringify(trace));
  }
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const metric = (id: string) => lhr.audits[id]?.displayValue ?? 'n/a';
  const opportunities = Object.values(lhr.audits)
    .filter((a) => a.details?.type === 'opportunity' && (a.score ?? 1) < 0.9 && (a.numericValue ?? 0) > 0)
    .sort((a, b) => (b.numericValue ?? 0) - (a.numericValue ?? 0))
    .slice(0, 4)
    .map((a) => `${a.title}${a.displayValue ? ` (${a.displayValue})` : ''}`);
  // Main-thread time per script (bootup-time), biggest first: what the blocking time is made of.
  const bootup = (lhr.audits['bootup-time']?.details as { items?: Array<{ url: string; total: number; scripting: number }> } | undefined)?.items ?? [];
  const scripts = bootup
    .slice()
    .sort((a, b) => b.total - a.total)
    .slice(0, 4)
    .map((i) => `${i.url.replace(BASE, '')}: ${Math.round(i.total)} ms main thread (${Math.round(i.scripting)} ms scripting)`);
  return {
    name,
    url,
    finalUrl: lhr.finalDisplayedUrl,
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
    metrics: {
      FCP: metric('first-contentful-paint'),
      LCP: metric('largest-contentful-paint'),
      TBT: metric('total-blocking-time'),
      SI: metric('speed-index'),
    },
    opportunities,
    scripts,
  };
}

async function signIn(port: number) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('Chromium has no default browser context');
    const page = await context.newPage();
    await page.goto(`${BASE}/auth`);
    await page.getByLabel('Email').fill(DEMO.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL('**/admin-dashboard', { timeout: 30_000 });
    // The dashboard itself on screen (its profile answered), as a user who signed in would see it.
    await page.getByText(/ • Managing family archive$/).waitFor({ timeout: 30_000 });
    // Let Firebase finish writing its IndexedDB session before the page goes away.
    await page.waitForLoadState('networkidle');
    // Lighthouse keeps the HTTP cache when it keeps storage; empty it so both pages load cold.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await cdp.detach();
    await page.close();
  } finally {
    // A CDP-attached browser: this only disconnects Playwright, Chromium keeps running.
    await browser.close();
  }
}

/** The database and Chromium's profile; removed at the end. */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kinstory-lighthouse-'));

async function main() {
  const env: NodeJS.ProcessEnv = {
    PORT: String(PORT),
    DATABASE_URL: `sqlite:${path.join(dir, 'bench.db')}`,
    FIREBASE_AUTH_EMULATOR_HOST: EMULATOR_HOST,
  };
  if (await answers(`${BASE}/api/health`)) throw new Error(`Something already answers on ${BASE}; set BENCH_PORT`);
  if (await answers(`http://${EMULATOR_HOST}/`)) throw new Error(`Something already answers on ${EMULATOR_HOST}; set BENCH_EMULATOR_PORT`);

  console.log(`Starting an Auth emulator on ${EMULATOR_HOST}…`);
  const firebaseConfig = path.join(dir, 'firebase.json');
  const emulators = { auth: { host: '127.0.0.1', port: EMULATOR_PORT }, hub: { port: EMULATOR_PORT + 1 }, logging: { port: EMULATOR_PORT + 2 }, ui: { enabled: false }, singleProjectMode: true };
  fs.writeFileSync(firebaseConfig, JSON.stringify({ emulators }));
  const emulator = spawn(path.join(root, 'node_modules/.bin/firebase'), ['emulators:start', '--only', 'auth', '--project', 'demo-kinstory', '--config', firebaseConfig], {
    cwd: dir,
    env: { ...process.env, CI: 'true', NO_UPDATE_NOTIFIER: '1' },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  children.push(emulator);
  await waitFor(`http://${EMULATOR_HOST}/`, emulator, 180_000);

  console.log(`Starting the server on ${BASE}…`);
  const server = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  children.push(server);
  await waitFor(`${BASE}/api/health`, server, 240_000);

  const seeded = await run(path.join(root, 'node_modules/.bin/tsx'), [path.join(root, 'packages/server/scripts/seed-demo.ts')], env);
  if (seeded !== 0) throw new Error('Seeding the demo family failed');

  const userDataDir = path.join(dir, 'chrome');
  fs.mkdirSync(userDataDir);
  chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS, userDataDir });
  const results: PageResult[] = [];
  console.log('Lighthouse on / …');
  results.push(await audit('landing', `${BASE}/`, chrome.port, false));
  console.log(`Signing in as ${DEMO.email}…`);
  await signIn(chrome.port);
  console.log('Lighthouse on /admin-dashboard …');
  results.push(await audit('admin dashboard (signed in)', `${BASE}/admin-dashboard`, chrome.port, true));

  let failed = false;
  console.log(`\n${'page'.padEnd(30)}  score (≥ ${SCORE_GOAL})  CLS (≤ ${CLS_GOAL})  result  FCP / LCP / TBT / SI`);
  for (const r of results) {
    const pass = r.score >= SCORE_GOAL && r.cls <= CLS_GOAL;
    // A redirect to /auth would mean the session was not used: the numbers would be the wrong page's.
    const wrongPage = !r.finalUrl.startsWith(r.url);
    failed ||= !pass || wrongPage;
    console.log(
      `${r.name.padEnd(30)}  ${String(r.score).padStart(10)}  ${r.cls.toFixed(3).padStart(10)}  ${(pass && !wrongPage ? 'PASS' : 'FAIL').padEnd(6)}  ${Object.values(r.metrics).join(' / ')}`,
    );
    if (wrongPage) console.log(`    ended on ${r.finalUrl}, not ${r.url}`);
    for (const o of r.opportunities) console.log(`    opportunity: ${o}`);
    for (const o of r.scripts) console.log(`    ${o}`);
  }
  if (failed) process.exitCode = 1;
}

process.on('SIGINT', () => {
  void cleanup().then(() => process.exit(130));
});

try {
  await main();
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 2;
} finally {
  await cleanup();
  fs.rmSync(dir, { recursive: true, force: true });
}
