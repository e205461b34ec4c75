import fs from 'node:fs';
import path from 'node:path';

/** packages/app */
export const appDir = path.resolve(import.meta.dirname, '..');
const routesFile = path.join(appDir, 'src/app/AppRoutes.tsx');

/**
 * [route path, module path relative to packages/app] of each route in the lazy route table
 * (src/app/AppRoutes.tsx), read from its source: the build's preload table (vite.config.ts) and
 * `npm run bench:bundle` both need it before anything runs. A route whose element is not a lazy
 * route module, or a table with no routes, is an error: both would otherwise miss it silently.
 */
export function routeTable(): Array<[string, string]> {
  const source = fs.readFileSync(routesFile, 'utf8');
  const lazyModules = new Map<string, string>();
  for (const [, name = '', specifier = ''] of source.matchAll(/const (\w+) = lazy(?:Route)?\(\(\) => import\('([^']+)'\)\)/g)) {
    lazyModules.set(name, path.relative(appDir, path.resolve(path.dirname(routesFile), specifier)).split(path.sep).join('/'));
  }
  const routes: Array<[string, string]> = [];
  for (const [, route = '', element = ''] of source.matchAll(/<Route path="([^"]+)" element=\{<(\w+) \/>\} \/>/g)) {
    const module = lazyModules.get(element);
    if (!module) throw new Error(`Route ${route}: ${element} is not a React.lazy route module in ${routesFile}`);
    routes.push([route, module]);
  }
  if (routes.length === 0) throw new Error(`No routes found in ${routesFile}`);
  return routes;
}
