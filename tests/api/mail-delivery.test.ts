import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { pino } from 'pino';
import { writeOutbox } from '@impromptu/event-store';
import { renderEmail, SmtpEmailAdapter, startMailCatcher, type RunningMailCatcher } from '@impromptu/integrations';
import { startWorker, toOutboxJob, type RunningWorker } from '@impromptu/jobs';
import { createTestDatabase, type TestDatabase } from '../support/database.js';
import { eventually, waitFor } from '../support/poll.js';
import { redisUrl, uniquePrefix } from '../support/redis.js';
import { inProcessOnly } from '../support/target.js';

// Issue 25 item 1 (ADR 0028): every e-mail leaves through a BullMQ job from the outbox, over SMTP
// (nodemailer) when SMTP_URL is set, into the embedded mail catcher (smtp-server + mailparser) that
// keeps what it receives for the admin E-mails page; a failed send is retried, a message is sent once.

const inProcess = inProcessOnly('starts a mail catcher and a worker of its own');
const logger = pino({ level: 'silent' });

inProcess.describe('e-mail over SMTP', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
  });

  afterAll(async () => {
    await database?.drop();
  });

  function message(to: string) {
    const content = renderEmail({
      subject: `Hello ${to}`,
      greeting: 'Hi Rae,',
      paragraphs: ['Lesson 2 is ready.'],
      action: { label: 'Open the lesson', url: 'http://localhost:3000/games/course/basics' },
      reason: `You get this e-mail because of ${to}.`,
    });
    return { messageId: randomUUID(), to, subject: content.subject, text: content.text, html: content.html };
  }

  const caught = (to: string) =>
    database.db.selectFrom('email_message').selectAll().where('to_address', '=', to).execute();

  it('an SMTP delivery reaches the catcher once, however often its job runs', async () => {
    const catcher = await startMailCatcher({ db: database.db, port: 0 });
    const adapter = new SmtpEmailAdapter(database.db, {
      url: catcher.smtpUrl,
      from: 'Impromptu <no-reply@example.com>',
    });
    try {
      const email = message(`once-${randomUUID()}@example.com`);
      expect(await adapter.send(email, 'outbox-once-1')).toEqual({ delivered: true });
      expect(await adapter.send(email, 'outbox-once-1')).toEqual({ delivered: false });
      const rows = await caught(email.to);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        id: email.messageId,
        job_id: 'outbox-once-1',
        subject: email.subject,
        status: 'sent',
      });
      expect(rows[0]?.text_body).toContain('Open the lesson: http://localhost:3000/games/course/basics');
      expect(rows[0]?.html_body).toContain('href="http://localhost:3000/games/course/basics"');
      const delivery = await database.db
        .selectFrom('email_delivery')
        .selectAll()
        .where('job_id', '=', 'outbox-once-1')
        .executeTakeFirstOrThrow();
      expect(delivery).toMatchObject({ status: 'sent', attempts: 2, message_id: email.messageId });
    } finally {
      adapter.close();
      await catcher.close();
    }
  });

  it('the worker sends outbox e-mail over SMTP and retries until the server answers', async () => {
    // A port that nothing listens on until the catcher starts there.
    const probe = await startMailCatcher({ db: database.db, port: 0 });
    const port = probe.port;
    await probe.close();

    let worker: RunningWorker | undefined;
    let catcher: RunningMailCatcher | undefined;
    try {
      worker = await startWorker(
        {
          databaseUrl: database.url,
          redisUrl,
          prefix: uniquePrefix('mail'),
          lockDurationMs: 30_000,
          stalledIntervalMs: 30_000,
          concurrency: 1,
          logLevel: 'silent',
          smtpUrl: `smtp://127.0.0.1:${port}`,
        },
        { logger },
      );
      const email = message(`retry-${randomUUID()}@example.com`);
      const [outboxId] = await writeOutbox(database.db, [toOutboxJob('email.send', email)]);
      const jobId = `outbox-${outboxId}`;
      await waitFor('a first failed attempt', async () => {
        const row = await database.db
          .selectFrom('email_delivery')
          .select('attempts')
          .where('job_id', '=', jobId)
          .executeTakeFirst();
        return row && row.attempts >= 1 ? row : undefined;
      });
      expect(await caught(email.to)).toEqual([]);

      catcher = await startMailCatcher({ db: database.db, port });
      const rows = await waitFor('the retried e-mail in the catcher', async () => {
        const found = await caught(email.to);
        return found.length > 0 ? found : undefined;
      });
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ id: email.messageId, job_id: jobId, subject: email.subject });
      // The catcher keeps the message before the worker's send returns and marks the delivery sent.
      const delivery = await eventually(
        () =>
          database.db.selectFrom('email_delivery').selectAll().where('job_id', '=', jobId).executeTakeFirstOrThrow(),
        (row) => row.status === 'sent',
      );
      expect(delivery.status).toBe('sent');
      expect(delivery.attempts).toBeGreaterThanOrEqual(2);
    } finally {
      await worker?.stop();
      await catcher?.close();
    }
  });
});
