import { Inject, Injectable } from '@nestjs/common';
import { sql, type Kysely } from 'kysely';
import type { DB, EventType } from '@impromptu/db';
import {
  registrationDecider,
  registrationsProjection,
  scheduledEventStreamId,
  type ClassesViews,
  type RegistrationCommand,
  type RegistrationEvent,
  type RegistrationState,
} from '@impromptu/classes';
import { commandIdempotencyKey, readAggregate, readProjection, type CommandResult } from '@impromptu/event-store';
import type { IdempotentRequest } from '../../common/idempotency.js';
import { CommandRunner } from '../../infrastructure/command-runner.js';
import { ContextRepository } from '../../infrastructure/context-repository.js';
import { ReferenceDataCache } from '../../infrastructure/reference-data-cache.js';
import { DATABASE } from '../../infrastructure/tokens.js';

/** A scheduled event with its event, its attendee count and the user's own registration. */
export interface ScheduledClassRow {
  id: string;
  start_time: Date;
  end_time: Date | null;
  duration_seconds: number;
  is_live: boolean;
  max_attendees: number;
  privacy_level: 'PUBLIC' | 'PRIVATE';
  zoom_meeting_id: string | null;
  zoom_host_id: string | null;
  event_id: string;
  slug: string;
  name: string;
  type: EventType;
  short_description: string;
  long_description: string;
  required_subscription_tiers: string[];
  image_urls: Record<string, unknown>;
  attendee_count: number;
  own_status: 'REGISTERED' | 'CANCELLED' | null;
  own_type: 'ATTENDEE' | 'HOST' | null;
  own_metadata: { zoom_join_url?: string } | null;
}

export interface ClassQuery {
  userId: string;
  /** Classes that end after this instant. */
  endingAfter: Date;
  startingBefore?: Date;
  privacy?: 'PUBLIC';
  /** Only classes whose required tiers let the free plan in. */
  openToFreePlan?: boolean;
  eventTypes?: EventType[];
  /** Only classes the user holds a REGISTERED registration for. */
  registeredOnly?: boolean;
  limit: number;
}

const classEnd = sql<Date>`coalesce(se.end_time, se.start_time + se.duration_seconds * interval '1 second')`;

/** A class of the catalogue: the scheduled event and its event, without what is live or the user's own. */
type CatalogueClass = Omit<ScheduledClassRow, 'attendee_count' | 'own_status' | 'own_type' | 'own_metadata'> & {
  /** When the class ends (its end_time, else start plus duration), in ms. */
  ends_at: number;
};

/** The classes ending after `from`, soonest first, as held in this process (ADR 0043 addendum). */
interface ClassCatalogue {
  from: number;
  classes: readonly CatalogueClass[];
  byId: ReadonlyMap<string, CatalogueClass>;
}

/**
 * How far before the asked instant the catalogue reaches: a clock a little behind the first reader's (another
 * request, a test's clock) still reads from memory; before that the classes are read from the database.
 */
/** A class's own columns (its scheduled event and the event it schedules), for the class list and the catalogue. */
const CLASS_COLUMNS = [
  'se.id',
  'se.start_time',
  'se.end_time',
  'se.duration_seconds',
  'se.is_live',
  'se.max_attendees',
  'se.privacy_level',
  'se.zoom_meeting_id',
  'se.zoom_host_id',
  'e.id as event_id',
  'e.slug',
  'e.name',
  'e.type',
  'e.short_description',
  'e.long_description',
  'e.required_subscription_tiers',
  'e.image_urls',
] as const;
const CATALOGUE_LOOKBACK_MS = 24 * 60 * 60 * 1000;

/** What is live or the user's own about a class: read on every request, never cached. */
interface LiveClassRow {
  id: string;
  attendee_count: number;
  own_status: 'REGISTERED' | 'CANCELLED' | null;
  own_type: 'ATTENDEE' | 'HOST' | null;
  own_metadata: { zoom_join_url?: string } | null;
}

@Injectable()
export class RegistrationsRepository extends ContextRepository<ClassesViews> {
  constructor(
    @Inject(DATABASE) db: Kysely<DB>,
    @Inject(CommandRunner) commands: CommandRunner,
    @Inject(ReferenceDataCache) private readonly reference: ReferenceDataCache,
  ) {
    super(db, commands);
  }

