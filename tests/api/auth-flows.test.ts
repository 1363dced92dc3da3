import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestApp, type TestApp } from '../support/app.js';
import { inProcessOnly } from '../support/target.js';

const MINUTE = 60_000;

describe('special-route sign-in flows', () => {
  let app: TestApp;
  const http = () => app.http();

  beforeAll(async () => {
    app = await createTestApp();
  });

  afterAll(async () => {
    await app?.close();
  });

  it('stores a flow without a session, reads it back and deletes it', async () => {
    const created = await http()
      .post('/auth/flows')
      .send({ routeType: 'zoom', requestedUrl: '/zoom/meeting/123', targetId: '123' });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ flowId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    const flowId = created.body.flowId as string;

    const read = await http().get(`/auth/flows/${flowId}`);
    expect(read.status).toBe(200);
    expect(read.body).toEqual({ routeType: 'zoom', requestedUrl: '/zoom/meeting/123', targetId: '123' });

    expect((await http().delete(`/auth/flows/${flowId}`)).status).toBe(204);
    const gone = await http().get(`/auth/flows/${flowId}`);
    expect(gone.status).toBe(404);
    expect(gone.body).toEqual({ statusCode: 404, message: 'Sign-in flow not found or expired.', issues: [] });
  });

  it('keeps a flow without a target id, for each route type', async () => {
    for (const [routeType, requestedUrl] of [
      ['feedback', '/feedback/session/abc?x=1'],
      ['subscribe', '/subscribe/paythen/plan_123'],
      ['playbook-offer', '/playbook-offer-checkout'],
    ] as const) {
      const created = await http().post('/auth/flows').send({ routeType, requestedUrl });
      expect(created.status).toBe(201);
      const read = await http().get(`/auth/flows/${created.body.flowId as string}`);
      expect(read.body).toEqual({ routeType, requestedUrl, targetId: null });
    }
  });

  it('refuses a requested URL that is not a relative path on this site', async () => {
    for (const requestedUrl of [
      '//evil.example',
      '/\\evil.example',
      'https://evil.example/zoom',
      'javascript:alert(1)',
      '/%2F%2Fevil.example',
      '%2F%2Fevil.example',
      ' //evil.example',
      '/\t/evil.example',
      'zoom/meeting/1',
    ]) {
      const response = await http().post('/auth/flows').send({ routeType: 'zoom', requestedUrl });
      expect({ requestedUrl, status: response.status }).toEqual({ requestedUrl, status: 400 });
      expect(response.body.issues).toEqual([{ path: 'body.requestedUrl', message: expect.any(String) }]);
    }
  });

  it('answers 400 for an unknown route type and a malformed flow id', async () => {
    const badType = await http().post('/auth/flows').send({ routeType: 'billing', requestedUrl: '/x' });
    expect(badType.status).toBe(400);
    expect(badType.body.issues).toEqual([{ path: 'body.routeType', message: expect.any(String) }]);
    const badId = await http().get('/auth/flows/not-a-uuid');
    expect(badId.status).toBe(400);
    expect(badId.body.issues).toEqual([{ path: 'params.flowId', message: 'must be a flow id' }]);
  });

  inProcessOnly('moves the BFF’s clock').describe('expiry', () => {
    let clocked: TestApp;
    let now = new Date('2030-03-01T12:00:00.000Z');

    beforeAll(async () => {
      clocked = await createTestApp({ database: app.database, now: () => now });
    });

    afterAll(async () => {
      await clocked?.close();
    });

    it('forgets a flow after one hour', async () => {
      const created = await clocked
        .http()
        .post('/auth/flows')
        .send({ routeType: 'feedback', requestedUrl: '/feedback/current' });
      const flowId = created.body.flowId as string;
      now = new Date(now.getTime() + 59 * MINUTE);
      expect((await clocked.http().get(`/auth/flows/${flowId}`)).status).toBe(200);
      now = new Date(now.getTime() + MINUTE);
      expect((await clocked.http().get(`/auth/flows/${flowId}`)).status).toBe(404);
    });
  });
});
