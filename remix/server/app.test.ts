import { beforeEach, describe, expect, it } from '@jest/globals';
import type { RequestHandler } from 'express';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { captureLog } from '../../tests/support/log.js';
import { currentRequestId } from '../app/utils/request-scope.server.js';
import { clientBuildAssets, createWebApp, type WebAppOptions } from './app.js';
import { getLoadContext } from './load-context.js';
import { AUDIO_UPLOAD_LIMIT_BYTES, BODY_LIMIT_BYTES, REFUSALS } from './request-checks.js';

// The web server's chain with a stand-in for Remix that records what reached it: each check and
// header is proved here without a build; tests/e2e/request-checks.spec.ts proves them on the real routes.
let reached: string[] = [];

const remix: RequestHandler = (req, res) => {
  reached.push(`${req.method} ${req.path}`);
  if (req.path === '/request-id')
    return void res.json({ scope: currentRequestId(), context: getLoadContext(req, res).requestId });
  if (req.path === '/cached') res.setHeader('Cache-Control', 'public, max-age=600');
  res.json({ nonce: getLoadContext(req, res).cspNonce });
};

function app(options: Partial<WebAppOptions> = {}) {
  return createWebApp({ development: false, trustProxy: false, assets: [], remix, logRequests: false, ...options });
}

beforeEach(() => {
  reached = [];
});

