// `npm run build` (server part): compiles src/server.ts, with the workspace packages it imports
// (@kinstory/contract, TypeScript sources), into one ES module, dist/server.js, for
// `npm run start:prod` (node, no tsx). npm dependencies stay external: node loads them from
// node_modules as usual, native ones (better-sqlite3) included.
import { readFileSync, rmSync } from 'node:fs';
import { basename, dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
// The workspace packages are TypeScript sources that node cannot load: they are bundled in.
const external = Object.keys(pkg.dependencies)
  .filter((name) => !name.startsWith('@kinstory/'))
  .flatMap((name) => [name, `${name}/*`]);
// Tests build their own copy beside it: `node build.mjs dist-test-x/server.js`. The server finds
// files relative to itself (../../app/dist), so its folder must be one level below this package,
// like dist/. The folder holds one build: chunks of an earlier one (named by their hash) go.
const packageDir = fileURLToPath(new URL('./', import.meta.url));
const outfile = resolve(packageDir, process.argv[2] ?? 'dist/server.js');
if (dirname(dirname(outfile)) !== resolve(packageDir)) {
  console.error(`build.mjs: the output must be a file in a folder directly inside ${packageDir} (like dist/server.js), not ${outfile}`);
  process.exit(1);
}
rmSync(dirname(outfile), { recursive: true, force: true });

await build({
  entryPoints: [resolve(packageDir, 'src/server.ts')],
  // What the server loads on first use (the book's PDF renderer) is a file of its own beside it, so a
  // start does not load it: split, the entry named as asked, its chunks in the same folder (paths
  // relative to import.meta.url hold in them too).
  outdir: dirname(outfile),
  entryNames: basename(outfile, '.js'),
  chunkNames: '[name]-[hash]',
  splitting: true,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  // Bundled CommonJS (zod is ESM; this is for any that is not) may call require().
  banner: { js: "import { createRequire as __kinstoryRequire } from 'node:module'; const require = __kinstoryRequire(import.meta.url);" },
  logLevel: 'warning',
});
console.log(outfile);
