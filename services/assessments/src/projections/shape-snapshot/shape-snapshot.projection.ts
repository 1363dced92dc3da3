import { sql } from 'kysely';
import { column, defineProjection, evolveRows, table } from '@impromptu/event-store';
import { snapshotEvents, type UserTrait } from '../../snapshot/snapshot.events.js';

const snapshotTable = table(
  {
    id: column.uuid(),
    user_id: column.uuid(),
    name: column.text(),
    wizard_type: column.text(),
    /** Spec 3 §9 score: null while the snapshot holds no TRAIT answer. */
    score_percentage: column.integer().nullable(),
    created_at: column.timestamptz(),
  },
  { primaryKey: ['id'] },
);

const traitTable = table(
  {
    snapshot_id: column.uuid(),
    trait_id: column.uuid(),
    user_id: column.uuid(),
    trait_name: column.text(),
    trait_type: column.text(),
    category: column.text(),
    rating: column.integer().nullable(),
    comment: column.text().nullable(),
    metadata: column.jsonb<UserTrait['metadata']>(),
    answered_at: column.timestamptz(),
  },
  { primaryKey: ['snapshot_id', 'trait_id'] },
);

/**
 * Spec 3 §3 snapshots (id, user_id, name, created_at) with their score percentage, and the user
 * traits answered in them (rating, comment, metadata) with the trait's name, type and category.
 */
export const shapeSnapshotProjection = defineProjection({
  name: 'shape_snapshot',
  version: 1,
  events: snapshotEvents,
  tables: {
    shape_snapshot: snapshotTable,
    snapshot_user_trait: traitTable,
  },
  // Rows go through the row-projection helper, one array per column (unnest): a statement's parameters stay
  // one per column however many rows a batch holds. Rows as VALUES lists ran past PostgreSQL's 65,535 parameters
  // at about 250 snapshots of 26 traits, which failed a rebuild of a large history (the replay benchmark found it).
  async apply(trx, events, tables) {
    await evolveRows(trx, {
      table: snapshotTable,
      into: tables.shape_snapshot,
      events,
      key: (event) => (event.type === 'ShapeSnapshotTaken' ? { id: event.data.snapshotId } : null),
      evolve: (stored, event) =>
        stored || event.type !== 'ShapeSnapshotTaken'
          ? undefined
          : {
              id: event.data.snapshotId,
              user_id: event.data.userId,
              name: event.data.name,
              wizard_type: event.data.wizardType,
              score_percentage: null,
              created_at: event.data.takenAt,
            },
    });
    // Later answers to the same trait replace earlier ones (its rating, comment, metadata and time).
    const answers = events.flatMap((event) =>
      event.data.traits.map((trait) => ({
        snapshotId: event.data.snapshotId,
        userId: event.data.userId,
        at: event.type === 'ShapeSnapshotTaken' ? event.data.takenAt : event.data.addedAt,
        trait,
      })),
    );
    await evolveRows(trx, {
      table: traitTable,
      into: tables.snapshot_user_trait,
      events: answers,
      key: ({ snapshotId, trait }) => ({ snapshot_id: snapshotId, trait_id: trait.traitId }),
      evolve: (stored, { snapshotId, userId, at, trait }) => ({
        ...(stored ?? {
          snapshot_id: snapshotId,
          trait_id: trait.traitId,
          user_id: userId,
          trait_name: trait.traitName,
          trait_type: trait.traitType,
          category: trait.category,
        }),
        rating: trait.rating,
        comment: trait.comment,
        metadata: trait.metadata,
        answered_at: at,
      }),
    });
    // The score follows from every TRAIT answer of the snapshot, stored or of this batch: one aggregate over the
    // projection's own rows, not an upsert.
    const snapshots = sql.table(tables.shape_snapshot);
    const ids = [...new Set(events.map((event) => event.data.snapshotId))];
    await sql`
      UPDATE ${snapshots} AS s SET score_percentage = (
        SELECT round(sum(coalesce(t.rating, 0)) * 100.0 / (10 * count(*)))::integer
        FROM ${sql.table(tables.snapshot_user_trait)} AS t WHERE t.snapshot_id = s.id AND t.trait_type = 'TRAIT')
      WHERE s.id = ANY(${ids}::uuid[])`.execute(trx);
  },
});
