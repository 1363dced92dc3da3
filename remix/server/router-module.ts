import { readFileSync } from 'node:fs';
import Module, { createRequire } from 'node:module';
import path from 'node:path';

const DECLARATION = 'function matchRoutes(routes, locationArg, basename) {';
const EXPORT = 'exports.matchRoutes = matchRoutes;';

/**
 * React Router's static handler (the data query behind every server render) calls its module's own
 * `matchRoutes`, not the export that the route-match cache replaces: flattening, ranking and compiling a
 * regular expression per route on every request, about 8 % of the web process's CPU on /login (profile of
 * session 17). This rewrites the module's source so that its own calls go through `exports.matchRoutes`:
 * the same function until the cache is installed, the cache after. Null when the source does not hold
 * each text exactly once (another router version), so nothing half-patched is ever run.
 */
export function routeOwnMatchesThroughExport(source: string): string | null {
  if (source.split(DECLARATION).length !== 2 || source.split(EXPORT).length !== 2) return null;
  return source
    .replace(
      DECLARATION,
      [
        DECLARATION,
        '  return exports.matchRoutes(routes, locationArg, basename);',
        '}',
        'function matchRoutesUnremembered(routes, locationArg, basename) {',
      ].join('\n'),
    )
    .replace(EXPORT, 'exports.matchRoutes = matchRoutesUnremembered;');
}

export type RouterModuleLoad = 'patched' | 'already loaded' | 'unknown version';

/**
 * Loads @remix-run/router's CommonJS build, rewritten as above, into the require cache before anything
 * else requires it; every later `require('@remix-run/router')` (Remix's server runtime, @remix-run/react)
 * gets that one module. Must run before the first import of a Remix package: the web server imports
 * `./router-module-preload.js` first.
 */
export function loadRouterModule(requireFrom = createRequire(import.meta.url)): RouterModuleLoad {
  const filename = requireFrom.resolve('@remix-run/router');
  if (requireFrom.cache[filename]) return 'already loaded';
  const patched = routeOwnMatchesThroughExport(readFileSync(filename, 'utf8'));
  if (patched === null) return 'unknown version';
  const module = new Module(filename) as Module & { _compile(content: string, filename: string): void };
  module.filename = filename;
  module.paths = (Module as unknown as { _nodeModulePaths(from: string): string[] })._nodeModulePaths(
    path.dirname(filename),
  );
  requireFrom.cache[filename] = module;
  try {
    module._compile(patched, filename);
  } catch (error) {
    delete requireFrom.cache[filename];
    throw error;
  }
  module.loaded = true;
  return 'patched';
}
