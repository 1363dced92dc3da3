import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import type { Kysely } from 'kysely';
import { ProjectionSpecification } from '@impromptu/event-store/testing';
import { createTestDatabase, type TestDatabase } from '@impromptu/event-store/testing/database';
import { snapshotTaken, traitAnswer } from '../../testing/index.js';
import { shapeSnapshotProjection } from './shape-snapshot.projection.js';

let database: TestDatabase;
let given: ReturnType<typeof ProjectionSpecification.for>;

beforeAll(async () => {
  database = await createTestDatabase();
  given = ProjectionSpecification.for(shapeSnapshotProjection, database);
});

afterAll(async () => {
  await database?.drop();
});

const snapshotsOf = (userId: string) => (db: Kysely<any>) =>
  db
    .selectFrom('shape_snapshot')
    .select(['name', 'score_percentage'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
const traitsOf = (userId: string) => (db: Kysely<any>) =>
  db
    .selectFrom('snapshot_user_trait')
    .select(['category', 'trait_type', 'rating', 'comment'])
    .where('user_id', '=', userId)
    .orderBy('category')
    .execute();

describe('shape snapshot projection', () => {
  it('keeps each snapshot with its score percentage', async () => {
    const user = randomUUID();
    await given(
      snapshotTaken(user, '2026-01-05T10:00:00.000Z', [traitAnswer('flow', 5), traitAnswer('silence', 6)], {
        name: 'Jan 5 2026',
      }),
      snapshotTaken(user, '2026-03-05T10:00:00.000Z', [traitAnswer('flow', 9), traitAnswer('silence', null)], {
        name: 'Mar 5 2026',
      }),
    ).then(snapshotsOf(user), [
      { name: 'Jan 5 2026', score_percentage: 55 },
      { name: 'Mar 5 2026', score_percentage: 45 },
    ]);
  });

  it('adds the goals follow-up to the snapshot without changing its score', async () => {
    const user = randomUUID();
    const goal = { ...traitAnswer('context', null), traitType: 'GOAL', comment: 'Lead a meeting' };
    await given(
      snapshotTaken(user, '2026-03-05T10:00:00.000Z', [traitAnswer('flow', 8)], {
        added: { traits: [goal], addedAt: '2026-03-06T10:00:00.000Z' },
      }),
    ).then(traitsOf(user), [
      { category: 'context', trait_type: 'GOAL', rating: null, comment: 'Lead a meeting' },
      { category: 'flow', trait_type: 'TRAIT', rating: 8, comment: null },
    ]);
  });

  it('rebuilds a history whose batch holds more answers than one statement may carry parameters (300 snapshots of 26 traits)', async () => {
    const user = randomUUID();
    const traitIds = Array.from({ length: 26 }, () => randomUUID());
    const snapshots = Array.from({ length: 300 }, (_, i) =>
      snapshotTaken(
        user,
        new Date(Date.UTC(2026, 0, 1) + i * 3_600_000).toISOString(),
        traitIds.map((id, k) => traitAnswer(`trait-${String(k).padStart(2, '0')}`, (i + k) % 11, id)),
        { name: `Snapshot ${i}` },
      ),
    );
    const count = (db: Kysely<any>) =>
      db
        .selectFrom('snapshot_user_trait')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', user)
        .execute();
    await given(...snapshots).then(count, [{ n: 7800 }]);
    await given().then(
      (db) =>
        db
          .selectFrom('shape_snapshot')
          .select(['name', 'score_percentage'])
          .where('user_id', '=', user)
          .where('name', 'in', ['Snapshot 0', 'Snapshot 7'])
          .orderBy('name')
          .execute(),
      [
        // The score is the ratings' sum over 26 traits rated out of 10, as a percentage.
        {
          name: 'Snapshot 0',
          score_percentage: Math.round(
            (Array.from({ length: 26 }, (_, k) => k % 11).reduce((a, b) => a + b, 0) * 100) / 260,
          ),
        },
        {
          name: 'Snapshot 7',
          score_percentage: Math.round(
            (Array.from({ length: 26 }, (_, k) => (7 + k) % 11).reduce((a, b) => a + b, 0) * 100) / 260,
          ),
        },
      ],
    );
  });
});