  private classes(userId: string) {
    return this.views
      .selectFrom('scheduled_event as se')
      .innerJoin('event as e', 'e.id', 'se.event_id')
      .leftJoin('user_scheduled_event as own', (join) =>
        join.onRef('own.scheduled_event_id', '=', 'se.id').on('own.user_id', '=', userId),
      )
      .select((eb) => [
        ...CLASS_COLUMNS,
        eb
          .selectFrom('event_registration as r')
          .select(sql<number>`count(*)::int`.as('n'))
          .whereRef('r.scheduled_event_id', '=', 'se.id')
          .where('r.status', '=', 'REGISTERED')
          .where('r.type', '=', 'ATTENDEE')
          .as('attendee_count'),
        sql<'REGISTERED' | 'CANCELLED' | null>`own.status`.as('own_status'),
        sql<'ATTENDEE' | 'HOST' | null>`own.type`.as('own_type'),
        sql<{ zoom_join_url?: string } | null>`own.metadata`.as('own_metadata'),
      ]);
  }

  /**
   * Scheduled classes, soonest first, with the user's own registration. The classes come from the catalogue held in
   * this process (`classes` reference data, ADR 0043 addendum); the seat counts and the user's registrations are
   * read in one statement, for the classes shown only (none when no class matches).
   */
  async findClasses(query: ClassQuery): Promise<ScheduledClassRow[]> {
    const catalogue = await this.catalogue(query.endingAfter);
    if (!catalogue) return this.queryClasses(query);
    const after = query.endingAfter.getTime();
    const before = query.startingBefore?.getTime();
    const matching: CatalogueClass[] = [];
    for (const row of catalogue.classes) {
      if (row.ends_at <= after) continue;
      if (before !== undefined && row.start_time.getTime() >= before) continue;
      if (query.privacy !== undefined && row.privacy_level !== 'PUBLIC') continue;
      if (
        query.openToFreePlan === true &&
        row.required_subscription_tiers.length > 0 &&
        !row.required_subscription_tiers.includes('free')
      )
        continue;
      if (query.eventTypes !== undefined && !query.eventTypes.includes(row.type)) continue;
      matching.push(row);
      // Only the user's registrations can leave a class out later: otherwise the first `limit` are the answer.
      if (query.registeredOnly !== true && matching.length >= query.limit) break;
    }
    return this.withLive(catalogue, matching, query.userId, query.registeredOnly === true, query.limit);
  }

  /** The old query, for an instant before the catalogue's reach (a clock moved back by more than a day). */
  private queryClasses(query: ClassQuery): Promise<ScheduledClassRow[]> {
    return readProjection(
      () =>
        this.classes(query.userId)
          .where(classEnd, '>', query.endingAfter)
          .$if(query.startingBefore !== undefined, (qb) => qb.where('se.start_time', '<', query.startingBefore as Date))
          .$if(query.privacy !== undefined, (qb) => qb.where('se.privacy_level', '=', 'PUBLIC'))
          .$if(query.openToFreePlan === true, (qb) =>
            qb.where((eb) =>
              eb.or([
                eb(sql`cardinality(e.required_subscription_tiers)`, '=', 0),
                eb(sql<boolean>`'free' = ANY(e.required_subscription_tiers)`, '=', true),
              ]),
            ),
          )
          .$if(query.eventTypes !== undefined, (qb) => qb.where('e.type', 'in', query.eventTypes as EventType[]))
          .$if(query.registeredOnly === true, (qb) => qb.where(sql`own.status`, '=', 'REGISTERED'))
          .orderBy('se.start_time')
          .orderBy('se.id')
          .limit(query.limit)
          .execute() as Promise<ScheduledClassRow[]>,
      [],
    );
  }

  async findClass(scheduledEventId: string, userId: string): Promise<ScheduledClassRow | undefined> {
    // Any catalogue held will do: a class in it is as the database has it.
    const catalogue = await this.reference.read('classes', 'catalogue', () =>
      this.loadCatalogue(Date.now() - CATALOGUE_LOOKBACK_MS),
    );
    const held = catalogue.byId.get(scheduledEventId);
    if (held) return (await this.withLive(catalogue, [held], userId, false, 1))[0];
    // A class that ended before the catalogue's reach, or no class at all: one statement, as before.
    return readProjection(
      () =>
        this.classes(userId).where('se.id', '=', scheduledEventId).executeTakeFirst() as Promise<
          ScheduledClassRow | undefined
        >,
      undefined,
    );
  }

  /**
   * The catalogue of classes ending after `endingAfter` (less a day), from this process's reference data: null when
   * the held one does not reach back that far. Changed through the BFF (the bulk upload) it is forgotten in every
   * process before the write answers; changed outside it, it is seen within REFERENCE_CACHE_TTL_MS.
   */
  private async catalogue(endingAfter: Date): Promise<ClassCatalogue | null> {
    const held = await this.reference.read('classes', 'catalogue', () =>
      this.loadCatalogue(endingAfter.getTime() - CATALOGUE_LOOKBACK_MS),
    );
    return held.from <= endingAfter.getTime() ? held : null;
  }

