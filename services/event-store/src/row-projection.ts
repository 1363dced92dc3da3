import { sql, type RawBuilder, type Transaction } from 'kysely';
import type { DomainEvent, EventCatalogue } from './events.js';
import {
  defineProjection,
  type Column,
  type DefinedProjection,
  type ProjectedEvent,
  type TableDefinition,
} from './projection-definition.js';

/** A timestamp or a date is held as the text the events carry (ISO 8601), not as the Date pg hands over. */
type Held<V> = [V] extends [Date] ? string : [V] extends [Date | null] ? string | null : V;

/** A projection table's row as a projection holds it in memory between load and upsert. */
export type HeldRow<T> =
  T extends TableDefinition<infer C> ? { [K in keyof C]: C[K] extends Column<infer V> ? Held<V> : never } : never;

/** The primary key's columns of a held row. */
export type KeyOfRow<T extends TableDefinition<any>> = Pick<HeldRow<T>, T['primaryKey'][number]>;

export interface EvolveRowsOptions<T extends TableDefinition<any>, E> {
  /** The table's declaration (its columns and primary key) and its physical name in this batch. */
  table: T;
  into: string;
  /** Tables declared with the same columns that receive the same rows (another primary key, another read order). */
  copies?: readonly string[];
  /** The events, or facts a projection derives from them one per row (one per lesson a start creates), in order. */
  events: readonly E[];
  /** The row an event changes, by primary key; null when the event changes no row of this table. */
  key(event: E): KeyOfRow<T> | null;
  /** The row after the event, from the row before it (undefined when there is none yet); undefined when the event changes nothing. */
  evolve(row: HeldRow<T> | undefined, event: E): HeldRow<T> | undefined;
}

/**
 * The one way a row projection applies a batch: loads the rows the batch's events touch by primary key,
 * folds the events onto them in memory in global order, and writes each changed row once with one
 * `INSERT … SELECT FROM unnest(…) ON CONFLICT (primary key) DO UPDATE` per table, generated from the
 * `table()` declaration (a batch of any size is one statement with one parameter per column).
 * A counter is a fold like any other (`count: (row?.count ?? 0) + 1`): the stored row is loaded, so the sum
 * is written whole. Answers the rows it wrote, for a projection whose next table follows from them.
 */
export async function evolveRows<T extends TableDefinition<any>, E>(
  trx: Transaction<any>,
  options: EvolveRowsOptions<T, E>,
): Promise<HeldRow<T>[]> {
  const { table } = options;
  const keyed: { id: string; key: KeyOfRow<T>; event: E }[] = [];
  for (const event of options.events) {
    const key = options.key(event);
    if (key !== null) keyed.push({ id: keyString(table, key), key, event });
  }
  if (keyed.length === 0) return [];
  const keys = [...new Map(keyed.map(({ id, key }) => [id, key])).values()];
  const rows = await loadRows(trx, table, options.into, keys);
  const touched = new Set<string>();
  for (const { id, event } of keyed) {
    const next = options.evolve(rows.get(id), event);
    if (next === undefined) continue;
    rows.set(id, next);
    touched.add(id);
  }
  const changed = [...touched].map((id) => rows.get(id) as HeldRow<T>);
  for (const target of [options.into, ...(options.copies ?? [])]) await upsertRows(trx, table, target, changed);
  return changed;
}

/** A projection whose whole work is one `evolveRows` into one table (and its copies): its name, events and the fold. */
export interface RowProjectionDefinition<
  E extends DomainEvent,
  N extends string,
  T extends TableDefinition<any>,
  C extends Record<string, TableDefinition<any>>,
> {
  name: string;
  /** Bump when the fold or the tables change: the runner then rebuilds into new tables. */
  version: number;
  events: EventCatalogue<E>;
  /** The table by its view name: `{ coach_bot: botTable }`. */
  table: { [K in N]: T };
  /** Tables declared with the same columns that receive the same rows (another primary key, another read order). */
  copies?: C;
  key(event: ProjectedEvent<E>): KeyOfRow<T> | null;
  evolve(row: HeldRow<T> | undefined, event: ProjectedEvent<E>): HeldRow<T> | undefined;
}

/**
 * `defineProjection` for a projection that is one row fold: the batch goes through `evolveRows` into the table and
 * its copies, so that each such projection states only its key and its fold.
 */
export function defineRowProjection<
  E extends DomainEvent,
  const N extends string,
  T extends TableDefinition<any>,
  C extends Record<string, TableDefinition<any>> = Record<never, never>,
