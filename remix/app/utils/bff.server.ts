import { GameSchema, HealthReportSchema } from '@impromptu/bff/contracts';
import { isDeepStrictEqual } from 'node:util';
import { z } from 'zod';
import { env } from './env.server.js';
import { currentClientAddress, currentRequestId } from './request-scope.server.js';

export { withClientAddress, withRequestScope } from './request-scope.server.js';

export interface BffIssue {
  path: string;
  message: string;
}

export const UNKNOWN_ERROR_MESSAGE = 'An unknown error occurred';
export const UNAVAILABLE_MESSAGE = 'The service is unavailable. Please try again in a moment.';
export const TIMEOUT_MESSAGE = 'The service took too long to answer. Please try again in a moment.';
export const UNEXPECTED_ANSWER_MESSAGE = 'The service sent an answer that could not be read.';

/** A failed call to the BFF, carrying the BFF's one error shape `{ statusCode, message, issues }`. */
export class BffError extends Error {
  override name = 'BffError';

  constructor(
    readonly statusCode: number,
    message: string,
    readonly issues: BffIssue[] = [],
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

/** Which refusals a caller answers: one status, a list of them, or 'client' for any 4xx. */
export type RefusalStatuses = number | readonly number[] | 'client';

function statusMatches(statusCode: number, statuses: RefusalStatuses | undefined): boolean {
  if (statuses === undefined) return true;
  if (statuses === 'client') return statusCode >= 400 && statusCode < 500;
  return typeof statuses === 'number' ? statusCode === statuses : statuses.includes(statusCode);
}

/**
 * Whether `error` is the BFF's refusal with one of `statuses` (any status when none are named). The one test of a
 * BffError for code that goes on either way (a log line, a status chosen for any failure); see `bffRefusal`.
 */
export function isBffRefusal(error: unknown, statuses?: RefusalStatuses): error is BffError {
  return error instanceof BffError && statusMatches(error.statusCode, statuses);
}

/**
 * The one way a loader or action catches the BFF's refusal (ADR 0038, addendum): answers the BffError when `error` is
 * one with a status among `statuses` (any status when none are named) and throws anything else on, unchanged, so
 * `catch (error) { const refused = bffRefusal(error, 404); … }` handles only what it names.
 */
export function bffRefusal(error: unknown, statuses?: RefusalStatuses): BffError {
  if (isBffRefusal(error, statuses)) return error;
  throw error;
}

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  410: 'Gone',
};

/**
 * A refusal as the page's error response (thrown by a loader, shown by its ErrorBoundary): the BFF's status, its
 * message as the body unless the page names its own. `throw errorPage(bffRefusal(error, [403, 404]))`.
 */
export function errorPage(refused: BffError, body: string = refused.message): Response {
  const statusText = STATUS_TEXT[refused.statusCode];
  return new Response(body, { status: refused.statusCode, ...(statusText ? { statusText } : {}) });
}

const issuePathSchema = z
  .union([z.string(), z.array(z.union([z.string(), z.number()]))])
  .transform((path) => (Array.isArray(path) ? path.join('.') : path));

const errorBodySchema = z.object({
  statusCode: z.number().optional(),
  message: z
    .union([z.string(), z.array(z.string())])
    .transform((message) => (Array.isArray(message) ? message.join(' ') : message))
    .optional(),
  issues: z.array(z.object({ path: issuePathSchema, message: z.string() })).optional(),
});

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface BffRequestOptions<S extends z.ZodType> {
  schema: S;
  method?: HttpMethod;
  body?: unknown;
  /** The signed-in user's session token, sent as `Authorization: Bearer …`. */
  token?: string;
  /** Cancels the call, e.g. `request.signal` of the loader. */
  signal?: AbortSignal;
  timeoutMs?: number;
  headers?: Record<string, string>;
  /**
   * A page read on every view's path (ADR 0043): in production its answer is not parsed again by `schema` (the BFF
   * answered through the same contract). Elsewhere it is, and a schema that would change the answer (a default, a
   * transform, a stripped key) is an error, so skipping it in production changes nothing.
   */
  trustedInProduction?: boolean;
}

export interface BffBytesOptions {
  method?: HttpMethod;
  body?: Uint8Array<ArrayBuffer>;
  contentType?: string;
  accept?: string;
  /** A byte range of a media answer (`bytes=0-1023`): the BFF's 206, and its 416, come back unread. */
  range?: string;
  token?: string;
  signal?: AbortSignal;
  timeoutMs?: number;
}

export interface BffClientOptions {
  baseUrl: string;
  timeoutMs: number;
  fetch?: typeof fetch;
}

/** A game of the catalogue (GET /games, /games/:shortCode); its id is read as text whatever its JSON type. */
export const gameSchema = GameSchema.extend({ id: z.union([z.string(), z.number()]).transform(String) });
export type Game = z.output<typeof gameSchema>;

export function createBffClient({ baseUrl, timeoutMs: defaultTimeoutMs, fetch: fetchImpl = fetch }: BffClientOptions) {
  const base = baseUrl.replace(/\/+$/, '');

  /**
   * One call to the BFF: the session token, the browser's address, the request's id and a timeout; an unreachable BFF or
   * one past the timeout is a BffError (503, 504), a caller's abort its own reason. Answers the response
   * and the timeout signal, for reading its body.
   */
  async function send(
    path: string,
    {
      method = 'GET',
      body,
      headers,
      token,
      signal,
      timeoutMs = defaultTimeoutMs,
    }: {
      method?: HttpMethod;
      body?: BodyInit;
      headers: Record<string, string>;
      token?: string;
      signal?: AbortSignal;
      timeoutMs?: number;
    },
  ): Promise<{ response: Response; timeout: AbortSignal }> {
    const timeout = AbortSignal.timeout(timeoutMs);
    const requestHeaders = { ...headers };
    if (token) requestHeaders.authorization = `Bearer ${token}`;
    const forwardedFor = currentClientAddress();
    if (forwardedFor) requestHeaders['x-forwarded-for'] = forwardedFor;
    // The BFF logs this call under the browser request's id (docs/decisions/0026).
    const requestId = currentRequestId();
    if (requestId) requestHeaders['x-request-id'] = requestId;
    try {
      const response = await fetchImpl(`${base}${path.startsWith('/') ? path : `/${path}`}`, {
        method,
        headers: requestHeaders,
        body,
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      });
      return { response, timeout };
    } catch (error) {
      // The caller gave up (the browser navigated away): let Remix see its own abort reason.
      if (signal?.aborted) throw signal.reason;
      if (timeout.aborted) throw new BffError(504, TIMEOUT_MESSAGE);
      throw new BffError(503, UNAVAILABLE_MESSAGE, [], { cause: error });
    }
  }

  async function request<S extends z.ZodType>(path: string, options: BffRequestOptions<S>): Promise<z.output<S>> {
    const { schema, body, signal, headers = {} } = options;
    const requestHeaders: Record<string, string> = { accept: 'application/json', ...headers };
    if (body !== undefined) requestHeaders['content-type'] = 'application/json';
    const { response, timeout } = await send(path, {
      ...options,
      headers: requestHeaders,
      body: body === undefined ? undefined : JSON.stringify(body),
    });

    const text = await readText(response, signal, timeout);
    if (!response.ok) throw toBffError(response.status, text);

    let payload: unknown = undefined;
    if (text !== '') {
      try {
        payload = JSON.parse(text);
      } catch {
        throw new BffError(502, UNEXPECTED_ANSWER_MESSAGE);
      }
    }
    if (options.trustedInProduction && process.env.NODE_ENV === 'production') return payload as z.output<S>;
    const parsed = schema.safeParse(payload);
    if (!parsed.success) {
      throw new BffError(
        502,
        UNEXPECTED_ANSWER_MESSAGE,
        parsed.error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message })),
      );
    }
    if (options.trustedInProduction && !isDeepStrictEqual(parsed.data, payload))
      throw new Error(`${path}: its schema changes the answer, so production may not skip it (trustedInProduction)`);
    return parsed.data;
  }

  /**
   * A call that sends or answers bytes rather than JSON (a recording's WAV): the BFF's answer is
   * handed back unread for the caller to stream on; a failed one throws the same BffError.
   */
  async function bytes(path: string, options: BffBytesOptions): Promise<Response> {
    const headers: Record<string, string> = { accept: options.accept ?? '*/*' };
    if (options.body !== undefined) headers['content-type'] = options.contentType ?? 'application/octet-stream';
    if (options.range !== undefined) headers.range = options.range;
    const { response, timeout } = await send(path, { ...options, headers });
    if (!response.ok && !(options.range !== undefined && response.status === 416))
      throw toBffError(response.status, await readText(response, options.signal, timeout));
    return response;
  }

  /**
   * A JSON call relayed for the browser (ADR 0038): the BFF's success status and body text handed on
   * unread (the browser client reads them with the route's schema); a failure throws the same BffError.
   */
  async function relay(
    path: string,
    options: { method: HttpMethod; body?: unknown; token?: string; signal?: AbortSignal },
  ): Promise<{ status: number; text: string }> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    const { response, timeout } = await send(path, {
      ...options,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const text = await readText(response, options.signal, timeout);
    if (!response.ok) throw toBffError(response.status, text);
    return { status: response.status, text };
  }

  return {
    request,
    bytes,
    relay,
    /** GET /health: the BFF and the stores it depends on. */
    getHealth: (options: { signal?: AbortSignal } = {}) =>
      request('/health', { schema: HealthReportSchema, ...options }),
    /** GET /games: the ten games of the catalogue. */
    listGames: (options: { signal?: AbortSignal; token?: string } = {}) =>
      request('/games', { schema: z.array(gameSchema), ...options }),
  };
}

async function readText(response: Response, signal: AbortSignal | undefined, timeout: AbortSignal): Promise<string> {
  try {
    return await response.text();
  } catch (error) {
    if (signal?.aborted) throw signal.reason;
    if (timeout.aborted) throw new BffError(504, TIMEOUT_MESSAGE);
    throw new BffError(503, UNAVAILABLE_MESSAGE, [], { cause: error });
  }
}

function toBffError(status: number, text: string): BffError {
  let body: unknown = undefined;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON (a proxy's HTML page, say): keep the fallback message.
  }
  const parsed = errorBodySchema.safeParse(body);
  const message = parsed.success && parsed.data.message ? parsed.data.message : UNKNOWN_ERROR_MESSAGE;
  const issues = parsed.success ? (parsed.data.issues ?? []) : [];
  return new BffError(status, message, issues);
}

/** THE client from web to BFF; every loader and action goes through it. */
export const bff = createBffClient({ baseUrl: env.bffUrl, timeoutMs: env.bffTimeoutMs });
