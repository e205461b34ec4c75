import { chromium, type Browser } from 'playwright-core';
import { chromiumArgs, chromiumExecutable } from './chromiumRecipe.mjs';

/**
 * How every browser test here launches Chromium (TOOLCHAIN.md "Chromium and Playwright"): the
 * browser and flags of chromiumRecipe.mjs (chromium.json's, and --disable-dev-shm-usage where
 * /dev/shm is small). That is the one recipe: scripts/chromium.ts reads it for vitest.config.ts and
 * e2e/playwright.config.ts, and the built-Storybook check launches through `launchChromium`.
 */
export { chromiumArgs, chromiumExecutable };

/** Chromium launched with that browser and those flags. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ ...(chromiumExecutable ? { executablePath: chromiumExecutable } : {}), args: [...chromiumArgs] });
}
