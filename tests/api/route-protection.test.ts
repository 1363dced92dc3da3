import { afterAll, beforeAll, expect, it } from '@jest/globals';
import type { INestApplication } from '@nestjs/common';
import { createTestApp, type TestApp } from '../support/app.js';
import { inProcessOnly } from '../support/target.js';
import {
  appRoutes,
  asList,
  call as callMethod,
  concretePath,
  joinPath,
  label,
  type AppRoute,
} from '../support/routes.js';

const inProcess = inProcessOnly('walks the routes registered inside the Nest application');

/** The routes the contract of issue 3 names public: the one list kept by hand, compared with the metadata. */
const EXPECTED_PUBLIC_ROUTES = [
  'GET /health',
  'GET /api/docs',
  'GET /api/docs/openapi.json',
  'GET /games',
  'GET /games/:shortCode',
  'POST /auth/signup',
  'POST /auth/login',
  'POST /auth/flows',
  'GET /auth/flows/:flowId',
  'DELETE /auth/flows/:flowId',
  'GET /auth/oidc',
  'POST /auth/oidc/authorize',
  'POST /auth/oidc/callback',
  // Links from e-mails, used by someone who cannot sign in yet (ADR 0028): each carries its own single-use token.
  'POST /auth/password/forgot',
  'POST /auth/password/reset',
  'POST /auth/links/status',
  'POST /auth/email/confirm',
  'POST /auth/invitations/accept',
  'POST /auth/invitations/resend',
  // Signed by the payment provider instead (ADR 0016).
  'POST /stripe/webhook',
].sort();

interface ExpressLayer {
  route?: { path: string | string[]; methods: Record<string, boolean> };
  name?: string;
  handle?: { stack?: ExpressLayer[] };
}

/** What Express itself will answer: every route in its router, sub-routers included. */
function expressRoutes(app: INestApplication): { method: string; path: string }[] {
  const express = app.getHttpAdapter().getInstance() as {
    router?: { stack: ExpressLayer[] };
    _router?: { stack: ExpressLayer[] };
  };
  const stack = (express.router ?? express._router)?.stack ?? [];
  const routes: { method: string; path: string }[] = [];
  const walk = (layers: ExpressLayer[]): void => {
    for (const layer of layers) {
      if (layer.route) {
        for (const method of Object.keys(layer.route.methods).filter((m) => layer.route!.methods[m])) {
          for (const path of asList(layer.route.path)) {
            routes.push({ method: method === '_all' ? 'ALL' : method.toUpperCase(), path: joinPath(path) });
          }
        }
      } else if (layer.name === 'router' && layer.handle?.stack) {
        walk(layer.handle.stack);
      }
    }
  };
  walk(stack);
  return routes.sort((a, b) => label(a).localeCompare(label(b)));
}

/** A request to the route: every `:param` gets a value (the guard answers before any validation). */
function call(app: INestApplication, route: { method: string; path: string }) {
  return callMethod(app, route.method, concretePath(route.path, {}, 'route-protection-probe'));
}

inProcess.describe('every BFF route requires a session unless it is @Public()', () => {
  let testApp: TestApp;
  let app: INestApplication;
  let routes: AppRoute[];

  beforeAll(async () => {
    // The routes of a production BFF: without the test-only seeding routes.
    testApp = await createTestApp({ env: { TEST_SEEDING: '0' } });
    app = testApp.app;
    routes = appRoutes(app);
  });

  afterAll(async () => {
    await testApp?.close();
  });

  it('finds the routes Express serves, and no route Express serves is unknown to Nest', () => {
    expect(routes.length).toBeGreaterThan(EXPECTED_PUBLIC_ROUTES.length);
    // Express routes outside Nest's controllers would bypass the global guard.
    expect(expressRoutes(app).map(label)).toEqual(routes.map(label));
  });

  it('marks exactly the public routes of the contract @Public()', () => {
    expect(
      routes
        .filter((route) => route.isPublic)
        .map(label)
        .sort(),
    ).toEqual(EXPECTED_PUBLIC_ROUTES);
  });

  it('answers 401 Authentication required. on every other route, without a token and with an unknown one', async () => {
    const protectedRoutes = routes.filter((route) => !route.isPublic);
    expect(protectedRoutes.map(label)).toEqual(
      expect.arrayContaining([
        'POST /auth/logout',
        'GET /auth/session',
        'GET /auth/sessions',
        'POST /auth/sessions/revoke-others',
      ]),
    );
    const answers: string[] = [];
    for (const route of protectedRoutes) {
      const anonymous = await call(app, route).send({});
      const unknownToken = await call(app, route)
        .set('authorization', `Bearer ${'Z'.repeat(43)}`)
        .send({});
      answers.push(
        `${label(route)} → ${anonymous.status} ${anonymous.body.message} / ${unknownToken.status} ${unknownToken.body.message}`,
      );
    }
    expect(answers).toEqual(
      protectedRoutes.map((route) => `${label(route)} → 401 Authentication required. / 401 Authentication required.`),
    );
  });

  it('lets every public route answer without a session', async () => {
    for (const route of routes.filter((candidate) => candidate.isPublic)) {
      const response = await call(app, route).send({});
      expect({ route: label(route), unauthorised: response.status === 401 }).toEqual({
        route: label(route),
        unauthorised: false,
      });
    }
  });
});