>(definition: RowProjectionDefinition<E, N, T, C>): DefinedProjection<{ [K in N]: T } & C> {
  const [[into, table]] = Object.entries(definition.table) as [[N, T]];
  const copies = Object.keys(definition.copies ?? {}) as (keyof C & string)[];
  return defineProjection<E, { [K in N]: T } & C>({
    name: definition.name,
    version: definition.version,
    events: definition.events,
    tables: { ...definition.table, ...definition.copies } as { [K in N]: T } & C,
    async apply(trx, events, tables) {
      await evolveRows(trx, {
        table,
        into: tables[into],
        copies: copies.map((copy) => tables[copy]),
        events,
        key: definition.key,
        evolve: definition.evolve,
      });
    },
  });
}

/** The stored rows with these primary keys, by `keyString`. */
export async function loadRows<T extends TableDefinition<any>>(
  trx: Transaction<any>,
  table: T,
  physical: string,
  keys: readonly KeyOfRow<T>[],
): Promise<Map<string, HeldRow<T>>> {
  if (keys.length === 0) return new Map();
  const primaryKey = table.primaryKey as readonly string[];
  const columns = Object.entries(table.columns as Record<string, Column<unknown>>).map(([name, c]) =>
    c.sqlType === 'timestamptz'
      ? sql`to_json(t.${sql.ref(name)}) #>> '{}' AS ${sql.ref(name)}`
      : c.sqlType === 'date'
        ? sql`t.${sql.ref(name)}::text AS ${sql.ref(name)}`
        : sql`t.${sql.ref(name)}`,
  );
  const { rows } = await sql<HeldRow<T>>`
    SELECT ${sql.join(columns)} FROM ${sql.table(physical)} AS t
    JOIN ${unnestOf(
      table,
      primaryKey,
      keys.map((key) => key as Record<string, unknown>),
    )} AS k(${sql.join(primaryKey.map((name) => sql.ref(name)))})
      USING (${sql.join(primaryKey.map((name) => sql.ref(name)))})`.execute(trx);
  return new Map(rows.map((row) => [keyOf(primaryKey, row), row]));
}

/**
 * Writes the rows: inserted, or every column but the primary key's replaced. Rows with the same primary key
 * are written once, the last of them (PostgreSQL refuses to update a row twice in one statement).
 */
export async function upsertRows<T extends TableDefinition<any>>(
  trx: Transaction<any>,
  table: T,
  physical: string,
  written: readonly HeldRow<T>[],
): Promise<void> {
  if (written.length === 0) return;
  const names = Object.keys(table.columns);
  const primaryKey = table.primaryKey as readonly string[];
  const rows = [...new Map(written.map((row) => [keyOf(primaryKey, row), row])).values()];
  const updated = names.filter((name) => !primaryKey.includes(name));
  const onConflict =
    updated.length === 0
      ? sql`DO NOTHING`
      : sql`DO UPDATE SET ${sql.join(updated.map((name) => sql`${sql.ref(name)} = excluded.${sql.ref(name)}`))}`;
  await sql`
    INSERT INTO ${sql.table(physical)} (${sql.join(names.map((name) => sql.ref(name)))})
    SELECT * FROM ${unnestOf(
      table,
      names,
      rows.map((row) => row as Record<string, unknown>),
    )}
    ON CONFLICT (${sql.join(primaryKey.map((name) => sql.ref(name)))}) ${onConflict}`.execute(trx);
}

/** `unnest($1::type[], $2::type[], …)` of the named columns of these rows; jsonb values are sent as JSON text. */
function unnestOf(table: TableDefinition<any>, names: readonly string[], rows: readonly Record<string, unknown>[]) {
  const columns = table.columns as Record<string, Column<unknown>>;
  const arrays: RawBuilder<unknown>[] = names.map((name) => {
    const type = (columns[name] as Column<unknown>).sqlType;
    const values = rows.map((row) => {
      const value = row[name] ?? null;
      return type === 'jsonb' && value !== null ? JSON.stringify(value) : value;
    });
    return sql`${values}::${sql.raw(type)}[]`;
  });
  return sql`unnest(${sql.join(arrays)})`;
}

/** A primary key as one string, for the maps a projection keeps its rows in. */
export function keyString<T extends TableDefinition<any>>(table: T, key: KeyOfRow<T>): string {
  return keyOf(table.primaryKey as readonly string[], key);
}

function keyOf(columns: readonly string[], key: object): string {
  return columns.map((name) => String((key as Record<string, unknown>)[name])).join('\u0000');
}
