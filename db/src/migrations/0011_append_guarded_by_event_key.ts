import { sql, type Kysely } from 'kysely';
import { ES_APPEND_0002 } from './0002_event_store.js';
import { ES_APPEND_0008 } from './0008_idempotency_fingerprint.js';

/**
 * An append no longer writes its stream's row (ADR 0002, issue 9): the events' own primary key
 * `(stream_id, stream_version)` guards an exact expected version, and appends with `any` to one
 * stream take turns on a transaction-scoped advisory lock on it. `es_streams` keeps one row per
 * stream, its type and creation time, written with the stream's first event; its version column
 * (an UPDATE and a row lock on every append) and the foreign key from `es_events` (a row lock on
 * the stream row on every append) go. The same `es_append` signature, errors and guarantees.
 */
export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of upStatements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const statement of downStatements) await sql.raw(statement).execute(db);
}

const EVENT_ARRAYS = 'uuid[], text[], int[], jsonb[], jsonb[]';

/*
 * One call appends a batch of events to one stream, in the caller's transaction.
 * p_expected: 'no_stream' | 'any' | '<N>' (the stream's version, a missing stream has version 0).
 * Every append takes the stream's transaction-scoped advisory lock: `any` exclusively, so those
 * appends queue and each reads the version the previous one committed; the others shared, so they
 * never wait for each other, only for an `any` in flight. Between exact appends the events' primary
 * key decides: of racing appends at the same version one inserts, the others fail on its row (a new
 * stream: on its es_streams row), as unique violations that the store reports as a wrong expected
 * version. Plain INSERTs, no ON CONFLICT: the common path writes only its rows.
 * Errors: SQLSTATE ES409 wrong expected version (DETAIL is JSON {"expected","actual"}), raised when the
 *         stream is behind the expected version; 23505 on es_events_pkey or es_streams_pkey when it is
 *         ahead (a racing append won); 23505 on es_events_event_id_key for a stored event id;
 *         ES422 idempotency key used for another stream, ES4FP the key first used with another
 *         fingerprint (DETAIL is JSON {"streamId"}); 22023 malformed arguments.
 */
