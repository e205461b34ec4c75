/**
 * What main.tsx loads once the page has painted, on every route (paths relative to packages/app):
 * Firebase sign-in, the config's schema, and the API client with the contract's schemas.
 *
 * No page needs them for its first paint: a signed-in page shows its frame (header, Start card)
 * before sign-in is checked, so they are not preloaded with it and do not share its first bytes.
 * `npm run bench:bundle` shows them in a column of their own, not judged.
 */
export const START_MODULES = ['src/auth/firebaseSdk.ts', 'src/clientConfig.ts', 'src/api/apiClientModule.ts'] as const;
