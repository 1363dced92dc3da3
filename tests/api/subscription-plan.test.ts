import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestApp, type TestApp } from '../support/app.js';
import { inProcessOnly } from '../support/target.js';

/** Spec 3 §2.1 plan guard and §2.5 plan picker: a new account has no plan until it picks one. */
describe('PUT /user/:id/subscription', () => {
  let app: TestApp;
  const http = () => app.http();
  const signup = (label: string) => app.signup({ label });

  beforeAll(async () => {
    app = await createTestApp();
  });

  afterAll(async () => {
    await app?.close();
  });

  it('a new account has no plan, and choosing Self-Paced gives it the free plan', async () => {
    const session = await signup('picker');
    const before = await http().get('/user/me').set('authorization', `Bearer ${session.token}`);
    expect(before.body.plan).toBeNull();

    const chosen = await http()
      .put(`/user/${session.userId}/subscription`)
      .set('authorization', `Bearer ${session.token}`)
      .send({ plan: 'free' });
    expect(chosen.status).toBe(200);
    expect(chosen.body).toEqual({ plan: 'free' });

    const after = await http().get('/user/me').set('authorization', `Bearer ${session.token}`);
    expect(after.body.plan).toBe('free');
  });

  inProcessOnly('reads the stored plan column').it(
    'refuses a plan that is not bought here (Coach-Led is booked on the cohort page), leaving the plan as it was',
    async () => {
      const session = await signup('coach');
      const response = await http()
        .put(`/user/${session.userId}/subscription`)
        .set('authorization', `Bearer ${session.token}`)
        .send({ plan: 'coach' });
      expect(response.status).toBe(400);
      expect(response.body.issues).toEqual([{ path: 'body.plan', message: expect.stringContaining('cohort page') }]);
      const stored = await app.db
        .selectFrom('app_user')
        .select('plan')
        .where('id', '=', session.userId)
        .executeTakeFirstOrThrow();
      expect(stored.plan).toBeNull();
    },
  );

  it("refuses to change another user's plan and validates the plan name", async () => {
    const first = await signup('first');
    const second = await signup('second');
    const other = await http()
      .put(`/user/${second.userId}/subscription`)
      .set('authorization', `Bearer ${first.token}`)
      .send({ plan: 'free' });
    expect(other.status).toBe(403);

    const invalid = await http()
      .put(`/user/${first.userId}/subscription`)
      .set('authorization', `Bearer ${first.token}`)
      .send({ plan: 'platinum' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.issues[0].path).toBe('body.plan');
  });
});
