import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { defineConfig, runnerImport, type Plugin, type Rolldown } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

const api = 'http://127.0.0.1:8080';

/**
 * The no-flash script, a plain string that ui exports on its own. Through Vite's module runner: this
 * config runs in plain Node, which cannot load the package's TypeScript (a static import would be
 * left to Node); and '@kinstory/ui' itself would load its .css.ts files outside vanilla-extract.
 */
async function loadThemeScript(): Promise<string> {
  const { module } = await runnerImport<typeof import('@kinstory/ui/theme-script')>('@kinstory/ui/theme-script', {
    root: import.meta.dirname,
    configFile: false,
    logLevel: 'silent',
  });
  return module.themeScript;
}

/**
 * [route path, page module relative to packages/app] of each route of the table (src/app/routes.ts),
 * through the module runner like the theme script: the config's own bundling would follow the
 * table's page imports. The table imports no page until a route loads, so this runs no page code.
 */
async function loadRouteTable(): Promise<Array<[string, string]>> {
  const { module } = await runnerImport<typeof import('./src/app/routes.ts')>('./src/app/routes.ts', {
    root: import.meta.dirname,
    configFile: false,
    logLevel: 'silent',
  });
  if (module.pageRoutes.length === 0) throw new Error('No routes in src/app/routes.ts');
  return module.pageRoutes.map((route) => [route.path, route.module]);
}

/**
 * Inlines the colour-scheme script before first paint; in `--mode mock` (npm run dev:mock) the page
 * loads the mock entry, which starts MSW and then the app. The product entry never knows.
 */
function indexHtml(mode: string): Plugin {
  let themeScript = '';
  return {
    name: 'kinstory-index-html',
    async configResolved() {
      themeScript = await loadThemeScript();
    },
    transformIndexHtml(html) {
      const withTheme = html.replace('<!--theme-script-->', `<script>${themeScript}</script>`);
      return mode === 'mock' ? withTheme.replace('/src/main.tsx', '/src/mock.tsx') : withTheme;
    },
  };
}

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map)$/;

/**
 * Writes a .br and a .gz next to every text file of the build: the server sends them as they are
 * (packages/server/src/plugins/static.ts, @fastify/static `preCompressed`), so nothing is compressed
 * per request and streaming API responses never pass through a compressor.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'kinstory-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle() {
      const files = (fs.readdirSync(outDir, { recursive: true }) as string[]).filter((f) => COMPRESSIBLE.test(f) && !f.startsWith('.vite'));
      await Promise.all(
        files.map(async (f) => {
          const file = path.join(outDir, f);
          const data = await fs.promises.readFile(file);
          const [gz, br] = await Promise.all([
            gzip(data, { level: zlib.constants.Z_BEST_COMPRESSION }),
            brotli(data, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
              },
            }),
          ]);
          await Promise.all([fs.promises.writeFile(`${file}.gz`, gz), fs.promises.writeFile(`${file}.br`, br)]);
        }),
      );
    },
  };
}

/** A route path of the table as a regular expression source ('/chat/:id' → '^/chat/[^/]+/?$'). */
function routePattern(route: string): string {
  if (route === '*') return '';
  const body = route.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/]+').replace(/\*/g, '.*');
  return `^${body === '/' ? '' : body}/?$`;
}

/**
 * The page's route chunk is normally requested only once the entry has run and React renders the
 * lazy route. An inline script in index.html starts loading the current path's route chunk, its
 * imports and its CSS in parallel with the entry instead (what the lazy import then finds preloaded).
 * What main.tsx loads after the first paint (build/startModules.ts) is left to then.
 */
