import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect } from '@jest/globals';
import { Queue, type Job } from 'bullmq';
import pg from 'pg';
import { createTestDatabase, type TestDatabase } from './database.js';
import { waitFor } from './poll.js';
import { redisUrl, uniquePrefix } from './redis.js';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

export interface WorkerChild {
  child: ChildProcess;
  /** What the worker printed so far (stdout and stderr), for a failure's message. */
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * Real worker processes (`services/jobs/src/worker.ts` from source) on one database and BullMQ prefix,
 * for the tests that kill one mid-job; `stopAll` kills what is still running, in afterAll.
 */
export function workerProcesses(options: { databaseUrl: () => string; prefix: string; env?: Record<string, string> }) {
  const children: WorkerChild[] = [];
  return {
    spawn(): WorkerChild {
      const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'services/jobs/src/worker.ts'], {
        cwd: repoRoot,
        env: {
          ...process.env,
          NODE_OPTIONS: '',
          DATABASE_URL: options.databaseUrl(),
          REDIS_URL: redisUrl,
          BULLMQ_PREFIX: options.prefix,
          // A killed worker's job is given to another after 1.5 s instead of 30.
          JOBS_LOCK_DURATION_MS: '1500',
          LOG_LEVEL: 'info',
          ...options.env,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
        child.once('exit', (code, signal) => resolve({ code, signal })),
      );
      const worker = { child, output: () => output, exited };
      children.push(worker);
      return worker;
    },
    async stopAll(): Promise<void> {
      for (const { child, exited } of children) {
        if (child.exitCode === null && child.signalCode === null) {
          child.kill('SIGKILL');
          await exited;
        }
      }
    },
  };
}

/**
 * The world of a test that kills a worker in the middle of a job (call it in a describe): a database, the job's
 * queue and worker processes on a prefix of their own, and `killMidJob`, which catches the job on a lock an open
 * transaction holds, kills that worker with SIGKILL, lets go and answers the second worker once the job has
 * completed on it. Everything is torn down in afterAll.
 */
export function killedWorkerWorld(options: { queue: string; label: string; env?: Record<string, string> }) {
  let database: TestDatabase | undefined;
  let queue: Queue | undefined;
  let blocker: pg.Client | undefined;
  const prefix = uniquePrefix(options.label);
  const workers = workerProcesses({
    databaseUrl: () => world.database.url,
    prefix,
    ...(options.env ? { env: options.env } : {}),
  });

  beforeAll(async () => {
    database = await createTestDatabase();
    queue = new Queue(options.queue, { connection: { url: redisUrl }, prefix });
  });

  afterAll(async () => {
    await workers.stopAll();
    await blocker?.query('ROLLBACK').catch(() => undefined);
    await blocker?.end().catch(() => undefined);
    await queue?.obliterate({ force: true }).catch(() => undefined);
    await queue?.close().catch(() => undefined);
    await database?.drop();
  });

  const world = {
    get database(): TestDatabase {
      if (!database) throw new Error('the database is made in beforeAll');
      return database;
    },
    get queue(): Queue {
      if (!queue) throw new Error('the queue is made in beforeAll');
      return queue;
    },
    /**
     * Holds a lock in an open transaction (`hold` runs in it), starts a worker, waits until `caught` says the job is
     * waiting on that lock, kills the worker, rolls back, and starts a second: answers it and the job once the job
     * has completed there, stalled once. `explain` says, for a timeout's message, what a worker and the job are doing.
     */
    async killMidJob(step: {
      jobId: string;
      hold: (client: pg.Client) => Promise<unknown>;
      caught: { what: string; probe: () => Promise<boolean> };
      explain: (worker: WorkerChild) => () => string | Promise<string>;
    }): Promise<{ second: WorkerChild; job: Job | undefined }> {
      blocker = new pg.Client({ connectionString: world.database.url });
      await blocker.connect();
      await blocker.query('BEGIN');
      await step.hold(blocker);

      const first = workers.spawn();
      await waitFor(
        step.caught.what,
        async () => ((await step.caught.probe()) ? true : undefined),
        step.explain(first),
      );
      first.child.kill('SIGKILL');
      expect(await first.exited).toEqual({ code: null, signal: 'SIGKILL' });
      await blocker.query('ROLLBACK');
      await blocker.end();
      blocker = undefined;

      const second = workers.spawn();
      await waitFor(
        'the stalled job to complete on the second worker',
        async () => ((await world.queue.getJobState(step.jobId)) === 'completed' ? true : undefined),
        step.explain(second),
        60_000,
      );
      const job = await world.queue.getJob(step.jobId);
      expect(job?.stalledCounter).toBe(1);
      return { second, job };
    },
  };
  return world;
}
