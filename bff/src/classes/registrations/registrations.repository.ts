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

@Injectable()
export class RegistrationsRepository {
  private readonly views: Kysely<DB & ClassesViews>;

  constructor(
    @Inject(DATABASE) private readonly db: Kysely<DB>,
    @Inject(CommandRunner) private readonly commands: CommandRunner,
  ) {
    this.views = db.withTables<ClassesViews>();
  }

  private classes(userId: string) {
    return this.views
      .selectFrom('scheduled_event as se')
      .innerJoin('event as e', 'e.id', 'se.event_id')
      .leftJoin('user_scheduled_event as own', (join) =>
        join.onRef('own.scheduled_event_id', '=', 'se.id').on('own.user_id', '=', userId),
      )
      .select((eb) => [
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

  /** Scheduled classes, soonest first, with the user's own registration. */
  findClasses(query: ClassQuery): Promise<ScheduledClassRow[]> {
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
    return readProjection(
      () =>
        this.classes(userId).where('se.id', '=', scheduledEventId).executeTakeFirst() as Promise<
          ScheduledClassRow | undefined
        >,
      undefined,
    );
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
