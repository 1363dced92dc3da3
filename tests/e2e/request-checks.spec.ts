import { randomUUID } from 'node:crypto';
import type { APIRequestContext, BrowserContext } from '@playwright/test';
import { expect, test } from '../support/fixtures.js';

// The web server's checks and headers (ADR 0009) on the real routes, through `npm start`:
// remix/server/app.test.ts proves each rule on its own; this proves no route escapes them.

const bffPort = Number(process.env.E2E_BFF_PORT ?? 4310);
const EVIL = 'http://evil.example';
const CROSS_SITE_REFUSED = { statusCode: 403, message: 'Cross-site request refused', issues: [] };

/**
 * Every route of today that takes a POST (or the PUT of the tutorial flag), with the body its page
 * sends. A route added later passes the same chain, which knows no route (remix/server/app.test.ts).
 */
const STATE_CHANGING: { method: 'POST' | 'PUT'; path: string; form?: Record<string, string>; json?: unknown }[] = [
  { method: 'POST', path: '/resources/timezone', form: { timeZone: 'Asia/Tokyo' } },
  { method: 'POST', path: '/resources/consent', form: { intent: 'accept-all' } },
  {
    method: 'POST',
    path: '/resources/game-sessions',
    json: { shortCode: 'conductor', settings: {}, isMultiplayer: false, players: [] },
  },
  { method: 'POST', path: `/resources/game-sessions/${randomUUID()}/rounds`, json: { idempotencyKey: randomUUID() } },
  { method: 'POST', path: `/resources/game-sessions/${randomUUID()}/finish`, json: { idempotencyKey: randomUUID() } },
  { method: 'POST', path: '/resources/games/conductor/gather', json: { settings: {} } },
  { method: 'POST', path: '/resources/games/conductor/viewed' },
  { method: 'PUT', path: '/resources/user-games/conductor', json: { isTutorialCompleted: true } },
  { method: 'POST', path: '/resources/practice/sessions/three-words-one-story/user-sessions', json: { daily: false } },
  {
    method: 'POST',
    path: `/resources/practice/user-sessions/${randomUUID()}/progress`,
    json: { idempotencyKey: randomUUID() },
  },
  {
    method: 'POST',
    path: `/resources/practice/user-sessions/${randomUUID()}/retries`,
    json: { idempotencyKey: randomUUID(), elementIndex: 2 },
  },
  {
    method: 'POST',
    path: '/resources/practice/three-words-one-story/gather',
    json: { percentageCompleted: 0, wasCompleted: false, scheduledDate: null },
  },
  { method: 'POST', path: '/logout' },
  { method: 'POST', path: '/login', form: { email: 'learner@example.com', password: 'practice-makes-progress' } },
  {
    method: 'POST',
    path: '/signup',
    form: {
      firstName: 'Eve',
      lastName: 'Il',
      email: `eve-${randomUUID()}@example.com`,
      password: 'speak-up-every-day',
    },
  },
  { method: 'POST', path: '/subscriptions', form: { plan: 'self-paced' } },
  { method: 'POST', path: '/games/user/settings/profile', form: { firstName: 'Evil' } },
  { method: 'POST', path: '/games/admin/content', form: { type: 'TOPIC', text: 'evil' } },
];

/** The session token the web app keeps in its cookie (ADR 0005: nothing but the token, as Remix serialises it). */
async function sessionToken(context: BrowserContext): Promise<string> {
  const cookie = (await context.cookies()).find((candidate) => candidate.name === 'impromptu_session');
  if (!cookie) throw new Error('not signed in');
  return JSON.parse(Buffer.from(decodeURIComponent(cookie.value), 'base64').toString('utf8')) as string;
}

/** The signed-in user as the BFF stores it. */
async function storedUser(request: APIRequestContext, token: string) {
  const response = await request.get(`http://127.0.0.1:${bffPort}/user/me`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { user: { firstName: string; ianaTimeZone: string | null } }).user;
}

/** What the app's own pages send with a request: their origin. */
function sameOriginHeaders(baseURL: string | undefined): Record<string, string> {
  return { origin: new URL(baseURL ?? '').origin, 'sec-fetch-site': 'same-origin' };
}

/**
 * The signed-in page stores the browser's own zone (the tests' Europe/Paris) once it has loaded: waits for that to
 * land, or it could overwrite a zone the test sends. Answers the session's token.
 */
async function browserZoneStored(request: APIRequestContext, context: BrowserContext): Promise<string> {
  const token = await sessionToken(context);
  await expect.poll(async () => (await storedUser(request, token)).ianaTimeZone).toBe('Europe/Paris');
  return token;
}

