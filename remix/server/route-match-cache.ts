import { createRequire } from 'node:module';

/** The part of @remix-run/router this cache replaces and reads. */
export interface RouterModule {
  matchRoutes: MatchRoutes;
  parsePath(path: string): { pathname?: string };
}

type MatchRoutes = (
  routes: readonly RouteLike[],
  location: string | { pathname?: string },
  basename?: string,
) => MatchLike[] | null;

interface RouteLike {
  id?: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  children?: readonly RouteLike[];
}

interface MatchLike {
  params: Record<string, string | undefined>;
  pathname: string;
  pathnameBase: string;
  route: RouteLike;
}

/** What a match keeps: the route by its id, so it can be handed back with any copy of the same route tree. */
interface StoredMatch {
  id: string;
  params: Record<string, string | undefined>;
  pathname: string;
  pathnameBase: string;
}

interface RouteTree {
  /** The tree's shape as a small number: trees of the same ids, paths and nesting share it. */
  shape: number;
  byId: Map<string, RouteLike>;
}

/**
 * Remembers route matches on the web server. React Router's `matchRoutes` flattens, ranks and compiles
 * a regular expression for every route on every call, and one page view calls it about six times
 * (the request handler, the data query, the render, and Remix's route discovery for each parent path),
 * on route trees Remix builds anew for each request: a CPU profile under load put 14 % of the web
 * process there (issue 9). A match depends only on the tree's shape (ids, paths, index and case
 * flags, nesting), the basename and the pathname, so the answer is kept by those, as route ids, and
 * handed back as fresh objects with the caller's own routes. Trees whose routes lack ids are passed
 * through. Only for the server, where route trees never change after start.
 */
export function installRouteMatchCache(
  router: RouterModule = createRequire(import.meta.url)('@remix-run/router') as RouterModule,
  maxEntries = 2_000,
): () => void {
  const original = router.matchRoutes;
  const trees = new WeakMap<readonly RouteLike[], RouteTree | null>();
  const shapes = new Map<string, number>();
  const answers = new Map<string, StoredMatch[] | null>();

  const treeOf = (routes: readonly RouteLike[]): RouteTree | null => {
    let tree = trees.get(routes);
    if (tree === undefined) {
      const byId = new Map<string, RouteLike>();
      const signature = describe(routes, byId);
      tree = signature === null ? null : { shape: shapeNumber(shapes, signature), byId };
      trees.set(routes, tree);
    }
    return tree;
  };

  const cached: MatchRoutes = (routes, location, basename) => {
    const tree = Array.isArray(routes) ? treeOf(routes) : null;
    const pathname = typeof location === 'string' ? router.parsePath(location).pathname : location?.pathname;
    if (tree === null || pathname === undefined) return original(routes, location, basename);
    const key = `${tree.shape}\u0000${basename ?? ''}\u0000${pathname}`;
    let stored = answers.get(key);
    if (stored === undefined) {
      const matches = original(routes, location, basename);
      stored =
        matches === null
          ? null
          : matches.map((match) => ({
              id: match.route.id!,
              params: match.params,
              pathname: match.pathname,
              pathnameBase: match.pathnameBase,
            }));
      answers.set(key, stored);
      // Maps keep insertion order: past the bound, the answer stored longest ago goes.
      if (answers.size > maxEntries) answers.delete(answers.keys().next().value as string);
    }
    return stored === null
      ? null
      : stored.map((match) => ({
          params: { ...match.params },
          pathname: match.pathname,
          pathnameBase: match.pathnameBase,
          route: tree.byId.get(match.id)!,
        }));
  };

  router.matchRoutes = cached;
  return () => {
    router.matchRoutes = original;
  };
}

/** The tree as a string of what matching reads, its routes indexed by id; null when a route has no id or an id repeats. */
function describe(routes: readonly RouteLike[], byId: Map<string, RouteLike>): string | null {
  const parts: string[] = [];
  for (const route of routes) {
    if (typeof route.id !== 'string' || byId.has(route.id)) return null;
    byId.set(route.id, route);
    const children = route.children && route.children.length > 0 ? describe(route.children, byId) : '';
    if (children === null) return null;
    parts.push(
      `${JSON.stringify([route.id, route.path ?? null, route.index === true, route.caseSensitive === true])}(${children})`,
    );
  }
  return parts.join(',');
}

function shapeNumber(shapes: Map<string, number>, signature: string): number {
  let shape = shapes.get(signature);
  if (shape === undefined) {
    shape = shapes.size;
    shapes.set(signature, shape);
  }
  return shape;
}
