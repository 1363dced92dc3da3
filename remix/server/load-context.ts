import type { ServerResponse } from 'node:http';
import type { AppLoadContext } from '@remix-run/node';
import { requestIdOf } from './app.js';
import { isDataRequest } from './data-validators.js';
import { cspNonce } from './security-headers.js';

declare module '@remix-run/node' {
  interface AppLoadContext {
    /** The nonce of this response's Content-Security-Policy: entry.server.tsx puts it on every inline script. Unset outside the web server (a loader's unit test). */
    cspNonce?: string;
    /** This request's id (x-request-id, docs/decisions/0026): the error page shows it. Unset outside the web server. */
    requestId?: string;
    /**
     * When a document is rendered (ISO): the instant its countdowns are first drawn at, which hydration must repeat
     * (`useNow`). Unset for a client navigation's data (`.data`), which the browser draws from its own clock: its
     * data then stays the same while nothing changed, and is answered 304 (`dataValidators`).
     */
    renderedAt?: string;
  }
}

/** What the web server hands every loader and action, and entry.server.tsx. */
export function getLoadContext(req: { path: string }, res: ServerResponse): AppLoadContext {
  return {
    cspNonce: cspNonce(res),
    requestId: requestIdOf(res) || undefined,
    ...(isDataRequest(req) ? {} : { renderedAt: new Date().toISOString() }),
  };
}
