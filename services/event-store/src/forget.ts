import { randomUUID } from 'node:crypto';
import { sql, type Transaction } from 'kysely';
import { streamTypeOf } from './event-store.js';
import type { DomainEvent, EventCatalogue } from './events.js';
import { handlesAllEvents, type Projection } from './projection.js';

/**
 * How the event store forgets a person (ADR 0029): a recorded forget operation, run in the caller's
 * transaction beside the deletion of the person's reference rows.
 *
 * - Every stream that mentions the person and is not one that others share is the person's own
 *   (their game sessions, practice, courses, snapshots, billing…): its events, its stream row and its
 *   idempotency keys are deleted.
 * - In the streams others share (a class's registrations, a coach bot's recordings), the person's
 *   events stay, so seat counts and other people's histories hold; their personal free text is
 *   redacted by the event type's declared `redact` (their own events, `userId` theirs, and those tied to them by a
 *   link key), and the person's id is replaced, everywhere in the data and metadata of any event that mentions
 *   it, by a pseudonym drawn at random for this operation and kept nowhere.
 * - Outbox rows that mention the person are deleted, so no pending job acts for them.
 *
 * The projections that handle any of the touched event types must then be rebuilt
 * (`projectionsAffectedBy`): a replay of what is left is free of the person by construction.
 */
export interface ForgetOptions {
  /** The person's id, as events carry it. */
  subjectId: string;
  /** The streams other people share, with their events' catalogue (which declares the redactions). */
  shared: { streamTypes: readonly string[]; events: EventCatalogue<DomainEvent> };
  /**
   * Keys whose values, on the person's own events in a shared stream (those whose `userId` is theirs), tie other
   * events of that stream to the person (a recording id): those are redacted too.
   */
  linkKeys?: readonly string[];
  /** The id that replaces the person's in shared streams; random when not given. */
  pseudonym?: string;
}

export interface ForgetResult {
  deletedStreams: string[];
  deletedEvents: number;
  redactedEvents: number;
  deletedOutboxRows: number;
  /** Every event type deleted or redacted: what the projections to rebuild handle. */
  eventTypes: string[];
}

