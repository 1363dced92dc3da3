#!/usr/bin/env node
/**
 * `node scripts/rr7-codemod.mjs [webDir]`: moves the web app (remix/ by default) from Remix v2 to React Router v7's
 * framework mode, as a measurement (ADR 0043, addendum 3), not as a migration to merge. What it rewrites:
 * - every `@remix-run/react` / `@remix-run/node` import (and `declare module`) to `react-router`, except the Node
 *   stream helper, which moves to `@react-router/node`; `RemixServer` becomes `ServerRouter`; one import per module;
 * - `@remix-run/express` to `@react-router/express`, the server build's virtual module, and the `installGlobals`
 *   call (React Router 7 uses Node's own fetch);
 * - the package's dependencies and build script, the tsconfig's types, the Vite plugin; it writes `app/routes.ts`
 *   (flatRoutes(): the same file convention as Remix v2) and `react-router.config.ts`.
 * Then `npm install` and `npx prettier --write` on the files it names. Plain node, no dependency. Left by hand: the
 * route-match cache (server/route-match-cache.ts patches `@remix-run/router`; React Router 7 bundles its router and
 * ranks the routes once per build itself), a unit test that builds `LoaderFunctionArgs` (7.18 adds `url` and
 * `pattern`), and the tests' and benchmarks' own imports (tests/).
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const REACT_ROUTER_VERSION = '7.18.4';
const webDir = path.resolve(process.argv[2] ?? 'remix');

/** Names that leave `react-router` for the Node adapter, and names that change. */
const NODE_ADAPTER = new Set(['createReadableStreamFromReadable', 'installGlobals']);
const RENAMED = new Map([['RemixServer', 'ServerRouter']]);
const DROPPED = new Set(['installGlobals']);

const IMPORT = /import\s+(type\s+)?\{([^}]*)\}\s+from\s+'@remix-run\/(react|node)';\n?/g;

/** One file's imports of the two Remix modules, merged into one per new module at the first one's place. */
export function rewriteImports(source) {
  const byModule = new Map();
  let first = -1;
  const without = source.replace(IMPORT, (match, typeOnly, list, _module, offset) => {
    if (first === -1) first = offset;
    for (const raw of list.split(',')) {
      const specifier = raw.trim();
      if (specifier === '') continue;
      const isType = Boolean(typeOnly) || specifier.startsWith('type ');
      const name = specifier.replace(/^type\s+/, '');
      const imported = name.split(/\s+as\s+/)[0];
      if (DROPPED.has(imported)) continue;
      const target = NODE_ADAPTER.has(imported) ? '@react-router/node' : 'react-router';
      const renamed = RENAMED.get(imported) ?? imported;
      const finalName = name.replace(imported, renamed);
      const names = byModule.get(target) ?? new Map();
      names.set(finalName, (names.get(finalName) ?? true) && isType);
      byModule.set(target, names);
    }
    return '';
  });
  if (first === -1) return source;
  const statements = [...byModule]
    .map(([target, names]) => {
      const allTypes = [...names.values()].every(Boolean);
      const list = [...names]
        .map(([name, isType]) => (isType && !allTypes ? `type ${name}` : name))
        .sort((a, b) => a.replace(/^type /, '').localeCompare(b.replace(/^type /, '')));
      return `import ${allTypes ? 'type ' : ''}{ ${list.join(', ')} } from '${target}';\n`;
    })
    .join('');
  let result = without.slice(0, first) + statements + without.slice(first);
  for (const [from, to] of RENAMED) result = result.replace(new RegExp(`\\b${from}\\b`, 'g'), to);
  return result;
}

/** Everything else in a module that names Remix. */
export function rewriteModule(source) {
  return rewriteImports(source)
    .replaceAll("declare module '@remix-run/node'", "declare module 'react-router'")
    .replaceAll("from '@remix-run/express'", "from '@react-router/express'")
    .replaceAll('virtual:remix/server-build', 'virtual:react-router/server-build')
    .replace(/^[ \t]*\/\/.*\n(?=[ \t]*installGlobals\()/m, '')
    .replace(/^[ \t]*installGlobals\(.*\);\n/m, '');
}

function modules(directory) {
  return readdirSync(directory, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

function rewriteFile(file, rewrite) {
  const before = readFileSync(file, 'utf8');
  const after = rewrite(before);
  if (after === before) return false;
  writeFileSync(file, after);
  return true;
}

function rewritePackage(source) {
  const manifest = JSON.parse(source);
  for (const section of ['dependencies', 'devDependencies']) {
    for (const name of Object.keys(manifest[section] ?? {})) {
      if (name.startsWith('@remix-run/')) delete manifest[section][name];
    }
  }
  const range = REACT_ROUTER_VERSION;
  Object.assign(manifest.dependencies, {
    '@react-router/express': range,
    '@react-router/node': range,
    'react-router': range,
  });
  Object.assign(manifest.devDependencies, { '@react-router/dev': range, '@react-router/fs-routes': range });
  for (const section of ['dependencies', 'devDependencies']) {
    manifest[section] = Object.fromEntries(Object.entries(manifest[section]).sort(([a], [b]) => a.localeCompare(b)));
  }
  manifest.scripts.build = manifest.scripts.build.replace('remix vite:build', 'react-router build');
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

function rewriteViteConfig(source) {
  return source
    .replace(
      "import { vitePlugin as remix } from '@remix-run/dev';",
      "import { reactRouter } from '@react-router/dev/vite';",
    )
    .replace(/declare module '@remix-run\/node' \{[\s\S]*?\n\}\n\n/, '')
    .replace(/remix\(\{[\s\S]*?\n {4}\}\),/, 'reactRouter(),');
}

const ROUTES = `import type { RouteConfig } from '@react-router/dev/routes';
import { flatRoutes } from '@react-router/fs-routes';

// Remix v2's flat file routes, unchanged: app/routes/*.tsx and app/routes/*/route.tsx.
export default flatRoutes() satisfies RouteConfig;
`;

const CONFIG = `import type { Config } from '@react-router/dev/config';

// Remix v2's future flags (single fetch, lazy route discovery…) are React Router 7's defaults.
export default { ssr: true } satisfies Config;
`;

const changed = [];
for (const file of [...modules(path.join(webDir, 'app')), ...modules(path.join(webDir, 'server'))]) {
  if (rewriteFile(file, rewriteModule)) changed.push(file);
}
for (const [file, rewrite] of [
  [path.join(webDir, 'package.json'), rewritePackage],
  [path.join(webDir, 'vite.config.ts'), rewriteViteConfig],
  [path.join(webDir, 'tsconfig.json'), (source) => source.replace('"@remix-run/node"', '"@react-router/node"')],
]) {
  if (rewriteFile(file, rewrite)) changed.push(file);
}
writeFileSync(path.join(webDir, 'app', 'routes.ts'), ROUTES);
writeFileSync(path.join(webDir, 'react-router.config.ts'), CONFIG);
changed.push(path.join(webDir, 'app', 'routes.ts'), path.join(webDir, 'react-router.config.ts'));
console.log(changed.map((file) => path.relative(process.cwd(), file)).join('\n'));
console.error(`${changed.length} files written`);
