import { AsyncLocalStorage } from 'node:async_hooks';

/** What the web server knows of the request being handled, for every loader and BFF call made for it. */
interface RequestScope {
  /** The browser's address (`req.ip`). */
  clientAddress: string | undefined;
  /** The request's id (x-request-id, docs/decisions/0026): sent on every BFF call made for it and bound to its log lines. */
  requestId: string | undefined;
  /** Work shared by the loaders of this one request (Remix hands each loader a copy of the Request). */
  memo: Map<string, Promise<unknown>>;
}

// One store per process, kept on globalThis: the web server and the app build import this module as
// two separate copies.
const REQUEST_SCOPE_STORE = Symbol.for('impromptu.web.request-scope');
const requestScope = ((globalThis as Record<symbol, AsyncLocalStorage<RequestScope> | undefined>)[
  REQUEST_SCOPE_STORE
] ??= new AsyncLocalStorage<RequestScope>());

/**
 * Runs `handle` as the handling of one request from the browser at `address`: every BFF call made
 * inside it names that browser in X-Forwarded-For (the BFF's sign-in throttle counts by it, believing
 * its TRUSTED_PROXIES only: docs/decisions/0005), and `memoForRequest` shares work between its loaders.
 * The web server wraps each request in it, with the address it read from the connection.
 */
export function withClientAddress<T>(address: string | undefined, handle: () => T): T {
  return withRequestScope({ clientAddress: address }, handle);
}

/** As withClientAddress, with the request's id as well: every BFF call made inside it sends that id in X-Request-Id. */
export function withRequestScope<T>(
  { clientAddress, requestId }: { clientAddress: string | undefined; requestId?: string },
  handle: () => T,
): T {
  return requestScope.run(
    { clientAddress: clientAddress || undefined, requestId: requestId || undefined, memo: new Map() },
    handle,
  );
}

/** The id of the request being handled, if the web server gave it one. */
export function currentRequestId(): string | undefined {
  return requestScope.getStore()?.requestId;
}

/** The browser the current request is handled for, if the web server named one. */
export function currentClientAddress(): string | undefined {
  return requestScope.getStore()?.clientAddress;
}

/**
 * `load()` once per request and key: the root, layout and page loaders of one page view share its
 * answer. Outside a request scope (a unit test calling a loader) it just loads.
 */
export function memoForRequest<T>(key: string, load: () => Promise<T>): Promise<T> {
  const memo = requestScope.getStore()?.memo;
  if (!memo) return load();
  let pending = memo.get(key) as Promise<T> | undefined;
  if (!pending) {
    pending = load();
    memo.set(key, pending);
  }
  return pending;
}
