import { it, expect } from '@jest/globals';
import { pino } from 'pino';
import {
  createWorker,
  jobDefinitions,
  MissingJobHandlerError,
  startWorker,
  toOutboxJob,
  type JobHandlers,
} from '@impromptu/jobs';
import { redisUrl, uniquePrefix } from '../support/redis.js';
import { inProcessOnly } from '../support/target.js';

const inProcess = inProcessOnly('starts workers of its own on Redis');

const logger = pino({ level: 'silent' });

function workerOptions(handlers: JobHandlers) {
  return {
    redisUrl,
    prefix: uniquePrefix('jobs'),
    handlers,
    logger,
    lockDurationMs: 30_000,
    stalledIntervalMs: 30_000,
    concurrency: 1,
  };
}

inProcess.describe('the worker refuses to start without a handler for every job', () => {
  it('throws and names the job whose handler is missing', () => {
    // Built dynamically, so the type system cannot catch it: the run-time check must.
    const handlers = Object.fromEntries(
      Object.keys(jobDefinitions)
        .filter((name) => name !== 'email.send')
        .map((name) => [name, async () => undefined]),
    ) as unknown as JobHandlers;
    expect(() => createWorker(workerOptions(handlers))).toThrow(MissingJobHandlerError);
    expect(() => createWorker(workerOptions(handlers))).toThrow(/no handler for job "email\.send"/);
  });

  it('throws when a handler is not a function or names no known job', () => {
    const handlers = { 'email.send': 'nope', 'lesson.unlock': async () => undefined } as unknown as JobHandlers;
    expect(() => createWorker(workerOptions(handlers))).toThrow(
      /no handler for job "email\.send".*unknown job "lesson\.unlock"/,
    );
  });

  it('startWorker rejects with the same error before touching Redis or PostgreSQL', async () => {
    const config = {
      databaseUrl: 'postgres://postgres@127.0.0.1:1/none',
      redisUrl: 'redis://127.0.0.1:1',
      prefix: uniquePrefix('jobs'),
      lockDurationMs: 30_000,
      stalledIntervalMs: 30_000,
      concurrency: 1,
      logLevel: 'silent' as const,
    };
    await expect(startWorker(config, { logger, handlers: {} as JobHandlers })).rejects.toThrow(
      /no handler for job "email\.send"/,
    );
  });
});

inProcess.describe('toOutboxJob', () => {
  it('returns the queue, name, validated payload and retry attempts of the job', () => {
    const job = toOutboxJob(
      'email.send',
      {
        messageId: '0b8f3c1e-6a4b-4c1d-9e2f-3a4b5c6d7e8f',
        to: 'learner@example.com',
        subject: 'Your next lesson is unlocked',
        text: 'Lesson 2 is ready.',
      },
      { delayMs: 5000 },
    );
    expect(job).toEqual({
      queue: 'email',
      name: 'email.send',
      payload: {
        messageId: '0b8f3c1e-6a4b-4c1d-9e2f-3a4b5c6d7e8f',
        to: 'learner@example.com',
        subject: 'Your next lesson is unlocked',
        text: 'Lesson 2 is ready.',
      },
      options: { attempts: 5, delayMs: 5000 },
    });
  });

  it('rejects a payload that does not match the job schema', () => {
    expect(() =>
      toOutboxJob('email.send', { messageId: 'not-a-uuid', to: 'nobody', subject: '', text: 'x' }),
    ).toThrow();
  });
});
