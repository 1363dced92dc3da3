import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';
import {
  BffError,
  createBffClient,
  errorPage,
  isBffRefusal,
  bffRefusal,
  withClientAddress,
  withRequestScope,
} from './bff.server';

type Handler = (req: IncomingMessage, res: ServerResponse, body: string) => void;

const routes: Record<string, Handler> = {
  'GET /health': (_req, res) =>
    sendJson(res, 200, { status: 'ok', checks: { postgres: 'ok', redis: 'ok' }, embedded: [] }),
  'GET /games': (_req, res) =>
    sendJson(res, 200, [
      {
        id: 1,
        shortCode: 'analogies',
        name: 'Analogies',
        subtitle: 'Compare the unexpected',
        description: 'Explain one thing through another.',
        colour: '#c5317c',
        tutorialVideoUrl: null,
      },
    ]),
  'POST /echo': (req, res, body) =>
    sendJson(res, 200, { authorization: req.headers.authorization ?? null, body: JSON.parse(body) as unknown }),
  'POST /invalid': (_req, res) =>
    sendJson(res, 400, {
      statusCode: 400,
      message: 'Validation failed',
      issues: [{ path: 'email', message: 'Required' }],
    }),
  'GET /broken': (_req, res) => {
    res.writeHead(500, { 'content-type': 'text/html' });
    res.end('<h1>Bad gateway</h1>');
  },
  'GET /forwarded-for': (req, res) => sendJson(res, 200, { forwardedFor: req.headers['x-forwarded-for'] ?? null }),
  'GET /request-id': (req, res) => sendJson(res, 200, { requestId: req.headers['x-request-id'] ?? null }),
  'GET /wrong-shape': (_req, res) => sendJson(res, 200, { status: 1 }),
  'GET /slow': (_req, res) => {
    setTimeout(() => sendJson(res, 200, {}), 500);
  },
};

function sendJson(res: ServerResponse, status: number, value: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(value));
}

let server: Server;
let baseUrl: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const handler = routes[`${req.method} ${req.url}`];
      if (handler) handler(req, res, body);
      else sendJson(res, 404, { statusCode: 404, message: 'Not Found', issues: [] });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const client = () => createBffClient({ baseUrl, timeoutMs: 2_000 });

describe('bff client', () => {
  it('parses the health answer', async () => {
    await expect(client().getHealth()).resolves.toEqual({
      status: 'ok',
      checks: { postgres: 'ok', redis: 'ok' },
      embedded: [],
    });
  });

  it('lists the games with their colour and short code', async () => {
    const games = await client().listGames();
    expect(games).toEqual([
      {
        id: '1',
        shortCode: 'analogies',
        name: 'Analogies',
        subtitle: 'Compare the unexpected',
        description: 'Explain one thing through another.',
        colour: '#c5317c',
        tutorialVideoUrl: null,
      },
    ]);
  });

  it('sends the body as JSON and the session token as a bearer token', async () => {
    const answer = await client().request('/echo', {
      method: 'POST',
      body: { round: 2 },
      token: 'session-token',
      schema: z.object({ authorization: z.string().nullable(), body: z.unknown() }),
    });
    expect(answer).toEqual({ authorization: 'Bearer session-token', body: { round: 2 } });
  });

  it('turns the BFF error shape into a BffError with status, message and issues', async () => {
    const failure = await client()
      .request('/invalid', { method: 'POST', body: {}, schema: z.unknown() })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(BffError);
    expect(failure).toMatchObject({
      statusCode: 400,
      message: 'Validation failed',
      issues: [{ path: 'email', message: 'Required' }],
    });
  });

  it("falls back to 'An unknown error occurred' when the failure has no readable message", async () => {
    await expect(client().request('/broken', { schema: z.unknown() })).rejects.toMatchObject({
      statusCode: 500,
      message: 'An unknown error occurred',
      issues: [],
    });
  });

  it('rejects an answer that does not match the schema', async () => {
    await expect(client().request('/wrong-shape', { schema: z.object({ status: z.string() }) })).rejects.toMatchObject({
      statusCode: 502,
      issues: [{ path: 'status' }],
    });
  });

  it('reports an unreachable BFF as 503 with the unavailable message', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));

    const unreachable = createBffClient({ baseUrl: `http://127.0.0.1:${port}`, timeoutMs: 2_000 });
    await expect(unreachable.listGames()).rejects.toMatchObject({
      statusCode: 503,
      message: 'The service is unavailable. Please try again in a moment.',
    });
  });

  it('names the browser it calls for in X-Forwarded-For inside withClientAddress, and nobody outside it', async () => {
    const forwardedFor = () =>
      client().request('/forwarded-for', { schema: z.object({ forwardedFor: z.string().nullable() }) });
    await expect(withClientAddress('203.0.113.7', forwardedFor)).resolves.toEqual({ forwardedFor: '203.0.113.7' });
    await expect(
      withClientAddress('203.0.113.7', () =>
        client().request('/forwarded-for', { schema: z.unknown(), headers: { 'x-forwarded-for': '6.6.6.6' } }),
      ),
    ).resolves.toEqual({ forwardedFor: '203.0.113.7' });
    await expect(forwardedFor()).resolves.toEqual({ forwardedFor: null });
    await expect(withClientAddress(undefined, forwardedFor)).resolves.toEqual({ forwardedFor: null });
  });

  it('sends the id of the request it calls for in X-Request-Id, and none outside a request', async () => {
    const requestId = () => client().request('/request-id', { schema: z.object({ requestId: z.string().nullable() }) });
    await expect(
      withRequestScope({ clientAddress: '203.0.113.7', requestId: 'web-7f3a.42' }, requestId),
    ).resolves.toEqual({ requestId: 'web-7f3a.42' });
    await expect(withClientAddress('203.0.113.7', requestId)).resolves.toEqual({ requestId: null });
    await expect(requestId()).resolves.toEqual({ requestId: null });
  });

  it('gives up after the timeout', async () => {
    const impatient = createBffClient({ baseUrl, timeoutMs: 50 });
    await expect(impatient.request('/slow', { schema: z.unknown() })).rejects.toMatchObject({ statusCode: 504 });
  });
});

describe('refusals', () => {
  const notFound = new BffError(404, 'Course not found');

  it('answers the BffError whose status the caller names, and throws anything else on unchanged', () => {
    expect(bffRefusal(notFound)).toBe(notFound);
    expect(bffRefusal(notFound, 404)).toBe(notFound);
    expect(bffRefusal(notFound, [403, 404])).toBe(notFound);
    expect(bffRefusal(notFound, 'client')).toBe(notFound);
    expect(() => bffRefusal(notFound, 403)).toThrow(notFound);
    const unavailable = new BffError(503, 'down');
    expect(() => bffRefusal(unavailable, 'client')).toThrow(unavailable);
    const other = new TypeError('a bug');
    expect(() => bffRefusal(other)).toThrow(other);
    expect(isBffRefusal(notFound, [404])).toBe(true);
    expect(isBffRefusal(other)).toBe(false);
  });

  it("makes a refusal the page's error response, with the BFF's message unless the page names its own", async () => {
    const page = errorPage(notFound);
    expect(page.status).toBe(404);
    expect(page.statusText).toBe('Not Found');
    await expect(page.text()).resolves.toBe('Course not found');
    await expect(errorPage(notFound, 'Game not found').text()).resolves.toBe('Game not found');
  });
});
