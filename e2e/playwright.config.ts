import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumExecutable } from '../scripts/chromium.ts';

export default defineConfig({
  testDir: './specs',
  globalSetup: './support/globalSetup.ts',
  // Three spec files at a time on two cores: a test spends much of its time waiting (a reply
  // streaming, a page settling), which a third worker fills. Each file starts its own server on a
  // fresh SQLite file, so they share only the Auth emulator, and every account is new. 52 tests,
  // side by side on a quiet machine: 287 s with two workers, 233 s with three, 218 s with four
  // (the slowest test 28 s, 29 s and 34 s: four is too close to the timeouts on a slow runner).
  workers: 3,
  fullyParallel: false,
  timeout: 90_000,
  expect: { timeout: 15_000 },
  retries: 0,
  forbidOnly: true,
  reporter: [['list']],
  // Per run, so two runs on one machine never clear each other's traces.
  outputDir: `../test-results/e2e/${(process.env.E2E_RUN_ID ??= new Date().toISOString().replace(/[:.]/g, '-'))}`,
  use: {
    ...devices['Desktop Chrome'],
    viewport: { width: 1280, height: 900 },
    // Recording a trace of every test (to keep the failures') cost a third of the run: 8.3 min
    // against 5.4 min without, both cores busy either way. To see a failure step by step, run it
    // again with `npm run e2e -- --trace retain-on-failure <spec>`.
    trace: 'off',
    launchOptions: {
      executablePath: chromiumExecutable,
      args: [
        ...chromiumArgs,
        // Flow 8: a fake microphone that plays a tone, granted without a prompt.
        '--use-fake-ui-for-media-stream',
        '--use-fake-device-for-media-stream',
        '--autoplay-policy=no-user-gesture-required',
      ],
    },
  },
});
