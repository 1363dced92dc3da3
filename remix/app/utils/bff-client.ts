import { routePath, type RouteAnswer, type RouteBody, type RouteContract } from '@impromptu/bff/routes';
import type * as RelayedRoutes from './relayed-routes';

// The browser's one client to the BFF (ADR 0038): a call names a relayed route (relayed-routes.ts), goes
// through the relay resource route with the session cookie, and reads the answer with the route's own
// response schema. Every failure comes back as one shape, the BFF's error body, never as a throw.
// A page calls a route by its name (`callRelayed`): the allow-list, its schemas and zod load on the first call,
// not with the page (issue 30: they were 39 KB of the home page's first load).

export interface BffIssue {
  path: string;
  message: string;
}

/**
 * Why a call did not answer its data: the BFF's `{ statusCode, message, issues }` as the relay passes it on;
 * `statusCode` is null when no answer came back at all (offline, a dropped connection), `message` null when
 * the answer named none (the caller says it in its own words).
 */
export interface BffFailure {
  statusCode: number | null;
  message: string | null;
  issues: BffIssue[];
}

export type BffResult<T> = { ok: true; status: number; data: T } | { ok: false; error: BffFailure };

export const CONNECTION_DROPPED = 'The connection dropped. Please try again.';
export const UNREADABLE_ANSWER = 'The service sent an answer that could not be read.';

/** A BFF route the browser may call, and where the web app relays it. */
export interface RelayedRoute<R extends RouteContract = RouteContract> {
  route: R;
  /** The web app's path for it, Express style with the route's own parameter names: `/resources/classes/:scheduledEventId/join`. */
  at: string;
  /**
   * The BFF's 404 reaches the browser as 204 No Content: for a lookup most people have nothing for (the AI coach
   * bot, asked on every page), so their console shows no failed request.
   */
  noContentWhenNotFound?: true;
}

/**
 * A relayed route the /games shell calls. The shell is on every page and keeps zod off the first load (issue 9):
 * the route is named by its type only, and its answer is read by a hand-written reader that a test holds to
 * the route's schema. Its method and web path are those of a RelayedRoute of the allow-list (a test checks it).
 */
export interface ShellRelayedRoute<R extends RouteContract = RouteContract> {
  method: R['method'];
  at: string;
  read: (value: unknown) => RouteAnswer<R> | null;
}

type ParamsOf<R extends RouteContract> = R extends { params: infer P }
  ? P extends { shape: infer S }
    ? { params: { [K in keyof S]: string } }
    : { params?: never }
  : { params?: never };

type BodyOf<R extends RouteContract> = R extends { body: unknown } ? { body: RouteBody<R> } : { body?: never };

export type CallOptions<R extends RouteContract> = ParamsOf<R> &
  BodyOf<R> & {
    /** Query text, for a route that declares a query (`?consistent=1`). */
    query?: Record<string, string>;
    signal?: AbortSignal;
    /** Lets the call outlive the page (a cancel sent while the page is left). */
    keepalive?: boolean;
    /**
     * Sends the call again, the same body (so the same idempotency key), while it got no answer or a busy one
     * (`again` decides otherwise), waiting longer each time.
     */
    retry?: Backoff & { again?: (answer: BffResult<unknown>) => boolean };
  };

/** Whether another attempt may succeed: a server or gateway was busy, or asked to be asked later. */
export function isRetryable(status: number): boolean {
  return status >= 500 || status === 408 || status === 429;
}

/** A failure worth sending again: no answer at all, or a busy one. */
export function failedBusy(answer: BffResult<unknown>): boolean {
  return !answer.ok && (answer.error.statusCode === null || isRetryable(answer.error.statusCode));
}

/** How a call is sent again: the browser's one retry loop (`withBackoff`). */
export interface Backoff {
  /** How many times it is sent at the most, the first time included. */
  attempts: number;
  /** The wait before the second attempt; each next one waits twice as long, up to `longestDelayMs`. */
  firstDelayMs: number;
  longestDelayMs?: number;
  /** How a wait is spent (a test passes its own clock). */
  wait?: (ms: number) => Promise<void>;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Sends until `again` says the result is final or the attempts are spent, waiting twice as long each time. */
export async function withBackoff<T>(
  send: () => Promise<T>,
  again: (result: T) => boolean,
  { attempts, firstDelayMs, longestDelayMs = Number.POSITIVE_INFINITY, wait = sleep }: Backoff,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    const result = await send();
    if (attempt >= attempts || !again(result)) return result;
    await wait(Math.min(longestDelayMs, firstDelayMs * 2 ** (attempt - 1)));
  }
}

