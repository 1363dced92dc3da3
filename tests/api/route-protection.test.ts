import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { RequestMethod, type INestApplication } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import { DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import request from 'supertest';
import { createApp, IS_PUBLIC, loadConfig } from '@impromptu/bff';
import { createTestDatabase, type TestDatabase } from '../support/database.js';
import { redisUrl } from '../support/redis.js';

interface DiscoveredRoute {
  method: string;
  path: string;
  isPublic: boolean;
}

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
].sort();

const label = (route: { method: string; path: string }): string => `${route.method} ${route.path}`;

function joinPath(...parts: string[]): string {
  const path = parts.flatMap((part) => part.split('/')).filter((segment) => segment !== '').join('/');
  return `/${path}`;
}

function asList(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  return [typeof value === 'string' ? value : '/'];
}

/** Every route of every controller Nest knows, with whether @Public() applies (on the handler or its controller). */
function nestRoutes(app: INestApplication): DiscoveredRoute[] {
  const discovery = app.get(DiscoveryService);
  const scanner = app.get(MetadataScanner);
  const reflector = app.get(Reflector);
  const routes: DiscoveredRoute[] = [];
  for (const wrapper of discovery.getControllers()) {
    const controller = wrapper.metatype;
    if (typeof controller !== 'function') continue;
    const prototype = controller.prototype as Record<string, unknown>;
    for (const name of scanner.getAllMethodNames(prototype)) {
      const handler = prototype[name];
      if (typeof handler !== 'function') continue;
      const paths = Reflect.getMetadata(PATH_METADATA, handler) as unknown;
      if (paths === undefined) continue;
      const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod];
      const isPublic = reflector.getAllAndOverride<boolean | undefined>(IS_PUBLIC, [handler, controller]) === true;
      for (const prefix of asList(Reflect.getMetadata(PATH_METADATA, controller))) {
        for (const path of asList(paths)) routes.push({ method, path: joinPath(prefix, path), isPublic });
      }
    }
  }
  return routes.sort((a, b) => label(a).localeCompare(label(b)));
}

interface ExpressLayer {
  route?: { path: string | string[]; methods: Record<string, boolean> };
  name?: string;
  handle?: { stack?: ExpressLayer[] };
}

/** What Express itself will answer: every route in its router, sub-routers included. */
function expressRoutes(app: INestApplication): { method: string; path: string }[] {
  const express = app.getHttpAdapter().getInstance() as { router?: { stack: ExpressLayer[] }; _router?: { stack: ExpressLayer[] } };
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

/** A concrete URL for a route: every `:param` gets a value (the guard answers before any validation). */
function concretePath(path: string): string {
  return path.replace(/:[A-Za-z0-9_]+/g, 'route-protection-probe');
}

function call(app: INestApplication, route: { method: string; path: string }): request.Test {
  const agent = request(app.getHttpServer());
  const url = concretePath(route.path);
  switch (route.method) {
    case 'GET':
      return agent.get(url);
    case 'POST':
      return agent.post(url);
    case 'PUT':
      return agent.put(url);
    case 'PATCH':
      return agent.patch(url);
    case 'DELETE':
      return agent.delete(url);
    case 'OPTIONS':
      return agent.options(url);
    case 'ALL':
      return agent.get(url);
    default:
      throw new Error(`No probe for ${route.method} ${route.path}`);
  }
}

describe('every BFF route requires a session unless it is @Public()', () => {
  let database: TestDatabase;
  let app: INestApplication;
  let routes: DiscoveredRoute[];

  beforeAll(async () => {
    database = await createTestDatabase();
    app = await createApp(loadConfig({ NODE_ENV: 'test', DATABASE_URL: database.url, REDIS_URL: redisUrl }));
    routes = nestRoutes(app);
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it('finds the routes Express serves, and no route Express serves is unknown to Nest', () => {
    expect(routes.length).toBeGreaterThan(EXPECTED_PUBLIC_ROUTES.length);
    // Express routes outside Nest's controllers would bypass the global guard.
    expect(expressRoutes(app).map(label)).toEqual(routes.map(label));
  });

  it('marks exactly the public routes of the contract @Public()', () => {
    expect(routes.filter((route) => route.isPublic).map(label).sort()).toEqual(EXPECTED_PUBLIC_ROUTES);
  });

  it('answers 401 Authentication required. on every other route, without a token and with an unknown one', async () => {
    const protectedRoutes = routes.filter((route) => !route.isPublic);
    expect(protectedRoutes.map(label)).toEqual(
      expect.arrayContaining(['POST /auth/logout', 'GET /auth/session', 'GET /auth/sessions', 'POST /auth/sessions/revoke-others']),
    );
    const answers: string[] = [];
    for (const route of protectedRoutes) {
      const anonymous = await call(app, route).send({});
      const unknownToken = await call(app, route).set('authorization', `Bearer ${'Z'.repeat(43)}`).send({});
      answers.push(`${label(route)} → ${anonymous.status} ${anonymous.body.message} / ${unknownToken.status} ${unknownToken.body.message}`);
    }
    expect(answers).toEqual(
      protectedRoutes.map((route) => `${label(route)} → 401 Authentication required. / 401 Authentication required.`),
    );
  });

  it('lets every public route answer without a session', async () => {
    for (const route of routes.filter((candidate) => candidate.isPublic)) {
      const response = await call(app, route).send({});
      expect({ route: label(route), unauthorised: response.status === 401 }).toEqual({ route: label(route), unauthorised: false });
    }
  });
});
