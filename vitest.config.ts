import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { chromiumArgs, chromiumExecutable } from './scripts/chromium.ts';

/**
 * One Vitest run, several projects: `npm test` runs them all but storybook-dark, whose stories the
 * built-Storybook check (`npm run test:storybook-build`) plays in dark at the same width, with axe.
 * - unit: Node, pure logic (contract, ui stores and tokens, extractor, …); unit-mocks: those of them
 *   that replace a module, each file by itself
 * - storybook / storybook-dark: every story in Chromium (play functions + axe), light then dark
 *   (`npx vitest run --project storybook-dark` for the dark one from source)
 * - ui-browser: tests that need a real page: the design system's (screenshots in both schemes,
 *   theme) and the features' hooks (rendered with React DOM)
 * - further projects (server over HTTP with the auth emulator, …) are added beside these.
 */

/** Node tests of pure logic; those that replace a module (vi.mock) are *.mocks.test.ts (eslint.config.js). */
const unitFiles = ['packages/*/src/**/*.test.ts', 'packages/*/bench/**/*.test.ts', 'scripts/**/*.test.ts'];
const mockingFiles = 'packages/*/src/**/*.mocks.test.ts';

/** A fresh browser config per project: Vitest errors when projects share one object. */
function chromium() {
  return {
    enabled: true,
    headless: true,
    provider: playwright({
      launchOptions: {
        ...(chromiumExecutable ? { executablePath: chromiumExecutable } : {}),
        // A play function's clicks are synthetic and give the page no user activation, which
        // Chromium requires before an <audio> element may play (the players' stories).
        args: [...chromiumArgs, '--autoplay-policy=no-user-gesture-required'],
      },
    }),
    instances: [{ browser: 'chromium' as const }],
  };
}

/** Heavy deps pre-bundled up front; otherwise the first cold run can fail to import them. */
const browserDeps = [
  'msw',
  'msw/browser',
  'msw-storybook-addon/csf3',
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-dev-runtime',
  'react/jsx-runtime',
  'react-aria-components',
  'react-aria',
  '@vanilla-extract/recipes/createRuntimeFn',
  '@vanilla-extract/css/fileScope',
  'storybook/test',
  'swr',
  'eventsource-parser/stream',
  'zod',
];

/**
 * Every story, in one scheme and at one width: light at a phone's width (Vitest's default page,
 * 414 px), dark at a desktop's (1280 px), so each story's play and axe check runs at both widths
 * and in both schemes.
 */
function storybookProject(name: string, theme: 'light' | 'dark', viewport?: { width: number; height: number }) {
  return {
    plugins: [storybookTest({ configDir: '.storybook', initialGlobals: { theme } })],
    optimizeDeps: { include: browserDeps },
    test: {
      name,
      browser: { ...chromium(), ...(viewport ? { viewport } : {}) },
      // A story's own waits are its assertions. This limit only bounds the whole test, and the
      // first app story on a cold dev server also waits for every route to be transformed
      // (beforeEachPage preloads them): a clean-clone CI run on 2 cores once took over 15 s there.
      testTimeout: 30_000,
    },
  };
}

/** The server suite over real HTTP; 'server' runs it on SQLite, 'server-postgres' on PostgreSQL. */
function serverProject(name: 'server' | 'server-postgres') {
  // test/postgres/ needs several instances on one database, which SQLite refuses; test/sqlite/ is
  // about the SQLite file itself; test/mail/ (templates and the mailer) has no database, so it
  // runs once.
  const only = name === 'server' ? ['postgres'] : ['sqlite', 'mail'];
  return {
    test: {
      name,
      environment: 'node' as const,
      include: ['packages/server/test/**/*.test.ts'],
      exclude: only.map((folder) => `packages/server/test/${folder}/**`),
      globalSetup: ['packages/server/test/helpers/globalSetup.ts'],
      // Each file builds its own apps on its own databases and mocks no module, so the files of a
      // worker share one import of the server instead of importing it again each.
      isolate: false,
      // A worker is shared only by files of one project: run each server project by itself, after
      // the browser and unit projects, so its files follow one another in the same workers.
      sequence: { groupOrder: name === 'server' ? 1 : 2 },
      testTimeout: 30_000,
      hookTimeout: 90_000,
    },
  };
}

export default defineConfig({
  test: {
    // The suites mostly wait (on servers, the Auth emulator, PostgreSQL, Chromium): a worker per core,
    // not Vitest's default of one fewer (a single worker on CI's two cores; 497 s there, 312 s with two).
    maxWorkers: availableParallelism(),
    // Global, not per project: the server project's globalSetup stops the auth emulator on teardown.
    teardownTimeout: 30_000,
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: unitFiles,
          exclude: [...configDefaults.exclude, mockingFiles],
          // The files of a worker share one import of what they test (the extractor's model, compromise,
          // …): 91 s -> 55 s for the project alone. They replace no module (lint: vi.mock only in
          // *.mocks.test.ts) and leave no global changed.
          isolate: false,
        },
      },
      {
        // The tests that replace a module with vi.mock: each file in a worker of its own.
        test: { name: 'unit-mocks', environment: 'node', include: [mockingFiles] },
      },
      storybookProject('storybook', 'light'),
      // Same stories, dark tokens at desktop width: every axe check (contrast included) runs in
      // both schemes and at both widths.
      storybookProject('storybook-dark', 'dark', { width: 1280, height: 900 }),
      {
        plugins: [react(), vanillaExtractPlugin()],
        optimizeDeps: { include: browserDeps },
        test: {
          name: 'ui-browser',
          include: ['packages/ui/src/**/*.browser.test.tsx', 'packages/features/src/**/*.browser.test.tsx'],
          browser: { ...chromium(), viewport: { width: 1000, height: 800 } },
        },
      },
      serverProject('server'),
      // The same server suite on PostgreSQL (ARCHITECTURE "Tests"): TEST_DATABASE_URL, or a
      // throwaway embedded one.
      serverProject('server-postgres'),
    ],
  },
});