function routePreload(): Plugin {
  let base = '/';
  let routes: Array<[string, string]> = [];
  return {
    name: 'kinstory-route-preload',
    apply: 'build',
    async configResolved(config) {
      base = config.base;
      routes = await loadRouteTable();
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        const entry = ctx.chunk;
        if (!bundle || !entry) return html;
        const chunks = Object.values(bundle).filter((c): c is Rolldown.OutputChunk => c.type === 'chunk');
        const byFile = new Map(chunks.map((c) => [c.fileName, c]));
        const closure = (start: Rolldown.OutputChunk, into = new Set<string>()) => {
          if (into.has(start.fileName)) return into;
          into.add(start.fileName);
          for (const dep of start.imports) {
            const c = byFile.get(dep);
            if (c) closure(c, into);
          }
          return into;
        };
        const cssOf = (files: Set<string>) => new Set([...files].flatMap((f) => [...(byFile.get(f)?.viteMetadata?.importedCss ?? [])]));
        const entryJs = closure(entry);
        const entryCss = cssOf(entryJs);
        const files: string[] = [];
        const index = (f: string) => (files.includes(f) ? files.indexOf(f) : files.push(f) - 1);
        const table: Array<[string, number[]]> = [];
        for (const [route, module] of routes) {
          const chunk = chunks.find((c) => c.facadeModuleId === path.resolve(import.meta.dirname, module));
          // A page the route table names but the build did not split out would lose its preload silently.
          if (!chunk) throw new Error(`Route ${route}: no chunk of its own for ${module} (src/app/routes.ts)`);
          const routeJs = closure(chunk);
          const js = [...routeJs].filter((f) => !entryJs.has(f));
          const css = [...cssOf(routeJs)].filter((f) => !entryCss.has(f));
          table.push([routePattern(route), [...css, ...js].map(index)]);
        }
        const script =
          `(function(){var f=${JSON.stringify(files)},r=${JSON.stringify(table)},p=location.pathname;` +
          `for(var i=0;i<r.length;i++)if(new RegExp(r[i][0],'i').test(p)){r[i][1].forEach(function(n){` +
          `var l=document.createElement('link'),u=${JSON.stringify(base)}+f[n];` +
          `if(/\\.css$/.test(u)){l.rel='preload';l.as='style'}else l.rel='modulepreload';` +
          `l.crossOrigin='';l.href=u;document.head.appendChild(l)});break}})();`;
        return html.replace('<script type="module"', `<script>${script}</script>\n    <script type="module"`);
      },
    },
  };
}

/**
 * The workspace packages (design system, feature blocks, contract) have no side effects beyond
 * their styles: a module whose exports are unused is left out. Without this, importing one button
 * from a package's index would put every module behind that index (react-aria, zod, every feature
 * block) in the first load.
 */
function workspaceSideEffects(id: string): boolean | undefined {
  if (!/[/\\]packages[/\\](ui|features|contract)[/\\]src[/\\]/.test(id)) return undefined;
  return /\.css(\.ts)?($|\?)/.test(id);
}

export default defineConfig(({ mode }) => ({
  plugins: [react(), vanillaExtractPlugin(), indexHtml(mode), routePreload(), precompress()],
  // Only the mock mode serves MSW's worker script (kept in the repository's public/).
  publicDir: mode === 'mock' ? '../../public' : false,
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    // A lazy chunk's own imports are fetched by the browser as it reads the chunk, not announced first
    // with a <link rel=modulepreload> each: on a 4x throttled phone, appending those links cost the admin
    // dashboard's load ~120 ms of main thread (CPU profile, 3 loads), for one round trip saved on chunks
    // that come after the first paint. index.html's own preloads (the route's chunks) stay.
    modulePreload: { resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []) },
    rolldownOptions: {
      treeshake: { moduleSideEffects: workspaceSideEffects },
      output: {
        codeSplitting: {
          groups: [
            // zod in a chunk of its own name: the answers' validation, loaded after the first paint with
            // the API client (e2e 07 checks it waits), whichever module happens to share it.
            { name: 'schemas', test: /[\\/]node_modules[\\/]zod[\\/]/, priority: 2 },
            // Everything the entry imports statically, in the entry's one chunk: the modules it shares with
            // pages (Button, the theme's classes…) were four more requests before the first paint, and on a
            // throttled phone over HTTP/1.1 each costs a round trip (Lighthouse, A/B: FCP 2.0 → 1.8 s).
            { name: 'index', tags: ['$initial'], priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': api,
      '/chat': api,
      '/events': api,
    },
  },
}));