interface SharedRow {
  stream_id: string;
  stream_version: string | number;
  event_type: string;
  schema_version: number;
  data: Record<string, unknown>;
  metadata: Record<string, unknown> | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function forgetSubject(trx: Transaction<any>, options: ForgetOptions): Promise<ForgetResult> {
  const subjectId = options.subjectId.toLowerCase();
  // Only a uuid is matched as text inside the stored JSON: anything else could match inside other values.
  if (!UUID.test(subjectId)) throw new Error(`forgetSubject needs a uuid, got ${options.subjectId}`);
  const pseudonym = options.pseudonym ?? randomUUID();
  const quoted = `%"${subjectId}"%`;
  const shared = new Set(options.shared.streamTypes);

  const { rows: streams } = await sql<{ stream_id: string; stream_type: string | null }>`
    SELECT DISTINCT e.stream_id, s.stream_type
    FROM es_events e LEFT JOIN es_streams s ON s.stream_id = e.stream_id
    WHERE e.data::text LIKE ${quoted} OR e.metadata::text LIKE ${quoted} OR e.stream_id LIKE ${`%${subjectId}%`}
  `.execute(trx);
  const typeOf = (row: { stream_id: string; stream_type: string | null }) =>
    row.stream_type ?? streamTypeOf(row.stream_id);
  const own = streams.filter((row) => !shared.has(typeOf(row))).map((row) => row.stream_id);
  const sharedStreams = streams.filter((row) => shared.has(typeOf(row))).map((row) => row.stream_id);

  const eventTypes = new Set<string>();
  let deletedEvents = 0;
  if (own.length > 0) {
    const { rows: deleted } = await sql<{ event_type: string; count: string | number }>`
      WITH deleted AS (DELETE FROM es_events WHERE stream_id = ANY(${own}::text[]) RETURNING event_type)
      SELECT event_type, count(*) AS count FROM deleted GROUP BY event_type
    `.execute(trx);
    for (const row of deleted) {
      eventTypes.add(row.event_type);
      deletedEvents += Number(row.count);
    }
    await sql`DELETE FROM es_idempotency WHERE stream_id = ANY(${own}::text[])`.execute(trx);
    await sql`DELETE FROM es_streams WHERE stream_id = ANY(${own}::text[])`.execute(trx);
  }

  let redactedEvents = 0;
  if (sharedStreams.length > 0) {
    const { rows: mentioning } = await sql<SharedRow>`
      SELECT stream_id, stream_version, event_type, schema_version, data, metadata FROM es_events
      WHERE stream_id = ANY(${sharedStreams}::text[]) AND (data::text LIKE ${quoted} OR metadata::text LIKE ${quoted})
    `.execute(trx);
    // The person's own events (their id as `userId`) and those tied to them by a link key are redacted; an event
    // that only mentions them (a list of participants, a metadata field) keeps its text and loses only their id.
    const own = (row: SharedRow) => String(row.data['userId']).toLowerCase() === subjectId;
    const toRedact = new Set<string>();
    const keyOf = (row: SharedRow) => `${row.stream_id} ${row.stream_version}`;
    for (const row of mentioning.filter(own)) toRedact.add(keyOf(row));
    const linked: SharedRow[] = [];
    for (const key of options.linkKeys ?? []) {
      const values = [
        ...new Set(
          mentioning
            .filter(own)
            .map((row) => row.data[key])
            .filter((v): v is string => typeof v === 'string'),
        ),
      ];
      if (values.length === 0) continue;
      const { rows } = await sql<SharedRow>`
        SELECT stream_id, stream_version, event_type, schema_version, data, metadata FROM es_events
        WHERE stream_id = ANY(${sharedStreams}::text[]) AND data ->> ${key} = ANY(${values}::text[])
      `.execute(trx);
      for (const row of rows) toRedact.add(keyOf(row));
      linked.push(...rows);
    }
    const byKey = new Map<string, SharedRow>();
    for (const row of [...mentioning, ...linked]) byKey.set(keyOf(row), row);
    const rows = [...byKey.values()];
    const catalogue = options.shared.events;
    const redacted = rows.map((row) => {
      const stored = { type: row.event_type, schemaVersion: row.schema_version, data: row.data };
      const { data, schemaVersion } =
        toRedact.has(keyOf(row)) && catalogue.has(row.event_type)
          ? catalogue.redact(stored)
          : { data: row.data, schemaVersion: row.schema_version };
      eventTypes.add(row.event_type);
      return {
        streamId: row.stream_id,
        streamVersion: Number(row.stream_version),
        schemaVersion,
        data: JSON.stringify(replaceId(data, subjectId, pseudonym)),
        metadata: JSON.stringify(replaceId(row.metadata ?? {}, subjectId, pseudonym)),
      };
    });
    if (redacted.length > 0) {
      await sql`
        UPDATE es_events e SET data = r.data, metadata = r.metadata, schema_version = r.schema_version
        FROM unnest(${redacted.map((r) => r.streamId)}::text[], ${redacted.map((r) => r.streamVersion)}::bigint[],
          ${redacted.map((r) => r.schemaVersion)}::int[], ${redacted.map((r) => r.data)}::jsonb[],
          ${redacted.map((r) => r.metadata)}::jsonb[]) AS r(stream_id, stream_version, schema_version, data, metadata)
        WHERE e.stream_id = r.stream_id AND e.stream_version = r.stream_version
      `.execute(trx);
    }
    redactedEvents = redacted.length;
  }

  const deletedOutbox = await sql`DELETE FROM es_outbox WHERE payload::text LIKE ${`%${subjectId}%`}`.execute(trx);

  return {
    deletedStreams: own,
    deletedEvents,
    redactedEvents,
    deletedOutboxRows: Number(deletedOutbox.numAffectedRows ?? 0),
    eventTypes: [...eventTypes].sort(),
  };
}

/** Every string equal to the id (any case), anywhere in a JSON value, replaced by another. */
export function replaceId<T>(value: T, id: string, replacement: string): T {
  const target = id.toLowerCase();
  const walk = (v: unknown): unknown => {
    if (typeof v === 'string') return v.toLowerCase() === target ? replacement : v;
    if (Array.isArray(v)) return v.map(walk);
    if (v !== null && typeof v === 'object') {
      return Object.fromEntries(Object.entries(v).map(([k, inner]) => [k, walk(inner)]));
    }
    return v;
  };
  return walk(value) as T;
}

/** The projections a forget touched: those that handle every event (the ops projections) or any of the given types. */
export function projectionsAffectedBy<P extends Pick<Projection, 'eventTypes'>>(
  projections: readonly P[],
  eventTypes: readonly string[],
): P[] {
  if (eventTypes.length === 0) return [];
  const types = new Set(eventTypes);
  return projections.filter((p) => handlesAllEvents(p) || p.eventTypes.some((type) => types.has(type)));
}
