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
  // Rows go in as one array per column (unnest): a statement's parameters stay ten however many rows a
  // batch holds. Rows as VALUES lists ran past PostgreSQL's 65,535 parameters at about 250 snapshots of
  // 26 traits, which failed a rebuild of a large history (the replay benchmark found it).
  async apply(trx, events, tables) {
    const snapshotTable = sql.table(tables.shape_snapshot);
    const traitTable = sql.table(tables.snapshot_user_trait);
    const snapshots = events.flatMap((event) => (event.type === 'ShapeSnapshotTaken' ? [event.data] : []));
    if (snapshots.length) {
      await sql`INSERT INTO ${snapshotTable} (id, user_id, name, wizard_type, score_percentage, created_at)
                SELECT s.id, s.user_id, s.name, s.wizard_type, NULL, s.created_at
                FROM unnest(${snapshots.map((d) => d.snapshotId)}::uuid[], ${snapshots.map((d) => d.userId)}::uuid[], ${snapshots.map((d) => d.name)}::text[],
                            ${snapshots.map((d) => d.wizardType)}::text[], ${snapshots.map((d) => d.takenAt)}::timestamptz[]) AS s(id, user_id, name, wizard_type, created_at)
                ON CONFLICT (id) DO NOTHING`.execute(trx);
    }
    // Later answers to the same trait replace earlier ones; keep the last of a batch.
    const traits = new Map<string, { snapshotId: string; userId: string; at: string; trait: UserTrait }>();
    for (const event of events) {
      const { snapshotId, userId } = event.data;
      const at = event.type === 'ShapeSnapshotTaken' ? event.data.takenAt : event.data.addedAt;
      for (const trait of event.data.traits)
        traits.set(`${snapshotId}/${trait.traitId}`, { snapshotId, userId, at, trait });
    }
    if (traits.size) {
      const rows = [...traits.values()];
      await sql`INSERT INTO ${traitTable} (snapshot_id, trait_id, user_id, trait_name, trait_type, category, rating, comment, metadata, answered_at)
                SELECT * FROM unnest(
                  ${rows.map((r) => r.snapshotId)}::uuid[], ${rows.map((r) => r.trait.traitId)}::uuid[], ${rows.map((r) => r.userId)}::uuid[],
                  ${rows.map((r) => r.trait.traitName)}::text[], ${rows.map((r) => r.trait.traitType)}::text[], ${rows.map((r) => r.trait.category)}::text[],
                  ${rows.map((r) => r.trait.rating)}::int[], ${rows.map((r) => r.trait.comment)}::text[], ${rows.map((r) => JSON.stringify(r.trait.metadata))}::jsonb[],
                  ${rows.map((r) => r.at)}::timestamptz[])
                ON CONFLICT (snapshot_id, trait_id) DO UPDATE SET
                  rating = excluded.rating, comment = excluded.comment, metadata = excluded.metadata, answered_at = excluded.answered_at`.execute(
        trx,
      );
    }
    const ids = [...new Set(events.map((event) => event.data.snapshotId))];
    await sql`
      UPDATE ${snapshotTable} AS s SET score_percentage = (
        SELECT round(sum(coalesce(t.rating, 0)) * 100.0 / (10 * count(*)))::integer
        FROM ${traitTable} AS t WHERE t.snapshot_id = s.id AND t.trait_type = 'TRAIT')
      WHERE s.id = ANY(${ids}::uuid[])`.execute(trx);
  },
});
