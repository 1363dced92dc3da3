import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { userCourseIdOf } from '@impromptu/courses';

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;

/** The demo learner every bench learner is made from: she has groups, class registrations, course and game progress. */
export const TEMPLATE_LEARNER = 'learner@example.com';

/** The e-mail of bench learner `index` (0-based); the demo password signs each in. */
export function benchLearnerEmail(index: number): string {
  return `bench-learner-${String(index + 1).padStart(3, '0')}@example.com`;
}

/** Tables whose rows are not a user's own data, or are rebuilt from events (projections). */
const SKIPPED_TABLES = /^(es_|kysely_)|_v\d+(_g\d+)?$|session|token|login_throttle|auth_flow|outbox|email/;

/**
 * `count` learners with the demo learner's data, each their own: her account row (and password), every row of hers
 * in a table with a `user_id` (groups, features, registrations, course rows…), and every event stream of hers
 * (course and game progress, voice metrics) under a new id; events of hers in shared streams (a class's
 * registrations) are appended again in her copy's name. Projections are rebuilt from the events afterwards
 * (createSeededDatabase's `beforeProjections`), so each learner's streak, progress and class lists are real.
 * A benchmark spread over these users cannot be served from one user's cached page.
 */
export async function cloneTemplateLearner(db: Kysely<any>, count: number): Promise<string[]> {
  const template = await sql<{ id: string }>`SELECT id FROM app_user WHERE email = ${TEMPLATE_LEARNER}`.execute(db);
  const templateId = template.rows[0]?.id;
  if (!templateId) throw new Error(`bench learners: no ${TEMPLATE_LEARNER} in the seeded database`);
  const columns = async (table: string) =>
    (
      await sql<{ column_name: string; column_default: string | null; is_identity: string; is_generated: string }>`
        SELECT column_name, column_default, is_identity, is_generated FROM information_schema.columns
        WHERE table_schema = 'public' AND table_name = ${table} ORDER BY ordinal_position`.execute(db)
    ).rows.filter((c) => c.is_identity !== 'YES' && c.is_generated !== 'ALWAYS');
  const userTables = (
    await sql<{ table_name: string }>`
      SELECT c.table_name FROM information_schema.columns c
      JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
      WHERE c.table_schema = 'public' AND c.column_name = 'user_id' AND t.table_type = 'BASE TABLE'
      ORDER BY c.table_name`.execute(db)
  ).rows
    .map((r) => r.table_name)
    .filter((table) => !SKIPPED_TABLES.test(table));
  const userColumns = await columns('app_user');
  const tableColumns = new Map(await Promise.all(userTables.map(async (t) => [t, await columns(t)] as const)));
  // Her own streams name her id; shared streams (a class's) carry it in an event's data.
  const ownStreams = (
    await sql<{ stream_id: string; stream_type: string }>`
      SELECT stream_id, stream_type FROM es_streams s
      WHERE s.stream_id LIKE ${`%${templateId}%`}
         OR (SELECT e.data::text FROM es_events e WHERE e.stream_id = s.stream_id ORDER BY stream_version LIMIT 1) LIKE ${`%${templateId}%`}`.execute(
      db,
    )
  ).rows;
  const ownStreamIds = new Set(ownStreams.map((s) => s.stream_id));
  const sharedEvents = (
    await sql<{ stream_id: string; event_type: string; data: string; metadata: string }>`
      SELECT stream_id, event_type, data::text AS data, metadata::text AS metadata FROM es_events
      WHERE data::text LIKE ${`%${templateId}%`} ORDER BY global_position`.execute(db)
  ).rows.filter((e) => !ownStreamIds.has(e.stream_id));

  // Every id of a row in a table other than the users': what her events may name and must keep.
  const idTables = (
    await sql<{ table_name: string }>`
      SELECT c.table_name FROM information_schema.columns c
      JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
      WHERE c.table_schema = 'public' AND c.column_name = 'id' AND c.data_type = 'uuid' AND t.table_type = 'BASE TABLE'
        AND c.table_name <> 'app_user'`.execute(db)
  ).rows
    .map((r) => r.table_name)
    .filter((table) => !SKIPPED_TABLES.test(table));
  const sharedIds = new Set<string>();
  for (const table of idTables)
    for (const row of (await sql<{ id: string }>`SELECT id::text AS id FROM ${sql.id(table)}`.execute(db)).rows)
      sharedIds.add(row.id);
  // Other users' ids stay too (a coach's, a cohort mate's).
  for (const row of (
    await sql<{ id: string }>`SELECT id::text AS id FROM app_user WHERE id <> ${templateId}`.execute(db)
  ).rows)
    sharedIds.add(row.id);

  const ids: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const id = randomUUID();
    ids.push(id);
    const email = benchLearnerEmail(index);
    const copy = userColumns
      .filter((c) => c.column_name !== 'id' && c.column_name !== 'email')
      .map((c) => c.column_name);
    await db.transaction().execute(async (trx) => {
      await sql`INSERT INTO app_user (id, email, ${sql.join(copy.map((c) => sql.id(c)))})
        SELECT ${id}, ${email}, ${sql.join(copy.map((c) => sql.id(c)))} FROM app_user WHERE id = ${templateId}`.execute(
        trx,
      );
      for (const [table, cols] of tableColumns) {
        // A generated key (id with a default) gets a new value; every other column is hers, user_id the copy's.
        const kept = cols.filter((c) => !(c.column_name === 'id' && c.column_default !== null));
        const targets = kept.map((c) => sql.id(c.column_name));
        const values = kept.map((c) => (c.column_name === 'user_id' ? sql`${id}::uuid` : sql.id(c.column_name)));
        await sql`INSERT INTO ${sql.id(table)} (${sql.join(targets)})
          SELECT ${sql.join(values)} FROM ${sql.id(table)} WHERE user_id = ${templateId}
          ON CONFLICT DO NOTHING`.execute(trx);
      }
      for (const stream of ownStreams) {
        const events = await sql<{ stream_version: string; event_type: string; data: string; metadata: string }>`
          SELECT stream_version, event_type, data::text AS data, metadata::text AS metadata FROM es_events
          WHERE stream_id = ${stream.stream_id} ORDER BY stream_version`.execute(trx);
        // Ids born with her events (a game session's, an assessment's) get new values; ids of shared rows (a
        // course, a game, a trait) stay; a user course's id is derived from the user's and the course's.
        const renames = new Map<string, string>([[templateId, id]]);
        for (const text of [stream.stream_id, ...events.rows.flatMap((e) => [e.data, e.metadata])])
          for (const found of text.match(UUID) ?? [])
            if (!renames.has(found) && !sharedIds.has(found)) renames.set(found, randomUUID());
        if (stream.stream_type === 'user-course') {
          const courseId = (JSON.parse(events.rows[0]?.data ?? '{}') as { courseId?: string }).courseId;
          const userCourseId = stream.stream_id.match(UUID)?.[0];
          if (courseId && userCourseId) renames.set(userCourseId, userCourseIdOf(id, courseId));
        }
        const rename = (text: string) => text.replace(UUID, (found) => renames.get(found) ?? found);
        const streamId = rename(stream.stream_id);
        if (streamId === stream.stream_id) continue;
        await sql`INSERT INTO es_streams (stream_id, stream_type)
          SELECT ${streamId}, stream_type FROM es_streams WHERE stream_id = ${stream.stream_id}`.execute(trx);
        for (const event of events.rows) {
          await sql`INSERT INTO es_events (stream_id, stream_version, event_id, event_type, data, metadata)
            VALUES (${streamId}, ${event.stream_version}, ${randomUUID()}, ${event.event_type}, ${rename(event.data)}::jsonb, ${rename(event.metadata)}::jsonb)`.execute(
            trx,
          );
        }
      }
      for (const event of sharedEvents) {
        await sql`INSERT INTO es_events (stream_id, stream_version, event_id, event_type, data, metadata)
          SELECT ${event.stream_id}, coalesce(max(stream_version), 0) + 1, ${randomUUID()}, ${event.event_type},
            ${event.data.split(templateId).join(id)}::jsonb, ${event.metadata.split(templateId).join(id)}::jsonb
          FROM es_events WHERE stream_id = ${event.stream_id}`.execute(trx);
      }
    });
  }
  return ids;
}
