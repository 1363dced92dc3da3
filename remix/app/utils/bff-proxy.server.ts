import { z } from 'zod';
import { BffError, bff, type HttpMethod } from './bff.server';
import { getSessionToken } from './session.server';

export const AUTHENTICATION_REQUIRED = 'Authentication required.';

/** The BFF's one error shape, answered as JSON with its status. */
function errorResponse(
  statusCode: number,
  message: string,
  issues: { path: string; message: string }[] = [],
): Response {
  return Response.json({ statusCode, message, issues }, { status: statusCode });
}

export interface ProxyOptions {
  method: HttpMethod;
  /** The BFF path, already encoded. */
  path: string;
  /** The status answered on success (the BFF's own). */
  status: number;
  /** Forward the request's JSON body. */
  withBody?: boolean;
}

/**
 * A resource route that relays one JSON call to the BFF with the signed-in user's session token:
 * the BFF validates and decides; its errors come back with their status and the error shape.
 */
export async function proxyJsonToBff(request: Request, options: ProxyOptions): Promise<Response> {
  const token = await getSessionToken(request);
  if (!token) return errorResponse(401, AUTHENTICATION_REQUIRED);

  let body: unknown = undefined;
  if (options.withBody) {
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

  try {
    const answer = await bff.request(options.path, {
      method: options.method,
      body,
      token,
      schema: z.unknown(),
      signal: request.signal,
    });
    return answer === undefined
      ? new Response(null, { status: options.status })
      : Response.json(answer, { status: options.status });
  } catch (error) {
    if (error instanceof BffError) return errorResponse(error.statusCode, error.message, error.issues);
    throw error;
  }
}

function isJsonRequest(request: Request): boolean {
  return request.headers.get('content-type')?.split(';', 1)[0]?.trim().toLowerCase() === 'application/json';
}

/** A path segment from route params, encoded (the BFF validates its shape). */
export function segment(value: string | undefined): string {
  return encodeURIComponent(value ?? '');
}

/** 405 for a method the resource route does not take. */
export function methodNotAllowed(allowed: string): Response {
  return Response.json(
    { statusCode: 405, message: 'Method not allowed', issues: [] },
    { status: 405, headers: { Allow: allowed } },
  );
}
