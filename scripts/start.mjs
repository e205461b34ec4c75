#!/usr/bin/env node
// `npm start`: the Firebase Auth emulator (unless FIREBASE_AUTH_EMULATOR_HOST is set) and the server,
// serving the built app when packages/app/dist exists. Ctrl-C stops both, server first.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const EMULATOR_HOST = '127.0.0.1:9099';
/** Emulator users are kept here between runs, so the demo sign-ins of `npm run seed:demo` last. */
const AUTH_DATA_DIR = path.join(root, 'data', 'firebase-auth');

async function answers(host) {
  try {
    return (await fetch(`http://${host}/`, { signal: AbortSignal.timeout(1000) })).ok;
  } catch {
    return false;
  }
}

/** Spawns a child in its own process group, so stopping it stops its children too. */
function spawnGroup(command, args, env) {
  return spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: 'inherit', detached: true });
}

export async function stopChild(child, timeoutMs = 15_000) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    process.kill(-child.pid, 'SIGINT');
  } catch {
    return;
  }
  const timer = setTimeout(() => {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }, timeoutMs);
  await exited;
  clearTimeout(timer);
}

/**
 * Starts the Auth emulator unless FIREBASE_AUTH_EMULATOR_HOST is set; resolves to
 * { host, child } once it answers (child is null when an existing emulator is used).
 */
export async function ensureAuthEmulator(onSpawn = () => {}) {
  if (process.env.FIREBASE_AUTH_EMULATOR_HOST) return { host: process.env.FIREBASE_AUTH_EMULATOR_HOST, child: null };
  if (await answers(EMULATOR_HOST)) {
    throw new Error(`Something already listens on ${EMULATOR_HOST}. If it is a Firebase Auth emulator, run with FIREBASE_AUTH_EMULATOR_HOST=${EMULATOR_HOST}.`);
  }
  fs.mkdirSync(AUTH_DATA_DIR, { recursive: true });
  const args = ['emulators:start', '--only', 'auth', '--project', 'demo-kinstory', '--export-on-exit', AUTH_DATA_DIR];
  if (fs.existsSync(path.join(AUTH_DATA_DIR, 'firebase-export-metadata.json'))) args.push('--import', AUTH_DATA_DIR);
  console.log('Starting the Firebase Auth emulator…');
  const child = spawnGroup(path.join(root, 'node_modules/.bin/firebase'), args, { CI: 'true', NO_UPDATE_NOTIFIER: '1' });
  onSpawn(child);
  const deadline = Date.now() + 180_000;
  while (!(await answers(EMULATOR_HOST))) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`The Auth emulator exited (${child.exitCode ?? child.signalCode})`);
    if (Date.now() > deadline) {
      // The CLI ignores SIGINT while it boots.
      await stopChild(child, 0);
      throw new Error('The Auth emulator did not start within 180 s');
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  return { host: EMULATOR_HOST, child };
}

/** Builds the app when its package exists and its dist does not. */
export function buildMissingApp() {
  const app = path.join(root, 'packages/app');
  if (fs.existsSync(path.join(app, 'package.json')) && !fs.existsSync(path.join(app, 'dist/index.html'))) {
    console.log('Building the app…');
    const res = spawnSync('npm', ['run', 'build', '--workspace', 'packages/app'], { cwd: root, stdio: 'inherit' });
    if (res.status !== 0) throw new Error('Building packages/app failed');
  }
}

/** Children this process started, stopped in reverse order (server first) on Ctrl-C. */
const children = [];
let stopping = false;

async function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const child of [...children].reverse()) await stopChild(child);
  process.exit(code);
}

async function main() {
  // Registered first: a Ctrl-C while the emulator is still starting must stop it too.
  process.on('SIGINT', () => void stopAll(0));
  process.on('SIGTERM', () => void stopAll(0));
  buildMissingApp();
  const emulator = await ensureAuthEmulator((child) => children.push(child));
  if (stopping) return;
  emulator.child?.on('exit', () => {
    if (!stopping) console.error('The Auth emulator stopped; stopping the server.');
    void stopAll(1);
  });
  const server = spawnGroup(path.join(root, 'node_modules/.bin/tsx'), [path.join(root, 'packages/server/src/server.ts')], {
    FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
  });
  children.push(server);
  server.on('exit', (code) => void stopAll(code ?? 1));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
