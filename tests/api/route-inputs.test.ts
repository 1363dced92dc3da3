import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CUSTOM_ROUTE_ARGS_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants.js';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum.js';
import type request from 'supertest';
import type { z } from 'zod';
import {
  AudioUpload,
  VideoUploadBody,
  Client,
  CurrentUser,
  Idempotency,
  SignedWebhook,
  MAX_INPUT_DEPTH,
  tooDeep,
  UNDECODABLE_PARAMETER,
  UNSTORABLE_TEXT,
} from '@impromptu/bff';
import { createTestApp, type TestApp } from '../support/app.js';
import { appRoutes, call, concretePath, label, type AppRoute, type NestTarget } from '../support/routes.js';
import { inProcessOnly } from '../support/target.js';

const inProcess = inProcessOnly('walks the routes registered inside the Nest application');

/**
 * Headers a route may read outside its @ZodRoute: request metadata recorded with a session. Node's
 * HTTP parser already refuses control characters in a header, so none carries a NUL to PostgreSQL.
 */
const METADATA_HEADERS = ['user-agent', 'x-client-user-agent'];
/** Range (lesson media, issue 47): parsed by byteRangeOf, whose value outside the file answers 416 as HTTP says. */
const HTTP_HEADERS = ['range'];

/**
 * The factories of the parameter decorators that read no client input of their own but the signed-in
 * user, the declared body and params, or the request metadata of METADATA_HEADERS and the peer's address (Client);
 * SignedWebhook reads a webhook's raw body and signature, which the payment provider's signature validates;
 * AudioUpload reads a recording's raw audio/wav body (bounded), which the service validates by decoding it;
 * VideoUploadBody a lesson video's raw MP4/WebM body (bounded), which the service checks from its bytes.
 */
function customFactories(): Map<NestTarget, string> {
  class Probe {
    handler(
      @CurrentUser() _user: unknown,
      @Idempotency() _idempotency: unknown,
      @Client() _client: unknown,
      @SignedWebhook() _webhook: unknown,
      @AudioUpload() _audio: unknown,
      @VideoUploadBody() _video: unknown,
    ): void {}
  }
  const args = Reflect.getMetadata(ROUTE_ARGS_METADATA, Probe, 'handler') as Record<
    string,
    { index: number; factory: NestTarget }
  >;
  const names = ['CurrentUser', 'Idempotency', 'Client', 'SignedWebhook', 'AudioUpload', 'VideoUploadBody'];
  return new Map(Object.values(args).map((arg) => [arg.factory, names[arg.index]!]));
}

/** What each parameter of the route's handler reads, and whether its declaration covers it. */
function undeclaredInputs(route: AppRoute, factories: Map<NestTarget, string>): string[] {
  const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, route.controller, route.handler.name) ?? {}) as Record<
    string,
    { index: number; data?: unknown; factory?: NestTarget }
  >;
  const declaration = route.declaration;
  const problems: string[] = [];
  for (const [key, arg] of Object.entries(args)) {
    const where = `${label(route)} argument ${arg.index}`;
    if (key.includes(CUSTOM_ROUTE_ARGS_METADATA)) {
      const name = arg.factory ? factories.get(arg.factory) : undefined;
      if (name === undefined) problems.push(`${where}: an unknown parameter decorator`);
      if (name === 'CurrentUser' && route.isPublic) problems.push(`${where}: @CurrentUser() on a public route`);
      if (name === 'SignedWebhook' && !route.isPublic)
        problems.push(`${where}: @SignedWebhook() on a route that needs a session`);
      if (name === 'Idempotency' && declaration?.idempotent !== true)
        problems.push(`${where}: @Idempotency() on a route not declared idempotent`);
      continue;
    }
    const type = Number(key.split(':')[0]) as RouteParamtypes;
    const location = {
      [RouteParamtypes.BODY]: 'body',
      [RouteParamtypes.QUERY]: 'query',
      [RouteParamtypes.PARAM]: 'params',
    }[type as number] as 'body' | 'query' | 'params' | undefined;
    if (location !== undefined) {
      if (declaration?.[location] === undefined)
        problems.push(`${where}: reads ${location} without declaring its schema`);
      continue;
    }
    if (
      type === RouteParamtypes.HEADERS &&
      typeof arg.data === 'string' &&
      [...METADATA_HEADERS, ...HTTP_HEADERS].includes(arg.data.toLowerCase())
    )
      continue;
    // The answer being written (a media route sets its range headers and status): not an input.
    if (type === RouteParamtypes.RESPONSE) continue;
    problems.push(
      `${where}: reads ${RouteParamtypes[type]}${arg.data === undefined ? '' : `(${String(arg.data)})`} outside the validation`,
    );
  }
  if (
    declaration?.idempotent === true &&
    !Object.values(args).some((arg) => arg.factory && factories.get(arg.factory) === 'Idempotency')
  ) {
    problems.push(`${label(route)}: declared idempotent but takes no @Idempotency()`);
  }
  return problems;
}

/** Values a path parameter of this API may take; each parameter gets the first its schema accepts. */
const PARAM_CANDIDATES = ['triple-step', randomUUID(), '85746065'];

