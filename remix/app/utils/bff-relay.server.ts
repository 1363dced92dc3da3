import { matchPath, routePath } from '@impromptu/bff/routes';
import type { RelayedRoute } from './bff-client';
import { bff, bffRefusal } from './bff.server';
import * as relayedRoutes from './relayed-routes';
import { getSessionToken } from './session.server';

export const AUTHENTICATION_REQUIRED = 'Authentication required.';
export const NOT_RELAYED = 'Not found';

const RELAYED: RelayedRoute[] = Object.values(relayedRoutes);

/** The BFF's one error shape, answered as JSON with its status. */
function errorResponse(
  statusCode: number,
  message: string,
  issues: { path: string; message: string }[] = [],
  headers?: HeadersInit,
): Response {
  return Response.json({ statusCode, message, issues }, { status: statusCode, headers });
}

/** The relayed route at this web path and method, its parameters, or why there is none (404, 405). */
export function findRelayed(
  method: string,
  pathname: string,
): { relayed: RelayedRoute; params: Record<string, string> } | { allowed: string[] } {
  const allowed: string[] = [];
  for (const relayed of RELAYED) {
    const params = matchPath(relayed.at, pathname);
    if (params === undefined) continue;
    if (relayed.route.method === method) return { relayed, params };
    allowed.push(relayed.route.method);
  }
  return { allowed };
}

/**
 * The one resource route between the browser and the BFF (ADR 0038): a request at a web path of the
 * allow-list (relayed-routes.ts) goes to its BFF route with the signed-in user's session token and the
 * request's id; the BFF validates and decides, and its status and body come back as they are. Any
 * other path answers 404, another method 405.
 */
export async function relayToBff(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const found = findRelayed(request.method, url.pathname);
  if ('allowed' in found) {
    return found.allowed.length === 0 ? errorResponse(404, NOT_RELAYED) : methodNotAllowed(found.allowed.join(', '));
  }
  const { route } = found.relayed;

  const token = await getSessionToken(request);
  if (!token) return errorResponse(401, AUTHENTICATION_REQUIRED);

  let body: unknown = undefined;
  if (route.body !== undefined && hasBody(request)) {
    // A JSON endpoint reads JSON only: a form can post text/plain without a CORS preflight.
    if (!isJsonRequest(request)) {
      return errorResponse(415, 'Unsupported body type', [
        { path: 'body', message: 'must be sent as application/json' },
      ]);
    }
    try {
      body = await request.json();
    } catch {
      return errorResponse(400, 'Validation failed', [{ path: 'body', message: 'must be a JSON document' }]);
    }
  }
  // Only a route that declares a query takes one; the BFF validates it.
  const search = route.query !== undefined ? url.search : '';

  try {
    const answer = await bff.relay(`${routePath(route, found.params)}${search}`, {
      method: route.method,
      body,
      token,
      signal: request.signal,
    });
    const headers: HeadersInit = route.method === 'GET' ? { 'Cache-Control': 'no-store' } : {};
    return answer.text === ''
      ? new Response(null, { status: answer.status, headers })
      : new Response(answer.text, {
          status: answer.status,
          headers: { ...headers, 'content-type': 'application/json' },
        });
  } catch (caught) {
    const error = bffRefusal(caught);
    if (error.statusCode === 404 && found.relayed.noContentWhenNotFound) {
      return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
    }
    return errorResponse(error.statusCode, error.message, error.issues);
  }
}

function hasBody(request: Request): boolean {
  return request.headers.has('content-type') || Number(request.headers.get('content-length') ?? 0) > 0;
}

function isJsonRequest(request: Request): boolean {
  return request.headers.get('content-type')?.split(';', 1)[0]?.trim().toLowerCase() === 'application/json';
}

/** 405 for a method a resource route does not take. */
export function methodNotAllowed(allowed: string): Response {
  return errorResponse(405, 'Method not allowed', [], { Allow: allowed });
}
