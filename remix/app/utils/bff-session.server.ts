import { routePath, type RouteAnswer, type RouteBody, type RouteContract } from '@impromptu/bff/routes';
import { z } from 'zod';
import { bff, type BffError, bffRefusal } from './bff.server';
import { getSessionToken } from './session.server';

// The typed server client (ADR 0038): a loader or action names a route of the BFF's route table, and the
// call takes its method and path from it, the session token from the request's cookie, the request's
// signal, and reads the answer with the route's response schema. Failures throw BffError as bff.request does.

type ParamsOf<R extends RouteContract> = R extends { params: infer P }
  ? P extends { shape: infer S }
    ? { params: { [K in keyof S]: string } }
    : { params?: never }
  : { params?: never };

type QueryOf<R extends RouteContract> = R extends { query: infer Q }
  ? Q extends { shape: infer S }
    ? { query?: { [K in keyof S]?: string } }
    : { query?: never }
  : { query?: never };

type BodyOf<R extends RouteContract> = R extends { body: unknown } ? { body: RouteBody<R> } : { body?: never };

export type ServerCallOptions<R extends RouteContract> = ParamsOf<R> &
  QueryOf<R> &
  BodyOf<R> & {
    /** A call made after the answer's headers were decided (a best-effort write) may outlive the request. */
    signal?: AbortSignal | null;
  };

/** A call's answer or the BFF's refusal, for a page that still renders without it. */
export type Attempt<T> = { ok: true; data: T } | { ok: false; error: BffError };

export interface SessionBff {
  /** Calls a route as the signed-in user (or as no one, when the request has no session). */
  call<R extends RouteContract>(route: R, options: ServerCallOptions<R>): Promise<RouteAnswer<R>>;
  /** `call`, with a BffError answered rather than thrown (any other error still throws). */
  attempt<R extends RouteContract>(route: R, options: ServerCallOptions<R>): Promise<Attempt<RouteAnswer<R>>>;
}

/** The BFF as the user of this request: `await bffFor(request).call(registrations.banner, {})`. */
export function bffFor(request: Request): SessionBff {
  const client: SessionBff = {
    async attempt<R extends RouteContract>(route: R, options: ServerCallOptions<R>) {
      try {
        return { ok: true, data: await client.call(route, options) };
      } catch (caught) {
        const error = bffRefusal(caught);
        return { ok: false, error };
      }
    },
    async call<R extends RouteContract>(route: R, options: ServerCallOptions<R>): Promise<RouteAnswer<R>> {
      const { params, body, query, signal } = options as {
        params?: Record<string, string>;
        body?: unknown;
        query?: Record<string, string | undefined>;
        signal?: AbortSignal | null;
      };
      const token = (await getSessionToken(request)) ?? undefined;
      const search = new URLSearchParams();
      for (const [name, value] of Object.entries(query ?? {})) if (value !== undefined) search.set(name, value);
      const path = `${routePath(route, params)}${search.size > 0 ? `?${search}` : ''}`;
      return bff.request(path, {
        method: route.method,
        body,
        token,
        schema: route.response ?? z.unknown(),
        ...(signal === null ? {} : { signal: signal ?? request.signal }),
      }) as Promise<RouteAnswer<R>>;
    },
  };
  return client;
}
