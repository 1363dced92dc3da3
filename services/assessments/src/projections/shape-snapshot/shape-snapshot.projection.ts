import { sql } from 'kysely';
import { column, defineProjection, table } from '@impromptu/event-store';
import { snapshotEvents, type UserTrait } from '../../snapshot/snapshot.events.js';

/**
 * Spec 3 §3 snapshots (id, user_id, name, created_at) with their score percentage, and the user
 * traits answered in them (rating, comment, metadata) with the trait's name, type and category.
 */
export const shapeSnapshotProjection = defineProjection({
  name: 'shape_snapshot',
  version: 1,
  events: snapshotEvents,
  tables: {
    shape_snapshot: table(
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
    ),
    snapshot_user_trait: table(
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
    ),
  },
  async apply(trx, events, tables) {
    const snapshots = events.flatMap((event) =>
      event.type === 'ShapeSnapshotTaken'
        ? [{ id: event.data.snapshotId, user_id: event.data.userId, name: event.data.name, wizard_type: event.data.wizardType, score_percentage: null, created_at: event.data.takenAt }]
        : [],
    );
    if (snapshots.length) {
      await trx.insertInto(tables.shape_snapshot as never).values(snapshots as never).onConflict((oc) => oc.column('id' as never).doNothing()).execute();
    }
    // Later answers to the same trait replace earlier ones; keep the last of a batch.
    const traits = new Map<string, Record<string, unknown>>();
    for (const event of events) {
      const { snapshotId, userId } = event.data;
      const at = event.type === 'ShapeSnapshotTaken' ? event.data.takenAt : event.data.addedAt;
      for (const trait of event.data.traits) {
        traits.set(`${snapshotId}/${trait.traitId}`, {
          snapshot_id: snapshotId,
          trait_id: trait.traitId,
          user_id: userId,
          trait_name: trait.traitName,
          trait_type: trait.traitType,
          category: trait.category,
          rating: trait.rating,
          comment: trait.comment,
          metadata: JSON.stringify(trait.metadata),
          answered_at: at,
        });
      }
    }
    if (traits.size) {
      await trx
        .insertInto(tables.snapshot_user_trait as never)
        .values([...traits.values()] as never)
        .onConflict((oc) =>
          oc.columns(['snapshot_id', 'trait_id'] as never).doUpdateSet({
            rating: sql`excluded.rating`,
            comment: sql`excluded.comment`,
            metadata: sql`excluded.metadata`,
            answered_at: sql`excluded.answered_at`,
          } as never),
        )
        .execute();
    }
    const ids = [...new Set(events.map((event) => event.data.snapshotId))];
    const snapshotTable = sql.table(tables.shape_snapshot);
    const traitTable = sql.table(tables.snapshot_user_trait);
    await sql`
      UPDATE ${snapshotTable} AS s SET score_percentage = (
        SELECT round(sum(coalesce(t.rating, 0)) * 100.0 / (10 * count(*)))::integer
        FROM ${traitTable} AS t WHERE t.snapshot_id = s.id AND t.trait_type = 'TRAIT')
      WHERE s.id = ANY(${ids}::uuid[])`.execute(trx);
  },
});
