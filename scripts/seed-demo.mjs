#!/usr/bin/env node
// `npm run seed:demo`: the demo family in the Auth emulator and the database. Starts the emulator
// (keeping its users in data/firebase-auth for `npm start`) unless FIREBASE_AUTH_EMULATOR_HOST is set.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureAuthEmulator, root, stopChild } from './start.mjs';

let started = null;
process.on('SIGINT', async () => {
  await stopChild(started);
  process.exit(130);
});
const emulator = await ensureAuthEmulator((child) => (started = child));
const seed = spawn(path.join(root, 'node_modules/.bin/tsx'), [path.join(root, 'packages/server/scripts/seed-demo.ts')], {
  cwd: root,
  env: { ...process.env, FIREBASE_AUTH_EMULATOR_HOST: emulator.host },
  stdio: 'inherit',
});
const code = await new Promise((resolve) => seed.on('exit', (c) => resolve(c ?? 1)));
// Stopping the emulator exports its users for the next `npm start`.
await stopChild(emulator.child);
process.exit(code);
