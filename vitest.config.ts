import { defineConfig } from 'vitest/config';

/**
 * One Vitest run, several projects: `npm test` runs them all.
 * - unit: Node, pure logic (contract, ui stores and tokens, extractor, …)
 * - further projects (server over HTTP with the auth emulator, Storybook stories in Chromium,
 *   screenshot tests) are added beside this one.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['packages/*/src/**/*.test.ts', 'scripts/**/*.test.ts'],
        },
      },
    ],
  },
});
