import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { compileFunction } from 'node:vm';
import { describe, expect, it } from '@jest/globals';
import { routeOwnMatchesThroughExport } from './router-module.js';

interface RouterExports {
  matchRoutes: (...args: unknown[]) => unknown;
  createStaticHandler(routes: unknown[]): {
    query(request: Request): Promise<{ statusCode: number; loaderData: Record<string, unknown> }>;
  };
}

const installedSource = readFileSync(createRequire(import.meta.url).resolve('@remix-run/router'), 'utf8');

/** Runs a CommonJS build of the router as its own module and returns its exports. */
function evaluate(source: string): RouterExports {
  const module = { exports: {} as RouterExports };
  compileFunction(source, ['exports', 'require', 'module'])(module.exports, createRequire(import.meta.url), module);
  return module.exports;
}

/** How many matches the static handler's data query asks of `exports.matchRoutes`, and what it answered. */
async function matchesAskedOfTheExport(router: RouterExports) {
  let asked = 0;
  const own = router.matchRoutes;
  router.matchRoutes = (...args) => {
    asked += 1;
    return own(...args);
  };
  const handler = router.createStaticHandler([
    { id: 'root', path: '/', children: [{ id: 'lesson', path: 'lessons/:slug', loader: () => 'Lesson 2' }] },
  ]);
  const context = await handler.query(new Request('http://impromptu.test/lessons/breathing'));
  return { asked, statusCode: context.statusCode, loaderData: context.loaderData };
}

describe("React Router's module with its own matches through its export", () => {
  it('patches the installed router version, so an upgrade that changes the texts fails here', () => {
    expect(routeOwnMatchesThroughExport(installedSource)).not.toBeNull();
  });

  it("sends the static handler's match to exports.matchRoutes, with the same answer", async () => {
    const patched = await matchesAskedOfTheExport(evaluate(routeOwnMatchesThroughExport(installedSource)!));
    expect(patched).toEqual({ asked: 1, statusCode: 200, loaderData: { root: null, lesson: 'Lesson 2' } });
    // Unpatched, the handler calls the module's own function and the export is never asked.
    const unpatched = await matchesAskedOfTheExport(evaluate(installedSource));
    expect(unpatched).toEqual({ ...patched, asked: 0 });
  });

  it('leaves a source alone unless it holds each text exactly once', () => {
    expect(routeOwnMatchesThroughExport('exports.matchRoutes = matchRoutes;')).toBeNull();
    const twice = `${installedSource}\nfunction matchRoutes(routes, locationArg, basename) {}`;
    expect(routeOwnMatchesThroughExport(twice)).toBeNull();
  });
});
