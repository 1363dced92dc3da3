import { describe, expect, it } from '@jest/globals';
import { matchRoutes, parsePath } from '@remix-run/router';
import { installRouteMatchCache, type RouterModule } from './route-match-cache.js';

/** A route tree as Remix builds it: ids, a layout, an index, dynamic and splat segments. */
function routeTree() {
  return [
    {
      id: 'root',
      path: '',
      children: [
        { id: 'routes/_index', index: true },
        { id: 'routes/login', path: 'login' },
        {
          id: 'routes/games',
          path: 'games',
          children: [
            { id: 'routes/games._index', index: true },
            { id: 'routes/games.home', path: 'home' },
            { id: 'routes/games.dashboard', path: 'dashboard' },
          ],
        },
        { id: 'routes/games.dashboard_.$gameShortCode', path: 'games/dashboard/:gameShortCode' },
        { id: 'routes/Case', path: 'Case', caseSensitive: true },
        { id: 'routes/$', path: '*' },
      ],
    },
  ];
}

function cachedRouter() {
  const calls: string[] = [];
  const router: RouterModule = {
    matchRoutes: ((routes, location, basename) => {
      calls.push(typeof location === 'string' ? location : (location.pathname ?? ''));
      return matchRoutes(routes as never, location, basename) as never;
    }) as RouterModule['matchRoutes'],
    parsePath,
  };
  installRouteMatchCache(router);
  return { router, calls };
}

const PATHS = [
  '/',
  '/login',
  '/games',
  '/games/home',
  '/games/dashboard',
  '/games/dashboard/triple-step',
  '/games/dashboard/conductor?x=1#y',
  '/case',
  '/Case',
  '/nowhere/at/all',
  '/games/dashboard/a%20b',
];

describe('route match cache', () => {
  it('answers what React Router answers, for a new copy of the tree each request', () => {
    const { router } = cachedRouter();
    for (let request = 0; request < 3; request += 1) {
      for (const path of PATHS) {
        const routes = routeTree();
        expect(router.matchRoutes(routes, path)).toEqual(matchRoutes(routes, path));
        expect(router.matchRoutes(routes, { pathname: parsePath(path).pathname })).toEqual(
          matchRoutes(routes, { pathname: parsePath(path).pathname }),
        );
      }
    }
  });

  it('matches each path of a tree once, and hands back the routes of the tree it was given', () => {
    const { router, calls } = cachedRouter();
    const first = routeTree();
    const second = routeTree();
    router.matchRoutes(first, '/games/dashboard/triple-step');
    const again = router.matchRoutes(second, '/games/dashboard/triple-step');
    expect(calls).toEqual(['/games/dashboard/triple-step']);
    expect(again?.at(-1)?.route).toBe(second[0]!.children[3]);
    expect(again?.at(-1)?.params).toEqual({ gameShortCode: 'triple-step' });
  });

  it('keeps answers apart for trees of another shape and for another basename', () => {
    const { router } = cachedRouter();
    const tree = routeTree();
    const other = routeTree();
    other[0]!.children[1]!.path = 'sign-in';
    expect(router.matchRoutes(tree, '/login')?.at(-1)?.route.id).toBe('routes/login');
    expect(router.matchRoutes(other, '/login')?.at(-1)?.route.id).toBe('routes/$');
    expect(router.matchRoutes(tree, '/app/login', '/app')).toEqual(matchRoutes(tree, '/app/login', '/app'));
  });

  it('gives every caller its own match objects', () => {
    const { router } = cachedRouter();
    const tree = routeTree();
    const first = router.matchRoutes(tree, '/games/dashboard/timer')!;
    first.at(-1)!.params.gameShortCode = 'changed';
    expect(router.matchRoutes(tree, '/games/dashboard/timer')!.at(-1)!.params).toEqual({ gameShortCode: 'timer' });
  });

  it('passes trees without route ids through', () => {
    const { router, calls } = cachedRouter();
    const anonymous = [{ path: 'a' }];
    router.matchRoutes(anonymous, '/a');
    router.matchRoutes(anonymous, '/a');
    expect(calls).toEqual(['/a', '/a']);
  });
});
