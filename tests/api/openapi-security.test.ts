import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { createTestApp, type TestApp } from '../support/app.js';
import { appRoutes, label, type AppRoute } from '../support/routes.js';
import { inProcessOnly } from '../support/target.js';

const inProcess = inProcessOnly('compares the document with the routes registered inside the Nest application');

const errorResponse = { 'application/json': { schema: { $ref: '#/components/schemas/ErrorResponse' } } };

/** `/games/:shortCode` → `/games/{shortCode}`, as the document writes paths. */
const documentPath = (path: string): string => path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

inProcess.describe(
  'the OpenAPI document says which operations need the bearer session, from the routes themselves',
  () => {
    let app: TestApp;
    let routes: AppRoute[];
    let document: {
      components: { securitySchemes?: Record<string, unknown> };
      paths: Record<
        string,
        Record<string, { security?: unknown; responses: Record<string, { description: string; content?: unknown }> }>
      >;
    };

    beforeAll(async () => {
      app = await createTestApp();
      routes = appRoutes(app.app);
      document = (await app.http().get('/api/docs/openapi.json')).body;
    });

    afterAll(async () => {
      await app?.close();
    });

    const operation = (route: AppRoute) => document.paths[documentPath(route.path)]?.[route.method.toLowerCase()];

    it('declares the bearer scheme', () => {
      expect(document.components.securitySchemes).toEqual({
        bearerAuth: { type: 'http', scheme: 'bearer', description: expect.stringContaining('Authorization: Bearer') },
      });
    });

    it('documents every route but the documentation itself', () => {
      expect(routes.filter((route) => operation(route) === undefined).map(label)).toEqual([
        'GET /api/docs',
        'GET /api/docs/openapi.json',
      ]);
    });

    it('marks every operation that needs a session with the scheme and its 401, and 403 where a feature gates it', () => {
      const guarded = routes.filter((route) => !route.isPublic);
      expect(guarded.length).toBeGreaterThan(20);
      for (const route of guarded) {
        const documented = operation(route)!;
        expect({
          route: label(route),
          security: documented.security,
          unauthorised: documented.responses['401'],
        }).toEqual({
          route: label(route),
          security: [{ bearerAuth: [] }],
          unauthorised: { description: 'Authentication required.', content: errorResponse },
        });
        if (route.requiredFeature !== undefined) {
          expect({ route: label(route), forbidden: documented.responses['403'] }).toEqual({
            route: label(route),
            forbidden: { description: "Oops! You don't have access to this page", content: errorResponse },
          });
        }
      }
      expect(guarded.filter((route) => route.requiredFeature !== undefined).map(label)).toEqual(
        expect.arrayContaining([
          'GET /admin/access',
          'GET /admin/game-content',
          'POST /admin/game-content',
          'GET /admin/users',
          'GET /admin/emails',
        ]),
      );
    });

    it('leaves the public operations without the scheme, and a 401 only where the route answers one itself', () => {
      for (const route of routes.filter((candidate) => candidate.isPublic && operation(candidate) !== undefined)) {
        const documented = operation(route)!;
        expect({ route: label(route), security: documented.security }).toEqual({
          route: label(route),
          security: undefined,
        });
        expect({ route: label(route), unauthorised: documented.responses['401']?.description }).toEqual({
          route: label(route),
          unauthorised: route.declaration?.errors?.[401],
        });
      }
      expect(
        operation(routes.find((route) => label(route) === 'POST /auth/login')!)!.responses['401']!.description,
      ).toBe('Incorrect e-mail or password.');
    });
  },
);
