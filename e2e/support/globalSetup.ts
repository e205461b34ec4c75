import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { startAuthEmulator } from '@kinstory/server/testing/emulator';
import { appDist, EMULATOR_HOST, root } from './paths.ts';

/**
 * Builds the app as it ships (vite build) and starts the Firebase Auth emulator; each spec file then
 * starts its own server on a fresh SQLite file (support/stack.ts). Returns the teardown.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (!process.env.E2E_SKIP_BUILD) {
    const started = Date.now();
    const res = spawnSync(path.join(root, 'node_modules/.bin/vite'), ['build', '--outDir', appDist, '--emptyOutDir', '--logLevel', 'warn'], {
      cwd: path.join(root, 'packages/app'),
      stdio: 'inherit',
    });
    if (res.status !== 0) throw new Error('Building the app for the e2e suite failed');
    console.log(`e2e: app built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  const stopEmulator = await startAuthEmulator(EMULATOR_HOST);
  return stopEmulator;
}