/** The policy's directives by name. */
function directives(csp: string | undefined): Record<string, string[]> {
  return Object.fromEntries(
    (csp ?? '').split(';').map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

const ORIGIN = 'http://app.example:3000';
const HOST = 'app.example:3000';

describe('methods', () => {
  it.each(['trace', 'options', 'propfind', 'purge'] as const)(
    'refuses %s with 405 and the allowed methods, before any route',
    async (method) => {
      const response = await request(app())[method]('/login');
      expect(response.status).toBe(405);
      expect(response.headers.allow).toBe('GET, HEAD, POST, PUT, PATCH, DELETE');
      expect(response.body).toEqual({ statusCode: 405, message: REFUSALS.method, issues: [] });
      expect(reached).toEqual([]);
    },
  );
});

describe('body size', () => {
  it('refuses a declared body over the limit with 413 without handing it on', async () => {
    const body = `password=${'a'.repeat(BODY_LIMIT_BYTES)}`;
    const response = await request(app()).post('/login').set('Host', HOST).type('form').send(body);
    expect(response.status).toBe(413);
    expect(response.body.message).toBe(REFUSALS.tooLarge);
    expect(reached).toEqual([]);
  });

  it('refuses a body of unknown length (chunked) with 411, so none is read past the limit', async () => {
    const pending = request(app()).post('/login').set('Host', HOST).set('Transfer-Encoding', 'chunked').type('form');
    pending.write('email=a');
    const response = await pending;
    expect(response.status).toBe(411);
    expect(reached).toEqual([]);
  });

  it('hands on a body within the limit', async () => {
    const response = await request(app())
      .post('/login')
      .set('Host', HOST)
      .type('form')
      .send({ email: 'a@example.com' });
    expect(response.status).toBe(200);
    expect(reached).toEqual(['POST /login']);
  });
});

describe('cross-site requests', () => {
  it.each([
    ['Origin of another site', { Origin: 'http://evil.example' }],
    ['Origin of another port on the same host', { Origin: 'http://app.example:8080' }],
    ['Origin null (a sandboxed frame)', { Origin: 'null' }],
    ['Sec-Fetch-Site: cross-site without Origin', { 'Sec-Fetch-Site': 'cross-site' }],
    ['Sec-Fetch-Site: same-site (a sibling subdomain) without Origin', { 'Sec-Fetch-Site': 'same-site' }],
    [
      'Sec-Fetch-Site: same-origin with a foreign Origin',
      { 'Sec-Fetch-Site': 'same-origin', Origin: 'http://evil.example' },
    ],
  ])('refuses a POST, PUT, PATCH and DELETE with %s: 403 and a short message', async (_case, headers) => {
    for (const method of ['post', 'put', 'patch', 'delete'] as const) {
      const agent = request(app());
      const response = await agent[method]('/resources/timezone')
        .set('Host', HOST)
        .set(headers)
        .type('form')
        .send({ timeZone: 'UTC' });
      expect(response.status).toBe(403);
      expect(response.body).toEqual({ statusCode: 403, message: REFUSALS.crossSite, issues: [] });
    }
    expect(reached).toEqual([]);
  });

  it('refuses a cross-site text/plain JSON body (a plain HTML form) before its type is looked at', async () => {
    const response = await request(app())
      .post('/resources/game-sessions')
      .set('Host', HOST)
      .set('Origin', 'http://evil.example')
      .set('Content-Type', 'text/plain')
      .send('{"shortCode":"conductor"}');
    expect(response.status).toBe(403);
    expect(reached).toEqual([]);
  });

  it.each([
    ['the same Origin', { Origin: ORIGIN }],
    ['Sec-Fetch-Site: same-origin and the same Origin', { 'Sec-Fetch-Site': 'same-origin', Origin: ORIGIN }],
    ["Sec-Fetch-Site: none (the user's own navigation)", { 'Sec-Fetch-Site': 'none' }],
    ['neither header (not a browser, so no victim cookie)', {}],
    [
      'an Origin matching X-Forwarded-Host, as Remix reads it',
      { Origin: 'https://public.example', 'X-Forwarded-Host': 'public.example' },
    ],
  ])('lets through a POST with %s', async (_case, headers) => {
    const response = await request(app())
      .post('/resources/timezone')
      .set('Host', HOST)
      .set(headers)
      .type('form')
      .send({ timeZone: 'UTC' });
    expect(response.status).toBe(200);
    expect(reached).toEqual(['POST /resources/timezone']);
  });

  it('does not look at GET requests: a link from another site still opens a page', async () => {
    const response = await request(app())
      .get('/games/home')
      .set('Host', HOST)
      .set('Sec-Fetch-Site', 'cross-site')
      .set('Origin', 'http://evil.example');
    expect(response.status).toBe(200);
  });
});

describe('body types', () => {
  it.each(['text/plain', 'text/plain;charset=UTF-8', 'application/xml'])(
    'refuses a same-origin %s body with 415',
    async (type) => {
      const response = await request(app())
        .post('/resources/game-sessions')
        .set('Host', HOST)
        .set('Origin', ORIGIN)
        .set('Content-Type', type)
        .send('{}');
      expect(response.status).toBe(415);
      expect(response.body.message).toBe(REFUSALS.bodyType);
      expect(reached).toEqual([]);
    },
  );

  it('takes JSON, forms, multipart forms and no body at all', async () => {
    const post = () => request(app()).post('/resources/x').set('Host', HOST).set('Origin', ORIGIN);
    expect((await post().set('Content-Type', 'application/json; charset=utf-8').send('{}')).status).toBe(200);
    expect((await post().type('form').send({ a: '1' })).status).toBe(200);
    expect((await post().field('a', '1')).status).toBe(200);
    expect((await post()).status).toBe(200);
    expect(reached).toHaveLength(4);
  });
});

describe('the AI coach recording upload', () => {
  const audio = Buffer.alloc(2 * 1024 * 1024, 1);
  const put = (path: string) =>
    request(app()).put(path).set('Host', HOST).set('Origin', ORIGIN).set('Content-Type', 'audio/wav');

  it('takes a WAV above the form limit on its one path, PUT only', async () => {
    expect(
      (await put('/resources/coach/recordings/5b7b7f4e-0c64-4a41-9e8e-5a5b2c3d4e5f/audio').send(audio)).status,
    ).toBe(200);
    expect(reached).toEqual(['PUT /resources/coach/recordings/5b7b7f4e-0c64-4a41-9e8e-5a5b2c3d4e5f/audio']);
  });

  it('refuses a WAV anywhere else, and one over its own limit', async () => {
    expect((await put('/resources/game-sessions').send(Buffer.alloc(10))).status).toBe(415);
    expect((await put('/resources/game-sessions').send(audio)).status).toBe(413);
    const tooLong = request(app())
      .put('/resources/coach/recordings/x/audio')
      .set('Host', HOST)
      .set('Origin', ORIGIN)
      .set('Content-Type', 'audio/wav')
      .set('Content-Length', String(AUDIO_UPLOAD_LIMIT_BYTES + 1));
    expect((await tooLong).status).toBe(413);
    expect(
      (
        await request(app())
          .put('/resources/coach/recordings/x/audio')
          .set('Host', HOST)
          .set('Origin', 'http://evil.example')
          .set('Content-Type', 'audio/wav')
          .send(Buffer.alloc(10))
      ).status,
    ).toBe(403);
    expect(reached).toEqual([]);
  });
});

describe('security headers', () => {
  it('sends a CSP whose nonce is fresh per response and the one Remix is given, with the other headers', async () => {
    const [first, second] = await Promise.all([request(app()).get('/login'), request(app()).get('/login')]);
    const policy = directives(first?.headers['content-security-policy']);
    expect(policy['script-src']).toEqual(["'self'", `'nonce-${first?.body.nonce}'`, "'wasm-unsafe-eval'"]);
    // The voice analysis: its worker from this origin only, and WebAssembly compilation without eval.
    expect(policy['worker-src']).toEqual(["'self'"]);
    expect(policy['script-src']).not.toContain("'unsafe-eval'");
    expect(first?.body.nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(second?.body.nonce).not.toBe(first?.body.nonce);
    expect(policy['default-src']).toEqual(["'self'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['frame-ancestors']).toEqual(["'self'"]);
    expect(policy['style-src']).toEqual(["'self'"]);
    expect(first?.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(first?.headers['x-content-type-options']).toBe('nosniff');
    expect(first?.headers['referrer-policy']).toBe('same-origin');
    expect(first?.headers['x-powered-by']).toBeUndefined();
  });

  it('puts the headers on refusals too', async () => {
    const response = await request(app()).trace('/login');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'self'");
  });

  it('relaxes the policy in development only for what Vite needs: injected styles and its HMR socket', async () => {
    const policy = directives(
      (await request(app({ development: true })).get('/login')).headers['content-security-policy'],
    );
    expect(policy['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy['connect-src']).toEqual(["'self'", 'ws:']);
    expect(policy['script-src']?.[0]).toBe("'self'");
  });

  it('allows the configured affiliate script to load and call home, and nothing else more', async () => {
    const policy = directives(
      (await request(app({ affiliateOrigin: 'https://affiliate.example' })).get('/login')).headers[
        'content-security-policy'
      ],
    );
    expect(policy['script-src']).toEqual([
      "'self'",
      expect.stringMatching(/^'nonce-/),
      "'wasm-unsafe-eval'",
      'https://affiliate.example',
    ]);
    expect(policy['connect-src']).toEqual(["'self'", 'https://affiliate.example']);
    expect(policy['frame-src']).not.toContain('https://affiliate.example');
    expect(
      directives((await request(app()).get('/login')).headers['content-security-policy'])['script-src'],
    ).toHaveLength(3);
  });

  it('sends HSTS only over TLS, and behind a proxy only when it is trusted', async () => {
    const plain = await request(app()).get('/login');
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const untrusted = await request(app()).get('/login').set('X-Forwarded-Proto', 'https');
    expect(untrusted.headers['strict-transport-security']).toBeUndefined();
    const trusted = await request(app({ trustProxy: true }))
      .get('/login')
      .set('X-Forwarded-Proto', 'https');
    expect(trusted.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const trustedButPlain = await request(app({ trustProxy: true }))
      .get('/login')
      .set('X-Forwarded-Proto', 'http');
    expect(trustedButPlain.headers['strict-transport-security']).toBeUndefined();
  });

  it.each(['impromptu_session=abc', '__Host-impromptu_session=abc', 'impromptu_consent=x; impromptu_session=abc'])(
    'keeps a signed-in page (%s) out of every cache, over what the route said',
    async (cookie) => {
      expect((await request(app()).get('/games/home').set('Cookie', cookie)).headers['cache-control']).toBe('no-store');
      expect((await request(app()).get('/cached').set('Cookie', cookie)).headers['cache-control']).toBe('no-store');
    },
  );

  it("leaves a visitor's caching to the route", async () => {
    expect((await request(app()).get('/cached').set('Cookie', 'impromptu_consent=x')).headers['cache-control']).toBe(
      'public, max-age=600',
    );
  });
});

describe('files and compression', () => {
  const directory = mkdtempSync(path.join(tmpdir(), 'web-client-'));
  mkdirSync(path.join(directory, 'assets'));
  writeFileSync(path.join(directory, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"></svg>');
  writeFileSync(
    path.join(directory, 'assets', 'entry-abc123.js'),
    `export const words = ${JSON.stringify('practice makes progress '.repeat(400))};`,
  );
  const withFiles = () => app({ assets: clientBuildAssets(directory) });

  it('serves the files of the build, fingerprinted ones for a year, and hands every other path to Remix', async () => {
    const icon = await request(withFiles()).get('/favicon.svg');
    expect(icon.status).toBe(200);
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
    const script = await request(withFiles()).get('/assets/entry-abc123.js').set('Accept-Encoding', 'gzip');
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(script.headers['content-encoding']).toBe('gzip');
    const page = await request(withFiles()).get('/games/home');
    expect(page.status).toBe(200);
    expect(reached).toEqual(['GET /games/home']);
  });

  it('compresses pages as browsers ask, brotli first', async () => {
    const big: RequestHandler = (_req, res) =>
      void res.type('html').send(`<p>${'practice makes progress '.repeat(400)}</p>`);
    const page = await request(app({ remix: big }))
      .get('/games/home')
      .set('Accept-Encoding', 'gzip, deflate, br');
    expect(page.headers['content-encoding']).toBe('br');
    const gzip = await request(app({ remix: big }))
      .get('/games/home')
      .set('Accept-Encoding', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
  });
});

describe('validators on client navigations', () => {
  // Written as Remix's adapter writes a single-fetch answer: the status, then the stream's chunks, then the end.
  let data = 'practice makes progress '.repeat(200);
  const navigation: RequestHandler = (req, res) => {
    reached.push(`${req.method} ${req.path}`);
    res.status(200).type('text/x-script');
    res.write(data.slice(0, 100));
    res.write(Buffer.from(data.slice(100)));
    res.end();
  };
  const signedIn = 'impromptu_session=abc';
  const navigate = (ifNoneMatch?: string) => {
    const sent = request(app({ remix: navigation }))
      .get('/games/home.data')
      .set('Cookie', signedIn)
      .set('Accept-Encoding', 'gzip');
    return ifNoneMatch ? sent.set('If-None-Match', ifNoneMatch) : sent;
  };

  it('answers 304 without a body while the data is unchanged, and 200 with the new data once it changed', async () => {
    const first = await navigate();
    expect(first.status).toBe(200);
    expect(first.text).toBe(data);
    expect(first.headers['content-encoding']).toBe('gzip');
    const tag = first.headers.etag;
    expect(tag).toMatch(/^W\/".+"$/);
    // Kept by this browser only, and asked for again before each use: the request names the tag.
    expect(first.headers['cache-control']).toBe('private, no-cache');
    expect(first.headers.vary).toMatch(/Cookie/);

    const again = await navigate(tag);
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    expect(again.headers.etag).toBe(tag);
    expect(again.headers['content-encoding']).toBeUndefined();
    expect(reached).toEqual(['GET /games/home.data', 'GET /games/home.data']);

    data = 'practice makes progress, and then some '.repeat(200);
    const changed = await navigate(tag);
    expect(changed.status).toBe(200);
    expect(changed.text).toBe(data);
    expect(changed.headers.etag).not.toBe(tag);
  });

  it('gives a document’s loaders the instant it is rendered at, and a data request none (its data would change each time)', async () => {
    const instant: RequestHandler = (req, res) =>
      void res.json({ renderedAt: getLoadContext(req, res).renderedAt ?? null });
    const document = await request(app({ remix: instant })).get('/games/home');
    expect(Date.parse(document.body.renderedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect((await request(app({ remix: instant })).get('/games/home.data')).body).toEqual({ renderedAt: null });
  });

  it('leaves documents and other statuses as they were', async () => {
    const page = await request(app({ remix: navigation }))
      .get('/games/home')
      .set('Cookie', signedIn);
    expect(page.headers.etag).toBeUndefined();
    expect(page.headers['cache-control']).toBe('no-store');
    const refused: RequestHandler = (_req, res) => void res.status(404).end('gone');
    const missing = await request(app({ remix: refused }))
      .get('/games/nowhere.data')
      .set('Cookie', signedIn);
    expect(missing.status).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
    expect(missing.headers['cache-control']).toBe('no-store');
  });
});

describe('request ids', () => {
  const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

  it('gives every response a new uuid when the request brings none', async () => {
    const first = await request(app()).get('/request-id');
    const second = await request(app()).get('/request-id');
    expect(first.headers['x-request-id']).toMatch(UUID);
    expect(second.headers['x-request-id']).toMatch(UUID);
    expect(first.headers['x-request-id']).not.toBe(second.headers['x-request-id']);
  });

  it('keeps a well-formed incoming id, and hands it to the request scope (BFF calls) and the load context (error page)', async () => {
    const response = await request(app()).get('/request-id').set('x-request-id', 'edge-7f3a.42');
    expect(response.headers['x-request-id']).toBe('edge-7f3a.42');
    expect(response.body).toEqual({ scope: 'edge-7f3a.42', context: 'edge-7f3a.42' });
  });

  it.each([
    ['too long', 'x'.repeat(129)],
    ['with unsafe characters', 'bad id <script>'],
  ])('replaces an incoming id that is %s', async (_case, id) => {
    const response = await request(app()).get('/request-id').set('x-request-id', id);
    expect(response.headers['x-request-id']).toMatch(UUID);
    expect(response.body.scope).toBe(response.headers['x-request-id']);
  });

  it('names the files it serves and the requests it refuses as well', async () => {
    const files: RequestHandler = (req, res, next) => (req.path === '/robots.txt' ? void res.send('ok') : next());
    const served = await request(app({ assets: [files] })).get('/robots.txt');
    expect(served.headers['x-request-id']).toMatch(UUID);
    const refused = await request(app()).trace('/login');
    expect(refused.status).toBe(405);
    expect(refused.headers['x-request-id']).toMatch(UUID);
  });

  it('logs one line per request handed to Remix in the BFF shape, with the request id, never its headers', async () => {
    const log = captureLog('info');
    await request(app({ logRequests: true, logger: log.logger }))
      .get('/request-id?probe=1')
      .set('x-request-id', 'edge-7f3a.42')
      .set('cookie', '__session=secret-cookie-value');
    expect(log.entries).toHaveLength(1);
    expect(log.entries[0]).toMatchObject({
      level: 30,
      msg: 'request completed',
      requestId: 'edge-7f3a.42',
      req: { method: 'GET', url: '/request-id?probe=1' },
      res: { statusCode: 200 },
    });
    expect(JSON.stringify(log.entries[0])).not.toMatch(/secret-cookie-value|headers/);
  });
});
