import { afterAll, afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { consentFor, type Consent } from './consent';
import type * as ConsentServer from './consent.server';
import type * as BffSession from '~/utils/bff-session.server';

// A stand-in BFF for GET/PUT /consents; each test says what it answers and reads what it received.
let answer: (method: string, body: unknown) => { status: number; body?: unknown } = () => ({ status: 500 });
let received: { method: string; body: unknown }[] = [];
let server: Server;
let consentServer: typeof ConsentServer;
let bffAs: typeof BffSession.bffAs;

function stored(consent: Consent) {
  return {
    preferences: {
      cookiePurposes: { value: consent.cookiePurposes },
      cookieTimestamp: { value: consent.cookieTimestamp },
      cookieVersion: { value: consent.cookieVersion },
      cookiePolicyId: { value: consent.cookiePolicyId },
      usPrivacyCookie: { value: consent.usPrivacyCookie },
      usPurposes: { value: consent.usPurposes },
    },
  };
}

beforeAll(async () => {
  server = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => {
      const body = text ? (JSON.parse(text) as unknown) : undefined;
      received.push({ method: req.method ?? '', body });
      expect(req.url).toBe('/consents');
      expect(req.headers.authorization).toBe('Bearer the-token');
      const reply = answer(req.method ?? '', body);
      res.writeHead(reply.status, { 'content-type': 'application/json' });
      res.end(
        reply.body === undefined
          ? JSON.stringify({ statusCode: reply.status, message: 'No consent stored' })
          : JSON.stringify(reply.body),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  // The BFF client reads its address when the module loads.
  process.env.BFF_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  consentServer = await import('./consent.server');
  ({ bffAs } = await import('~/utils/bff-session.server'));
});

afterEach(() => {
  received = [];
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const olderChoice = consentFor({ kind: 'reject-all' }, new Date('2025-01-01T00:00:00.000Z'), 'impromptu-cookie-policy');
const newerChoice = consentFor({ kind: 'accept-all' }, new Date('2025-02-01T00:00:00.000Z'), 'impromptu-cookie-policy');

describe('syncConsent (spec 1 §4)', () => {
  it('pushes the browser record when it is newer than the stored one', async () => {
    answer = (method, body) =>
      method === 'GET' ? { status: 200, body: stored(olderChoice) } : { status: 200, body: stored(body as Consent) };
    const keep = await consentServer.syncConsent({ bff: bffAs('the-token'), browser: newerChoice });
    expect(keep).toBeNull();
    expect(received.map((call) => call.method)).toEqual(['GET', 'PUT']);
    expect(received[1]?.body).toEqual(newerChoice);
  });

  it('returns the stored record for the browser when the stored one is newer', async () => {
    answer = () => ({ status: 200, body: stored(newerChoice) });
    const keep = await consentServer.syncConsent({ bff: bffAs('the-token'), browser: olderChoice });
    expect(keep).toEqual(newerChoice);
    expect(received.map((call) => call.method)).toEqual(['GET']);
  });

  it('applies the stored record to a browser that has none', async () => {
    answer = () => ({ status: 200, body: stored(olderChoice) });
    expect(await consentServer.syncConsent({ bff: bffAs('the-token'), browser: null })).toEqual(olderChoice);
  });

  it('creates the record when nothing is stored yet (404)', async () => {
    answer = (method, body) => (method === 'GET' ? { status: 404 } : { status: 200, body: stored(body as Consent) });
    expect(await consentServer.syncConsent({ bff: bffAs('the-token'), browser: olderChoice })).toBeNull();
    expect(received.map((call) => call.method)).toEqual(['GET', 'PUT']);
    expect(received[1]?.body).toEqual(olderChoice);
  });

  it('only logs other errors, and the browser keeps its own record', async () => {
    const { webLogger } = await import('~/utils/log.server');
    const log = jest.spyOn(webLogger, 'error').mockImplementation(() => undefined);
    try {
      answer = () => ({ status: 500 });
      expect(await consentServer.syncConsent({ bff: bffAs('the-token'), browser: newerChoice })).toBeNull();
      expect(received.map((call) => call.method)).toEqual(['GET']);
      expect(log).toHaveBeenCalledWith(expect.stringContaining('consent sync could not read'));
    } finally {
      log.mockRestore();
    }
  });

  it('reads a consent cookie back, and ignores one it cannot read', () => {
    const request = (cookie: string) => new Request('http://localhost/', { headers: { cookie } });
    const header = consentServer.consentCookieHeader(newerChoice, request(''));
    expect(header).toMatch(/Max-Age=31536000; SameSite=Lax$/);
    const value = header.split(';')[0]!;
    expect(consentServer.readConsentCookie(request(value))).toEqual(newerChoice);
    expect(consentServer.readConsentCookie(request('impromptu_consent=%7Bnot-json'))).toBeNull();
  });
});
