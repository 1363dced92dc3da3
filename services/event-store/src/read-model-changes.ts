import pg from 'pg';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { RecordedEvent } from './types.js';

/**
 * Channel a projection's committed batch is announced on (ADR 0063), beside es_checkpoints: which projection moved
 * and whose rows it touched, so a cache of what a user sees can forget exactly that. NOTIFY is delivered only when
 * the transaction commits, so a listener never hears of a row before it can read it.
 */
export const READ_MODEL_CHANNEL = 'es_read_models';

/** Users named in one notification at most; more (a replay, a bulk upload) announce the whole projection. */
const MAX_USERS = 100;

/** What a committed batch changed: the projection, and the users whose rows it touched or 'all'. */
export interface ReadModelChange {
  projection: string;
  users: readonly string[] | 'all';
}

/**
 * The users a batch of events is about (each event's `data.userId`, else `metadata.userId`); 'all' when one names
 * no user, or too many are named to list.
 */
export function readModelChange(projection: string, events: readonly RecordedEvent[]): ReadModelChange {
  const users = new Set<string>();
  for (const event of events) {
    const user = userOf(event.data) ?? userOf(event.metadata);
    if (user === undefined) return { projection, users: 'all' };
    users.add(user);
    if (users.size > MAX_USERS) return { projection, users: 'all' };
  }
  return { projection, users: [...users] };
}

function userOf(fields: unknown): string | undefined {
  if (fields === null || typeof fields !== 'object') return undefined;
  const user = (fields as { userId?: unknown }).userId;
  return typeof user === 'string' && user !== '' ? user : undefined;
}

/** Announces a change inside the transaction that writes it (heard once it commits). */
export async function notifyReadModelChange(
  trx: Transaction<any> | Kysely<any>,
  change: ReadModelChange,
): Promise<void> {
  await sql`SELECT pg_notify(${READ_MODEL_CHANNEL}, ${JSON.stringify(change)})`.execute(trx);
}

/** Reads a notification's payload; undefined when it is not one (then the listener should assume the worst). */
export function parseReadModelChange(payload: string): ReadModelChange | undefined {
  try {
    const parsed = JSON.parse(payload) as { projection?: unknown; users?: unknown };
    if (typeof parsed.projection !== 'string') return undefined;
    if (parsed.users === 'all') return { projection: parsed.projection, users: 'all' };
    if (!Array.isArray(parsed.users) || !parsed.users.every((user) => typeof user === 'string')) return undefined;
    return { projection: parsed.projection, users: parsed.users as string[] };
  } catch {
    return undefined;
  }
}

export interface ReadModelListener {
  close(): Promise<void>;
}

/**
 * One LISTEN connection for read model changes. `heard` gets each change (an unreadable payload as 'all' of an
 * unknown projection); `listening(false)` says the connection dropped, so changes may have been missed from then on.
 */
export async function listenForReadModelChanges(
  databaseUrl: string,
  handlers: { heard: (change: ReadModelChange) => void; listening: (listening: boolean) => void },
): Promise<ReadModelListener> {
  const client = new pg.Client({ connectionString: databaseUrl, application_name: 'read-model-listener' });
  await client.connect();
  let open = true;
  client.on('notification', (message) => {
    if (message.channel !== READ_MODEL_CHANNEL) return;
    handlers.heard(parseReadModelChange(message.payload ?? '') ?? { projection: '', users: 'all' });
  });
  const lost = () => {
    if (!open) return;
    open = false;
    handlers.listening(false);
  };
  client.on('error', lost);
  client.on('end', lost);
  await client.query(`LISTEN ${READ_MODEL_CHANNEL}`);
  handlers.listening(true);
  return {
    close: async () => {
      open = false;
      await client.end().catch(() => undefined);
    },
  };
}