/** Stores the learner's zone as the app's pages do. */
async function sendZone(request: APIRequestContext, baseURL: string | undefined, timeZone: string): Promise<void> {
  const zone = await request.post('/resources/timezone', { headers: sameOriginHeaders(baseURL), form: { timeZone } });
  expect(zone.status()).toBe(200);
}

/** The route's body as the app's own pages send it: a form or JSON. */
function body(route: (typeof STATE_CHANGING)[number]) {
  if (route.form) return { form: route.form };
  return route.json === undefined ? {} : { data: route.json };
}

/** The same body as text/plain: what `<form enctype="text/plain">` sends, JSON inside, with no CORS preflight. */
function plainFormBody(route: (typeof STATE_CHANGING)[number]) {
  const value = route.json ?? route.form;
  return value === undefined ? {} : { data: JSON.stringify(value), contentType: { 'content-type': 'text/plain' } };
}

test.describe('a cross-site request with the signed-in visitor’s cookie', () => {
  // The browser's zone, stored by the time-zone sync on the first page: the refused requests must not change it.
  test.use({ timezoneId: 'Europe/Paris' });

  for (const [name, headers] of [
    ['Origin: http://evil.example', { origin: EVIL }],
    ['Sec-Fetch-Site: cross-site and no Origin', { 'sec-fetch-site': 'cross-site' }],
  ] as const) {
    test(`is refused on every action and resource route (${name}), and nothing changes`, async ({
      page,
      context,
      freshUser,
    }) => {
      const token = await sessionToken(context);
      await expect.poll(async () => (await storedUser(page.request, token)).ianaTimeZone).toBe('Europe/Paris');

      for (const route of STATE_CHANGING) {
        const response = await page.request.fetch(route.path, {
          method: route.method,
          headers,
          ...body(route),
          maxRedirects: 0,
        });
        expect(response.status(), `${route.method} ${route.path}`).toBe(403);
        expect(await response.json()).toEqual(CROSS_SITE_REFUSED);
        expect(response.headers()['set-cookie'], `${route.method} ${route.path}`).toBeUndefined();

        const { data, contentType } = plainFormBody(route);
        const plain = await page.request.fetch(route.path, {
          method: route.method,
          headers: { ...headers, ...contentType },
          data,
          maxRedirects: 0,
        });
        expect(plain.status(), `text/plain ${route.method} ${route.path}`).toBe(403);
      }

      const user = await storedUser(page.request, token);
      expect(user.ianaTimeZone).toBe('Europe/Paris');
      expect(user.firstName).toBe(freshUser.name.split(' ')[0]);
      expect(await sessionToken(context)).toBe(token);
      // Still signed in (the refused /logout did nothing), the tutorial still not completed.
      const userGame = await page.request.get('/resources/user-games/conductor');
      expect(userGame.status()).toBe(200);
      expect(await userGame.json()).toMatchObject({ isTutorialCompleted: false });
    });
  }
});

// `freshUser: _signedIn`: an account of the test's own, signed in on `page`, whose stored state only that test changes.
test.describe('same-origin requests', () => {
  test.use({ timezoneId: 'Europe/Paris' });

  test('from the app’s own origin still change what they should', async ({
    page,
    context,
    baseURL,
    freshUser: _signedIn,
  }) => {
    const token = await browserZoneStored(page.request, context);
    const sameOrigin = sameOriginHeaders(baseURL);
    await sendZone(page.request, baseURL, 'Asia/Tokyo');
    expect((await storedUser(page.request, token)).ianaTimeZone).toBe('Asia/Tokyo');

    const tutorial = await page.request.put('/resources/user-games/conductor', {
      headers: sameOrigin,
      data: { isTutorialCompleted: true },
    });
    expect(tutorial.status()).toBe(200);
    expect(await tutorial.json()).toMatchObject({ isTutorialCompleted: true });
  });

  test('a client navigation’s data answers 304 while it is unchanged, and 200 with the change once it changed', async ({
    page,
    context,
    baseURL,
    freshUser: _signedIn,
  }) => {
    await browserZoneStored(page.request, context);
    // What the browser asks for when the learner follows a link to the home page (Remix's single fetch).
    const first = await page.request.get('/games/home.data');
    expect(first.status()).toBe(200);
    const tag = first.headers().etag ?? '';
    expect(tag).not.toBe('');
    expect(first.headers()['cache-control']).toBe('private, no-cache');
    const again = await page.request.get('/games/home.data', { headers: { 'if-none-match': tag } });
    expect(again.status()).toBe(304);
    expect((await again.body()).length).toBe(0);

    await sendZone(page.request, baseURL, 'Asia/Tokyo');
    const changed = await page.request.get('/games/home.data', { headers: { 'if-none-match': tag } });
    expect(changed.status()).toBe(200);
    expect(changed.headers().etag).not.toBe(tag);
    expect(await changed.text()).toContain('Asia/Tokyo');
  });

  test('a JSON resource route takes application/json only: 415 for text/plain and for a form', async ({
    page,
    baseURL,
    freshUser: _signedIn,
  }) => {
    const sameOrigin = { origin: new URL(baseURL ?? '').origin };
    const plain = await page.request.post('/resources/games/conductor/gather', {
      headers: { ...sameOrigin, 'content-type': 'text/plain' },
      data: '{"settings":{}}',
    });
    expect(plain.status()).toBe(415);
    const form = await page.request.put('/resources/user-games/conductor', {
      headers: sameOrigin,
      form: { isTutorialCompleted: 'true' },
    });
    expect(form.status()).toBe(415);
    expect(await form.json()).toMatchObject({ statusCode: 415, message: 'Unsupported body type' });
  });
});

