/**
 * `npm run bench:bundle` (issue #7): for each route of the SPEC route table (src/app/routes.ts),
 * the gzip size of the JavaScript the route loads first: the entry chunk and its static imports,
 * plus the route's own lazy chunk and its static imports (from Vite's .vite/manifest.json). What
 * every page loads once it has painted (build/startModules.ts: sign-in, config, API client) is shown
 * in its own column, not judged.
 * Goals: the landing page (/) ≤ 150 KB, every route ≤ 250 KB. Exits 1 when a goal fails.
 * Builds the app unless dist is newer than the sources (`--build` always builds, `--no-build` never).
 * Not part of npm test.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { pageRoutes } from '../src/app/routes.ts';
import { START_MODULES } from '../build/startModules.ts';

/** packages/app */
const appDir = path.resolve(import.meta.dirname, '..');
const root = path.resolve(appDir, '../..');
const dist = path.join(appDir, 'dist');
const manifestFile = path.join(dist, '.vite/manifest.json');

const LANDING_GOAL_KB = 150;
const ROUTE_GOAL_KB = 250;

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** Newest mtime of the files under the given paths (node_modules and dist skipped). */
function newestMtime(paths: string[]): number {
  let newest = 0;
  const visit = (p: string) => {
    if (!fs.existsSync(p)) return;
    const stat = fs.statSync(p);
    if (stat.isDirectory()) {
      for (const name of fs.readdirSync(p)) if (name !== 'node_modules' && name !== 'dist') visit(path.join(p, name));
    } else {
      newest = Math.max(newest, stat.mtimeMs);
    }
  };
  paths.forEach(visit);
  return newest;
}

function distIsFresh(): boolean {
  if (!fs.existsSync(manifestFile)) return false;
  const sources = [
    path.join(appDir, 'src'),
    path.join(appDir, 'index.html'),
    path.join(appDir, 'vite.config.ts'),
    path.join(appDir, 'build'),
    path.join(root, 'package-lock.json'),
    ...['ui', 'features', 'contract'].map((p) => path.join(root, 'packages', p, 'src')),
  ];
  return fs.statSync(manifestFile).mtimeMs > newestMtime(sources);
}

function build() {
  console.log('Building packages/app…');
  const res = spawnSync('npm', ['run', 'build', '--workspace', 'packages/app'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  if (res.status !== 0) throw new Error('Building packages/app failed');
  if (!fs.existsSync(manifestFile)) throw new Error(`${manifestFile} is missing: set build.manifest: true in packages/app/vite.config.ts`);
}

/** The manifest keys of a chunk and everything it statically imports. */
function staticClosure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key)) return into;
  into.add(key);
  for (const dep of chunk(manifest, key).imports ?? []) staticClosure(manifest, dep, into);
  return into;
}

function chunk(manifest: Manifest, key: string): ManifestChunk {
  const found = manifest[key];
  if (!found) throw new Error(`${key} is not in the manifest`);
  return found;
}

const gzipCache = new Map<string, number>();
function gzipBytes(file: string): number {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = gzipSync(fs.readFileSync(path.join(dist, file))).length;
    gzipCache.set(file, size);
  }
  return size;
}

function main() {
  const arg = process.argv[2];
  if (arg === '--build' || (arg !== '--no-build' && !distIsFresh())) build();
  else console.log('Using the existing packages/app/dist (newer than the sources).');
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
  const entryKey = Object.keys(manifest).find((k) => chunk(manifest, k).isEntry);
  if (!entryKey) throw new Error('No entry chunk in the manifest');

  const jsKb = (keys: Set<string>) =>
    [...keys].map((k) => chunk(manifest, k).file).filter((f) => f.endsWith('.js')).reduce((sum, f) => sum + gzipBytes(f), 0) / 1024;
  const startKeys = new Set<string>();
  for (const src of START_MODULES) staticClosure(manifest, src, startKeys);

  const rows: Array<{ route: string; kb: number; laterKb: number; cssKb: number; chunks: number; goal: number; pass: boolean }> = [];
  for (const { path: route, module: src } of pageRoutes) {
    const keys = staticClosure(manifest, src, staticClosure(manifest, entryKey));
    const later = new Set([...startKeys].filter((k) => !keys.has(k)));
    const files = [...keys].map((k) => chunk(manifest, k).file).filter((f) => f.endsWith('.js'));
    const css = new Set([...keys].flatMap((k) => chunk(manifest, k).css ?? []));
    const kb = jsKb(keys);
    const cssKb = [...css].reduce((sum, f) => sum + gzipBytes(f), 0) / 1024;
    const goal = route === '/' ? LANDING_GOAL_KB : ROUTE_GOAL_KB;
    rows.push({ route, kb, laterKb: jsKb(later), cssKb, chunks: files.length, goal, pass: kb <= goal });
  }

  const width = Math.max(...rows.map((r) => r.route.length), 5);
  console.log(
    `\n${'route'.padEnd(width)}  ${'JS KB gzip'.padStart(10)}  chunks  ${'goal KB'.padStart(7)}  result  (after first paint, not judged)  (CSS KB gzip, not judged)`,
  );
  for (const r of rows) {
    const later = r.laterKb ? `+ ${r.laterKb.toFixed(1)} KB JS` : '';
    console.log(
      `${r.route.padEnd(width)}  ${r.kb.toFixed(1).padStart(10)}  ${String(r.chunks).padStart(6)}  ${`≤ ${r.goal}`.padStart(7)}  ${(r.pass ? 'PASS' : 'FAIL').padEnd(6)}  ${later.padEnd(32)}  ${r.cssKb.toFixed(1)}`,
    );
  }
  const failed = rows.filter((r) => !r.pass);
  console.log(failed.length ? `\n${failed.length} route(s) over their goal.` : '\nAll routes within their goals.');

  // What the entry chunk set weighs, biggest first: the part every route pays.
  const entryFiles = [...staticClosure(manifest, entryKey)].map((k) => chunk(manifest, k).file).filter((f) => f.endsWith('.js'));
  console.log('\nEntry chunk and its static imports (loaded by every route):');
  for (const f of entryFiles.sort((a, b) => gzipBytes(b) - gzipBytes(a))) console.log(`  ${(gzipBytes(f) / 1024).toFixed(1).padStart(6)} KB  ${f}`);
  if (failed.length) process.exitCode = 1;
}

try {
  main();
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(2);
}
