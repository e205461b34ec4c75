import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';
import recipe from './chromium.json' with { type: 'json' };

/**
 * How every browser test here launches Chromium (TOOLCHAIN.md "Chromium and Playwright"): Debian's
 * /usr/bin/chromium where it exists (undefined: Playwright's own browser), with the flags of
 * chromium.json. That file is the one recipe: scripts/chromium.ts reads it for vitest.config.ts and
 * e2e/playwright.config.ts, and the built-Storybook check launches through `launchChromium`.
 */
export const chromiumExecutable: string | undefined = existsSync(recipe.executablePath) ? recipe.executablePath : undefined;

export const chromiumArgs: readonly string[] = recipe.args;

/** Chromium launched with that browser and those flags. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ ...(chromiumExecutable ? { executablePath: chromiumExecutable } : {}), args: [...chromiumArgs] });
}
