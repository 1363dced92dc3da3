import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DEMO_PASSWORD } from '@impromptu/db';
import { createTestApp, type TestApp } from '../support/app.js';
import { inProcessOnly } from '../support/target.js';

const TOO_EASY =
  'Password is too easy to guess: avoid common passwords, keyboard patterns and your name or e-mail. A few unrelated words make a strong one.';

describe('password rules at sign-up', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp();
  });

  afterAll(async () => {
    await app?.close();
  });

  const signup = (account: { email: string; password: string; firstName?: string; lastName?: string }) =>
    app.http().post('/auth/signup').send(account);

  inProcessOnly('checks in the database that no account was made').each([
    ['a very common password', 'password'],
    ['a common password with digits', 'password1234'],
    ['a keyboard row with digits', 'qwerty123'],
    ['look-alike characters', 'P@ssw0rd!'],
    ['a sequence', 'abcdefgh1'],
  ])('refuses %s (%s) with 400 and the reason at body.password', async (_what, password) => {
    const email = app.uniqueEmail('weak');
    const response = await signup({ email, password });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      statusCode: 400,
      message: 'Validation failed',
      issues: [{ path: 'body.password', message: TOO_EASY }],
    });
    const created = await app.db.selectFrom('app_user').select('id').where('email', '=', email).executeTakeFirst();
    expect(created).toBeUndefined();
  });

  it("counts the user's own e-mail and names as known words", async () => {
    for (const [email, password, names] of [
      ['jordan.rivers@example.com', 'jordanrivers2024', {}],
      ['jordan.rivers@example.com', 'jordan.rivers99', {}],
      ['sky-walker@example.com', 'Skywalker1987', {}],
      ['someone@example.com', 'Marisol Quintanilla1', { firstName: 'Marisol', lastName: 'Quintanilla' }],
    ] as const) {
      const response = await signup({ email, password, ...names });
      expect(response.status).toBe(400);
      expect(response.body.issues).toEqual([{ path: 'body.password', message: TOO_EASY }]);
    }
  });

  it('accepts passwords that are hard to guess, the demo and test ones included', async () => {
    for (const password of [
      DEMO_PASSWORD,
      'correct horse battery',
      'speak-up-every-day',
      'Tr0ub4dor&3',
      'x'.repeat(3) + 'k7!Qm2#vLp9@',
    ]) {
      expect(
        (await signup({ email: app.uniqueEmail('strong'), password, firstName: 'Sam', lastName: 'Speaker' })).status,
      ).toBe(201);
    }
  });

  it('judges a long password by its first 64 characters, in a bounded time', async () => {
    const started = Date.now();
    const patterned = await signup({ email: app.uniqueEmail('long'), password: 'ab1!'.repeat(32) });
    expect(patterned.status).toBe(400);
    const phrase = await signup({
      email: app.uniqueEmail('long'),
      password: 'the quiet otter sings at noon; '.repeat(4),
    });
    expect(phrase.status).toBe(201);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('keeps the length rule first: a short password is refused for its length only', async () => {
    const response = await signup({ email: app.uniqueEmail('short'), password: 'pass' });
    expect(response.status).toBe(400);
    expect(response.body.issues).toEqual([{ path: 'body.password', message: 'must be at least 8 characters' }]);
  });
});
