import { it, expect, beforeAll, afterAll } from '@jest/globals';
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { Queue } from 'bullmq';
import { pino } from 'pino';
import { OutboxRelay, writeOutbox } from '@impromptu/event-store';
import { JobQueues, publishOutboxMessage, startWorker, toOutboxJob, type RunningWorker } from '@impromptu/jobs';
import { createTestDatabase, type TestDatabase } from '../support/database.js';
import { uniquePrefix } from '../support/redis.js';
import { inProcessOnly } from '../support/target.js';
import { waitFor } from '../support/poll.js';

const inProcess = inProcessOnly('starts workers and an unreachable Redis of its own');

const logger = pino({ level: 'silent' });
const MESSAGES = 5;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** A redis-server of this test's own, so the test can take it away and bring it back. */
class RedisServerProcess {
  private child: ChildProcess | null = null;
  constructor(readonly port: number) {}

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    const child = spawn(
      'redis-server',
      ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', tmpdir()],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    this.child = child;
    await new Promise<void>((resolve, reject) => {
      let output = '';
      const timer = setTimeout(() => reject(new Error(`redis-server did not start:\n${output}`)), 10_000);
      child.stdout?.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Ready to accept connections')) {
          clearTimeout(timer);
          resolve();
        }
      });
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`redis-server exited with ${code}:\n${output}`));
      });
    });
  }

  async stop(): Promise<void> {
    const child = this.child;
    this.child = null;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGKILL');
    await exited;
  }
}

inProcess.describe('jobs written while Redis is unreachable', () => {
  let database: TestDatabase;
  let redis: RedisServerProcess;
  let queues: JobQueues | undefined;
  let inspector: Queue | undefined;
  let worker: RunningWorker | undefined;
  const prefix = uniquePrefix('jobs-outage');

  beforeAll(async () => {
    database = await createTestDatabase();
    redis = new RedisServerProcess(await freePort());
    await redis.start();
  });

  afterAll(async () => {
    await worker?.stop().catch(() => undefined);
    await inspector?.close().catch(() => undefined);
    await queues?.close().catch(() => undefined);
    await redis?.stop();
    await database?.drop();
  });

  it('are delivered once Redis is back, and relaying or publishing again enqueues nothing twice', async () => {
    const jobQueues = new JobQueues({ redisUrl: redis.url, prefix });
    queues = jobQueues;
    expect(await jobQueues.waitUntilReachable(10_000)).toBe(true);
    const relay = new OutboxRelay({
      db: database.db,
      publish: (message) => publishOutboxMessage(jobQueues, message),
      logger,
    });

    await redis.stop();
    const messages = Array.from({ length: MESSAGES }, (_, i) => ({
      messageId: randomUUID(),
      to: `learner${i}@example.com`,
      subject: `Lesson ${i + 1} is unlocked`,
      text: `Lesson ${i + 1} is ready for you.`,
    }));
    const outboxIds = await database.db.transaction().execute((trx) =>
      writeOutbox(
        trx,
        messages.map((message) => toOutboxJob('email.send', message)),
      ),
    );
    expect(outboxIds).toHaveLength(MESSAGES);

    expect(await relay.relayOnce()).toBe(0);
    const pending = await database.db
      .selectFrom('es_outbox')
      .select(['id', 'relayed_at', 'last_error'])
      .orderBy('id')
      .execute();
    expect(pending).toHaveLength(MESSAGES);
    expect(pending.every((row) => row.relayed_at === null)).toBe(true);
    expect(pending[0]?.last_error).toMatch(/Redis is not reachable/);

    await redis.start();
    expect(await jobQueues.waitUntilReachable(10_000)).toBe(true);
    let relayed = 0;
    await waitFor(
      'the relay to deliver every row',
      async () => {
        relayed += await relay.relayOnce();
        return relayed >= MESSAGES ? relayed : undefined;
      },
      () => '',
      20_000,
    );
    expect(relayed).toBe(MESSAGES);

    inspector = new Queue('email', { connection: { url: redis.url }, prefix });
    const counts = await inspector.getJobCounts('waiting', 'active', 'delayed', 'completed', 'failed');
    const total = () => Object.values(counts).reduce((sum, n) => sum + n, 0);
    expect(counts.waiting).toBe(MESSAGES);
    expect(total()).toBe(MESSAGES);
    const jobIds = (await inspector.getWaiting()).map((job) => job.id).sort();
    expect(jobIds).toEqual(outboxIds.map((id) => `outbox-${id}`).sort());

    // A relay retry (nothing pending now) and a publish repeated by hand add no job.
    expect(await relay.relayOnce()).toBe(0);
    const rows = await database.db
      .selectFrom('es_outbox')
      .select(['id', 'queue', 'job_name', 'payload', 'options'])
      .execute();
    for (const row of rows) {
      await publishOutboxMessage(jobQueues, {
        id: String(row.id),
        queue: row.queue,
        name: row.job_name,
        payload: row.payload,
        options: row.options as object,
      });
    }
    expect(await inspector.getJobCounts('waiting', 'active', 'delayed', 'completed', 'failed')).toEqual(counts);

    worker = await startWorker(
      {
        databaseUrl: database.url,
        redisUrl: redis.url,
        prefix,
        lockDurationMs: 30_000,
        stalledIntervalMs: 30_000,
        concurrency: 2,
        logLevel: 'silent',
      },
      { logger },
    );
    await waitFor(
      'every e-mail job to complete',
      async () => {
        const done = await inspector!.getJobCounts('completed', 'failed');
        return (done.completed ?? 0) + (done.failed ?? 0) >= MESSAGES ? done : undefined;
      },
      () => '',
      20_000,
    );
    expect(await inspector.getJobCounts('completed', 'failed')).toEqual({ completed: MESSAGES, failed: 0 });

    const sent = await database.db
      .selectFrom('email_message')
      .select(['id', 'job_id', 'to_address', 'subject', 'status'])
      .orderBy('to_address')
      .execute();
    expect(sent).toHaveLength(MESSAGES);
    expect(new Set(sent.map((row) => row.job_id))).toEqual(new Set(outboxIds.map((id) => `outbox-${id}`)));
    expect(sent.map((row) => row.id).sort()).toEqual(messages.map((message) => message.messageId).sort());
    expect(sent.every((row) => row.status === 'sent')).toBe(true);
  });
});