export const ES_APPEND_0011 = `CREATE FUNCTION es_append(
     p_stream_id text,
     p_stream_type text,
     p_expected text,
     p_idempotency_key text,
     p_fingerprint text,
     p_event_ids uuid[],
     p_types text[],
     p_schema_versions int[],
     p_data jsonb[],
     p_metadata jsonb[],
     OUT from_version bigint,
     OUT to_version bigint,
     OUT global_positions bigint[],
     OUT transaction_id text,
     OUT replayed boolean
   ) LANGUAGE plpgsql AS $fn$
   #variable_conflict use_column
   DECLARE
     v_count int := coalesce(cardinality(p_event_ids), 0);
     v_actual bigint;
     v_stored_stream text;
     v_stored_fingerprint text;
     v_stored jsonb;
   BEGIN
     IF v_count = 0
        OR cardinality(p_types) IS DISTINCT FROM v_count
        OR cardinality(p_schema_versions) IS DISTINCT FROM v_count
        OR cardinality(p_data) IS DISTINCT FROM v_count
        OR cardinality(p_metadata) IS DISTINCT FROM v_count THEN
       RAISE EXCEPTION 'es_append needs one or more events and arrays of equal length' USING ERRCODE = '22023';
     END IF;
     IF p_expected IS NULL OR (p_expected NOT IN ('any', 'no_stream') AND p_expected !~ '^[0-9]{1,18}$') THEN
       RAISE EXCEPTION 'es_append: expected version must be any, no_stream or a number, got %', p_expected USING ERRCODE = '22023';
     END IF;

     IF p_idempotency_key IS NOT NULL THEN
       -- Claim the key before anything else: a concurrent retry waits on it, then replays the winner's result.
       INSERT INTO es_idempotency (key, stream_id, fingerprint, result) VALUES (p_idempotency_key, p_stream_id, p_fingerprint, 'null')
       ON CONFLICT (key) DO NOTHING;
       IF NOT FOUND THEN
         SELECT i.stream_id, i.fingerprint, i.result INTO v_stored_stream, v_stored_fingerprint, v_stored
         FROM es_idempotency i WHERE i.key = p_idempotency_key;
         IF v_stored_stream IS DISTINCT FROM p_stream_id THEN
           RAISE EXCEPTION 'idempotency key % was used for stream %', p_idempotency_key, v_stored_stream
             USING ERRCODE = 'ES422', DETAIL = json_build_object('streamId', v_stored_stream)::text;
         END IF;
         -- A null fingerprint on either side (an older key, a caller that sends none) cannot be compared: it replays.
         IF v_stored_fingerprint <> p_fingerprint THEN
           RAISE EXCEPTION 'idempotency key % was first used with a different request', p_idempotency_key
             USING ERRCODE = 'ES4FP', DETAIL = json_build_object('streamId', v_stored_stream)::text;
         END IF;
         from_version := (v_stored ->> 'fromVersion')::bigint;
         to_version := (v_stored ->> 'toVersion')::bigint;
         global_positions := ARRAY(SELECT jsonb_array_elements_text(v_stored -> 'globalPositions')::bigint);
         transaction_id := v_stored ->> 'transactionId';
         replayed := true;
         RETURN;
       END IF;
     END IF;

     IF p_expected = 'any' THEN
       -- Held to the end of the transaction: the next 'any' append reads the version this one commits.
       PERFORM pg_advisory_xact_lock(hashtextextended(p_stream_id, 0));
       SELECT coalesce(max(e.stream_version), 0) INTO from_version FROM es_events e WHERE e.stream_id = p_stream_id;
     ELSE
       PERFORM pg_advisory_xact_lock_shared(hashtextextended(p_stream_id, 0));
       from_version := CASE WHEN p_expected = 'no_stream' THEN 0 ELSE p_expected::bigint END;
     END IF;
     to_version := from_version + v_count;

     IF from_version = 0 THEN
       -- A new stream: its row is the guard; a concurrent creator waits on it, then fails on it.
       INSERT INTO es_streams (stream_id, stream_type) VALUES (p_stream_id, p_stream_type);
     END IF;

     -- An exact version N > 0 needs event N stored (a stream behind N must not get a gap); event N + 1
     -- stored already is the primary key's to refuse.
     IF v_count = 1 THEN
       -- Most appends carry one event: a plain row skips the unnest.
       INSERT INTO es_events (stream_id, stream_version, event_id, event_type, schema_version, data, metadata)
       SELECT p_stream_id, to_version, p_event_ids[1], p_types[1], coalesce(p_schema_versions[1], 1), p_data[1], coalesce(p_metadata[1], '{}')
       WHERE from_version = 0 OR p_expected = 'any'
          OR EXISTS (SELECT 1 FROM es_events e WHERE e.stream_id = p_stream_id AND e.stream_version = from_version)
       RETURNING ARRAY[es_events.global_position], es_events.transaction_id::text
       INTO global_positions, transaction_id;
     ELSE
       WITH inserted AS (
         INSERT INTO es_events (stream_id, stream_version, event_id, event_type, schema_version, data, metadata)
         SELECT p_stream_id, from_version + e.ord, e.event_id, e.event_type, coalesce(e.schema_version, 1), e.data, coalesce(e.metadata, '{}')
         FROM unnest(p_event_ids, p_types, p_schema_versions, p_data, p_metadata)
           WITH ORDINALITY AS e (event_id, event_type, schema_version, data, metadata, ord)
         WHERE from_version = 0 OR p_expected = 'any'
            OR EXISTS (SELECT 1 FROM es_events x WHERE x.stream_id = p_stream_id AND x.stream_version = from_version)
         ORDER BY e.ord
         RETURNING es_events.stream_version, es_events.global_position
       )
       SELECT array_agg(i.global_position ORDER BY i.stream_version), pg_current_xact_id()::text
       INTO global_positions, transaction_id
       FROM inserted i;
     END IF;

     IF global_positions IS NULL THEN
       SELECT coalesce(max(e.stream_version), 0) INTO v_actual FROM es_events e WHERE e.stream_id = p_stream_id;
       RAISE EXCEPTION 'wrong expected version for stream %: expected %, actual %', p_stream_id, p_expected, v_actual
         USING ERRCODE = 'ES409',
               DETAIL = json_build_object('expected', p_expected, 'actual', v_actual)::text,
               HINT = 'read the stream again and decide on its current state';
     END IF;
     replayed := false;

     IF p_idempotency_key IS NOT NULL THEN
       UPDATE es_idempotency
       SET result = jsonb_build_object('fromVersion', from_version, 'toVersion', to_version,
                                       'globalPositions', to_jsonb(global_positions), 'transactionId', transaction_id)
       WHERE key = p_idempotency_key;
     END IF;

     -- A wake-up hint for projection runners, who poll as well. NOTIFY serialises the commits of all
     -- notifying transactions (a global lock held through the WAL flush), so only one append in flight
     -- notifies; the others commit in parallel and are read on that wake-up or the next.
     IF pg_try_advisory_xact_lock(1702061426, 1953396077) THEN  -- a key pair reserved for this lock
       PERFORM pg_notify('es_events', '');
     END IF;
   END
   $fn$`;

const upStatements = [
  `DROP FUNCTION es_append(text, text, text, text, text, ${EVENT_ARRAYS})`,
  `DROP FUNCTION es_append_events(text, text, text, text, ${EVENT_ARRAYS})`,
  `ALTER TABLE es_events DROP CONSTRAINT es_events_stream_id_fkey`,
  `ALTER TABLE es_streams DROP COLUMN version, DROP COLUMN updated_at, SET (fillfactor = 100)`,
  ES_APPEND_0011,
  // A projection reads only its event types: one ordered range per type (readProjectionBatch merges them).
  `CREATE INDEX es_events_event_type_transaction_id_global_position_idx ON es_events (event_type, transaction_id, global_position)`,
];

const downStatements = [
  `DROP INDEX es_events_event_type_transaction_id_global_position_idx`,
  `DROP FUNCTION es_append(text, text, text, text, text, ${EVENT_ARRAYS})`,
  `ALTER TABLE es_streams SET (fillfactor = 80),
     ADD COLUMN version bigint NOT NULL DEFAULT 0 CHECK (version >= 0),
     ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now()`,
  `UPDATE es_streams s SET version = v.version
     FROM (SELECT stream_id, max(stream_version) AS version FROM es_events GROUP BY stream_id) v
    WHERE v.stream_id = s.stream_id`,
  `ALTER TABLE es_streams ALTER COLUMN version DROP DEFAULT`,
  `ALTER TABLE es_events ADD CONSTRAINT es_events_stream_id_fkey FOREIGN KEY (stream_id) REFERENCES es_streams (stream_id)`,
  ES_APPEND_0002,
  `ALTER FUNCTION es_append(text, text, text, text, ${EVENT_ARRAYS}) RENAME TO es_append_events`,
  ES_APPEND_0008,
];
