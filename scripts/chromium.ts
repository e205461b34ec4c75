/**
 * Chromium for vitest.config.ts (stories, screenshots) and e2e/playwright.config.ts, as
 * `@kinstory/server/testing/chromium` launches it for the other browser tests: the same recipe, from
 * its JavaScript module (chromiumRecipe.mjs), because Vite hands a config's imported package .ts to
 * Node, which cannot load it.
 */
export { chromiumArgs, chromiumExecutable } from '@kinstory/server/testing/chromium-recipe';
