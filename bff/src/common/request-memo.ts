import { AsyncLocalStorage } from 'node:async_hooks';
import type { NextFunction, Request, Response } from 'express';

/** Reads shared by the parts of one read-only request (its guards, its services). */
const store = new AsyncLocalStorage<Map<string, Promise<unknown>>>();

/**
 * Middleware: a GET or HEAD request gets its own memo for the reads its guard and services repeat (the
 * user's access is read by the feature guard, then by the service, then by the next service of a
 * composed page). A request that writes gets none, so nothing it reads after its own write is stale.
 */
export function requestMemo() {
  return (request: Request, _response: Response, next: NextFunction): void => {
    if (request.method === 'GET' || request.method === 'HEAD') store.run(new Map(), next);
    else next();
  };
}

/** `load()` once per key within the current read-only request; outside one (a write, a job, a test) it just loads. */
export function memoForRequest<T>(key: string, load: () => Promise<T>): Promise<T> {
  const memo = store.getStore();
  if (!memo) return load();
  let pending = memo.get(key) as Promise<T> | undefined;
  if (!pending) {
    pending = load();
    memo.set(key, pending);
    // A failed read is not kept: the next caller of this request tries again.
    pending.catch(() => memo.delete(key));
  }
  return pending;
}
