import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { opensPaidContent, paidContentAccess } from '@impromptu/access';
import type { EventType } from '@impromptu/db';
import { type RegistrationCommand } from '@impromptu/classes';
import {
  BANNER_REFRESH_MS,
  FREE_LIVE_CLASSES_SHOWN,
  FREE_PLAN_CANNOT_REGISTER,
  PAUSED_PLAN_CANNOT_REGISTER,
  UPCOMING_LIVE_CLASSES_LIMIT,
  classBanner,
  classCalendar,
  classCalendarFileName,
  classEnd,
  hasClassEnded,
  isClassLive,
  isJoinOpen,
  planMayRegister,
} from '@impromptu/classes/rules';
import type { MeetingsPort } from '@impromptu/integrations';
import { DomainError } from '@impromptu/kernel';
import { AccessService } from '../../identity/access/access.service.js';
import type { AuthenticatedUser } from '../../identity/auth/current-user.decorator.js';
import { CLOCK, type Clock } from '../../identity/auth/clock.js';
import type { AppConfig } from '../../config/config.js';
import { APP_CONFIG } from '../../infrastructure/tokens.js';
import type { IdempotentRequest } from '../../common/idempotency.js';
import { MEETINGS_PORT } from '../meetings/meetings-port.provider.js';
import { MEETING_NOT_FOUND, MEETINGS_PROVIDER_FAILED, type JoinLinkResponse } from '../meetings/meetings.dto.js';
import { MeetingsService, callMeetings } from '../meetings/meetings.service.js';
import { RegistrationFeed } from '../live/registration-feed.js';
import {
  CLASS_ENDED,
  JOIN_NOT_OPEN,
  NOT_REGISTERED,
  SCHEDULED_EVENT_NOT_FOUND,
  type Cancelled,
  type ClassBanner,
  type HomeClasses,
  type RegisterBody,
  type Registered,
  type RegistrationList,
  type ScheduledClassDto,
  type ScheduledClassList,
} from './registrations.dto.js';
import { RegistrationsRepository, type ScheduledClassRow } from './registrations.repository.js';

/** Spec 3 §9: the class list looks 25 days ahead. */
export const CLASS_LIST_LOOKAHEAD_MS = 25 * 24 * 3600 * 1000;
const CLASS_LIST_LIMIT = 200;
/** Spec 3 §4.5: the banner follows the user's fundamentals class, cohort class and workshop registrations. */
export const BANNER_EVENT_TYPES: EventType[] = ['FUNDAMENTALS_CLASS', 'COHORT_CLASS', 'FUNDAMENTALS_WORKSHOP'];

