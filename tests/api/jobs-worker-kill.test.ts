import { it, expect } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { writeOutbox } from '@impromptu/event-store';
import { toOutboxJob } from '@impromptu/jobs';
import { inProcessOnly } from '../support/target.js';
import { killedWorkerWorld } from '../support/worker-process.js';

const inProcess = inProcessOnly('starts and kills worker processes of its own');

inProcess.describe('a worker killed with SIGKILL in the middle of a job', () => {
  const world = killedWorkerWorld({ queue: 'email', label: 'jobs-kill' });

  /**
   * The worker's database sessions, read on the pool outside any transaction: inside one (the blocker's),
   * pg_stat_activity keeps the snapshot of its first read, so a wait that began after it is never seen.
   */
  const workerSessions = async () =>
    (
      await sql<{ state: string; wait: string; query: string }>`
        SELECT state, concat_ws(':', wait_event_type, wait_event) AS wait, left(query, 100) AS query
        FROM pg_stat_activity WHERE datname = current_database() AND application_name = 'impromptu-worker'`.execute(
        world.database.db,
      )
    ).rows;

  /** The job's and its outbox row's state beside the worker's output, for a timeout's message. */
  const stateOf = (worker: { output: () => string }, jobId: string, outboxId: string) => async () => {
    const job = await world.queue.getJob(jobId);
    const outbox = await world.database.db
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

  it('runs the job again on another worker and its e-mail is sent once', async () => {
    const email = {
      messageId: randomUUID(),
      to: 'learner@example.com',
      subject: 'Lesson 2 is unlocked',
      text: 'Lesson 2 is ready for you.',
    };
    const [outboxId] = await writeOutbox(world.database.db, [toOutboxJob('email.send', email)]);
    const jobId = `outbox-${outboxId}`;

    // An uncommitted row with the same job id: the handler's insert waits on it, so the job is caught mid-way.
    const { second, job } = await world.killMidJob({
      jobId,
      hold: (blocker) =>
        blocker.query(
          `INSERT INTO email_message (id, job_id, to_address, subject, text_body, status) VALUES ($1, $2, 'holder@example.com', 'held', 'held', 'pending')`,
          [randomUUID(), jobId],
        ),
      caught: {
        what: 'the job to be active with its insert waiting on the lock',
        probe: async () =>
          (await world.queue.getJobState(jobId)) === 'active' &&
          (await workerSessions()).some(
            (session) => session.wait.startsWith('Lock:') && /^insert into "email_message"/i.test(session.query),
          ),
      },
      explain: (worker) => stateOf(worker, jobId, outboxId!),
    });
    expect(job?.attemptsStarted).toBe(2);

    const rows = await world.database.db.selectFrom('email_message').selectAll().execute();
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
