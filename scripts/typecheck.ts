/**
 * npm run typecheck: every TypeScript project of the repository (each workspace's tsconfig*.json,
 * the root's scripts, the e2e suite) with TypeScript 7, the native compiler, two at a time.
 * The projects are found on disk, so a new workspace or tsconfig is checked without being listed
 * here. Output is grouped per project; the run fails when any does.
 *
 * TypeScript 7 is the `typescript-native` alias. It checks the same code as 6 and fails on the same
 * errors, but it took 21 s here where `tsc` 6 took 76 s. The `typescript` package stays on 6.0:
 * typescript-eslint and Storybook's react-docgen-typescript need its JS API, which 7 has not
 * (TOOLCHAIN.md).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { concurrently } from 'concurrently';

const tsc = join(dirname(createRequire(import.meta.url).resolve('typescript-native/package.json')), 'bin/tsc');
const workspaces = (JSON.parse(readFileSync('package.json', 'utf8')) as { workspaces?: string[] }).workspaces ?? [];
const projects = ['.', ...workspaces, 'e2e'].flatMap((dir) =>
  readdirSync(dir)
    .filter((f) => /^tsconfig.*\.json$/.test(f) && f !== 'tsconfig.base.json')
    .map((f) => join(dir, f)),
);
const { result } = concurrently(
  projects.map((project) => ({ name: project, command: `node ${tsc} -p ${project}` })),
  { maxProcesses: 2, group: true },
);
await result.catch(() => process.exit(1));
