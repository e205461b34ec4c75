// `npm run build` (server part): compiles src/server.ts, with the workspace packages it imports
// (@kinstory/contract, TypeScript sources), into one ES module, dist/server.js, for
// `npm run start:prod` (node, no tsx). npm dependencies stay external: node loads them from
// node_modules as usual, native ones (better-sqlite3) included.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
// The workspace packages are TypeScript sources that node cannot load: they are bundled in.
const external = Object.keys(pkg.dependencies)
  .filter((name) => !name.startsWith('@kinstory/'))
  .flatMap((name) => [name, `${name}/*`]);
// Tests build their own copy beside it (a folder one level below this package, like dist/, so the
// paths the server finds relative to itself hold).
const outfile = new URL(process.argv[2] ?? './dist/server.js', new URL('./', import.meta.url)).pathname;

await build({
  entryPoints: [new URL('./src/server.ts', import.meta.url).pathname],
  outfile,
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
