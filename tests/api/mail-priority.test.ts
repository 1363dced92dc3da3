import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { sql } from 'kysely';
import { pino } from 'pino';
import { writeOutbox } from '@impromptu/event-store';
import { renderEmail, startMailCatcher, type RunningMailCatcher } from '@impromptu/integrations';
import { startWorker, toOutboxJob, type RunningWorker } from '@impromptu/jobs';
import { createTestDatabase, type TestDatabase } from '../support/database.js';
import { waitFor } from '../support/poll.js';
import { redisUrl, uniquePrefix } from '../support/redis.js';
import { inProcessOnly } from '../support/target.js';

// Issue 45 (ADR 0053): a password reset once waited about two minutes behind a bulk upload's 2,000 invitations on
// one first-in-first-out queue. Invitations, reminders and unlocks now go on the bulk queue, and what a person is
// waiting for on the transactional one, each with its own BullMQ worker: the reset overtakes the invitations.

const inProcess = inProcessOnly('starts a mail catcher and a worker of its own');
const INVITATIONS = 2_000;
/** How long a reset may take while the invitations are being sent: seconds, where one queue took minutes. */
const RESET_WITHIN_MS = 10_000;

inProcess.describe('transactional mail first', () => {
  let database: TestDatabase;
  let catcher: RunningMailCatcher | undefined;
  let worker: RunningWorker | undefined;

  beforeAll(async () => {
    database = await createTestDatabase();
  });

  afterAll(async () => {
    await worker?.stop();
    await catcher?.close();
    await database?.drop();
  });

  function message(to: string, subject: string) {
    const content = renderEmail({
      subject,
      greeting: 'Hi,',
      paragraphs: ['A line.'],
      action: { label: 'Open', url: 'http://localhost:3000/games/home' },
      reason: `You get this e-mail because of ${to}.`,
    });
    return { messageId: randomUUID(), to, subject: content.subject, text: content.text, html: content.html };
  }

  const caughtCount = async (pattern: string): Promise<number> => {
    const row = await sql<{ count: string }>`
      SELECT count(*) AS count FROM email_message WHERE to_address LIKE ${pattern}`.execute(database.db);
    return Number(row.rows[0]?.count ?? 0);
  };

  it(`a reset sent during a ${INVITATIONS.toLocaleString('en')}-invitation upload is delivered within seconds`, async () => {
    const run = randomUUID().slice(0, 8);
    catcher = await startMailCatcher({ db: database.db, port: 0 });
    // The upload's invitations are in the outbox before the worker starts, as a bulk upload's chunks put them.
    await writeOutbox(
      database.db,
      Array.from({ length: INVITATIONS }, (_, index) =>
        toOutboxJob('email.send-bulk', message(`invited-${run}-${index}@example.com`, 'You are invited to Impromptu')),
      ),
    );
    worker = await startWorker(
      {
        databaseUrl: database.url,
        redisUrl,
        prefix: uniquePrefix('mail-priority'),
        lockDurationMs: 30_000,
        stalledIntervalMs: 30_000,
        concurrency: 4,
        logLevel: 'silent',
        smtpUrl: catcher.smtpUrl,
      },
      { logger: pino({ level: 'silent' }) },
    );
    await waitFor('the first invitations delivered', async () =>
      (await caughtCount(`invited-${run}-%`)) > 0 ? true : undefined,
    );

    const reset = message(`reset-${run}@example.com`, 'Reset your Impromptu password');
    const queuedAt = Date.now();
    await writeOutbox(database.db, [toOutboxJob('email.send', reset)]);
    await waitFor(
      'the reset delivered',
      async () => ((await caughtCount(reset.to)) > 0 ? true : undefined),
      async () => `invitations delivered so far: ${await caughtCount(`invited-${run}-%`)}`,
      RESET_WITHIN_MS,
    );
    const resetTookMs = Date.now() - queuedAt;
    const invitationsBefore = await caughtCount(`invited-${run}-%`);
    // It overtook the upload: most invitations were still waiting when the reset arrived.
    expect(invitationsBefore).toBeLessThan(INVITATIONS);
    expect(resetTookMs).toBeLessThan(RESET_WITHIN_MS);
  });
});
