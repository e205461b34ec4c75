import { spawn } from 'node:child_process';
import path from 'node:path';
import { startAuthEmulator } from '@kinstory/server/testing/emulator';
import { appDist, EMULATOR_HOST, root } from './paths.ts';

/** Builds the app as it ships (vite build) into appDist. */
function buildApp(): Promise<void> {
  const started = Date.now();
  const child = spawn(path.join(root, 'node_modules/.bin/vite'), ['build', '--outDir', appDist, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: path.join(root, 'packages/app'),
    stdio: 'inherit',
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) return reject(new Error('Building the app for the e2e suite failed'));
      console.log(`e2e: app built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      resolve();
    });
  });
}

/**
 * Builds the app as it ships and starts the Firebase Auth emulator, side by side (each is a process
 * of its own); each spec file then starts its own server on a fresh SQLite file (support/stack.ts).
 * Returns the teardown.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const [built, emulator] = await Promise.allSettled([process.env.E2E_SKIP_BUILD ? Promise.resolve() : buildApp(), startAuthEmulator(EMULATOR_HOST)]);
  if (built.status === 'rejected') {
    if (emulator.status === 'fulfilled') await emulator.value();
    throw built.reason;
  }
  if (emulator.status === 'rejected') throw emulator.reason;
  return emulator.value;
}
