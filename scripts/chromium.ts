import { existsSync } from 'node:fs';

/**
 * How every browser test here launches Chromium (TOOLCHAIN.md "Chromium and Playwright"): Debian's
 * /usr/bin/chromium where it exists (undefined: Playwright's own browser), with these flags.
 * Used by vitest.config.ts (stories, screenshots) and e2e/playwright.config.ts.
 */
export const chromiumExecutable: string | undefined = existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;

export const chromiumArgs: readonly string[] = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-dev-shm-usage',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
