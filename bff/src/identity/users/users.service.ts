import { Inject, Injectable } from '@nestjs/common';
import { planFromStored } from '@impromptu/access';
import { streakShownNow } from '@impromptu/play';
import { DomainError } from '@impromptu/kernel';
import { AccessService, USER_NOT_FOUND, type UserAccess } from '../access/access.service.js';
import type { AuthenticatedUser } from '../auth/current-user.decorator.js';
import { CLOCK, type Clock } from '../auth/clock.js';
import { type TimeZoneDto, type UpdateProfileBody, type UpdateTimeZoneBody, type UserProfileDto } from './users.dto.js';
import { UsersRepository } from './users.repository.js';

const isoOrNull = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();

/** The profile's subscription object (spec 1 §3): the live payment subscription as billing projects it. */
function subscriptionObject(payment: UserAccess['paymentSubscription']): UserProfileDto['subscription'] {
  if (!payment?.subscription_id) return null;
  return {
    id: payment.subscription_id,
    plan: planFromStored(payment.plan),
    period: payment.period === 'monthly' || payment.period === 'annually' ? payment.period : null,
    status: payment.status ?? 'active',
    isPaused: payment.is_paused,
    isTrial: payment.is_trial,
    currentPeriodEnd: isoOrNull(payment.current_period_end),
    cancelAt: isoOrNull(payment.cancel_at),
    discount: payment.discount?.name ?? null,
  };
}

export const NOT_YOUR_TIME_ZONE = 'You can only change your own time zone.';

@Injectable()
export class UsersService {
  constructor(
    @Inject(UsersRepository) private readonly repository: UsersRepository,
    @Inject(AccessService) private readonly access: AccessService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async getProfile(userId: string): Promise<UserProfileDto> {
    const [access, { scheduledEvents, progress }] = await Promise.all([
      this.access.forUser(userId),
      this.repository.getProfileRows(userId),
    ]);
    const { user } = access;
    // Projected from rounds (days in the user's own zone); the stored columns stand in until a round is played.
    return {
      user: {
        id: user.id,
        auth0Id: user.auth0_id,
        signsInWithPassword: user.password_hash !== null,
        updatedAt: user.updated_at.toISOString(),
        email: user.email,
        emailVerified: user.email_verified_at !== null,
        firstName: user.first_name,
        lastName: user.last_name,
        type: user.type,
        level: user.level,
        preferredGame: progress.preferredGame ?? user.preferred_game,
        currentDailyStreak: streakShownNow(
          progress.streak,
          user.current_daily_streak,
          this.clock.now(),
          user.iana_time_zone,
        ),
        picture: user.picture,
        metadata: user.metadata,
        ianaTimeZone: user.iana_time_zone,
        plan: planFromStored(user.plan),
      },
      plan: access.plan,
      isPlanPaused: access.isPlanPaused,
      subscription: subscriptionObject(access.paymentSubscription),
      subscriptions: access.subscriptions.map((s) => ({
        id: s.id,
        type: s.type,
        status: s.status,
        startDate: s.start_date.toISOString(),
        endDate: s.end_date?.toISOString() ?? null,
      })),
      groups: access.groups.map((g) => ({
        id: g.id,
        role: g.role,
        group: {
          id: g.group_id,
          name: g.name,
          type: g.type,
          admin: g.admin,
          description: g.description,
          status: g.status,
          classRegistrationUrl: g.class_registration_url,
          hasCurriculum: g.has_curriculum,
        },
      })),
      flags: access.flags,
      features: access.features,
      navigation: access.navigation,
      // Filled by the issues that bring games, assessments and their projections.
      gameUsers: [],
      userGames: [],
      assessments: [],
      userScheduledEvents: scheduledEvents,
    };
  }

  async updateNames(userId: string, body: UpdateProfileBody): Promise<UserProfileDto> {
    const updated = await this.repository.updateNames(userId, { first_name: body.firstName, last_name: body.lastName });
    if (!updated) throw new DomainError('not_found', USER_NOT_FOUND);
    return this.getProfile(userId);
  }

  async updateTimeZone(caller: AuthenticatedUser, userId: string, body: UpdateTimeZoneBody): Promise<TimeZoneDto> {
    if (caller.id !== userId) throw new DomainError('forbidden', NOT_YOUR_TIME_ZONE);
    const updated = await this.repository.updateTimeZone(userId, body.iana_time_zone);
    if (!updated) throw new DomainError('not_found', USER_NOT_FOUND);
    return { ianaTimeZone: body.iana_time_zone };
  }
}
