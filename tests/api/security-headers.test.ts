import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { chromium } from '@playwright/test';
import { DEMO_PASSWORD } from '@impromptu/db';
import { createTestApp, type TestApp } from '../support/app.js';
import { inProcessOnly } from '../support/target.js';

const API_CSP = "default-src 'none';base-uri 'none';form-action 'none';frame-ancestors 'none'";
const HSTS = 'max-age=31536000; includeSubDomains';

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp();
});

afterAll(async () => {
  await app?.close();
});

describe('security headers on every BFF answer', () => {
  it('sends nosniff, deny-framing and a CSP that loads nothing, on answers, errors and unknown routes alike', async () => {
    for (const response of [
      await app.http().get('/games'),
      await app.http().get('/user/me'),
      await app.http().get('/games/Not_A_Code'),
      await app.http().post('/no/such/route').send({}),
    ]) {
      expect(response.headers).toMatchObject({
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'DENY',
        'content-security-policy': API_CSP,
      });
      expect(response.headers['x-powered-by']).toBeUndefined();
    }
  });

  it('forbids storing what carries a token or a user’s data: POST /auth/login, /auth/signup, GET /user/me', async () => {
    const signup = await app
      .http()
      .post('/auth/signup')
      .send({ email: app.uniqueEmail('headers'), password: DEMO_PASSWORD });
    const { email } = await app.newUser();
    const login = await app.http().post('/auth/login').send({ email, password: DEMO_PASSWORD });
    const session = await app.newSession();
    const me = await app.http().get('/user/me').set(app.auth(session.token));
    expect({ signup: signup.status, login: login.status, me: me.status }).toEqual({ signup: 201, login: 200, me: 200 });
    for (const response of [signup, login, me, await app.http().get('/auth/sessions').set(app.auth(session.token))]) {
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });

  inProcessOnly('knows this BFF has no TRUST_PROXY').it(
    'sends no HSTS unless the BFF is configured behind a TLS proxy, whatever X-Forwarded-Proto says',
    async () => {
      const forwarded = await app.http().get('/health').set('x-forwarded-proto', 'https');
      expect(forwarded.headers['strict-transport-security']).toBeUndefined();
    },
  );

  inProcessOnly('starts a BFF of its own with TRUST_PROXY').it(
    'sends HSTS behind a trusted proxy for requests that came over https, and only those',
    async () => {
      const proxied = await createTestApp({ database: app.database, env: { TRUST_PROXY: 'loopback' } });
      try {
        const https = await proxied.http().get('/games').set('x-forwarded-proto', 'https');
        const http = await proxied.http().get('/games');
        expect(https.headers['strict-transport-security']).toBe(HSTS);
        expect(http.headers['strict-transport-security']).toBeUndefined();
      } finally {
        await proxied.close();
      }
    },
  );
});

describe('the API documentation page', () => {
  it('has a CSP of its own: its inline style by hash, nothing else', async () => {
    const response = await app.http().get('/api/docs');
    expect(response.headers['content-security-policy']).toMatch(
      /^default-src 'none'; style-src 'sha256-[A-Za-z0-9+/]+=*'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'$/,
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  inProcessOnly('serves the in-process BFF to Chromium').it(
    'renders in Chromium under that CSP with no violation, styled',
    async () => {
      const server = app.app.getHttpServer();
      if (!server.listening) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const { port } = server.address() as AddressInfo;
      const browser = await chromium.launch({
        executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
        args: ['--no-sandbox', '--disable-gpu'],
      });
      try {
        const page = await browser.newPage();
        const problems: string[] = [];
        page.on('console', (message) => {
          if (message.type() === 'error' || /Content Security Policy/i.test(message.text()))
            problems.push(message.text());
        });
        page.on('pageerror', (error) => problems.push(error.message));
        const response = await page.goto(`http://127.0.0.1:${port}/api/docs`);
        expect(response?.status()).toBe(200);
        await page.getByRole('heading', { name: 'Impromptu BFF' }).waitFor();
        const maxWidth = await page.evaluate(() => getComputedStyle(document.body).maxWidth);
        expect({ maxWidth, problems }).toEqual({ maxWidth: '960px', problems: [] });
      } finally {
        await browser.close();
      }
    },
  );
});
