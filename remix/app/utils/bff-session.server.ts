import { routePath, type RouteAnswer, type RouteBody, type RouteContract } from '@impromptu/bff/routes';
import { z } from 'zod';
import { bff, type BffError, bffRefusal, type BffBytesOptions } from './bff.server';
import { getSessionToken } from './session-cookie.server';

// The typed server client (ADR 0038): a loader or action names a route of the BFF's route table, and the
// call takes its method and path from it, the session token from the request's cookie, the request's
// signal, and reads the answer with the route's response schema. Failures throw BffError as bff.request does.
// `bffAs(token)` is the same client for a helper handed a token (or none, for a public route).

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

type BodyOf<R extends RouteContract> = R extends { body: unknown }
  ? // `forwardBody`: what the browser sent, handed on unread for the BFF to validate and name the field at fault.
    { body: RouteBody<R>; forwardBody?: never } | { body?: never; forwardBody: unknown }
  : { body?: never; forwardBody?: never };

export type ServerCallOptions<R extends RouteContract> = ParamsOf<R> &
  QueryOf<R> &
  BodyOf<R> & {
    /** A call made after the answer's headers were decided (a best-effort write) may outlive the request. */
    signal?: AbortSignal | null;
    /** Headers the route table does not describe (the browser's user agent, for the new session's record). */
    headers?: Record<string, string>;
    /** A page read on every view's path (ADR 0043): see `BffRequestOptions.trustedInProduction`. */
    trustedInProduction?: boolean;
  };

/** A call that sends or answers bytes (a recording's WAV, a class's iCalendar file); the answer comes back unread. */
export type ServerBytesOptions<R extends RouteContract> = ParamsOf<R> &
  QueryOf<R> &
  Pick<BffBytesOptions, 'body' | 'contentType' | 'accept' | 'range' | 'timeoutMs'> & { signal?: AbortSignal | null };

/** A call's answer or the BFF's refusal, for a page that still renders without it. */
export type Attempt<T> = { ok: true; data: T } | { ok: false; error: BffError };

export interface SessionBff {
  /** Calls a route as the signed-in user (or as no one, when the request has no session). */
  call<R extends RouteContract>(route: R, options: ServerCallOptions<R>): Promise<RouteAnswer<R>>;
  /** `call`, with a BffError answered rather than thrown (any other error still throws). */
  attempt<R extends RouteContract>(route: R, options: ServerCallOptions<R>): Promise<Attempt<RouteAnswer<R>>>;
  /** A route that sends or answers bytes rather than JSON: the BFF's answer, for the caller to stream on. */
  bytes<R extends RouteContract>(route: R, options: ServerBytesOptions<R>): Promise<Response>;
}

/** The BFF as the user of this request: `await bffFor(request).call(registrations.banner, {})`. */
export function bffFor(request: Request): SessionBff {
  return sessionClient(async () => (await getSessionToken(request)) ?? undefined, request.signal);
}

/**
 * The BFF as the holder of `token` (no one when it is null or undefined), for a helper handed a token rather than a
 * request (the profile read of a new session, sign-out, the consent sync) or a public route (sign-in, the OIDC
 * status). No signal unless the call passes one.
 */
export function bffAs(token: string | null | undefined): SessionBff {
  return sessionClient(() => Promise.resolve(token ?? undefined), undefined);
}

function pathOf(route: RouteContract, options: { params?: Record<string, string>; query?: object }): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(options.query ?? {}) as [string, string | undefined][])
    if (value !== undefined) search.set(name, value);
  return `${routePath(route, options.params)}${search.size > 0 ? `?${search}` : ''}`;
}

function sessionClient(readToken: () => Promise<string | undefined>, requestSignal: AbortSignal | undefined) {
  const signalOf = (signal: AbortSignal | null | undefined) => {
    const chosen = signal === null ? undefined : (signal ?? requestSignal);
    return chosen ? { signal: chosen } : {};
  };
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
      const { params, body, forwardBody, query, signal, headers, trustedInProduction } = options as {
        params?: Record<string, string>;
        body?: unknown;
        forwardBody?: unknown;
        query?: Record<string, string | undefined>;
        signal?: AbortSignal | null;
        headers?: Record<string, string>;
        trustedInProduction?: boolean;
      };
      return bff.request(pathOf(route, { params, query }), {
        method: route.method,
        body: body ?? forwardBody,
        token: await readToken(),
        schema: route.response ?? z.unknown(),
        ...(headers ? { headers } : {}),
        ...(trustedInProduction ? { trustedInProduction } : {}),
        ...signalOf(signal),
      }) as Promise<RouteAnswer<R>>;
    },
    async bytes<R extends RouteContract>(route: R, options: ServerBytesOptions<R>): Promise<Response> {
      const { params, query, signal, ...rest } = options as ServerBytesOptions<R> & {
        params?: Record<string, string>;
        query?: Record<string, string | undefined>;
      };
      return bff.bytes(pathOf(route, { params, query }), {
        ...rest,
        method: route.method,
        token: await readToken(),
        ...signalOf(signal),
      });
    },
  };
  return client;
}
