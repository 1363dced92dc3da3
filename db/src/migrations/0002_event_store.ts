import { sql, type Kysely } from 'kysely';

/**
 * The event store: streams, events, idempotency keys, projection checkpoints, the outbox and
 * `es_append`, which appends in one round trip (ARCHITECTURE §3).
 */
export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of upStatements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const statement of downStatements) await sql.raw(statement).execute(db);
}

/*
 * One call appends a batch of events to one stream.
 * p_expected: 'no_stream' | 'any' | '<N>' (the stream's version, a missing stream has version 0).
 * Errors: SQLSTATE ES409 wrong expected version (DETAIL is JSON {"expected","actual"}),
 *         ES422 idempotency key already used for another stream, 22023 malformed arguments;
 *         unique violations (23505) surface as they are and are classified by constraint name.
 */
export const ES_APPEND_0002 = `CREATE FUNCTION es_append(
     p_stream_id text,
     p_stream_type text,
     p_expected text,
     p_idempotency_key text,
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
     v_expected bigint;
     v_actual bigint;
     v_stored_stream text;
     v_stored jsonb;
   BEGIN
     IF v_count = 0
        OR cardinality(p_types) IS DISTINCT FROM v_count
        OR cardinality(p_schema_versions) IS DISTINCT FROM v_count
        OR cardinality(p_data) IS DISTINCT FROM v_count
        OR cardinality(p_metadata) IS DISTINCT FROM v_count THEN
       RAISE EXCEPTION 'es_append needs one or more events and arrays of equal length' USING ERRCODE = '22023';
     END IF;

     IF p_idempotency_key IS NOT NULL THEN
       -- Claim the key before anything else: a concurrent retry waits on it, then replays the winner's result.
       INSERT INTO es_idempotency (key, stream_id, result) VALUES (p_idempotency_key, p_stream_id, 'null')
       ON CONFLICT (key) DO NOTHING;
       IF NOT FOUND THEN
         SELECT i.stream_id, i.result INTO v_stored_stream, v_stored FROM es_idempotency i WHERE i.key = p_idempotency_key;
         IF v_stored_stream IS DISTINCT FROM p_stream_id THEN
           RAISE EXCEPTION 'idempotency key % was used for stream %', p_idempotency_key, v_stored_stream
             USING ERRCODE = 'ES422', DETAIL = json_build_object('streamId', v_stored_stream)::text;
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
       -- The upsert takes the stream's row lock: concurrent appends queue instead of failing.
       INSERT INTO es_streams AS s (stream_id, stream_type, version) VALUES (p_stream_id, p_stream_type, v_count)
       ON CONFLICT (stream_id) DO UPDATE SET version = s.version + v_count, updated_at = now()
       RETURNING s.version INTO to_version;
     ELSE
       v_expected := CASE WHEN p_expected = 'no_stream' THEN 0 ELSE p_expected::bigint END;
       IF v_expected = 0 THEN
         INSERT INTO es_streams (stream_id, stream_type, version) VALUES (p_stream_id, p_stream_type, v_count)
         ON CONFLICT (stream_id) DO NOTHING
         RETURNING version INTO to_version;
       ELSE
         UPDATE es_streams SET version = version + v_count, updated_at = now()
         WHERE stream_id = p_stream_id AND version = v_expected
         RETURNING version INTO to_version;
       END IF;
       IF to_version IS NULL THEN
         SELECT s.version INTO v_actual FROM es_streams s WHERE s.stream_id = p_stream_id;
         RAISE EXCEPTION 'wrong expected version for stream %: expected %, actual %', p_stream_id, p_expected, coalesce(v_actual, 0)
           USING ERRCODE = 'ES409',
                 DETAIL = json_build_object('expected', p_expected, 'actual', coalesce(v_actual, 0))::text,
                 HINT = 'read the stream again and decide on its current state';
       END IF;
     END IF;
     from_version := to_version - v_count;

     IF v_count = 1 THEN
       -- Most appends carry one event: a plain VALUES insert skips the unnest, sort and aggregate.
       INSERT INTO es_events (stream_id, stream_version, event_id, event_type, schema_version, data, metadata)
       VALUES (p_stream_id, to_version, p_event_ids[1], p_types[1], coalesce(p_schema_versions[1], 1), p_data[1], coalesce(p_metadata[1], '{}'))
       RETURNING ARRAY[es_events.global_position], es_events.transaction_id::text
       INTO global_positions, transaction_id;
     ELSE
       WITH inserted AS (
         INSERT INTO es_events (stream_id, stream_version, event_id, event_type, schema_version, data, metadata)
         SELECT p_stream_id, from_version + e.ord, e.event_id, e.event_type, coalesce(e.schema_version, 1), e.data, coalesce(e.metadata, '{}')
         FROM unnest(p_event_ids, p_types, p_schema_versions, p_data, p_metadata)
           WITH ORDINALITY AS e (event_id, event_type, schema_version, data, metadata, ord)
         ORDER BY e.ord
         RETURNING es_events.stream_version, es_events.global_position
       )
       SELECT array_agg(i.global_position ORDER BY i.stream_version), pg_current_xact_id()::text
       INTO global_positions, transaction_id
       FROM inserted i;
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
  `CREATE TABLE es_streams (
     stream_id text NOT NULL CONSTRAINT es_streams_pkey PRIMARY KEY,
     stream_type text NOT NULL,
     version bigint NOT NULL CHECK (version >= 0),
     created_at timestamptz NOT NULL DEFAULT now(),
     updated_at timestamptz NOT NULL DEFAULT now()
   ) WITH (fillfactor = 80)`, // each append updates its stream row: free room on the page keeps those updates HOT

  `CREATE TABLE es_events (
     global_position bigint GENERATED ALWAYS AS IDENTITY,
     transaction_id xid8 NOT NULL DEFAULT pg_current_xact_id(),
     stream_id text NOT NULL CONSTRAINT es_events_stream_id_fkey REFERENCES es_streams (stream_id),
     stream_version bigint NOT NULL,
     event_id uuid NOT NULL CONSTRAINT es_events_event_id_key UNIQUE,
     event_type text NOT NULL,
     schema_version int NOT NULL DEFAULT 1,
     data jsonb NOT NULL,
     metadata jsonb NOT NULL DEFAULT '{}',
     recorded_at timestamptz NOT NULL DEFAULT now(),
     CONSTRAINT es_events_pkey PRIMARY KEY (stream_id, stream_version)
   )`,
  // Readers follow (transaction_id, global_position): ids commit out of sequence order, xids below xmin do not.
  `CREATE INDEX es_events_transaction_id_global_position_idx ON es_events (transaction_id, global_position)`,
  `CREATE UNIQUE INDEX es_events_global_position_key ON es_events (global_position)`,

  `CREATE TABLE es_idempotency (
     key text NOT NULL CONSTRAINT es_idempotency_pkey PRIMARY KEY,
     stream_id text NOT NULL,
     result jsonb NOT NULL,
     created_at timestamptz NOT NULL DEFAULT now()
   )`,

  // One row per projection version and rebuild generation, so a rebuild (blue/green) runs beside the live version.
  `CREATE TABLE es_checkpoints (
     projection text NOT NULL,
     version int NOT NULL,
     generation int NOT NULL DEFAULT 0,
     last_txid xid8 NOT NULL DEFAULT '0',
     last_position bigint NOT NULL DEFAULT 0,
     status text NOT NULL CHECK (status IN ('live', 'rebuilding', 'retired')),
     owner text,
     heartbeat timestamptz,
     updated_at timestamptz NOT NULL DEFAULT now(),
     CONSTRAINT es_checkpoints_pkey PRIMARY KEY (projection, version, generation)
   )`,
  // At most one live version per projection: readers and waitForCheckpoint follow it.
  `CREATE UNIQUE INDEX es_checkpoints_live_key ON es_checkpoints (projection) WHERE status = 'live'`,

  `CREATE TABLE es_outbox (
     id bigint GENERATED ALWAYS AS IDENTITY CONSTRAINT es_outbox_pkey PRIMARY KEY,
     queue text NOT NULL,
     job_name text NOT NULL,
     payload jsonb NOT NULL,
     options jsonb NOT NULL DEFAULT '{}',
     transaction_id xid8 NOT NULL DEFAULT pg_current_xact_id(),
     created_at timestamptz NOT NULL DEFAULT now(),
     relayed_at timestamptz,
     attempts int NOT NULL DEFAULT 0,
     last_error text
   )`,
  `CREATE INDEX es_outbox_pending_idx ON es_outbox (id) WHERE relayed_at IS NULL`,

  ES_APPEND_0002,
];

const downStatements = [
  `DROP FUNCTION IF EXISTS es_append(text, text, text, text, uuid[], text[], int[], jsonb[], jsonb[])`,
  `DROP TABLE IF EXISTS es_outbox`,
  `DROP TABLE IF EXISTS es_checkpoints`,
  `DROP TABLE IF EXISTS es_idempotency`,
  `DROP TABLE IF EXISTS es_events`,
  `DROP TABLE IF EXISTS es_streams`,
];
