import { afterAll, beforeAll, beforeEach, expect, it } from '@jest/globals';
import { sql, type Kysely } from 'kysely';
import {
  EventStore,
  OutboxRelay,
  outboxJobId,
  writeOutbox,
  type OutboxJob,
  type OutboxMessage,
} from '@impromptu/event-store';
import { createTestDatabase, type TestDatabase } from '../support/database.js';
import { eventually } from '../support/poll.js';
import { inProcessOnly } from '../support/target.js';

const inProcess = inProcessOnly('writes and relays outbox rows in the database directly');

let database: TestDatabase;
let db: Kysely<any>;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
});

afterAll(async () => {
  await database.drop();
});

beforeEach(async () => {
  await sql`DELETE FROM es_outbox`.execute(db);
});

const jobs: OutboxJob[] = [
  { queue: 'email', name: 'email.send', payload: { to: 'learner@example.com' } },
  {
    queue: 'courses',
    name: 'lesson.unlock',
    payload: { userCourseId: 'c1', lessonId: 'l2' },
    options: { delayMs: 16_200_000 },
  },
  { queue: 'coach', name: 'recording.poll', payload: { botId: 'b1' }, options: { attempts: 8 } },
];

async function outboxRows(): Promise<
  Array<{ id: string; relayed: boolean; attempts: number; last_error: string | null }>
> {
  const { rows } = await sql<{ id: number; relayed: boolean; attempts: number; last_error: string | null }>`
    SELECT id, relayed_at IS NOT NULL AS relayed, attempts, last_error FROM es_outbox ORDER BY id`.execute(db);
  return rows.map((r) => ({ ...r, id: String(r.id) }));
}

inProcess.describe('transactional outbox', () => {
  it('writes nothing when the transaction that wrote the jobs rolls back, and everything when it commits', async () => {
    const store = new EventStore(db);
    let written: string[] = [];
    await expect(
      db.transaction().execute(async (trx) => {
        await store.append(
          'user-course-rollback',
          [{ type: 'LessonUnlockScheduled', data: {} }],
          { expectedVersion: 'no_stream' },
          trx,
        );
        written = await writeOutbox(trx, jobs);
        throw new Error('rolled back on purpose');
      }),
    ).rejects.toThrow('rolled back on purpose');
    expect(written).toHaveLength(3);
    expect(await outboxRows()).toEqual([]);

    const committed = await db.transaction().execute((trx) => writeOutbox(trx, jobs));
    expect((await outboxRows()).map((r) => r.id)).toEqual(committed);
  });

  it('leaves rows pending with their attempts counted when publishing fails, and stops at the first failure', async () => {
    const ids = await writeOutbox(db, jobs);
    const published: string[] = [];
    const relay = new OutboxRelay({
      db,
      publish: async (message) => {
        published.push(message.id);
        throw new Error('redis unreachable');
      },
    });
    expect(await relay.relayOnce()).toBe(0);
    expect(await relay.relayOnce()).toBe(0);
    expect(published).toEqual([ids[0], ids[0]]);
    expect(await outboxRows()).toEqual([
      { id: ids[0], relayed: false, attempts: 2, last_error: 'redis unreachable' },
      { id: ids[1], relayed: false, attempts: 0, last_error: null },
      { id: ids[2], relayed: false, attempts: 0, last_error: null },
    ]);
  });

  it('publishes each row once across two relays, in order, with the outbox id as the job id', async () => {
    const ids = await writeOutbox(db, jobs);
    const published: OutboxMessage[] = [];
    const relay = new OutboxRelay({ db, publish: async (message) => void published.push(message) });
    expect(await relay.relayOnce()).toBe(3);
    expect(await relay.relayOnce()).toBe(0);
    expect(published).toEqual(
      jobs.map((job, i) => ({
        id: ids[i],
        queue: job.queue,
        name: job.name,
        payload: job.payload,
        options: job.options ?? {},
      })),
    );
    expect(published.map((m) => outboxJobId(m.id))).toEqual(ids.map((id) => `outbox-${id}`));
    expect((await outboxRows()).every((r) => r.relayed)).toBe(true);
  });

  it('relays in the background once publishing recovers', async () => {
    let available = false;
    const published: string[] = [];
    const relay = new OutboxRelay({
      db,
      pollIntervalMs: 20,
      maxBackoffMs: 50,
      publish: async (message) => {
        if (!available) throw new Error('redis unreachable');
        published.push(message.id);
      },
    });
    const ids = await writeOutbox(db, jobs);
    relay.start();
    try {
      await eventually(
        async () => (await outboxRows())[0]?.attempts,
        (attempts) => attempts !== 0,
        30_000,
        20,
      );
      available = true;
      await eventually(
        async () => published.length,
        (count) => count >= ids.length,
        30_000,
        20,
      );
    } finally {
      await relay.stop();
    }
    expect(published).toEqual(ids);
    expect((await outboxRows()).every((r) => r.relayed)).toBe(true);
  });
});
