import { existsSync } from 'node:fs';
import recipe from '@kinstory/server/testing/chromium.json' with { type: 'json' };

/**
 * Chromium for vitest.config.ts (stories, screenshots) and e2e/playwright.config.ts, as
 * `@kinstory/server/testing/chromium` launches it for the other browser tests: the same recipe,
 * read from its JSON because Vite hands a config's imported package .ts to Node, which cannot load
 * it, while it inlines JSON.
 */
export const chromiumExecutable: string | undefined = existsSync(recipe.executablePath) ? recipe.executablePath : undefined;

export const chromiumArgs: readonly string[] = recipe.args;
