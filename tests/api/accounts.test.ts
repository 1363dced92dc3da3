import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'kysely';
import { DEMO_PASSWORD } from '@impromptu/db';
import { createTestApp, type TestApp } from '../support/app.js';
import { inProcessOnly } from '../support/target.js';

// Issue 25: forgotten passwords, password and e-mail changes, e-mail confirmation and the throttles of
// account actions, with every bad input the issue names. Links are read from the e-mails queued in the
// outbox (the job that sends them is tested in mail-delivery.test.ts).

const inProcess = inProcessOnly('reads the links of queued e-mails and moves the clock');

const RESET_SENT = 'If an account exists for that address, we sent a link';
const NEW_PASSWORD = 'quiet otter sings at noon';
const HOUR = 3600_000;

inProcess.describe('account links and changes', () => {
  let app: TestApp;
  let offsetMs = 0;
  // Set by a test that counts seconds: the clock then stands still unless the test moves it.
  let frozenAt: number | undefined;
  // Each request comes from its own client address unless a test says otherwise, so the per-client limits stay apart.
  let clientCounter = 0;
  const nextClient = () => {
    clientCounter += 1;
    return `203.0.113.${clientCounter % 250}`;
  };

  beforeAll(async () => {
    app = await createTestApp({
      now: () => new Date((frozenAt ?? Date.now()) + offsetMs),
      env: { TRUSTED_PROXIES: 'loopback' },
    });
  });

  afterAll(async () => {
    await app?.close();
  });

  const post = (path: string, body: object, options: { token?: string; client?: string } = {}) => {
    const request = app
      .http()
      .post(path)
      .set('x-forwarded-for', options.client ?? nextClient());
    if (options.token) request.set('authorization', `Bearer ${options.token}`);
    return request.send(body);
  };

  /** The e-mails queued for `to` (outbox rows of the e-mail job), oldest first. */
  async function mailTo(to: string): Promise<{ subject: string; text: string; html: string }[]> {
    const { rows } = await sql<{ payload: { subject: string; text: string; html: string } }>`
      SELECT payload FROM es_outbox WHERE job_name IN ('email.send', 'email.send-bulk') AND payload->>'to' = ${to} ORDER BY id`.execute(
      app.db,
    );
    return rows.map((row) => row.payload);
  }

  /** The token of the link in the last e-mail to `to` whose subject matches. */
  async function linkToken(to: string, subject: RegExp): Promise<string> {
    const mails = (await mailTo(to)).filter((mail) => subject.test(mail.subject));
    const last = mails.at(-1);
    const match = last ? /token=([A-Za-z0-9_-]{43})/.exec(last.text) : null;
    if (!match?.[1]) throw new Error(`no link e-mail "${String(subject)}" to ${to}`);
    return match[1];
  }

  async function user() {
    const session = await app.signup({ label: 'acct' });
    const row = await app.db
      .selectFrom('app_user')
      .select('email')
      .where('id', '=', session.userId)
      .executeTakeFirstOrThrow();
    return { ...session, email: row.email };
  }

  describe('Forgot your password?', () => {
    it('answers the same whether or not an account has the address, and e-mails only the account', async () => {
      const account = await user();
      const unknown = app.uniqueEmail('nobody');
      const known = await post('/auth/password/forgot', { email: account.email.toUpperCase() });
      const none = await post('/auth/password/forgot', { email: unknown });
      expect(known.status).toBe(202);
      expect(none.status).toBe(202);
      expect(known.body).toEqual({ message: RESET_SENT });
      expect(none.body).toEqual(known.body);
      expect(await mailTo(unknown)).toEqual([]);
      const mails = await mailTo(account.email);
      expect(mails.map((mail) => mail.subject)).toContain('Reset your Impromptu password');
      const reset = mails.find((mail) => mail.subject === 'Reset your Impromptu password');
      // Plain text and HTML, with the transactional footer and no unsubscribe link.
      expect(reset?.text).toContain('/reset-password?token=');
      expect(reset?.html).toContain('Choose a new password');
      expect(reset?.text).toContain('This is a transactional message about your account');
      expect(reset?.html.toLowerCase()).not.toContain('unsubscribe');
    });

    it('keeps only the hash of a 256-bit token, valid for 1 hour', async () => {
      const account = await user();
      await post('/auth/password/forgot', { email: account.email });
      const token = await linkToken(account.email, /Reset/);
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
      const row = await app.db
        .selectFrom('account_token')
        .select(['token_hash', 'created_at', 'expires_at'])
        .where('user_id', '=', account.userId)
        .where('purpose', '=', 'password_reset')
        .executeTakeFirstOrThrow();
      expect(row.token_hash).toEqual(createHash('sha256').update(token).digest());
      expect(row.expires_at.getTime() - row.created_at.getTime()).toBeGreaterThan(HOUR - 5_000);
      expect(row.expires_at.getTime() - row.created_at.getTime()).toBeLessThan(HOUR + 5_000);
    });

    it('sets the password, signs in, ends every other session, and works once', async () => {
      const account = await user();
      const other = await app.login(account.email);
      await post('/auth/password/forgot', { email: account.email });
      const token = await linkToken(account.email, /Reset/);

      const status = await post('/auth/links/status', { token, purpose: 'password_reset' });
      expect(status.body).toEqual({ valid: true, problem: null, message: null, email: account.email });

      const reset = await post('/auth/password/reset', { token, password: NEW_PASSWORD });
      expect(reset.status).toBe(200);
      expect(reset.body.userId).toBe(account.userId);
      const me = await app.http().get('/auth/session').set(app.auth(reset.body.token));
      expect(me.status).toBe(200);
      for (const old of [account.token, other.token]) {
        expect((await app.http().get('/auth/session').set(app.auth(old))).status).toBe(401);
      }
      expect(
        (await app.http().post('/auth/login').send({ email: account.email, password: DEMO_PASSWORD })).status,
      ).toBe(401);
      expect((await app.http().post('/auth/login').send({ email: account.email, password: NEW_PASSWORD })).status).toBe(
        200,
      );

      const again = await post('/auth/password/reset', { token, password: 'another quiet otter sings' });
      expect(again.status).toBe(400);
      expect(again.body.message).toBe('This link has already been used. Ask for a new one if you still need it.');
      expect(again.body.problem).toBe('used');
      expect((await post('/auth/links/status', { token, purpose: 'password_reset' })).body).toMatchObject({
        valid: false,
        problem: 'used',
      });
    });

    it('refuses an expired link, and changes nothing', async () => {
      const account = await user();
      await post('/auth/password/forgot', { email: account.email });
      const token = await linkToken(account.email, /Reset/);
      offsetMs = HOUR + 1_000;
      try {
        const response = await post('/auth/password/reset', { token, password: NEW_PASSWORD });
        expect(response.status).toBe(400);
        expect(response.body).toMatchObject({
          message: 'This link has expired. Ask for a new one.',
          problem: 'expired',
        });
      } finally {
        offsetMs = 0;
      }
      expect((await app.http().get('/auth/session').set(app.auth(account.token))).status).toBe(200);
      expect(
        (await app.http().post('/auth/login').send({ email: account.email, password: DEMO_PASSWORD })).status,
      ).toBe(200);
    });

    it.each([
      ['a forged token of the right shape', 'A'.repeat(43)],
      ['a token of the wrong shape', 'not-a-token'],
      ['an empty token', ''],
    ])('refuses %s as not valid', async (_what, token) => {
      const response = await post('/auth/password/reset', { token, password: NEW_PASSWORD });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({
        message: 'This link is not valid. Check that you copied the whole address, or ask for a new link.',
        problem: 'invalid',
      });
    });

    it('refuses a link of another kind (an e-mail confirmation) as a reset link', async () => {
      const account = await user();
      const token = await linkToken(account.email, /Confirm your e-mail/);
      const response = await post('/auth/password/reset', { token, password: NEW_PASSWORD });
      expect(response.body.problem).toBe('invalid');
    });

    it('refuses a reset link meant for the address the account had before', async () => {
      const account = await user();
      await post('/auth/password/forgot', { email: account.email });
      const token = await linkToken(account.email, /Reset/);
      const newEmail = app.uniqueEmail('moved');
      await post('/auth/email/change', { password: DEMO_PASSWORD, newEmail }, { token: account.token });
      await post('/auth/email/confirm', { token: await linkToken(newEmail, /new e-mail/) });
      const response = await post('/auth/password/reset', { token, password: NEW_PASSWORD });
      expect(response.status).toBe(400);
      expect(response.body.problem).toBe('other-address');
    });

    it('holds the new password to the sign-up policy and keeps the link usable', async () => {
      const account = await user();
      await post('/auth/password/forgot', { email: account.email });
      const token = await linkToken(account.email, /Reset/);
      const weak = await post('/auth/password/reset', { token, password: 'password1' });
      expect(weak.status).toBe(400);
      expect(weak.body.issues).toEqual([{ path: 'body.password', message: expect.stringContaining('too easy') }]);
      const short = await post('/auth/password/reset', { token, password: 'abc' });
      expect(short.body.issues).toEqual([{ path: 'body.password', message: 'must be at least 8 characters' }]);
      expect((await post('/auth/password/reset', { token, password: NEW_PASSWORD })).status).toBe(200);
    });

    it('throttles requests per address and per client, whether or not the account exists', async () => {
      const email = app.uniqueEmail('flood');
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1) statuses.push((await post('/auth/password/forgot', { email })).status);
      expect(statuses).toEqual([202, 202, 202, 429]);
      const client = '198.51.100.7';
      const fromOne: number[] = [];
      for (let i = 0; i < 21; i += 1) {
        fromOne.push((await post('/auth/password/forgot', { email: app.uniqueEmail('spray') }, { client })).status);
      }
      expect(fromOne.slice(0, 20).every((status) => status === 202)).toBe(true);
      const refused = await post('/auth/password/forgot', { email: app.uniqueEmail('spray') }, { client });
      expect(refused.status).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.body.message).toMatch(/^Too many attempts\. Please wait \d+ minutes? and try again\.$/);
    });

    it('validates the e-mail', async () => {
      const response = await post('/auth/password/forgot', { email: 'not an address' });
      expect(response.status).toBe(400);
      expect(response.body.issues).toEqual([{ path: 'body.email', message: 'must be an e-mail address' }]);
    });
  });

  describe('change password', () => {
    it('needs the current password, ends the other sessions and tells the owner', async () => {
      const account = await user();
      const other = await app.login(account.email);
      const wrong = await post(
        '/auth/password/change',
        { currentPassword: 'not my password', newPassword: NEW_PASSWORD },
        { token: account.token },
      );
      expect(wrong.status).toBe(400);
      expect(wrong.body.issues).toEqual([
        { path: 'body.currentPassword', message: 'Your current password is not correct.' },
      ]);
      const weak = await post(
        '/auth/password/change',
        { currentPassword: DEMO_PASSWORD, newPassword: 'qwerty123' },
        { token: account.token },
      );
      expect(weak.body.issues).toEqual([{ path: 'body.newPassword', message: expect.stringContaining('too easy') }]);

      const changed = await post(
        '/auth/password/change',
        { currentPassword: DEMO_PASSWORD, newPassword: NEW_PASSWORD },
        { token: account.token },
      );
      expect(changed.status).toBe(200);
      expect(changed.body).toEqual({
        message: 'Your password has been changed, and 1 other session was signed out.',
        signedOutSessions: 1,
      });
      expect((await app.http().get('/auth/session').set(app.auth(account.token))).status).toBe(200);
      expect((await app.http().get('/auth/session').set(app.auth(other.token))).status).toBe(401);
      expect((await mailTo(account.email)).map((mail) => mail.subject)).toContain(
        'Your Impromptu password was changed',
      );
    });

    it('is throttled per user and needs a session', async () => {
      const account = await user();
      const statuses: number[] = [];
      for (let i = 0; i < 6; i += 1) {
        statuses.push(
          (
            await post(
              '/auth/password/change',
              { currentPassword: 'wrong guess', newPassword: NEW_PASSWORD },
              { token: account.token },
            )
          ).status,
        );
      }
      expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
      expect((await post('/auth/password/change', { currentPassword: 'x', newPassword: NEW_PASSWORD })).status).toBe(
        401,
      );
    });
  });

  describe('change e-mail', () => {
    it('sends a link to the new address, tells the old one, and moves the account once the link is opened', async () => {
      const account = await user();
      const newEmail = app.uniqueEmail('new');
      const requested = await post(
        '/auth/email/change',
        { password: DEMO_PASSWORD, newEmail },
        { token: account.token },
      );
      expect(requested.status).toBe(202);
      expect(requested.body.message).toBe(
        'We sent a confirmation link to the new address. Your e-mail changes once you open it.',
      );
      expect((await mailTo(account.email)).map((mail) => mail.subject)).toContain(
        'A change of your Impromptu e-mail was requested',
      );
      // Until the link is opened nothing changes.
      const before = await app.http().get('/user/me').set(app.auth(account.token));
      expect(before.body.user.email).toBe(account.email);

      const token = await linkToken(newEmail, /Confirm your new e-mail/);
      const confirmed = await post('/auth/email/confirm', { token });
      expect(confirmed.status).toBe(200);
      expect(confirmed.body.email).toBe(newEmail);
      // The session's cached user data is refreshed at once (ADR 0013's channel): the profile says the new address.
      const after = await app.http().get('/user/me').set(app.auth(account.token));
      expect(after.body.user.email).toBe(newEmail);
      expect(after.body.user.emailVerified).toBe(true);
      expect(
        (await app.http().post('/auth/login').send({ email: account.email, password: DEMO_PASSWORD })).status,
      ).toBe(401);
      expect((await app.http().post('/auth/login').send({ email: newEmail, password: DEMO_PASSWORD })).status).toBe(
        200,
      );

      const replay = await post('/auth/email/confirm', { token });
      expect(replay.status).toBe(400);
      expect(replay.body.problem).toBe('used');
    });

    it('refuses an address already taken, a wrong password and the same address, changing nothing', async () => {
      const account = await user();
      const other = await user();
      const taken = await post(
        '/auth/email/change',
        { password: DEMO_PASSWORD, newEmail: other.email },
        { token: account.token },
      );
      expect(taken.status).toBe(409);
      expect(taken.body.message).toBe('An account with this e-mail already exists.');
      const wrong = await post(
        '/auth/email/change',
        { password: 'not mine at all', newEmail: app.uniqueEmail('x') },
        { token: account.token },
      );
      expect(wrong.body.issues).toEqual([{ path: 'body.password', message: 'Your current password is not correct.' }]);
      const same = await post(
        '/auth/email/change',
        { password: DEMO_PASSWORD, newEmail: account.email },
        { token: account.token },
      );
      expect(same.body.issues).toEqual([{ path: 'body.newEmail', message: 'This is already your e-mail address.' }]);
      const invalid = await post(
        '/auth/email/change',
        { password: DEMO_PASSWORD, newEmail: 'nope' },
        { token: account.token },
      );
      expect(invalid.body.issues).toEqual([{ path: 'body.newEmail', message: 'must be an e-mail address' }]);
      const tokens = await app.db
        .selectFrom('account_token')
        .select('id')
        .where('user_id', '=', account.userId)
        .where('purpose', '=', 'email_change')
        .execute();
      expect(tokens).toEqual([]);
    });

    it('refuses the link when the address was taken by someone else in the meantime', async () => {
      const account = await user();
      const newEmail = app.uniqueEmail('race');
      await post('/auth/email/change', { password: DEMO_PASSWORD, newEmail }, { token: account.token });
      await app.signup({ email: newEmail });
      const token = await linkToken(newEmail, /Confirm your new e-mail/);
      const response = await post('/auth/email/confirm', { token });
      expect(response.status).toBe(409);
      const row = await app.db
        .selectFrom('app_user')
        .select('email')
        .where('id', '=', account.userId)
        .executeTakeFirstOrThrow();
      expect(row.email).toBe(account.email);
    });
  });

  describe('e-mail confirmation at sign-up', () => {
    it('starts unconfirmed, confirms with the link, and resends on request', async () => {
      const account = await user();
      const me = await app.http().get('/user/me').set(app.auth(account.token));
      expect(me.body.user.emailVerified).toBe(false);
      const resent = await post('/auth/email/verification', {}, { token: account.token });
      expect(resent.status).toBe(202);
      expect(resent.body.message).toBe('We sent a new confirmation link. It is valid for 24 hours.');
      expect((await mailTo(account.email)).filter((mail) => /Confirm your e-mail/.test(mail.subject))).toHaveLength(2);
      const confirmed = await post('/auth/email/confirm', {
        token: await linkToken(account.email, /Confirm your e-mail/),
      });
      expect(confirmed.body.message).toBe('Thank you: your e-mail address is confirmed.');
      const after = await app.http().get('/user/me').set(app.auth(account.token));
      expect(after.body.user.emailVerified).toBe(true);
      expect((await post('/auth/email/verification', {}, { token: account.token })).body.message).toBe(
        'Your e-mail address is already confirmed.',
      );
    });
  });

  describe('sign-up throttling', () => {
    const signup = (client: string, name = 'bulk') =>
      post(
        '/auth/signup',
        { email: app.uniqueEmail(name), password: DEMO_PASSWORD, firstName: 'B', lastName: 'K' },
        { client },
      );

    it('lets a class of 40 sign up at once from one address, then slows to one every 30 seconds (ADR 0054)', async () => {
      try {
        frozenAt = Date.now();
        const classroom = '192.0.2.44';
        const statuses: number[] = [];
        // The clock stands still: all 40 arrive in the same instant.
        for (let i = 0; i < 40; i += 1) statuses.push((await signup(classroom)).status);
        expect(statuses).toEqual(Array.from({ length: 40 }, () => 201));

        const refused = await signup(classroom);
        expect(refused.status).toBe(429);
        expect(refused.headers['retry-after']).toBe('30');
        expect(refused.body.message).toBe(
          'Many accounts were just opened from your network. Please wait 30 seconds and try again. ' +
            'Signing up a whole class? Your teacher or coach can invite everyone at once with a bulk invitation.',
        );
        // A refused try does not push the next one back; another address goes on meanwhile.
        expect((await signup(classroom)).status).toBe(429);
        expect((await signup('192.0.2.45', 'other')).status).toBe(201);

        offsetMs += 12_000;
        const sooner = await signup(classroom);
        expect(sooner.status).toBe(429);
        expect(sooner.body.message).toMatch(
          /^Many accounts were just opened from your network\. Please wait 18 seconds /,
        );
        offsetMs += 18_000;
        expect((await signup(classroom)).status).toBe(201);
        expect((await signup(classroom)).status).toBe(429);
        // Twenty minutes later (40 × 30 s) the room has its allowance back: no lockout for the rest of an hour.
        offsetMs += 20 * 60_000;
        const later: number[] = [];
        for (let i = 0; i < 5; i += 1) later.push((await signup(classroom)).status);
        expect(later).toEqual([201, 201, 201, 201, 201]);
      } finally {
        frozenAt = undefined;
        offsetMs = 0;
      }
    });
  });

  describe('invitations', () => {
    const INVITED =
      'An invitation to Impromptu was already sent to this address. Open the link in that e-mail to choose your password, or ask for a new one.';
    let admin: string;

    beforeAll(async () => {
      admin = (await app.login('admin@example.com')).token;
    });

    const invite = (body: object, token = admin) => post('/admin/users/invitations', body, { token });

    it('invites by e-mail from the admin users screen: 7 days, single use, sets a password and signs in', async () => {
      const email = app.uniqueEmail('invited');
      const response = await invite({ email, firstName: 'Ivy', lastName: 'Invited' });
      expect(response.status).toBe(201);
      expect(response.body).toMatchObject({ email, message: `Invitation sent to ${email}.` });
      const token = await linkToken(email, /You are invited to Impromptu/);
      const row = await app.db
        .selectFrom('account_token')
        .select(['created_at', 'expires_at'])
        .where('token_hash', '=', createHash('sha256').update(token).digest())
        .executeTakeFirstOrThrow();
      expect(row.expires_at.getTime() - row.created_at.getTime()).toBeGreaterThan(7 * 24 * HOUR - 5_000);
      expect(row.expires_at.getTime() - row.created_at.getTime()).toBeLessThan(7 * 24 * HOUR + 5_000);
      // Until accepted, there is no password to sign in with.
      expect((await app.http().post('/auth/login').send({ email, password: NEW_PASSWORD })).status).toBe(401);

      const weak = await post('/auth/invitations/accept', { token, password: 'password1' });
      expect(weak.body.issues).toEqual([{ path: 'body.password', message: expect.stringContaining('too easy') }]);
      const accepted = await post('/auth/invitations/accept', { token, password: NEW_PASSWORD });
      expect(accepted.status).toBe(200);
      const me = await app.http().get('/user/me').set(app.auth(accepted.body.token));
      expect(me.body.user).toMatchObject({ email, firstName: 'Ivy', emailVerified: true });
      expect((await app.http().post('/auth/login').send({ email, password: NEW_PASSWORD })).status).toBe(200);

      const replay = await post('/auth/invitations/accept', { token, password: 'another quiet otter sings' });
      expect(replay.status).toBe(400);
      expect(replay.body.problem).toBe('used');
      // Accepted, the person is a member: inviting again is refused.
      expect((await invite({ email })).status).toBe(409);
    });

    it('refuses a forged, expired or superseded invitation and changes nothing', async () => {
      const forged = await post('/auth/invitations/accept', { token: 'B'.repeat(43), password: NEW_PASSWORD });
      expect(forged.body.problem).toBe('invalid');

      const email = app.uniqueEmail('late');
      await invite({ email });
      const token = await linkToken(email, /You are invited/);
      offsetMs = 7 * 24 * HOUR + 1_000;
      try {
        const late = await post('/auth/invitations/accept', { token, password: NEW_PASSWORD });
        expect(late.status).toBe(400);
        expect(late.body.problem).toBe('expired');
      } finally {
        offsetMs = 0;
      }
      const user = await app.db
        .selectFrom('app_user')
        .select('password_hash')
        .where('email', '=', email)
        .executeTakeFirstOrThrow();
      expect(user.password_hash).toBeNull();

      // Resent: the new link works, and once the account has a password the older one is spent too.
      await invite({ email });
      const fresh = await linkToken(email, /You are invited/);
      expect(fresh).not.toBe(token);
      expect((await post('/auth/invitations/accept', { token: fresh, password: NEW_PASSWORD })).status).toBe(200);
    });

    it('is for admins only', async () => {
      const learner = await user();
      expect((await invite({ email: app.uniqueEmail('x') }, learner.token)).status).toBe(403);
    });

    it('sign-up for an invited address explains that an invitation was sent and offers to resend it', async () => {
      const email = app.uniqueEmail('signup-invited');
      await invite({ email });
      const signup = await post('/auth/signup', { email, password: NEW_PASSWORD, firstName: 'S', lastName: 'U' });
      expect(signup.status).toBe(409);
      expect(signup.body.message).toBe(INVITED);

      const before = (await mailTo(email)).length;
      const resent = await post('/auth/invitations/resend', { email });
      const unknown = await post('/auth/invitations/resend', { email: app.uniqueEmail('never') });
      expect(resent.status).toBe(202);
      expect(resent.body).toEqual({ message: 'If an invitation is waiting for that address, we sent it again' });
      expect(unknown.body).toEqual(resent.body);
      expect(await mailTo(email)).toHaveLength(before + 1);
      // An address with an account of its own still hears that it exists.
      const member = await user();
      const taken = await post('/auth/signup', {
        email: member.email,
        password: NEW_PASSWORD,
        firstName: 'S',
        lastName: 'U',
      });
      expect(taken.body.message).toBe('An account with this e-mail already exists.');
    });

    it('invites every user a bulk upload creates, in its transaction; they accept into their group', async () => {
      const group = `Invited cohort ${Date.now().toString(36)}`;
      const emails = [app.uniqueEmail('bulk-a'), app.uniqueEmail('bulk-b')];
      const existing = await user();
      const rows = [...emails, existing.email].map((email) => ({
        fullName: 'Avery Quinn',
        firstName: '',
        lastName: '',
        email,
        plan: 'trainings',
        promo: '',
        promoExpiryDate: '',
        groupName: group,
        groupType: 'FUNDAMENTALS_CLASS',
        userGroupType: 'STUDENT',
      }));
      const upload = await post('/user_group/batch', { data: rows }, { token: admin });
      expect(upload.status).toBe(200);
      for (const email of emails) {
        expect((await mailTo(email)).map((mail) => mail.subject)).toEqual(['You are invited to Impromptu']);
      }
      // Someone who already had an account is added to the group, not invited.
      expect((await mailTo(existing.email)).map((mail) => mail.subject)).not.toContain('You are invited to Impromptu');

      const token = await linkToken(emails[0]!, /You are invited/);
      const accepted = await post('/auth/invitations/accept', { token, password: NEW_PASSWORD });
      expect(accepted.status).toBe(200);
      const me = await app.http().get('/user/me').set(app.auth(accepted.body.token));
      expect(me.body.user.firstName).toBe('Avery');
      expect(me.body.groups.map((membership: { group: { name: string } }) => membership.group.name)).toContain(group);

      // The users table shows who has not accepted yet, with a Resend.
      const listed = async (email: string) =>
        (
          await app
            .http()
            .get(`/admin/users?q=${encodeURIComponent(email)}`)
            .set(app.auth(admin))
        ).body.users[0] as { invitationPending: boolean };
      expect((await listed(emails[0]!)).invitationPending).toBe(false);
      expect((await listed(emails[1]!)).invitationPending).toBe(true);
      expect((await listed(existing.email)).invitationPending).toBe(false);
      // The users table's Resend for the one who has not accepted.
      const second = await app.db
        .selectFrom('app_user')
        .select('id')
        .where('email', '=', emails[1]!)
        .executeTakeFirstOrThrow();
      const resend = await post(`/admin/users/${second.id}/invitation`, {}, { token: admin });
      expect(resend.status).toBe(201);
      expect(await mailTo(emails[1]!)).toHaveLength(2);
      const done = await app.db
        .selectFrom('app_user')
        .select('id')
        .where('email', '=', emails[0]!)
        .executeTakeFirstOrThrow();
      expect((await post(`/admin/users/${done.id}/invitation`, {}, { token: admin })).status).toBe(409);
    });
  });
});