/** The web path of a relayed route with its parameters filled in. */
export function relayUrl(relayed: { at: string }, params: Record<string, string> = {}, query?: Record<string, string>) {
  const path = routePath({ path: relayed.at }, params);
  const search = query && Object.keys(query).length > 0 ? `?${new URLSearchParams(query)}` : '';
  return `${path}${search}`;
}

/** Reads an error body in the BFF's shape, tolerant of anything else (a proxy's HTML page). */
export function failureOf(statusCode: number, body: unknown): BffFailure {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const message = typeof record.message === 'string' && record.message !== '' ? record.message : null;
  const issues = Array.isArray(record.issues)
    ? record.issues.flatMap((issue: unknown) => {
        const { path, message: text } = (issue ?? {}) as Record<string, unknown>;
        return typeof path === 'string' && typeof text === 'string' ? [{ path, message: text }] : [];
      })
    : [];
  return { statusCode, message, issues };
}

/** Calls one relayed route: its data read with the route's response schema, or the failure; sent again if told. */
export async function callBff<R extends RouteContract>(
  relayed: RelayedRoute<R> | ShellRelayedRoute<R>,
  options: CallOptions<R>,
): Promise<BffResult<RouteAnswer<R>>> {
  const { retry } = options;
  if (retry === undefined) return callOnce(relayed, options);
  return withBackoff(() => callOnce(relayed, options), retry.again ?? failedBusy, retry);
}

async function callOnce<R extends RouteContract>(
  relayed: RelayedRoute<R> | ShellRelayedRoute<R>,
  options: CallOptions<R>,
): Promise<BffResult<RouteAnswer<R>>> {
  const method = 'route' in relayed ? relayed.route.method : relayed.method;
  const { params, body, query, signal, keepalive } = options as {
    params?: Record<string, string>;
    body?: unknown;
    query?: Record<string, string>;
    signal?: AbortSignal;
    keepalive?: boolean;
  };
  let response: Response;
  let text: string;
  try {
    response = await fetch(relayUrl(relayed, params, query), {
      method,
      cache: 'no-store',
      keepalive: keepalive ?? false,
      headers: { accept: 'application/json', ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
      body: body !== undefined ? JSON.stringify(body) : undefined,
      signal,
    });
    text = await response.text();
  } catch {
    // The page gave up on the call: its own reason, as fetch would.
    if (signal?.aborted) throw signal.reason;
    return { ok: false, error: { statusCode: null, message: CONNECTION_DROPPED, issues: [] } };
  }
  let payload: unknown = undefined;
  let readable = true;
  if (text !== '') {
    try {
      payload = JSON.parse(text);
    } catch {
      readable = false;
    }
  }
  if (!response.ok) return { ok: false, error: failureOf(response.status, payload) };
  // No Content (a route whose 404 is relayed as 204, or one that answers nothing): there is nothing to read.
  if (response.status === 204) return { ok: true, status: 204, data: undefined as RouteAnswer<R> };
  if (!readable) return { ok: false, error: { statusCode: 502, message: UNREADABLE_ANSWER, issues: [] } };
  if ('read' in relayed) {
    const read = relayed.read(payload);
    return read === null
      ? { ok: false, error: { statusCode: 502, message: UNREADABLE_ANSWER, issues: [] } }
      : { ok: true, status: response.status, data: read };
  }
  const schema = relayed.route.response;
  if (schema === undefined) return { ok: true, status: response.status, data: undefined as RouteAnswer<R> };
  const parsed = schema.safeParse(payload);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => ({
      path: issue.path.map(String).join('.'),
      message: issue.message,
    }));
    return { ok: false, error: { statusCode: 502, message: UNREADABLE_ANSWER, issues } };
  }
  return { ok: true, status: response.status, data: parsed.data as RouteAnswer<R> };
}

/** The name of a route in the allow-list (relayed-routes.ts), and the contract of the route it names. */
export type RelayedRouteName = keyof typeof RelayedRoutes;
type ContractOf<N extends RelayedRouteName> = (typeof RelayedRoutes)[N]['route'];

/**
 * Calls the relayed route of that name, loading the allow-list on the first call (after that it is the module
 * already loaded). A failure to load it is a dropped connection, like a failed fetch.
 */
export async function callRelayed<N extends RelayedRouteName>(
  name: N,
  options: CallOptions<ContractOf<N>>,
): Promise<BffResult<RouteAnswer<ContractOf<N>>>> {
  let relayed: RelayedRoute<ContractOf<N>>;
  try {
    relayed = (await import('./relayed-routes'))[name] as RelayedRoute<ContractOf<N>>;
  } catch {
    return { ok: false, error: { statusCode: null, message: CONNECTION_DROPPED, issues: [] } };
  }
  return callBff(relayed, options);
}
