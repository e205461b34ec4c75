/**
 * npm run typecheck: each workspace's own `typecheck` script, then the root's scripts and the e2e
 * suite, two at a time for two cores. The workspaces are read from package.json, so a new one is
 * checked without being listed here. Output is grouped per command; the run fails when any does.
 */
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { concurrently } from 'concurrently';

const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as { workspaces?: string[]; scripts?: Record<string, string> };

const workspaces = (readJson('package.json').workspaces ?? []).filter((dir) => readJson(`${dir}/package.json`).scripts?.typecheck);
const { result } = concurrently(
  [
    ...workspaces.map((dir) => ({ name: basename(dir), command: 'npm run -s typecheck', cwd: dir })),
    { name: 'scripts', command: 'tsc -p tsconfig.json' },
    { name: 'e2e', command: 'tsc -p e2e/tsconfig.json' },
  ],
  { maxProcesses: 2, group: true },
);
await result.catch(() => process.exit(1));
