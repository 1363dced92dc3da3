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
  db.selectFrom('shape_snapshot').select(['name', 'score_percentage']).where('user_id', '=', userId).orderBy('created_at').execute();
const traitsOf = (userId: string) => (db: Kysely<any>) =>
  db.selectFrom('snapshot_user_trait').select(['category', 'trait_type', 'rating', 'comment']).where('user_id', '=', userId).orderBy('category').execute();

describe('shape snapshot projection', () => {
  it('keeps each snapshot with its score percentage', async () => {
    const user = randomUUID();
    await given(
      snapshotTaken(user, '2026-01-05T10:00:00.000Z', [traitAnswer('flow', 5), traitAnswer('silence', 6)], { name: 'Jan 5 2026' }),
      snapshotTaken(user, '2026-03-05T10:00:00.000Z', [traitAnswer('flow', 9), traitAnswer('silence', null)], { name: 'Mar 5 2026' }),
    ).then(snapshotsOf(user), [
      { name: 'Jan 5 2026', score_percentage: 55 },
      { name: 'Mar 5 2026', score_percentage: 45 },
    ]);
  });

  it('adds the goals follow-up to the snapshot without changing its score', async () => {
    const user = randomUUID();
    const goal = { ...traitAnswer('context', null), traitType: 'GOAL', comment: 'Lead a meeting' };
    await given(snapshotTaken(user, '2026-03-05T10:00:00.000Z', [traitAnswer('flow', 8)], { added: { traits: [goal], addedAt: '2026-03-06T10:00:00.000Z' } })).then(traitsOf(user), [
      { category: 'context', trait_type: 'GOAL', rating: null, comment: 'Lead a meeting' },
      { category: 'flow', trait_type: 'TRAIT', rating: 8, comment: null },
    ]);
  });
});
