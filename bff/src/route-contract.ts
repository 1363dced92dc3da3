import type { z } from 'zod';

// What one entry of the route table (`./routes.ts`, `@impromptu/bff/routes`) says about a BFF route: the
// same method, path and zod schemas as its @ZodRoute declaration. Like the contracts, this module imports
// only zod's types, so the web app and the browser can read it without NestJS.

export type RouteMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RouteContract {
  method: RouteMethod;
  /** Express style, as Nest registers it: `/events/scheduled/:scheduledEventId`. */
  path: string;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  /** The success body; a route without one answers no JSON body the web app reads. */
  response?: z.ZodType;
  /** The success status (200 unless the route says otherwise). */
  status: number;
  /** @Public(): answers without a session. */
  isPublic: boolean;
}

/** The path parameters a route's path names, as text (each is encoded into the path). */
export type RouteParams<R extends RouteContract> = R['params'] extends z.ZodObject
  ? { [K in keyof z.input<R['params']>]: string }
  : Record<string, never>;

/** What a route's body schema takes (`never` when it takes no body). */
export type RouteBody<R extends RouteContract> = R['body'] extends z.ZodType ? z.input<R['body']> : never;

/** What a route answers once read with its response schema (`undefined` when it declares none). */
export type RouteAnswer<R extends RouteContract> = R['response'] extends z.ZodType
  ? z.output<R['response']>
  : undefined;

/** The route's path with each `:name` replaced by its encoded value: `/events/scheduled/abc`. */
export function routePath(route: Pick<RouteContract, 'path'>, params: Record<string, string> = {}): string {
  return route.path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`The route ${route.path} needs the parameter ${name}`);
    return encodeURIComponent(value);
  });
}

/**
 * The decoded `:name` values of `pathname` when it is an instance of `pattern` (both Express style), else
 * undefined. A segment that does not decode is no match.
 */
export function matchPath(pattern: string, pathname: string): Record<string, string> | undefined {
  const wanted = pattern.split('/');
  const given = pathname.split('/');
  if (wanted.length !== given.length) return undefined;
  const params: Record<string, string> = {};
  for (const [index, segment] of wanted.entries()) {
    const actual = given[index]!;
    if (segment.startsWith(':')) {
      if (actual === '') return undefined;
      try {
        params[segment.slice(1)] = decodeURIComponent(actual);
      } catch {
        return undefined;
      }
    } else if (segment !== actual) return undefined;
  }
  return params;
}
