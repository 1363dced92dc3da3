import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestApp, type TestApp } from '../support/app.js';

describe('BFF consent preferences: GET/PUT /consents (spec 1 §4 consent sync)', () => {
  let app: TestApp;
  const http = () => app.http();

  const signup = async (): Promise<string> => (await app.signup({ label: 'consent' })).token;

  const choice = (timestamp: string, analytics: boolean) => ({
    cookiePurposes: { necessary: true, analytics, marketing: false },
    cookieTimestamp: timestamp,
    cookieVersion: 'v2',
    cookiePolicyId: 'cookie_policy',
    usPrivacyCookie: '1YNN',
    usPurposes: ['sh', 'adv'],
  });

  const preferences = (timestamp: string, analytics: boolean) => ({
    preferences: {
      cookiePurposes: { value: { necessary: true, analytics, marketing: false } },
      cookieTimestamp: { value: timestamp },
      cookieVersion: { value: 'v2' },
      cookiePolicyId: { value: 'cookie_policy' },
      usPrivacyCookie: { value: '1YNN' },
      usPurposes: { value: ['sh', 'adv'] },
    },
  });

  const get = (token: string) => http().get('/consents').set('authorization', `Bearer ${token}`);
  const put = (token: string, body: object) =>
    http().put('/consents').set('authorization', `Bearer ${token}`).send(body);

  beforeAll(async () => {
    app = await createTestApp();
  });

  afterAll(async () => {
    await app?.close();
  });

  it('none stored: GET answers 404, then PUT creates the record', async () => {
    const token = await signup();
    const missing = await get(token);
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ statusCode: 404, message: 'No consent preferences stored', issues: [] });

    const created = await put(token, choice('2030-01-01T10:00:00.000Z', true));
    expect(created.status).toBe(200);
    expect(created.body).toEqual(preferences('2030-01-01T10:00:00.000Z', true));
    const stored = await get(token);
    expect(stored.status).toBe(200);
    expect(stored.body).toEqual(preferences('2030-01-01T10:00:00.000Z', true));
  });

  it("browser newer: the browser's choice replaces the stored one", async () => {
    const token = await signup();
    await put(token, choice('2030-01-01T10:00:00.000Z', true));
    // A time-zone offset is read as the instant it names.
    const newer = await put(token, choice('2030-01-01T12:30:00+02:00', false));
    expect(newer.status).toBe(200);
    expect(newer.body).toEqual(preferences('2030-01-01T10:30:00.000Z', false));
    expect((await get(token)).body).toEqual(preferences('2030-01-01T10:30:00.000Z', false));
  });

  it('server newer: the PUT answers the stored, newer preferences unchanged', async () => {
    const token = await signup();
    await put(token, choice('2030-01-02T10:00:00.000Z', false));
    for (const older of ['2030-01-01T10:00:00.000Z', '2030-01-02T10:00:00.000Z']) {
      const response = await put(token, {
        cookiePurposes: { analytics: true },
        cookieTimestamp: older,
        cookieVersion: 'v1',
      });
      expect(response.status).toBe(200);
      expect(response.body).toEqual(preferences('2030-01-02T10:00:00.000Z', false));
    }
    expect((await get(token)).body).toEqual(preferences('2030-01-02T10:00:00.000Z', false));
  });

  it("keeps each user's record apart and leaves optional fields null", async () => {
    const first = await signup();
    const second = await signup();
    await put(first, choice('2030-01-01T10:00:00.000Z', true));
    expect((await get(second)).status).toBe(404);
    const minimal = await put(second, {
      cookiePurposes: { necessary: true },
      cookieTimestamp: '2030-01-01T10:00:00Z',
      cookieVersion: 'v2',
    });
    expect(minimal.body.preferences).toEqual({
      cookiePurposes: { value: { necessary: true } },
      cookieTimestamp: { value: '2030-01-01T10:00:00.000Z' },
      cookieVersion: { value: 'v2' },
      cookiePolicyId: { value: null },
      usPrivacyCookie: { value: null },
      usPurposes: { value: null },
    });
  });

  it('refuses a malformed choice with 400 and the field paths', async () => {
    const token = await signup();
    const response = await put(token, {
      cookiePurposes: { analytics: 'yes' },
      cookieTimestamp: 'yesterday',
      cookieVersion: '',
    });
    expect(response.status).toBe(400);
    expect(response.body.issues.map((issue: { path: string }) => issue.path).sort()).toEqual([
      'body.cookiePurposes.analytics',
      'body.cookieTimestamp',
      'body.cookieVersion',
    ]);
    expect((await get(token)).status).toBe(404);
  });

  it('needs a session', async () => {
    expect((await http().get('/consents')).status).toBe(401);
    expect((await http().put('/consents').send(choice('2030-01-01T10:00:00.000Z', true))).status).toBe(401);
  });
});
