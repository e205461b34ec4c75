// How every browser test launches Chromium, in JavaScript that Node loads as it is: vitest.config.ts
// and e2e/playwright.config.ts (through scripts/chromium.ts) import it, and Vite hands a config's
// imported package .ts to Node, which cannot load it. chromium.ts re-exports it with launchChromium.
import { existsSync, statfsSync } from 'node:fs';
import recipe from './chromium.json' with { type: 'json' };

/** Debian's /usr/bin/chromium where it exists (undefined: Playwright's own browser). */
export const chromiumExecutable = existsSync(recipe.executablePath) ? recipe.executablePath : undefined;

/**
 * Chromium shares its pages' memory through files in /dev/shm. Where that is small (a container's
 * 64 MB) pages crash, and --disable-dev-shm-usage puts the files in /tmp instead, which costs time:
 * the built-Storybook check's page stories took 239 and 244 s with it, 223 and 227 s without.
 */
const ENOUGH_SHARED_MEMORY = 1024 ** 3;
function sharedMemoryBytes() {
  try {
    const fs = statfsSync('/dev/shm');
    return fs.bavail * fs.bsize;
  } catch {
    return 0;
  }
}

/** chromium.json's flags, and --disable-dev-shm-usage where /dev/shm has less than 1 GiB free. */
export const chromiumArgs = [...recipe.args, ...(sharedMemoryBytes() < ENOUGH_SHARED_MEMORY ? ['--disable-dev-shm-usage'] : [])];
