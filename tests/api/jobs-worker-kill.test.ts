import { it, expect, beforeAll, afterAll } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { sql } from 'kysely';
import { Queue } from 'bullmq';
import { writeOutbox } from '@impromptu/event-store';
import { toOutboxJob } from '@impromptu/jobs';
import { createTestDatabase, type TestDatabase } from '../support/database.js';
import { redisUrl, uniquePrefix } from '../support/redis.js';
import { inProcessOnly } from '../support/target.js';
import { waitFor } from '../support/poll.js';
import { workerProcesses } from '../support/worker-process.js';

const inProcess = inProcessOnly('starts and kills worker processes of its own');

inProcess.describe('a worker killed with SIGKILL in the middle of a job', () => {
  let database: TestDatabase;
  let blocker: pg.Client | undefined;
  let queue: Queue | undefined;
  const prefix = uniquePrefix('jobs-kill');

  const workers = workerProcesses({ databaseUrl: () => database.url, prefix });

  /**
   * The worker's database sessions, read on the pool outside any transaction: inside one (the blocker's),
   * pg_stat_activity keeps the snapshot of its first read, so a wait that began after it is never seen.
   */
  const workerSessions = async () =>
    (
      await sql<{ state: string; wait: string; query: string }>`
        SELECT state, concat_ws(':', wait_event_type, wait_event) AS wait, left(query, 100) AS query
        FROM pg_stat_activity WHERE datname = current_database() AND application_name = 'impromptu-worker'`.execute(
        database.db,
      )
    ).rows;

  /** The job's and its outbox row's state beside the worker's output, for a timeout's message. */
  const stateOf = (worker: { output: () => string }, jobId: string, outboxId: string) => async () => {
    const job = await queue!.getJob(jobId);
    const outbox = await database.db
      .selectFrom('es_outbox')
      .select(['relayed_at', 'attempts', 'last_error'])
      .where('id', '=', Number(outboxId))
      .executeTakeFirst();
    return [
      `worker sessions: ${JSON.stringify(await workerSessions())}`,
      `job: ${job ? `${await job.getState()}, stalled ${job.stalledCounter}, started ${job.attemptsStarted}, failed reason ${job.failedReason ?? 'none'}` : 'not in the queue'}`,
      `outbox row: ${JSON.stringify(outbox)}`,
      `worker output:\n${worker.output()}`,
    ].join('\n');
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    queue = new Queue('email', { connection: { url: redisUrl }, prefix });
  });

  afterAll(async () => {
    await workers.stopAll();
    await blocker?.query('ROLLBACK').catch(() => undefined);
    await blocker?.end().catch(() => undefined);
    await queue?.obliterate({ force: true }).catch(() => undefined);
    await queue?.close().catch(() => undefined);
    await database?.drop();
  });

  it('runs the job again on another worker and its e-mail is sent once', async () => {
    const email = {
      messageId: randomUUID(),
      to: 'learner@example.com',
      subject: 'Lesson 2 is unlocked',
      text: 'Lesson 2 is ready for you.',
    };
    const [outboxId] = await writeOutbox(database.db, [toOutboxJob('email.send', email)]);
    const jobId = `outbox-${outboxId}`;

    // An uncommitted row with the same job id: the handler's insert waits on it, so the job is caught mid-way.
    blocker = new pg.Client({ connectionString: database.url });
    await blocker.connect();
    await blocker.query('BEGIN');
    await blocker.query(
      `INSERT INTO email_message (id, job_id, to_address, subject, text_body, status) VALUES ($1, $2, 'holder@example.com', 'held', 'held', 'pending')`,
      [randomUUID(), jobId],
    );

    const first = workers.spawn();
    await waitFor(
      'the job to be active with its insert waiting on the lock',
      async () => {
        const state = await queue!.getJobState(jobId);
        if (state !== 'active') return undefined;
        const waiting = (await workerSessions()).some(
          (session) => session.wait.startsWith('Lock:') && /^insert into "email_message"/i.test(session.query),
        );
        return waiting ? true : undefined;
      },
      stateOf(first, jobId, outboxId!),
    );

    first.child.kill('SIGKILL');
    expect(await first.exited).toEqual({ code: null, signal: 'SIGKILL' });
    await blocker.query('ROLLBACK');
    await blocker.end();
    blocker = undefined;

    const second = workers.spawn();
    await waitFor(
      'the stalled job to complete on the second worker',
      async () => ((await queue!.getJobState(jobId)) === 'completed' ? true : undefined),
      stateOf(second, jobId, outboxId!),
      60_000,
    );
    const job = await queue!.getJob(jobId);
    expect(job?.stalledCounter).toBe(1);
    expect(job?.attemptsStarted).toBe(2);

    const rows = await database.db.selectFrom('email_message').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: email.messageId,
      job_id: jobId,
      to_address: email.to,
      subject: email.subject,
      status: 'sent',
    });

    // Graceful shutdown: SIGTERM closes the BullMQ workers, the relay and the pools, then exits 0.
    second.child.kill('SIGTERM');
    expect(await second.exited).toEqual({ code: 0, signal: null });
    expect(second.output()).toContain('worker stopped');
  });
});