function validParams(route: AppRoute): Record<string, string> {
  const shape = (route.declaration?.params?.shape ?? {}) as Record<string, z.ZodType>;
  return Object.fromEntries(
    Object.entries(shape).map(([name, schema]) => [
      name,
      PARAM_CANDIDATES.find((candidate) => schema.safeParse(candidate).success) ?? 'x',
    ]),
  );
}

/** `{ a: { a: … } }`, `levels` objects deep. */
function nested(levels: number): unknown {
  let value: unknown = 'leaf';
  for (let level = 0; level < levels; level += 1) value = { a: value };
  return value;
}

/** Stands for JSON nested 5,000 deep, written as text: JSON.stringify (supertest's too) overflows the stack on it. */
const DEEP = '<5,000 levels deep>';
const deepJson = `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`;

const sendJson = (test: request.Test, body: unknown): request.Test =>
  test.set('content-type', 'application/json').send(JSON.stringify(body).replace(JSON.stringify(DEEP), deepJson));

const refused = (path: string, message: unknown) => ({
  statusCode: 400,
  message: 'Validation failed',
  issues: [{ path, message }],
});

inProcess.describe(
  'every route reads only what its @ZodRoute declares, and nothing PostgreSQL cannot store gets past it',
  () => {
    let app: TestApp;
    let routes: AppRoute[];
    let auth: Record<string, string>;

    beforeAll(async () => {
      app = await createTestApp();
      routes = appRoutes(app.app);
      // An admin passes every guard (session and feature), so each probe reaches validation.
      auth = app.auth((await app.newSession({ type: 'ADMIN' })).token);
    });

    afterAll(async () => {
      await app?.close();
    });

    it('declares every input a route reads: body, query and params by schema, nothing through @Req() or headers', () => {
      const factories = customFactories();
      expect(routes.length).toBeGreaterThan(30);
      expect(routes.flatMap((route) => undeclaredInputs(route, factories))).toEqual([]);
    });

    it('refuses a NUL in every path parameter with 400 naming it', async () => {
      const answers: unknown[] = [];
      for (const route of routes.filter((candidate) => candidate.declaration?.params)) {
        for (const name of Object.keys(route.declaration!.params!.shape)) {
          const url = concretePath(route.path, { ...validParams(route), [name]: 'a%00b' });
          const response = await call(app.app, route.method, url).set(auth).send({});
          answers.push({ route: label(route), status: response.status, body: response.body });
          expect({ route: label(route), status: response.status, body: response.body }).toEqual({
            route: label(route),
            status: 400,
            body: refused(`params.${name}`, UNSTORABLE_TEXT),
          });
        }
      }
      expect(answers.length).toBeGreaterThan(5);
    });

    it('refuses a path parameter that is not UTF-8 (where a lone surrogate would be) with 400 in the error shape', async () => {
      for (const route of routes.filter((candidate) => candidate.declaration?.params)) {
        for (const name of Object.keys(route.declaration!.params!.shape)) {
          const url = concretePath(route.path, { ...validParams(route), [name]: '%ED%A0%80' });
          const response = await call(app.app, route.method, url).set(auth).send({});
          expect({ route: label(route), status: response.status, body: response.body }).toEqual({
            route: label(route),
            status: 400,
            // The router fails before it matches a route, so it can name the place but not the parameter.
            body: refused('params', UNDECODABLE_PARAMETER),
          });
        }
      }
    });

    it('refuses a NUL in every query parameter with 400 naming it', async () => {
      const probed: string[] = [];
      for (const route of routes.filter((candidate) => candidate.declaration?.query)) {
        for (const name of Object.keys(route.declaration!.query!.shape)) {
          const url = `${concretePath(route.path, validParams(route))}?${name}=a%00b`;
          const response = await call(app.app, route.method, url).set(auth).send({});
          probed.push(`${label(route)} ?${name}`);
          expect({ route: label(route), status: response.status, body: response.body }).toEqual({
            route: label(route),
            status: 400,
            body: refused(`query.${name}`, UNSTORABLE_TEXT),
          });
        }
      }
      expect(probed.length).toBeGreaterThan(3);
    });

    describe('in every body field', () => {
      const probes: [
        string,
        (field: string) => Record<string, unknown>,
        (field: string) => ReturnType<typeof refused>,
      ][] = [
        ['a NUL', (field) => ({ [field]: 'a\u0000b' }), (field) => refused(`body.${field}`, UNSTORABLE_TEXT)],
        [
          'a lone high surrogate',
          (field) => ({ [field]: '\ud800' }),
          (field) => refused(`body.${field}`, UNSTORABLE_TEXT),
        ],
        [
          'a lone low surrogate',
          (field) => ({ [field]: 'x\udc00' }),
          (field) => refused(`body.${field}`, UNSTORABLE_TEXT),
        ],
        [
          'a NUL deep inside',
          (field) => ({ [field]: { list: ['ok', 'a\u0000'] } }),
          (field) => refused(`body.${field}.list.1`, UNSTORABLE_TEXT),
        ],
        [
          'a NUL in a key',
          (field) => ({ [field]: { 'a\u0000': true } }),
          (field) => refused(`body.${field}.a\uFFFD`, UNSTORABLE_TEXT),
        ],
        [
          'JSON nested 5,000 deep',
          (field) => ({ [field]: DEEP }),
          (field) => refused(`body.${field}`, tooDeep(MAX_INPUT_DEPTH)),
        ],
      ];

      it.each(probes)('refuses %s with 400 naming the field', async (_name, body, expected) => {
        const probed: string[] = [];
        for (const route of routes.filter((candidate) => candidate.declaration?.body)) {
          const schema = route.declaration!.body as z.ZodType & { shape?: Record<string, unknown> };
          for (const field of Object.keys(schema.shape ?? { probe: true })) {
            const response = await sendJson(
              call(app.app, route.method, concretePath(route.path, validParams(route))).set(auth),
              body(field),
            );
            probed.push(`${label(route)} ${field}`);
            expect({ route: label(route), status: response.status, body: response.body }).toEqual({
              route: label(route),
              status: 400,
              body: expected(field),
            });
          }
        }
        expect(probed.length).toBeGreaterThan(30);
      });
    });

    describe('the inputs of the issue, each a 500 before', () => {
      let token: string;
      let sessionId: string;

      beforeAll(async () => {
        token = (await app.login('learner@example.com')).token;
        sessionId = await app.newGameSession(token);
      });

      const round = {
        idempotencyKey: randomUUID(),
        round: 1,
        playerIndex: 0,
        playerName: 'P',
        settings: {},
        roundDuration: 1,
        speechDuration: 1,
        pauseDuration: 0,
        survived: null,
      };
      const start = { shortCode: 'triple-step', settings: {}, isMultiplayer: false, players: ['Player 1'] };
      const cases: [string, string, string, () => Record<string, unknown>, string, string][] = [
        [
          'POST',
          '/auth/signup',
          'public',
          () => ({ email: app.uniqueEmail(), password: 'a-long-password-1', firstName: 'a\u0000b', lastName: 'c' }),
          'body.firstName',
          UNSTORABLE_TEXT,
        ],
        [
          'POST',
          '/auth/flows',
          'public',
          () => ({ routeType: 'zoom', requestedUrl: '/zoom/meeting/1', targetId: '\u0000' }),
          'body.targetId',
          UNSTORABLE_TEXT,
        ],
        ['GET', '/zoom/meeting/a%00b/join', 'user', () => ({}), 'params.meetingId', UNSTORABLE_TEXT],
        [
          'POST',
          '/game-sessions',
          'user',
          () => ({ ...start, settings: { title: 'a\u0000' } }),
          'body.settings.title',
          UNSTORABLE_TEXT,
        ],
        [
          'POST',
          '/game-sessions',
          'user',
          () => ({ ...start, players: ['a\u0000'] }),
          'body.players.0',
          UNSTORABLE_TEXT,
        ],
        [
          'POST',
          '/game-sessions',
          'user',
          () => ({ ...start, settings: DEEP }),
          'body.settings',
          tooDeep(MAX_INPUT_DEPTH),
        ],
        ['POST', '/game-sessions', 'user', () => ({ ...start, settings: nested(20) }), 'body.settings', tooDeep(8)],
        [
          'POST',
          '/game-sessions/:id/rounds',
          'user',
          () => ({ ...round, playerName: '\ud800' }),
          'body.playerName',
          UNSTORABLE_TEXT,
        ],
        [
          'POST',
          '/game-sessions/:id/rounds',
          'user',
          () => ({ ...round, cards: ['\u0000'] }),
          'body.cards.0',
          UNSTORABLE_TEXT,
        ],
        [
          'POST',
          '/game-sessions/:id/rounds',
          'user',
          () => ({ ...round, settings: DEEP }),
          'body.settings',
          tooDeep(MAX_INPUT_DEPTH),
        ],
        [
          'POST',
          '/games/triple-step/gather',
          'user',
          () => ({ settings: { words: ['\ud83d'] } }),
          'body.settings.words.0',
          UNSTORABLE_TEXT,
        ],
        [
          'PUT',
          '/consents',
          'user',
          () => ({ cookiePurposes: {}, cookieTimestamp: new Date().toISOString(), cookieVersion: 'v\u00001' }),
          'body.cookieVersion',
          UNSTORABLE_TEXT,
        ],
        [
          'POST',
          '/admin/game-content',
          'admin',
          () => ({ type: 'TOPIC', text: 'a, b', collection: '\u0000' }),
          'body.collection',
          UNSTORABLE_TEXT,
        ],
      ];

      it.each(cases)('%s %s (%s) → 400 at %#', async (method, path, who, body, field, message) => {
        const url = path.replace(':id', sessionId);
        const headers = who === 'public' ? {} : who === 'admin' ? auth : app.auth(token);
        const response = await sendJson(call(app.app, method, url).set(headers), body());
        expect(response.status).toBe(400);
        expect(response.body).toEqual(refused(field, message));
      });
    });
  },
);
