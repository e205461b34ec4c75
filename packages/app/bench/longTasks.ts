/**
 * `npx tsx packages/app/bench/longTasks.ts <run>.trace.json [--min 12] [--maps <dir>]`: what a
 * Lighthouse run's blocking time is made of. Lists the page's main-thread tasks of at least `--min`
 * ms (default 12: Lighthouse multiplies what it observed by its 4× CPU slowdown, so 12.5 ms is its
 * 50 ms long task), each with its time from the first contentful paint (Lighthouse counts blocking
 * time only after it), its biggest trace events and the resources it touched. When the trace holds
 * a CPU profile (bench:lighthouse with LIGHTHOUSE_CPU_PROFILE=1), it adds the functions that ran,
 * by self time, named through the source maps in `--maps` (a build made with
 * `npx vite build --sourcemap --outDir <dir>` in packages/app, from the same sources as the run's).
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { SourceMapConsumer } from 'source-map-js';

interface TraceEvent {
  name: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string; data?: Record<string, unknown> };
}

interface CallFrame {
  functionName: string;
  url?: string;
  lineNumber: number;
  columnNumber: number;
}

interface ProfileNode {
  id: number;
  callFrame: CallFrame;
}

const { values, positionals } = parseArgs({ options: { min: { type: 'string', default: '12' }, maps: { type: 'string' } }, allowPositionals: true });
const file = positionals[0];
if (!file || positionals.length > 1) throw new Error('Usage: longTasks.ts <trace.json> [--min ms] [--maps dir]');
const minMs = Number(values.min);
if (!(minMs >= 0)) throw new Error(`--min takes milliseconds, not "${values.min}"`);
const mapsDir = values.maps;

const trace = JSON.parse(fs.readFileSync(file, 'utf8')) as { traceEvents: TraceEvent[] } | TraceEvent[];
const events = Array.isArray(trace) ? trace : trace.traceEvents;

const fcp = events.find((e) => e.name === 'firstContentfulPaint');
if (!fcp) throw new Error(`${file}: no first contentful paint in the trace`);
const main = events.find((e) => e.name === 'thread_name' && e.pid === fcp.pid && e.args?.name === 'CrRendererMain');
if (!main) throw new Error(`${file}: no renderer main thread`);
const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid);

// The CPU profile, if any: nodes, and the samples with their times.
const nodes = new Map<number, ProfileNode>();
const samples: Array<{ node: number; ts: number }> = [];
let clock = 0;
for (const e of events) {
  if (e.pid !== main.pid) continue;
  if (e.name === 'Profile') clock = (e.args?.data?.startTime as number | undefined) ?? clock;
  if (e.name !== 'ProfileChunk') continue;
  const chunk = e.args?.data as { cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] }; timeDeltas?: number[] } | undefined;
  for (const node of chunk?.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
  (chunk?.cpuProfile?.samples ?? []).forEach((node, i) => {
    clock += chunk?.timeDeltas?.[i] ?? 0;
    samples.push({ node, ts: clock });
  });
}

const maps = new Map<string, SourceMapConsumer | null>();
function mapOf(script: string): SourceMapConsumer | null {
  if (!mapsDir) return null;
  if (!maps.has(script)) {
    const mapFile = path.join(mapsDir, 'assets', `${script}.map`);
    maps.set(script, fs.existsSync(mapFile) ? new SourceMapConsumer(JSON.parse(fs.readFileSync(mapFile, 'utf8'))) : null);
  }
  return maps.get(script) ?? null;
}

/** A profile frame as its source names it (node_modules/… and packages/… shortened), else as the bundle does. */
function nameOf({ functionName, url = '', lineNumber, columnNumber }: CallFrame): string {
  const script = url.replace(/.*\//, '');
  const map = script ? mapOf(script) : null;
  const original = map && lineNumber >= 0 ? map.originalPositionFor({ line: lineNumber + 1, column: columnNumber }) : null;
  if (original?.source) {
    const source = original.source.replace(/.*node_modules\//, '').replace(/.*packages\//, '');
    return `${original.name ?? (functionName || '(anonymous)')} ${source}:${original.line}`;
  }
  return `${functionName || '(anonymous)'}${script ? ` ${script}:${lineNumber + 1}` : ''}`;
}

const ms = (us: number) => (us / 1000).toFixed(1);
const top = (totals: Map<string, number>, count: number) =>
  [...totals]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([what, us]) => `${ms(us)} ${what}`);

const tasks = onMain.filter((e) => e.name === 'RunTask' && (e.dur ?? 0) >= minMs * 1000);
console.log(`${tasks.length} main-thread tasks of ${minMs} ms or more (${path.basename(file)}); times from the first contentful paint`);
for (const task of tasks) {
  const end = task.ts + (task.dur ?? 0);
  const inside = onMain.filter((e) => e !== task && e.ts >= task.ts && e.ts <= end);
  const byEvent = new Map<string, number>();
  for (const e of inside) if ((e.dur ?? 0) >= 1000) byEvent.set(e.name, (byEvent.get(e.name) ?? 0) + (e.dur ?? 0));
  const resources = new Set(
    inside
      .map((e) => (e.args?.data?.url ?? e.args?.data?.styleSheetUrl) as string | undefined)
      .filter((url): url is string => Boolean(url))
      .map((url) => url.replace(/.*\//, '')),
  );
  console.log(`\n${ms(task.ts - fcp.ts)} ms: a task of ${ms(task.dur ?? 0)} ms${task.ts > fcp.ts ? ' (after the first paint)' : ''}`);
  if (byEvent.size) console.log(`  events: ${top(byEvent, 5).join(', ')}`);
  if (resources.size) console.log(`  touches: ${[...resources].slice(0, 8).join(' ')}`);
  const self = new Map<string, number>();
  samples.forEach((sample, i) => {
    const next = samples[i + 1];
    if (sample.ts < task.ts || sample.ts > end || !next) return;
    const node = nodes.get(sample.node);
    if (!node) return;
    const name = nameOf(node.callFrame);
    self.set(name, (self.get(name) ?? 0) + (next.ts - sample.ts));
  });
  if (self.size) console.log(`  functions (self time):\n    ${top(self, 8).join('\n    ')}`);
}
