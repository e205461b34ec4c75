// The package layering of ARCHITECTURE.md "Shape", enforced by `npm run lint`:
// - a package imports only the packages the graph below allows AND its package.json declares;
// - across packages, only through the package name (its package.json `exports`): never by a
//   relative path into another package, never `@kinstory/x/src/…`;
// - product code never imports test helpers (`packages/*/test/`).
// Rules: import-x's no-restricted-paths (by resolved file, so a bare name and a relative path are
// judged alike) and no-relative-packages, and ESLint's own no-restricted-imports.
import fs from 'node:fs';
import path from 'node:path';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';

const root = path.resolve(import.meta.dirname, '../..');

/** Who may import whom. `devUses`: only from stories, tests, Storybook and dev-mode files. */
const graph = {
  contract: { dir: 'packages/contract', uses: [] },
  ui: { dir: 'packages/ui', uses: [] },
  features: { dir: 'packages/features', uses: ['contract', 'ui'], devUses: ['mocks'] },
  app: { dir: 'packages/app', uses: ['contract', 'features', 'ui'], devUses: ['mocks'] },
  server: { dir: 'packages/server', uses: ['contract'] },
  mocks: { dir: 'mocks', uses: ['contract'] },
};

/** Files of a package that never ship: they may use devUses and other packages' test support. */
const devFiles = [
  '**/*.test.{ts,tsx}',
  '**/*.stories.{ts,tsx}',
  '**/storybook/**',
  'test/**',
  'bench/**',
  'scripts/**',
  'eval/**',
  'build/**',
  '*.config.ts',
  '*.mjs',
  // The `npm run dev:mock` entry: it starts MSW, then the app (ARCHITECTURE: mocks never ship).
  'src/mock.tsx',
];

function declared(dir, withDev) {
  const pkg = JSON.parse(fs.readFileSync(path.join(root, dir, 'package.json'), 'utf8'));
  const deps = { ...pkg.dependencies, ...(withDev ? pkg.devDependencies : {}) };
  return new Set(Object.keys(deps).filter((d) => d.startsWith('@kinstory/')).map((d) => d.slice('@kinstory/'.length)));
}

function zones(name, dev) {
  const { dir, uses, devUses = [] } = graph[name];
  const ok = new Set([...uses, ...(dev ? devUses : [])].filter((u) => declared(dir, dev).has(u)));
  const banned = Object.keys(graph).filter((other) => other !== name && !ok.has(other));
  const list = [...ok].join(', ') || 'no other package';
  const result = banned.map((other) => ({
    target: dir,
    from: graph[other].dir,
    message: `${name} must not import ${other}: ${dev ? 'here ' : ''}it may import ${list} (ARCHITECTURE.md "Shape", and its package.json).`,
  }));
  if (!dev) {
    result.push({
      target: dir,
      from: Object.values(graph).map((p) => `${p.dir}/test`),
      message: 'Product code must not import test helpers.',
    });
  }
  return result;
}

const rule = (name, dev) => ['error', { basePath: root, zones: zones(name, dev) }];

export default [
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    rules: {
      'import-x/no-relative-packages': 'error',
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@kinstory/[^/]+/(src|test)(/|$)',
              message: "Import the package by its name, through its package.json 'exports'.",
            },
          ],
        },
      ],
    },
  },
  {
    // Each package's stories build on Storybook's preview (.storybook/preview.tsx), which belongs to
    // no package: one re-export per package reaches it, and only that file may.
    files: ['packages/*/src/storybook/preview.ts'],
    rules: { 'import-x/no-relative-packages': 'off' },
  },
  ...Object.entries(graph).flatMap(([name, { dir }]) => {
    const dev = devFiles.map((glob) => `${dir}/${glob}`);
    return [
      { files: [`${dir}/**/*.{ts,tsx,js,mjs}`], ignores: dev, rules: { 'import-x/no-restricted-paths': rule(name, false) } },
      { files: dev, rules: { 'import-x/no-restricted-paths': rule(name, true) } },
    ];
  }),
];