  private async loadCatalogue(from: number): Promise<ClassCatalogue> {
    const rows = await this.db
      .selectFrom('scheduled_event as se')
      .innerJoin('event as e', 'e.id', 'se.event_id')
      .select([...CLASS_COLUMNS, classEnd.as('ends_at')])
      .where(classEnd, '>', new Date(from))
      .orderBy('se.start_time')
      .orderBy('se.id')
      .execute();
    const classes = rows.map(
      (row) =>
        Object.freeze({
          ...row,
          image_urls: row.image_urls as Record<string, unknown>,
          ends_at: new Date(row.ends_at).getTime(),
        }) as CatalogueClass,
    );
    return { from, classes, byId: new Map(classes.map((row) => [row.id, row])) };
  }

  /**
   * The classes with their seat counts and the user's own registration, in the classes' order: one statement for
   * all of them (none when there are none). `registeredOnly` keeps the classes the user holds a seat in.
   */
  private async withLive(
    catalogue: ClassCatalogue,
    classes: readonly CatalogueClass[],
    userId: string,
    registeredOnly: boolean,
    limit: number,
  ): Promise<ScheduledClassRow[]> {
    if (classes.length === 0) return [];
    const ids = classes.map((row) => row.id);
    const live = await readProjection(
      async () =>
        (
          await sql<LiveClassRow>`
            SELECT c.id,
                   (SELECT count(*)::int FROM event_registration r
                     WHERE r.scheduled_event_id = c.id AND r.status = 'REGISTERED' AND r.type = 'ATTENDEE') AS attendee_count,
                   own.status AS own_status, own.type AS own_type, own.metadata AS own_metadata
              FROM unnest(${ids}::uuid[]) WITH ORDINALITY AS c(id, n)
              LEFT JOIN user_scheduled_event own ON own.scheduled_event_id = c.id AND own.user_id = ${userId}
             ${registeredOnly ? sql`WHERE own.status = 'REGISTERED'` : sql``}
             ORDER BY c.n
             LIMIT ${limit}`.execute(this.db)
        ).rows,
      [] as LiveClassRow[],
    );
    const rows: ScheduledClassRow[] = [];
    for (const own of live) {
      const held = catalogue.byId.get(own.id);
      if (!held) continue;
      const { ends_at: _endsAt, ...row } = held;
      rows.push({
        ...row,
        attendee_count: own.attendee_count,
        own_status: own.own_status,
        own_type: own.own_type,
        own_metadata: own.own_metadata,
      });
    }
    return rows;
  }

  /** The current registrations of a class, hosts first, then in order of registration, with each user's name. */
  findRegistrations(scheduledEventId: string) {
    return readProjection(
      () =>
        this.views
          .selectFrom('event_registration as r')
          .innerJoin('app_user as u', 'u.id', 'r.user_id')
          .select([
            'r.user_id',
            'r.type',
            'r.status',
            'r.created_at',
            'u.first_name',
            'u.last_name',
            'u.email',
            'u.picture',
          ])
          .where('r.scheduled_event_id', '=', scheduledEventId)
          .where('r.status', '=', 'REGISTERED')
          .orderBy(sql`r.type = 'HOST'`, 'desc')
          .orderBy('r.created_at')
          .orderBy('r.user_id')
          .execute(),
      [],
    );
  }

  /**
   * Decides `command` on the class's current registrations without appending anything: throws the decider's
   * error (class full, already registered…) when it would be refused. A retried request (its idempotency key
   * already answered) is not decided again: it gets the stored answer at the append.
   */
  async wouldAccept(
    scheduledEventId: string,
    command: RegistrationCommand,
    idempotency?: IdempotentRequest,
  ): Promise<void> {
    const streamId = scheduledEventStreamId(scheduledEventId);
    if (
      idempotency &&
      (await this.commands.store.findIdempotentResult(
        streamId,
        commandIdempotencyKey(streamId, idempotency.idempotencyKey),
        undefined,
        idempotency.idempotencyFingerprint,
      ))
    )
      return;
    const { state } = await readAggregate(this.commands.store, streamId, registrationDecider);
    registrationDecider.decide(command, state);
  }

  /**
   * Runs a registration command. Commands on one scheduled event queue on the stream's lock, so a rush for the
   * last seats is decided one after another rather than failing on version conflicts; other classes are not held
   * up. The answer and the lists that follow see the registration (read-your-writes).
   */
  handle(
    scheduledEventId: string,
    command: RegistrationCommand,
    idempotency?: IdempotentRequest,
  ): Promise<CommandResult<RegistrationEvent, RegistrationState>> {
    return this.commands.run({
      streamId: scheduledEventStreamId(scheduledEventId),
      decider: registrationDecider,
      command,
      idempotency,
      lock: true,
      waitFor: [registrationsProjection],
    });
  }
}