test.describe('headers', () => {
  test('a page carries a CSP whose nonce is on each of its inline scripts, and the other security headers', async ({
    request,
  }) => {
    const response = await request.get('/login');
    const headers = response.headers();
    const nonce = /'nonce-([^']+)'/.exec(headers['content-security-policy'] ?? '')?.[1];
    expect(nonce).toBeTruthy();
    expect(headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(headers['content-security-policy']).toContain("object-src 'none'");
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('same-origin');
    // Plain http, and npm start trusts no proxy: no HSTS even when a header claims https.
    expect(headers['strict-transport-security']).toBeUndefined();
    expect(
      (await request.get('/login', { headers: { 'x-forwarded-proto': 'https' } })).headers()[
        'strict-transport-security'
      ],
    ).toBeUndefined();

    const html = await response.text();
    const inlineScripts = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((match) => match[1] ?? '');
    expect(inlineScripts.length).toBeGreaterThan(0);
    for (const attributes of inlineScripts) expect(attributes).toContain(`nonce="${nonce}"`);
  });

  test('a signed-in page is never stored; a visitor’s page and the assets keep their caching', async ({
    page,
    request,
    freshUser: _signedIn,
  }) => {
    for (const path of [
      '/games/home',
      '/games/dashboard',
      '/games/user/settings/profile',
      '/resources/user-games/conductor',
    ]) {
      expect((await page.request.get(path, { maxRedirects: 0 })).headers()['cache-control'], path).toBe('no-store');
    }
    expect((await request.get('/login')).headers()['cache-control']).toBeUndefined();
    expect((await request.get('/favicon.svg')).headers()['cache-control']).toBe('public, max-age=3600');
  });
});

test.describe('robustness', () => {
  test('TRACE and unknown methods answer 405 with the allowed methods', async ({ request }) => {
    for (const method of ['TRACE', 'PROPFIND', 'OPTIONS']) {
      const response = await request.fetch('/login', { method });
      expect(response.status(), method).toBe(405);
      expect(response.headers()['allow']).toBe('GET, HEAD, POST, PUT, PATCH, DELETE');
    }
  });

  test('a 10 MB form to /login or the profile page answers 413 before it is read', async ({ request, baseURL }) => {
    const origin = new URL(baseURL ?? '').origin;
    const tenMegabytes = `email=a%40example.com&password=${'a'.repeat(10 * 1024 * 1024)}`;
    for (const path of ['/login', '/games/user/settings/profile']) {
      const started = Date.now();
      const response = await request.post(path, {
        headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
        data: tenMegabytes,
        maxRedirects: 0,
      });
      expect(response.status(), path).toBe(413);
      expect(await response.json()).toEqual({ statusCode: 413, message: 'Request body too large', issues: [] });
      expect(Date.now() - started, path).toBeLessThan(5_000);
    }
  });
});

test.describe('the Content Security Policy in Chromium', () => {
  test('blocks an inline script without the nonce, and the suite’s watcher sees it', async ({
    page,
    cspViolations,
  }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Log In' })).toBeVisible();
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true';
      document.body.append(script);
    });
    await expect.poll(() => cspViolations.join('\n')).toContain('script-src');
    expect(await page.evaluate(() => (window as unknown as { injected?: boolean }).injected)).toBeUndefined();
    // Seen and expected: the rest of the test's pages must have none.
    cspViolations.length = 0;
  });
});
