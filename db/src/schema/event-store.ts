import type { ColumnType, Generated, GeneratedAlways } from 'kysely';

/** jsonb: read as parsed JSON; written as a JSON string or a plain object (arrays must be stringified). */
export type EsJson<T = unknown> = ColumnType<T, string | Record<string, unknown>, string | Record<string, unknown>>;

/** An xid8 (a 64-bit transaction id), read and written as a decimal string. */
export type EsXid8 = string;

export interface EsStreamsTable {
  stream_id: string;
  stream_type: string;
  /** When the stream's first event was appended. Its version is its last event's (migration 0011). */
  created_at: Generated<Date>;
}

export interface EsEventsTable {
  global_position: GeneratedAlways<number>;
  transaction_id: Generated<EsXid8>;
  stream_id: string;
  stream_version: number;
  event_id: string;
  event_type: string;
  schema_version: Generated<number>;
  data: EsJson;
  metadata: Generated<EsJson>;
  recorded_at: Generated<Date>;
}

export interface EsIdempotencyTable {
  key: string;
  stream_id: string;
  /** A hash of the request the key was first used with (migration 0008); null when the caller sent none. */
  fingerprint: string | null;
  result: EsJson;
  created_at: Generated<Date>;
}

export type EsCheckpointStatus = 'live' | 'rebuilding' | 'retired';

export interface EsCheckpointsTable {
  projection: string;
  version: number;
  /** Rebuild generation within a version: physical tables `{table}_v{version}` (0) or `{table}_v{version}_g{generation}`. */
  generation: Generated<number>;
  last_txid: Generated<EsXid8>;
  last_position: Generated<number>;
  status: EsCheckpointStatus;
  owner: string | null;
  heartbeat: Date | null;
  updated_at: Generated<Date>;
}

export interface EsOutboxTable {
  id: GeneratedAlways<number>;
  queue: string;
  job_name: string;
  payload: EsJson;
  options: Generated<EsJson>;
  transaction_id: Generated<EsXid8>;
  created_at: Generated<Date>;
  relayed_at: Date | null;
  attempts: Generated<number>;
  last_error: string | null;
}

/** One forget operation (ADR 0029): what the event store deleted and redacted for an erased account; no personal data. */
export interface ForgottenSubjectTable {
  subject_id: string;
  forgotten_at: Generated<Date>;
  deleted_events: number;
  redacted_events: number;
  projections: string[];
}

export interface EventStoreTables {
  es_streams: EsStreamsTable;
  es_events: EsEventsTable;
  es_idempotency: EsIdempotencyTable;
  es_checkpoints: EsCheckpointsTable;
  es_outbox: EsOutboxTable;
  forgotten_subject: ForgottenSubjectTable;
}
