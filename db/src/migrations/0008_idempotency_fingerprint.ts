import { sql, type Kysely } from 'kysely';

/**
 * An idempotency key remembers the request it was first used with (ADR 0002): `es_idempotency`
 * keeps a fingerprint of that request, and `es_append` takes one. The same key with the same
 * fingerprint replays the first result; with another fingerprint it raises ES4FP and appends nothing.
 * The append itself is 0002's, renamed `es_append_events` and called with no key.
 */
export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of upStatements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const statement of downStatements) await sql.raw(statement).execute(db);
}

const EVENT_ARRAYS = 'uuid[], text[], int[], jsonb[], jsonb[]';

/*
 * es_append as 0002 describes it, plus p_fingerprint after the key.
 * Errors: those of es_append_events, and SQLSTATE ES4FP when the key was first used with another
 *         fingerprint (DETAIL is JSON {"streamId"}).
 */
export const ES_APPEND_0008 = `CREATE FUNCTION es_append(
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
     v_stored_stream text;
     v_stored_fingerprint text;
     v_stored jsonb;
   BEGIN
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

     SELECT a.from_version, a.to_version, a.global_positions, a.transaction_id, a.replayed
     INTO from_version, to_version, global_positions, transaction_id, replayed
     FROM es_append_events(p_stream_id, p_stream_type, p_expected, NULL, p_event_ids, p_types, p_schema_versions, p_data, p_metadata) a;

     IF p_idempotency_key IS NOT NULL THEN
       UPDATE es_idempotency
       SET result = jsonb_build_object('fromVersion', from_version, 'toVersion', to_version,
                                       'globalPositions', to_jsonb(global_positions), 'transactionId', transaction_id)
       WHERE key = p_idempotency_key;
     END IF;
   END
   $fn$`;

const upStatements = [
  // Null for the keys claimed before this migration, and for callers that send no fingerprint: those replay as before.
  `ALTER TABLE es_idempotency ADD COLUMN fingerprint text`,
  `ALTER FUNCTION es_append(text, text, text, text, ${EVENT_ARRAYS}) RENAME TO es_append_events`,

  ES_APPEND_0008,
];

const downStatements = [
  `DROP FUNCTION IF EXISTS es_append(text, text, text, text, text, ${EVENT_ARRAYS})`,
  `ALTER FUNCTION es_append_events(text, text, text, text, ${EVENT_ARRAYS}) RENAME TO es_append`,
  `ALTER TABLE es_idempotency DROP COLUMN fingerprint`,
];
