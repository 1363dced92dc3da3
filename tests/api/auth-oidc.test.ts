import { createHash, createPrivateKey, generateKeyPairSync, sign } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type request from 'supertest';
import { createTestApp, type TestApp } from '../support/app.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';
import { inProcessOnly } from '../support/target.js';

const inProcess = inProcessOnly(
  'starts BFFs of its own with an OpenID Connect provider stand-in, and reads the database',
);

inProcess.describe('OpenID Connect sign-in', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
  });

  afterAll(async () => {
    await database?.drop();
  });

  it('is disabled unless issuer, client id and secret are all set', async () => {
    const app = await createTestApp({ database, env: { OIDC_ISSUER: 'https://id.example', OIDC_CLIENT_ID: 'web' } });
    try {
      const status = await app.http().get('/auth/oidc');
      expect(status.status).toBe(200);
      expect(status.body).toEqual({ enabled: false });
      const authorize = await app
        .http()
        .post('/auth/oidc/authorize')
        .send({ redirectUri: 'http://localhost:3000/auth-callback', signup: false });
      expect(authorize.status).toBe(404);
      const callback = await app
        .http()
        .post('/auth/oidc/callback')
        .send({
          callbackUrl: 'http://localhost:3000/auth-callback?code=abc&state=s',
          state: 's',
          codeVerifier: 'v'.repeat(43),
          nonce: 'n',
        });
      expect(callback.status).toBe(404);
    } finally {
      await app.close();
    }
  });

  describe('with a provider (a local stand-in: discovery, JWKS and token endpoint)', () => {
    let provider: Server;
    let issuer: string;
    let app: TestApp;
    const keys = generateKeyPairSync('rsa', { modulusLength: 2048 });

    /** An RS256 ID token from the stand-in provider, valid for a minute of real time (openid-client checks it). */
    function idToken(claims: Record<string, unknown>): string {
      const encode = (value: unknown): string => Buffer.from(JSON.stringify(value)).toString('base64url');
      const nowSeconds = Math.floor(Date.now() / 1000);
      const input = `${encode({ alg: 'RS256', kid: 'test-key', typ: 'JWT' })}.${encode({
        iss: issuer,
        aud: 'impromptu-web',
        iat: nowSeconds,
        exp: nowSeconds + 60,
        ...claims,
      })}`;
      return `${input}.${sign('sha256', Buffer.from(input), createPrivateKey(keys.privateKey.export({ format: 'pem', type: 'pkcs8' }))).toString('base64url')}`;
    }

    /** Runs authorize, then the callback as if the provider had redirected back with a code for `claims`. */
    async function signInThroughProvider(claims: Record<string, unknown>): Promise<request.Response> {
      const { body } = await app
        .http()
        .post('/auth/oidc/authorize')
        .send({ redirectUri: 'http://localhost:3000/auth-callback', signup: false });
      const { state, codeVerifier, nonce } = body as Record<string, string>;
      const code = Buffer.from(JSON.stringify({ ...claims, nonce })).toString('base64url');
      return app
        .http()
        .post('/auth/oidc/callback')
        .set('x-client-user-agent', 'Provider Browser/1.0')
        .send({
          callbackUrl: `http://localhost:3000/auth-callback?code=${code}&state=${state}`,
          state,
          codeVerifier,
          nonce,
        });
    }

    beforeAll(async () => {
      provider = createServer((req, res) => {
        const reply = (status: number, body: unknown): void => {
          res.statusCode = status;
          res.setHeader('content-type', 'application/json');
          res.end(JSON.stringify(body));
        };
        if (req.url === '/.well-known/openid-configuration') {
          reply(200, {
            issuer,
            authorization_endpoint: `${issuer}/authorize`,
            token_endpoint: `${issuer}/oauth/token`,
            jwks_uri: `${issuer}/.well-known/jwks.json`,
            response_types_supported: ['code'],
            subject_types_supported: ['public'],
            id_token_signing_alg_values_supported: ['RS256'],
            code_challenge_methods_supported: ['S256'],
          });
          return;
        }
        if (req.url === '/.well-known/jwks.json') {
          reply(200, {
            keys: [{ ...keys.publicKey.export({ format: 'jwk' }), kid: 'test-key', alg: 'RS256', use: 'sig' }],
          });
          return;
        }
        if (req.url === '/oauth/token' && req.method === 'POST') {
          let form = '';
          req.on('data', (chunk: Buffer) => (form += chunk.toString('utf8')));
          req.on('end', () => {
            // The stand-in's codes carry the claims to sign; 'unknown' is a code it never issued.
            const code = new URLSearchParams(form).get('code') ?? 'unknown';
            if (code === 'unknown') return reply(400, { error: 'invalid_grant' });
            const claims = JSON.parse(Buffer.from(code, 'base64url').toString('utf8')) as Record<string, unknown>;
            reply(200, { access_token: 'access', token_type: 'Bearer', expires_in: 60, id_token: idToken(claims) });
          });
          return;
        }
        reply(404, { error: 'not_found' });
      });
      await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
      issuer = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;
      app = await createTestApp({
        database,
        env: { OIDC_ISSUER: issuer, OIDC_CLIENT_ID: 'impromptu-web', OIDC_CLIENT_SECRET: 'test-secret' },
      });
    });

    afterAll(async () => {
      await app?.close();
      await new Promise<void>((resolve) => provider.close(() => resolve()));
    });

    it('builds an authorization URL with PKCE S256, state and nonce', async () => {
      expect((await app.http().get('/auth/oidc')).body).toEqual({ enabled: true });
      const response = await app
        .http()
        .post('/auth/oidc/authorize')
        .send({ redirectUri: 'http://localhost:3000/auth-callback', signup: false });
      expect(response.status).toBe(200);
      const { authorizationUrl, state, codeVerifier, nonce } = response.body as Record<string, string>;
      const url = new URL(authorizationUrl!);
      expect(`${url.origin}${url.pathname}`).toBe(`${issuer}/authorize`);
      expect(Object.fromEntries(url.searchParams)).toEqual({
        client_id: 'impromptu-web',
        response_type: 'code',
        redirect_uri: 'http://localhost:3000/auth-callback',
        scope: 'openid email profile',
        code_challenge: createHash('sha256').update(codeVerifier!).digest('base64url'),
        code_challenge_method: 'S256',
        state,
        nonce,
      });
      expect(codeVerifier).toMatch(/^[A-Za-z0-9_-]{43,128}$/);
    });

    it('adds the signup hint when signing up', async () => {
      const response = await app
        .http()
        .post('/auth/oidc/authorize')
        .send({ redirectUri: 'http://localhost:3000/auth-callback', signup: true });
      expect(new URL(response.body.authorizationUrl as string).searchParams.get('screen_hint')).toBe('signup');
    });

    it('refuses a callback whose state does not match, and one the provider refuses', async () => {
      const { body } = await app
        .http()
        .post('/auth/oidc/authorize')
        .send({ redirectUri: 'http://localhost:3000/auth-callback', signup: false });
      const { state, codeVerifier, nonce } = body as Record<string, string>;
      const forged = await app
        .http()
        .post('/auth/oidc/callback')
        .send({ callbackUrl: 'http://localhost:3000/auth-callback?code=abc&state=forged', state, codeVerifier, nonce });
      expect(forged.status).toBe(401);
      expect(forged.body.message).toBe('Sign-in with the identity provider failed.');
      const refused = await app
        .http()
        .post('/auth/oidc/callback')
        .send({
          callbackUrl: `http://localhost:3000/auth-callback?code=unknown&state=${state}`,
          state,
          codeVerifier,
          nonce,
        });
      expect(refused.status).toBe(401);
      expect(await database.db.selectFrom('user_session').select('id').execute()).toEqual([]);
    });

    it('creates the account of a new e-mail with auth0_id = sub and opens a session', async () => {
      const response = await signInThroughProvider({
        sub: 'provider|new-1',
        email: 'New.Provider@Example.com',
        email_verified: true,
        given_name: 'Nia',
        family_name: 'Provider',
      });
      expect(response.status).toBe(200);
      const user = await database.db
        .selectFrom('app_user')
        .select(['id', 'email', 'auth0_id', 'first_name', 'last_name', 'password_hash'])
        .where('auth0_id', '=', 'provider|new-1')
        .executeTakeFirstOrThrow();
      expect(user).toEqual({
        id: response.body.userId,
        email: 'new.provider@example.com',
        auth0_id: 'provider|new-1',
        first_name: 'Nia',
        last_name: 'Provider',
        password_hash: null,
      });
      const session = await app
        .http()
        .get('/auth/session')
        .set('authorization', `Bearer ${response.body.token as string}`);
      expect(session.status).toBe(200);
      expect(session.body.userId).toBe(user.id);
      // The same identity signs in to the same account, even with another e-mail at the provider.
      const again = await signInThroughProvider({
        sub: 'provider|new-1',
        email: 'renamed@example.com',
        email_verified: true,
      });
      expect(again.body.userId).toBe(user.id);
    });

    it('links an existing account by e-mail only when the provider has verified the address', async () => {
      const learner = await database.db
        .selectFrom('app_user')
        .select('id')
        .where('email', '=', 'learner@example.com')
        .executeTakeFirstOrThrow();
      const unverified = await signInThroughProvider({
        sub: 'provider|claims-learner',
        email: 'learner@example.com',
        email_verified: false,
      });
      expect(unverified.status).toBe(401);
      const verified = await signInThroughProvider({
        sub: 'provider|learner',
        email: 'learner@example.com',
        email_verified: true,
      });
      expect(verified.status).toBe(200);
      expect(verified.body.userId).toBe(learner.id);
      const linked = await database.db
        .selectFrom('app_user')
        .select('auth0_id')
        .where('id', '=', learner.id)
        .executeTakeFirstOrThrow();
      expect(linked.auth0_id).toBe('provider|learner');
    });
  });
});
