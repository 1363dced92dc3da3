import type { z } from 'zod';
import type { EventToAppend } from './types.js';

/** An event as a decider and a projection see it: its type and its data, nothing of where it is stored. */
export interface DomainEvent<Type extends string = string, Data = unknown> {
  type: Type;
  data: Data;
}

/** The stored form of an event, enough to parse it: what `readStream` and the projection runner hand over. */
export interface StoredEvent {
  type: string;
  schemaVersion: number;
  data: unknown;
}

/**
 * One event type's schema at its current version. An older stored version is brought up to date by
 * its upcaster before the schema parses it: `upcasters[1]` turns version-1 data into version-2 data.
 */
export interface VersionedEventSchema<Schema extends z.ZodType = z.ZodType> {
  version: number;
  schema: Schema;
  upcasters?: Record<number, (data: unknown) => unknown>;
  /**
   * What is left of the data when the person it is about is forgotten (ADR 0029), for an event that
   * stays in a stream others share: its personal free text replaced, its ids kept. The result must
   * still match the schema. Events of a person's own streams are deleted, not redacted.
   */
  redact?: (data: any) => unknown;
}

type SchemaMap = Record<string, VersionedEventSchema>;

/** The union of `{ type, data }` an event schema map describes. */
export type EventsOf<S extends SchemaMap> = {
  [T in keyof S & string]: DomainEvent<T, z.output<S[T]['schema']>>;
}[keyof S & string];

/** The event union of a catalogue: `type GameSessionEvent = CatalogueEvent<typeof gameSessionEvents>`. */
export type CatalogueEvent<C> = C extends EventCatalogue<infer E> ? E : never;

/** The events of one aggregate (or any set of event types) with their versioned schemas, and how they are stored and read back. */
export interface EventCatalogue<E extends DomainEvent> {
  readonly types: readonly E['type'][];
  has(type: string): type is E['type'];
  /** A stored event as the current version, validated by its schema; throws on an unknown type or version, or data that does not match. */
  parse(event: StoredEvent): E;
  /**
   * A stored event of the current version, not validated again: `toAppend` validated it, and folding
   * a stream on every command or replaying a projection must not re-parse every event (ADR 0002).
   * Older versions are upcast and parsed.
   */
  fromStored(event: StoredEvent): E;
  /** The event as the store appends it, with its schema version; throws when its data does not match the schema. */
  toAppend(event: E): EventToAppend & { schemaVersion: number };
  /** A catalogue of some of these types, for a projection that handles only those. */
  select<T extends E['type']>(...types: T[]): EventCatalogue<Extract<E, { type: T }>>;
  /**
   * A stored event with its personal fields redacted, as the current version (ADR 0029); the data is
   * validated by the schema, so a forgotten event still reads. Unchanged when the type declares no redaction.
   */
  redact(event: StoredEvent): { data: Record<string, unknown>; schemaVersion: number };
  /** @internal the schema map, so catalogues can be combined. */
  readonly schemas: Readonly<Record<string, VersionedEventSchema>>;
}

/** Declares a set of events: `defineEvents({ RoundCompleted: { version: 1, schema: RoundCompletedV1 } })`. */
export function defineEvents<const S extends SchemaMap>(schemas: S): EventCatalogue<EventsOf<S>> {
  return catalogueOf<EventsOf<S>>(schemas);
}

/** The events of several catalogues in one, for a projection fed by more than one aggregate. */
export function combineEvents<Cs extends readonly EventCatalogue<DomainEvent>[]>(
  ...catalogues: Cs
): EventCatalogue<Cs[number] extends EventCatalogue<infer E> ? E : never> {
  const schemas: Record<string, VersionedEventSchema> = {};
  for (const catalogue of catalogues) {
    for (const [type, schema] of Object.entries(catalogue.schemas)) {
      if (schemas[type] && schemas[type] !== schema) throw new Error(`event type ${type} is declared twice`);
      schemas[type] = schema;
    }
  }
  return catalogueOf(schemas);
}

function catalogueOf<E extends DomainEvent>(
  schemas: Readonly<Record<string, VersionedEventSchema>>,
): EventCatalogue<E> {
  const types = Object.keys(schemas) as E['type'][];
  const schemaOf = (event: StoredEvent): VersionedEventSchema => {
    const schema = Object.hasOwn(schemas, event.type) ? schemas[event.type] : undefined;
    if (!schema) throw new Error(`not one of ${types.join(', ')}: ${event.type}`);
    if (event.schemaVersion > schema.version || event.schemaVersion < 1) {
      throw new Error(`${event.type} has unknown schema version ${event.schemaVersion}`);
    }
    return schema;
  };
  const parse = (event: StoredEvent): E => {
    const schema = schemaOf(event);
    let data = event.data;
    for (let version = event.schemaVersion; version < schema.version; version += 1) {
      const upcast = schema.upcasters?.[version];
      if (!upcast) throw new Error(`${event.type} has unknown schema version ${event.schemaVersion}`);
      data = upcast(data);
    }
    return { type: event.type, data: schema.schema.parse(data) } as E;
  };
  return {
    types,
    schemas,
    has: (type: string): type is E['type'] => Object.hasOwn(schemas, type),
    parse,
    fromStored(event) {
      const schema = schemaOf(event);
      if (event.schemaVersion !== schema.version) return parse(event);
      return { type: event.type, data: event.data } as E;
    },
    toAppend(event) {
      const schema = schemas[event.type];
      if (!schema) throw new Error(`not one of ${types.join(', ')}: ${event.type}`);
      // Validated once, here: readers (folds and projections) take an event of the current version as stored.
      schema.schema.parse(event.data);
      return { type: event.type, data: event.data as Record<string, unknown>, schemaVersion: schema.version };
    },
    redact(event) {
      const schema = schemaOf(event);
      const current = parse(event).data;
      const data = schema.redact ? schema.schema.parse(schema.redact(current)) : current;
      return { data: data as Record<string, unknown>, schemaVersion: schema.version };
    },
    select(...selected) {
      return catalogueOf(Object.fromEntries(selected.map((type) => [type, schemas[type] as VersionedEventSchema])));
    },
  };
}
