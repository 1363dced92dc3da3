import { afterAll, beforeAll, expect, it } from '@jest/globals';
import type request from 'supertest';
import { DEMO_PASSWORD } from '@impromptu/db';
import { createTestApp, type TestApp } from '../support/app.js';
import { inProcessOnly } from '../support/target.js';

const inProcess = inProcessOnly('moves the BFF’s clock and sets TRUSTED_PROXIES');

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const PASSWORD = 'correct horse battery';
const WRONG = 'not the password';

// Each test signs in from addresses of its own (documentation ranges), as browsers behind the web app:
// supertest connects from loopback, the default TRUSTED_PROXIES, so X-Forwarded-For names the client.
let nextHost = 0;
const newAddress = (): string => {
  nextHost += 1;
  return nextHost <= 254 ? `198.51.100.${nextHost}` : `203.0.113.${nextHost - 254}`;
};

inProcess.describe('sign-in throttle: increasing delays per client, per account and per client on an account', () => {
  let app: TestApp;
  // The app reads time from its CLOCK: waits pass by moving it, never by sleeping.
  let now = new Date('2030-02-01T09:00:00.000Z');
  const advance = (ms: number): void => {
    now = new Date(now.getTime() + ms);
  };

  /** A sign-in attempt from `address` (X-Forwarded-For), or as a request of the web app that names nobody. */
  function login(email: string, password: string, address?: string): Promise<request.Response> {
    const call = app.http().post('/auth/login');
    if (address !== undefined) void call.set('x-forwarded-for', address);
    return call.send({ email, password });
  }

  const statuses = async (attempts: (() => Promise<request.Response>)[]): Promise<number[]> => {
    const answers: number[] = [];
    for (const attempt of attempts) answers.push((await attempt()).status);
    return answers;
  };

  const newAccount = async (label: string): Promise<string> => {
    const email = app.uniqueEmail(label);
    await app.signup({ email, password: PASSWORD });
    return email;
  };

  beforeAll(async () => {
    app = await createTestApp({ now: () => now });
  });

  afterAll(async () => {
    await app?.close();
  });

  it('refuses a client that failed on 20 e-mails with 429, Retry-After and the wait in words, without checking the password', async () => {
    const sprayer = newAddress();
    const answers = await statuses(
      Array.from({ length: 30 }, () => () => login(app.uniqueEmail('sprayed'), WRONG, sprayer)),
    );
    expect(answers).toEqual([...Array<number>(20).fill(401), ...Array<number>(10).fill(429)]);

    // Even the right password of a real account is refused from that client while it waits…
    const owner = await newAccount('sprayed-owner');
    const refused = await login(owner, PASSWORD, sprayer);
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBe('1');
    expect(refused.body).toEqual({
      statusCode: 429,
      message: 'Too many failed sign-in attempts. Please wait 1 second and try again.',
      issues: [],
    });
    // …and nobody else is.
    expect((await login(owner, PASSWORD, newAddress())).status).toBe(200);

    // Each further failure doubles the wait.
    advance(SECOND);
    expect((await login(app.uniqueEmail('sprayed'), WRONG, sprayer)).status).toBe(401);
    const longer = await login(app.uniqueEmail('sprayed'), WRONG, sprayer);
    expect(longer.status).toBe(429);
    expect(longer.headers['retry-after']).toBe('2');
  });

  it('makes one client wait on one account after 5 failures: 1 s, doubling up to 15 minutes, forgotten after an hour without failures', async () => {
    const owner = await newAccount('guessed');
    const guesser = newAddress();
    expect(await statuses(Array.from({ length: 5 }, () => () => login(owner, WRONG, guesser)))).toEqual([
      401, 401, 401, 401, 401,
    ]);

    const waits: string[] = [];
    for (let failure = 6; failure <= 17; failure += 1) {
      const refused = await login(owner, PASSWORD, guesser);
      expect(refused.status).toBe(429);
      waits.push(refused.headers['retry-after'] as string);
      advance(Number(refused.headers['retry-after']) * SECOND - 1);
      // One millisecond before the end of the wait is still inside it.
      expect((await login(owner, PASSWORD, guesser)).status).toBe(429);
      advance(1);
      expect((await login(owner, WRONG, guesser)).status).toBe(401);
    }
    expect(waits).toEqual(['1', '2', '4', '8', '16', '32', '64', '128', '256', '512', '900', '900']);
    const capped = await login(owner, PASSWORD, guesser);
    expect(capped.body.message).toBe('Too many failed sign-in attempts. Please wait 15 minutes and try again.');

    // An hour with no failure: the count starts again, five free tries included.
    advance(HOUR);
    expect(await statuses(Array.from({ length: 5 }, () => () => login(owner, WRONG, guesser)))).toEqual([
      401, 401, 401, 401, 401,
    ]);
    expect((await login(owner, PASSWORD, guesser)).status).toBe(429);
    advance(SECOND);
    // A success clears the client's failures on the account.
    expect((await login(owner, PASSWORD, guesser)).status).toBe(200);
    expect(await statuses(Array.from({ length: 5 }, () => () => login(owner, WRONG, guesser)))).toEqual([
      401, 401, 401, 401, 401,
    ]);
  });

  it("does not let an attacker's failures keep the owner out from another client", async () => {
    const owner = await newAccount('targeted');
    const attacker = newAddress();
    const ownerAddress = newAddress();
    // The attacker fails until refused, and again each time its wait ends.
    for (let failure = 1; failure <= 12; failure += 1) {
      const attempt = await login(owner, WRONG, attacker);
      if (attempt.status === 429) {
        advance(Number(attempt.headers['retry-after']) * SECOND);
        expect((await login(owner, WRONG, attacker)).status).toBe(401);
      } else {
        expect(attempt.status).toBe(401);
      }
      // The owner, elsewhere, signs in at once.
      expect((await login(owner, PASSWORD, ownerAddress)).status).toBe(200);
    }
  });

  it('lets many clients against one account make it wait at most a minute, and never a client that signed it in before', async () => {
    const owner = await newAccount('besieged');
    const home = newAddress();
    const travelling = newAddress();
    expect((await login(owner, PASSWORD, home)).status).toBe(200);

    // A botnet: one failure from each of 30 addresses. The account allows 20, then waits.
    const answers = await statuses(Array.from({ length: 30 }, () => () => login(owner, WRONG, newAddress())));
    expect(answers).toEqual([...Array<number>(20).fill(401), ...Array<number>(10).fill(429)]);

    const waits: string[] = [];
    for (let round = 1; round <= 8; round += 1) {
      // The owner from a new place is asked to wait, as briefly as the account's wait…
      const refused = await login(owner, PASSWORD, travelling);
      expect(refused.status).toBe(429);
      waits.push(refused.headers['retry-after'] as string);
      // …and from home is not asked at all.
      expect((await login(owner, PASSWORD, home)).status).toBe(200);
      // The botnet strikes again the moment the wait ends.
      advance(Number(refused.headers['retry-after']) * SECOND);
      expect((await login(owner, WRONG, newAddress())).status).toBe(401);
    }
    expect(waits).toEqual(['1', '2', '4', '8', '16', '32', '60', '60']);

    advance(MINUTE);
    expect((await login(owner, PASSWORD, travelling)).status).toBe(200);
  });

  it('no longer locks an account out: 10 failures on admin@ in 15 minutes leave the right password working', async () => {
    const attacker = newAddress();
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      expect((await login('admin@example.com', `wrong password ${attempt}`, attacker)).status).toBe(401);
      advance(MINUTE);
    }
    // The attacker's own wait (32 s after ten failures) is over a minute later; the admin was never kept out.
    expect((await login('admin@example.com', DEMO_PASSWORD, newAddress())).status).toBe(200);
    expect((await login('ADMIN@example.com', DEMO_PASSWORD, attacker)).status).toBe(200);
  });

  it('counts concurrent attempts one by one: a burst gets the free tries and no more', async () => {
    const owner = await newAccount('burst');
    const burster = newAddress();
    const answers = await Promise.all(Array.from({ length: 12 }, () => login(owner, WRONG, burster)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([
      ...Array<number>(5).fill(401),
      ...Array<number>(7).fill(429),
    ]);
  });

  it('counts an IPv6 client by its /64 and an IPv4-mapped address as IPv4', async () => {
    const answers = await statuses(
      Array.from(
        { length: 21 },
        (_, host) => () => login(app.uniqueEmail('v6'), WRONG, `2001:db8:5:6::${(host + 1).toString(16)}`),
      ),
    );
    expect(answers).toEqual([...Array<number>(20).fill(401), 429]);
    expect((await login(app.uniqueEmail('v6'), WRONG, '2001:db8:5:7::1')).status).toBe(401);

    const v4 = newAddress();
    expect(await statuses(Array.from({ length: 20 }, () => () => login(app.uniqueEmail('mapped'), WRONG, v4)))).toEqual(
      Array<number>(20).fill(401),
    );
    expect((await login(app.uniqueEmail('mapped'), WRONG, `::ffff:${v4}`)).status).toBe(429);
  });

  it('without a client address from the web app, only the account-wide limit applies', async () => {
    // A request of the web app (loopback) that names no browser: counting the web app as one client would throttle everyone.
    const answers = await statuses(Array.from({ length: 25 }, () => () => login(app.uniqueEmail('unnamed'), WRONG)));
    expect(answers).toEqual(Array<number>(25).fill(401));
    const owner = await newAccount('unnamed-owner');
    expect(await statuses(Array.from({ length: 20 }, () => () => login(owner, WRONG)))).toEqual(
      Array<number>(20).fill(401),
    );
    expect((await login(owner, PASSWORD)).status).toBe(429);
  });

  it('forgets expired counters: their rows are swept', async () => {
    advance(31 * 24 * HOUR);
    await login(app.uniqueEmail('sweeper'), WRONG, newAddress());
    const rows = await app.db.selectFrom('login_throttle').select(['scope', 'failures']).execute();
    expect(rows).toHaveLength(3);
    expect(rows.map((row) => row.failures)).toEqual([1, 1, 1]);
  });
});

inProcess.describe('sign-in throttle: X-Forwarded-For is believed from TRUSTED_PROXIES only', () => {
  let app: TestApp;

  beforeAll(async () => {
    // The web app is elsewhere: supertest, on loopback, is a direct client.
    app = await createTestApp({
      env: { TRUSTED_PROXIES: '10.0.0.0/8, fd00::/8' },
      now: () => new Date('2030-02-01T09:00:00.000Z'),
    });
  });

  afterAll(async () => {
    await app?.close();
  });

  it('counts a direct client by its connection, whatever address it claims', async () => {
    const answers: number[] = [];
    for (let attempt = 1; attempt <= 21; attempt += 1) {
      const response = await app
        .http()
        .post('/auth/login')
        .set('x-forwarded-for', `203.0.113.${attempt}`)
        .send({ email: app.uniqueEmail('spoofer'), password: WRONG });
      answers.push(response.status);
    }
    expect(answers).toEqual([...Array<number>(20).fill(401), 429]);
  });
});

inProcess.describe('TRUSTED_PROXIES', () => {
  it('refuses to start with a value that is not addresses, ranges or loopback / linklocal / uniquelocal', async () => {
    await expect(createTestApp({ env: { TRUSTED_PROXIES: 'loopback, web-server' } })).rejects.toThrow(
      'TRUSTED_PROXIES: must be comma-separated IP addresses, CIDR ranges, loopback, linklocal or uniquelocal',
    );
  });
});
