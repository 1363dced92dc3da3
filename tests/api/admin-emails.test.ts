import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { EmailTableAdapter } from '@impromptu/integrations';
import { sql } from 'kysely';
import { createTestApp, type TestApp } from '../support/app.js';
import { eventually } from '../support/poll.js';
import { inProcessOnly } from '../support/target.js';

const inProcess = inProcessOnly('delivers e-mails through the embedded adapter into the database it reads back');

const NO_ACCESS = "Oops! You don't have access to this page";
const MINUTE = 60_000;

inProcess.describe('GET /admin/emails (the e-mails the embedded adapter kept)', () => {
  let app: TestApp;
  let admin: string;
  const sentBase = Date.parse('2026-03-02T09:00:00Z');

  const emails = (token: string, query = '') =>
    app.http().get(`/admin/emails${query}`).set('authorization', `Bearer ${token}`);

  /** Sends `count` e-mails through the e-mail port, one a minute, the last one newest. */
  async function send(count: number): Promise<void> {
    for (let index = 0; index < count; index += 1) {
      const port = new EmailTableAdapter(app.db, () => new Date(sentBase + index * MINUTE));
      await port.send(
        {
          messageId: randomUUID(),
          to: `reader-${index}@example.com`,
          subject: `Lesson ${index + 1} of The Basics is unlocked`,
          text: `Hi Rae,\n\nLesson ${index + 1} is ready.\n`,
        },
        `outbox-${randomUUID()}`,
      );
      // created_at comes from the database clock: the next write waits until that clock has passed this one.
      await eventually(
        async () =>
          (
            await sql<{
              passed: boolean;
            }>`SELECT clock_timestamp() > max(created_at) AS passed FROM email_message`.execute(app.db)
          ).rows[0]?.passed ?? false,
        (passed) => passed,
      );
    }
  }

  beforeAll(async () => {
    app = await createTestApp();
    admin = (await app.login('admin@example.com')).token;
  });

  afterAll(async () => {
    await app?.close();
  });

  it("refuses learners and coaches with 403 and the spec's message", async () => {
    const [learner, coach] = await Promise.all([
      app.newSession({ type: 'LEARNER', plan: 'trainings' }),
      app.newSession({ type: 'COACH', plan: 'coach' }),
    ]);
    for (const token of [learner.token, coach.token]) {
      const response = await emails(token);
      expect(response.status).toBe(403);
      expect(response.body).toEqual({ statusCode: 403, message: NO_ACCESS, issues: [] });
    }
    expect((await app.http().get('/admin/emails')).status).toBe(401);
  });

  it('lists every e-mail with recipient, subject, time and readable body, newest first, 20 a page', async () => {
    const before = (await emails(admin)).body.total as number;
    await send(23);
    const first = await emails(admin);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      total: before + 23,
      page: 1,
      pageSize: 20,
      pageCount: Math.ceil((before + 23) / 20),
    });
    expect(first.body.emails).toHaveLength(20);
    expect(first.body.emails[0]).toEqual({
      id: expect.any(String),
      to: 'reader-22@example.com',
      subject: 'Lesson 23 of The Basics is unlocked',
      text: 'Hi Rae,\n\nLesson 23 is ready.\n',
      status: 'sent',
      sentAt: new Date(sentBase + 22 * MINUTE).toISOString(),
    });
    const ours = (list: { to: string }[]) => list.map((email) => email.to).filter((to) => to.startsWith('reader-'));
    const second = await emails(admin, '?page=2');
    expect(second.status).toBe(200);
    const order = [...ours(first.body.emails), ...ours(second.body.emails)];
    expect(order).toEqual(Array.from({ length: 23 }, (_, index) => `reader-${22 - index}@example.com`));
    // Past the last page: the last page.
    const last = await emails(admin, '?page=99');
    expect(last.body.page).toBe(last.body.pageCount);
  });

  it('refuses a page that is not a whole number from 1', async () => {
    for (const page of ['0', '-1', 'two', '1.5']) {
      const response = await emails(admin, `?page=${page}`);
      expect(response.status).toBe(400);
      expect(response.body.issues[0].path).toBe('query.page');
    }
  });
});
