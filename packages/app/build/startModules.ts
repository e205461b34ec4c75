/**
 * What main.tsx starts loading as soon as it runs, on every route (paths relative to packages/app):
 * Firebase sign-in, the config's schema, and the API client with the contract's schemas.
 *
 * index.html preloads them beside the entry (vite.config.ts, routePreload) on every route but the
 * ones listed in ROUTES_THAT_PAINT_FIRST: a signed-in page cannot show anything of its own before
 * sign-in and its first answers, so these are on its critical path; the landing page paints without
 * them and should not share the first bytes with them. `npm run bench:bundle` counts the same.
 */
export const START_MODULES = ['src/auth/firebaseSdk.ts', 'src/clientConfig.ts', 'src/api/apiClientModule.ts'] as const;

export const ROUTES_THAT_PAINT_FIRST: readonly string[] = ['/'];