@Injectable()
export class RegistrationsService {
  constructor(
    @Inject(RegistrationsRepository) private readonly repository: RegistrationsRepository,
    @Inject(AccessService) private readonly access: AccessService,
    @Inject(MeetingsService) private readonly meetingsService: MeetingsService,
    @Inject(MEETINGS_PORT) private readonly meetings: MeetingsPort,
    @Inject(RegistrationFeed) private readonly feed: RegistrationFeed,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Spec 3 §2.9: PUBLIC classes from now to 25 days ahead, soonest first. */
  async list(user: AuthenticatedUser): Promise<ScheduledClassList> {
    const { plan, isPlanPaused, user: account } = await this.access.forUser(user.id);
    const opensPaid = opensPaidContent(plan, isPlanPaused);
    const now = this.clock.now();
    const rows = await this.repository.findClasses({
      userId: user.id,
      endingAfter: now,
      startingBefore: new Date(now.getTime() + CLASS_LIST_LOOKAHEAD_MS),
      privacy: 'PUBLIC',
      limit: CLASS_LIST_LIMIT,
    });
    return { classes: rows.map((row) => this.toDto(row, opensPaid, now)), timeZone: account.iana_time_zone };
  }

  /** Spec 3 §2.8: Free Live Classes (free plan only, first 4) and Upcoming Live Classes (request limit 10). */
  async home(user: AuthenticatedUser): Promise<HomeClasses> {
    const { plan, isPlanPaused, user: account } = await this.access.forUser(user.id);
    const opensPaid = opensPaidContent(plan, isPlanPaused);
    const now = this.clock.now();
    const base = { userId: user.id, endingAfter: now, privacy: 'PUBLIC' as const };
    const [free, upcoming] = await Promise.all([
      plan === 'free'
        ? this.repository.findClasses({ ...base, openToFreePlan: true, limit: FREE_LIVE_CLASSES_SHOWN })
        : Promise.resolve([]),
      this.repository.findClasses({ ...base, limit: UPCOMING_LIVE_CLASSES_LIMIT }),
    ]);
    return {
      freeClasses: free.map((row) => this.toDto(row, opensPaid, now)),
      upcomingClasses: upcoming.map((row) => this.toDto(row, opensPaid, now)),
      timeZone: account.iana_time_zone,
    };
  }

  async get(user: AuthenticatedUser, scheduledEventId: string): Promise<ScheduledClassDto> {
    const { plan, isPlanPaused } = await this.access.forUser(user.id);
    return this.toDto(
      await this.visibleClass(user.id, scheduledEventId),
      opensPaidContent(plan, isPlanPaused),
      this.clock.now(),
    );
  }

  async registrations(user: AuthenticatedUser, scheduledEventId: string): Promise<RegistrationList> {
    const row = await this.visibleClass(user.id, scheduledEventId);
    return this.registrationList(row);
  }

  /** The list as every watcher sees it, without the access check (the live channel checked when it subscribed). */
  async registrationListOf(scheduledEventId: string): Promise<RegistrationList | null> {
    const row = await this.repository.findClass(scheduledEventId, '00000000-0000-0000-0000-000000000000');
    return row ? this.registrationList(row) : null;
  }

  /** Whether the user may watch this class's registrations: the same rule as reading them. */
  async mayWatch(userId: string, scheduledEventId: string): Promise<boolean> {
    const row = await this.repository.findClass(scheduledEventId, userId);
    return row !== undefined && (row.privacy_level === 'PUBLIC' || row.own_status !== null);
  }

  /** Spec 3 §7 POST /events/register: registers the user and answers the join link. */
  async register(user: AuthenticatedUser, body: RegisterBody, idempotency: IdempotentRequest): Promise<Registered> {
    const row = await this.visibleClass(user.id, body.scheduled_event_id);
    const access = await this.access.forUser(user.id);
    const now = this.clock.now();
    if (hasClassEnded(this.window(row), now)) throw new DomainError('conflict', CLASS_ENDED);
    if (!planMayRegister(opensPaidContent(access.plan, access.isPlanPaused), row.required_subscription_tiers))
      throw new DomainError(
        'forbidden',
        paidContentAccess(access.plan, access.isPlanPaused) === 'paused'
          ? PAUSED_PLAN_CANNOT_REGISTER
          : FREE_PLAN_CANNOT_REGISTER,
      );
    // The access read carries the account row: no second read of it.
    const account = access.user;
    const registration = (zoomJoinUrl: string | null): RegistrationCommand => ({
      type: 'RegisterAttendee',
      data: {
        scheduledEventId: row.id,
        registrationId: randomUUID(),
        userId: user.id,
        registrationType: 'ATTENDEE',
        maxAttendees: row.max_attendees,
        zoomJoinUrl,
        userTimeZone: body.user_timezone,
        source: 'WEB',
        now,
      },
    });
    // Decide first: a full class or a second registration must not create a registrant at the meetings provider.
    // (Two people taking the last seat at the same instant can still both reach it; the append decides again.)
    await this.repository.wouldAccept(row.id, registration(null), idempotency);
    const joinUrl = await this.attendeeLink(row, account);
    await this.record(row.id, registration(joinUrl), idempotency);
    return { success: true, data: { zoom_join_url: joinUrl, status: 'REGISTERED' } };
  }

  async cancel(user: AuthenticatedUser, scheduledEventId: string, idempotency: IdempotentRequest): Promise<Cancelled> {
    const row = await this.visibleClass(user.id, scheduledEventId);
    await this.record(
      row.id,
      { type: 'CancelRegistration', data: { userId: user.id, now: this.clock.now() } },
      idempotency,
    );
    return { status: 'CANCELLED' };
  }

  /**
   * Spec 3 §7 GET /events/{id}/u/{user}/join: a host gets a start link, a registered attendee the join
   * link; anyone else is told to register. Taking the link while the class is live counts as attending.
   */
  async join(user: AuthenticatedUser, scheduledEventId: string): Promise<JoinLinkResponse> {
    const row = await this.visibleClass(user.id, scheduledEventId);
    if (row.own_status !== 'REGISTERED') throw new DomainError('forbidden', NOT_REGISTERED);
    // Attendees join from 15 minutes before the start, as the banner shows the class (ADR 0040); a host may take
    // the start link earlier to open the meeting.
    if (row.own_type !== 'HOST' && !isJoinOpen(this.window(row), this.clock.now()))
      throw new DomainError('conflict', JOIN_NOT_OPEN);
    const account = await this.access.findAccount(user.id);
    if (!account) throw new DomainError('forbidden', NOT_REGISTERED);
    const link = await this.meetingsService.link(
      {
        scheduledEventId: row.id,
        zoomMeetingId: row.zoom_meeting_id ?? row.id,
        zoomHostId: row.zoom_host_id,
        startTime: row.start_time,
        durationSeconds: row.duration_seconds,
        registrationType: row.own_type ?? 'ATTENDEE',
        registrationStatus: 'REGISTERED',
        registrationMetadata: row.own_metadata ?? {},
        userId: account.id,
        email: account.email,
        firstName: account.first_name,
        lastName: account.last_name,
      },
      MEETING_NOT_FOUND,
    );
    const now = this.clock.now();
    if (isClassLive(this.window(row), now))
      await this.record(row.id, { type: 'RecordAttendance', data: { userId: user.id, now } });
    return link;
  }

  /**
   * "Add to calendar" (issue 29 §10): the class as an .ics file, its link the class's page on the public web address,
   * where JOIN EVENT opens the meeting. Readable by whoever may read the class.
   */
  async calendar(user: AuthenticatedUser, scheduledEventId: string): Promise<{ fileName: string; body: string }> {
    const row = await this.visibleClass(user.id, scheduledEventId);
    const web = new URL(this.config.PUBLIC_WEB_URL);
    const url = new URL(`/games/event/${row.id}`, web).toString();
    const window = this.window(row);
    const about = (row.short_description || row.long_description).trim();
    return {
      fileName: classCalendarFileName(row.name),
      body: classCalendar({
        uid: `class-${row.id}@${web.hostname}`,
        stamp: this.clock.now(),
        start: window.startTime,
        end: classEnd(window),
        summary: row.name,
        description: [...(about ? [about, ''] : []), `Join the class from 15 minutes before the start: ${url}`].join(
          '\n',
        ),
        url,
      }),
    };
  }

  /** Spec 3 §4.5 class banner, at the BFF's clock. */
  async banner(user: AuthenticatedUser): Promise<ClassBanner> {
    const now = this.clock.now();
    const rows = await this.repository.findClasses({
      userId: user.id,
      endingAfter: now,
      eventTypes: BANNER_EVENT_TYPES,
      registeredOnly: true,
      limit: 20,
    });
    const { state, class: chosen } = classBanner(
      rows.map((row) => ({ ...this.window(row), row })),
      now,
    );
    return {
      state,
      class: chosen
        ? {
            scheduledEventId: chosen.row.id,
            name: chosen.row.name,
            type: chosen.row.type,
            startTime: chosen.startTime.toISOString(),
            endTime: classEnd(chosen).toISOString(),
          }
        : null,
      refreshSeconds: BANNER_REFRESH_MS / 1000,
    };
  }

  /** Unknown ids and PRIVATE classes the user holds no registration for answer the same 404. */
  private async visibleClass(userId: string, scheduledEventId: string): Promise<ScheduledClassRow> {
    const row = await this.repository.findClass(scheduledEventId, userId);
    if (!row || (row.privacy_level === 'PRIVATE' && row.own_status === null))
      throw new DomainError('not_found', SCHEDULED_EVENT_NOT_FOUND);
    return row;
  }

  private async registrationList(row: ScheduledClassRow): Promise<RegistrationList> {
    const registrations = await this.repository.findRegistrations(row.id);
    return {
      scheduledEventId: row.id,
      maxAttendees: row.max_attendees,
      attendeeCount: registrations.filter((r) => r.type === 'ATTENDEE').length,
      registrations: registrations.map((r) => ({
        userId: r.user_id,
        name: `${r.first_name} ${r.last_name}`.trim() || r.email.split('@')[0] || 'Member',
        picture: r.picture,
        type: r.type === 'HOST' ? 'HOST' : 'ATTENDEE',
        status: 'REGISTERED',
        registeredAt: r.created_at.toISOString(),
      })),
    };
  }

  private async attendeeLink(
    row: ScheduledClassRow,
    account: { id: string; email: string; first_name: string; last_name: string },
  ): Promise<string> {
    const link = await callMeetings(
      () =>
        this.meetings.joinLink({
          scheduledEvent: {
            id: row.id,
            zoomMeetingId: row.zoom_meeting_id ?? row.id,
            zoomHostId: row.zoom_host_id,
            startTime: row.start_time,
            durationSeconds: row.duration_seconds,
          },
          user: { id: account.id, email: account.email, firstName: account.first_name, lastName: account.last_name },
          registration: { type: 'ATTENDEE', status: 'REGISTERED' },
        }),
      MEETING_NOT_FOUND,
    );
    if ('joinUrl' in link) return link.joinUrl;
    throw new DomainError('unavailable', MEETINGS_PROVIDER_FAILED, {
      cause: new Error('the meetings port gave an attendee a start link'),
    });
  }

  /** Decides the command and, when it changed the class's registrations, tells the live lists. */
  private async record(
    scheduledEventId: string,
    command: RegistrationCommand,
    idempotency?: IdempotentRequest,
  ): Promise<void> {
    const result = await this.repository.handle(scheduledEventId, command, idempotency);
    if (result.append && !result.append.replayed) await this.feed.publish(scheduledEventId);
  }

  private window(row: ScheduledClassRow) {
    return {
      startTime: row.start_time,
      endTime: row.end_time,
      durationSeconds: row.duration_seconds,
      isLive: row.is_live,
    };
  }

  /** `opensPaid`: whether the plan opens paid content now (@impromptu/access's one paused rule). */
  private toDto(row: ScheduledClassRow, opensPaid: boolean, now: Date): ScheduledClassDto {
    const window = this.window(row);
    const image = row.image_urls['card'];
    return {
      id: row.id,
      startTime: row.start_time.toISOString(),
      endTime: classEnd(window).toISOString(),
      durationSeconds: row.duration_seconds,
      isLive: isClassLive(window, now),
      hasEnded: hasClassEnded(window, now),
      maxAttendees: row.max_attendees,
      attendeeCount: row.attendee_count ?? 0,
      privacyLevel: row.privacy_level,
      event: {
        id: row.event_id,
        slug: row.slug,
        name: row.name,
        type: row.type,
        shortDescription: row.short_description,
        longDescription: row.long_description,
        requiredSubscriptionTiers: row.required_subscription_tiers,
        imageUrl: typeof image === 'string' ? image : null,
      },
      lockedForPlan: !planMayRegister(opensPaid, row.required_subscription_tiers),
      ownRegistration: row.own_status
        ? { status: row.own_status, type: row.own_type === 'HOST' ? 'HOST' : 'ATTENDEE' }
        : null,
    };
  }
}
