import type { Transaction } from 'kysely';
import type { DomainEvent, EventCatalogue } from './events.js';
import type { Projection } from './projection.js';
import type { RecordedEvent } from './types.js';

/**
 * A projection's tables are declared once, column by column: the DDL is generated from the
 * declaration and so is the row type readers query, so the two cannot drift apart.
 */
export interface Column<T> {
  readonly sqlType: string;
  readonly isNullable: boolean;
  readonly defaultExpression: string | undefined;
  /** Phantom: the TypeScript type pg hands over for this column. */
  readonly __type?: T;
}

export interface ColumnBuilder<T> extends Column<T> {
  nullable(): ColumnBuilder<T | null>;
  default(expression: string): ColumnBuilder<T>;
}

function columnOf<T>(sqlType: string, isNullable = false, defaultExpression?: string): ColumnBuilder<T> {
  return {
    sqlType,
    isNullable,
    defaultExpression,
    nullable: () => columnOf<T | null>(sqlType, true, defaultExpression),
    default: (expression) => columnOf<T>(sqlType, isNullable, expression),
  };
}

/** Column types as the pool hands them over (@impromptu/db parses bigint as a number); date and timestamptz arrive as a Date. */
export const column = {
  uuid: () => columnOf<string>('uuid'),
  text: () => columnOf<string>('text'),
  integer: () => columnOf<number>('integer'),
  bigint: () => columnOf<number>('bigint'),
  double: () => columnOf<number>('double precision'),
  boolean: () => columnOf<boolean>('boolean'),
  timestamptz: () => columnOf<Date>('timestamptz'),
  /** pg hands a date over as a Date at local midnight: select it `::text` for the day. */
  date: () => columnOf<Date>('date'),
  jsonb: <T = unknown>() => columnOf<T>('jsonb'),
};

type Columns = Record<string, Column<unknown>>;

export interface TableDefinition<C extends Columns = Columns, K extends keyof C & string = keyof C & string> {
  columns: C;
  primaryKey: readonly K[];
  /** The DDL of the table under a physical name. */
  create(table: string): string;
}

/** The row a projection table's view answers. */
export type RowOf<T> =
  T extends TableDefinition<infer C> ? { [K in keyof C]: C[K] extends Column<infer V> ? V : never } : never;

export function table<const C extends Columns, const K extends keyof C & string>(
  columns: C,
  options: { primaryKey: readonly K[] },
): TableDefinition<C, K> {
  return {
    columns,
    primaryKey: options.primaryKey,
    create(name) {
      const lines = Object.entries(columns).map(([columnName, c]) =>
        [
          columnName,
          c.sqlType,
          c.isNullable ? '' : 'NOT NULL',
          c.defaultExpression === undefined ? '' : `DEFAULT ${c.defaultExpression}`,
        ]
          .filter(Boolean)
          .join(' '),
      );
      lines.push(`PRIMARY KEY (${options.primaryKey.join(', ')})`);
      return `CREATE TABLE ${name} (\n  ${lines.join(',\n  ')}\n)`;
    },
  };
}

/** Where an event sits in the store, without its data: what a projection may use besides the event itself. */
export type EventPosition = Omit<RecordedEvent, 'type' | 'data' | 'metadata'>;

/** An event a projection receives: parsed by its schema, narrowed by `switch (event.type)`. */
export type ProjectedEvent<E extends DomainEvent> = E extends DomainEvent ? E & EventPosition : never;

type Tables = Record<string, TableDefinition<any>>;
type PhysicalNames<T extends Tables> = { [K in keyof T]: string };

interface DefinitionBase<T extends Tables> {
  name: string;
  /** Bump when `apply` or the tables change: the runner then rebuilds into new tables. */
  version: number;
  tables: T;
}

export interface TypedProjectionDefinition<E extends DomainEvent, T extends Tables> extends DefinitionBase<T> {
  /** The events the projection handles, with their schemas: the runner reads only these types (an older schema version is upcast and parsed). */
  events: EventCatalogue<E>;
  /** Applies one batch, in global order, inside the transaction that also advances the checkpoint. Prefer one set-based statement per batch. */
  apply(trx: Transaction<any>, events: ProjectedEvent<E>[], tables: PhysicalNames<T>): Promise<void>;
}

export interface AllEventsProjectionDefinition<T extends Tables> extends DefinitionBase<T> {
  /** Every event of every stream (ops projections): they arrive as stored, data unparsed. */
  events: '*';
  apply(trx: Transaction<any>, events: RecordedEvent[], tables: PhysicalNames<T>): Promise<void>;
}

/** A projection with the row types of its views attached (a type only: `ViewsOf<typeof projection>`). */
export type DefinedProjection<T extends Tables> = Projection & { readonly definedTables: T };

/** The views of one or more projections as Kysely sees them: `db.withTables<ViewsOf<typeof a | typeof b>>()`. */
export type ViewsOf<P> = UnionToIntersection<
  P extends DefinedProjection<infer T> ? { [K in keyof T]: RowOf<T[K]> } : never
>;

type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;

export function defineProjection<E extends DomainEvent, T extends Tables>(
  definition: TypedProjectionDefinition<E, T>,
): DefinedProjection<T>;
export function defineProjection<T extends Tables>(definition: AllEventsProjectionDefinition<T>): DefinedProjection<T>;
export function defineProjection<E extends DomainEvent, T extends Tables>(
  definition: TypedProjectionDefinition<E, T> | AllEventsProjectionDefinition<T>,
): DefinedProjection<T> {
  const tables = Object.entries(definition.tables).map(([name, t]) => ({
    name,
    create: (physical: string) => t.create(physical),
  }));
  if (definition.events === '*') {
    const all = definition;
    return {
      name: all.name,
      version: all.version,
      eventTypes: ['*'],
      tables,
      definedTables: all.tables,
      apply: (trx, events, names) => all.apply(trx, events, names as PhysicalNames<T>),
    };
  }
  const typed = definition;
  const catalogue = typed.events;
  return {
    name: typed.name,
    version: typed.version,
    eventTypes: [...catalogue.types],
    tables,
    definedTables: typed.tables,
    apply: (trx, events, names) =>
      typed.apply(
        trx,
        events.map((event) => parsedEvent(catalogue, event)),
        names as PhysicalNames<T>,
      ),
  };
}

/** The event as its catalogue reads it: validated when appended, so only an older schema version is upcast and parsed. */
function parsedEvent<E extends DomainEvent>(catalogue: EventCatalogue<E>, event: RecordedEvent): ProjectedEvent<E> {
  const { type, data } = catalogue.fromStored(event);
  return {
    type,
    data,
    globalPosition: event.globalPosition,
    transactionId: event.transactionId,
    streamId: event.streamId,
    streamVersion: event.streamVersion,
    eventId: event.eventId,
    schemaVersion: event.schemaVersion,
    recordedAt: event.recordedAt,
  } as ProjectedEvent<E>;
}
