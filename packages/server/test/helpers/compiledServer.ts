import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = fileURLToPath(new URL('../../', import.meta.url));

/**
 * Compiles the server as `npm run build` does, into a folder of its own beside dist/ (so the paths
 * the server finds relative to itself hold, and runs at once never share a file). Answers the
 * compiled file and a function that removes the folder.
 */
export function buildServer(name: string): { file: string; remove: () => void } {
  const dir = path.join(serverDir, `dist-test-${name}-${process.pid}`);
  const file = path.join(dir, 'server.js');
  const built = spawnSync(process.execPath, ['build.mjs', file], { cwd: serverDir, encoding: 'utf8' });
  if (built.status !== 0) throw new Error(`building the server failed: ${built.stderr}`);
  return { file, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

export interface CompiledServer {
  child: ChildProcess;
  url: string;
  /** What it printed so far. */
  output: () => string;
  /** Its exit code once it exits. */
  exited: Promise<number | null>;
}

/** Runs the compiled server with plain node (as `npm run start:prod` does); resolves once it is ready. */
export async function startCompiledServer(file: string, env: Record<string, string>): Promise<CompiledServer> {
  const child = spawn(process.execPath, [file], { cwd: serverDir, env: { PATH: process.env.PATH ?? '', PORT: '0', HOST: '127.0.0.1', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const match = /Kinstory is running at (http:\/\/[^\s/]+)\//.exec(out);
      if (match) resolve(match[1]!);
    });
    child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
    void exited.then((code) => reject(new Error(`the server exited (${code}):\n${out}`)));
  });
  // It listens before its database is ready.
  for (let i = 0; (await fetch(`${url}/api/ready`).catch(() => null))?.status !== 200; i++) {
    if (i > 600) throw new Error(`the server was not ready within 30 s:\n${out}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return { child, url, output: () => out, exited };
}
