import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import type { PaymentsPort } from '@impromptu/integrations';
import { isRefusal } from '@impromptu/event-store';
import { ApiException } from '../../common/error-response.js';
import { PAYMENTS_PORT } from '../../billing/payments-port.provider.js';
import { LOGGER } from '../../infrastructure/tokens.js';
import type { AuthenticatedUser } from '../auth/current-user.decorator.js';
import { verifyPassword } from '../auth/password.js';
import { AccessService } from '../access/access.service.js';
import { AccountService } from '../account/account.service.js';
import { SessionRevocations } from '../auth/session-revocations.js';
import { AccountDataRepository, type StoredEventRow } from './account-data.repository.js';
import {
  ACCOUNT_DATA_MESSAGES,
  ACTIVITY_AREAS,
  FRESH_SIGN_IN_MINUTES,
  type AccountDataDto,
  type AccountDeletedDto,
  type ActivityArea,
  type DeleteAccountBody,
  type ExportedEvent,
} from './account-data.dto.js';

/** Which area of the download a stream's events belong to, by the stream's type (its id without the trailing id). */
const AREA_OF_STREAM: [prefix: string, area: ActivityArea][] = [
  ['game-session-', 'games'],
  ['user-game-', 'games'],
  ['user-activity-', 'games'],
  ['practice-', 'practice'],
  ['user-course-', 'courses'],
  ['course-activity-', 'courses'],
  ['shape-snapshot-', 'snapshots'],
  ['assessment-', 'assessments'],
  ['scheduled-event-', 'registrations'],
  ['feedback-', 'feedback'],
  ['billing-', 'subscription'],
  ['virtual-coach-', 'coach'],
  ['coach-bot-', 'coach'],
  ['notification-activity-', 'notifications'],
];

function areaOf(streamId: string): ActivityArea {
  return AREA_OF_STREAM.find(([prefix]) => streamId.startsWith(prefix))?.[1] ?? 'other';
}

@Injectable()
export class AccountDataService {
  constructor(
    @Inject(AccountDataRepository) private readonly repository: AccountDataRepository,
    @Inject(AccessService) private readonly access: AccessService,
    @Inject(PAYMENTS_PORT) private readonly payments: PaymentsPort,
    @Inject(SessionRevocations) private readonly revocations: SessionRevocations,
    @Inject(AccountService) private readonly accounts: AccountService,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** Download my data (issue 25 item 6): the reference rows about the person and every event about them. */
  async export(userId: string): Promise<AccountDataDto> {
    const user = await this.access.findAccount(userId);
    if (!user) throw new ApiException(HttpStatus.GONE, ACCOUNT_DATA_MESSAGES.alreadyDeleted);
    const [groups, consent, inputs, sessions, emails, events, watched] = await Promise.all([
      this.repository.groups(userId),
      this.repository.consent(userId),
      this.repository.writtenInputs(userId),
      this.repository.sessions(userId),
      this.repository.emails(user.email),
      this.repository.events(userId),
      this.repository.watchedVideos(userId),
    ]);
    const activity = Object.fromEntries(ACTIVITY_AREAS.map((area) => [area, [] as ExportedEvent[]])) as Record<
      ActivityArea,
      ExportedEvent[]
    >;
    for (const event of events) {
      // In a stream others share (a class, a coach bot) only the person's own events are theirs.
      if (areaOf(event.stream_id) === 'registrations' && event.data['userId'] !== userId) continue;
      activity[areaOf(event.stream_id)].push(exported(event));
    }
    return {
      exportedAt: new Date().toISOString(),
      profile: {
        id: user.id,
        email: user.email,
        firstName: user.first_name,
        lastName: user.last_name,
        type: user.type,
        level: user.level,
        plan: user.plan,
        preferredGame: user.preferred_game,
        timeZone: user.iana_time_zone,
        picture: user.picture,
        createdAt: user.created_at.toISOString(),
        signsInWith: user.password_hash
          ? user.auth0_id
            ? 'password and identity provider'
            : 'password'
          : 'identity provider',
      },
      groups: groups.map((g) => ({ name: g.name, type: g.type, joinedAt: g.created_at.toISOString() })),
      consent: consent ? (JSON.parse(JSON.stringify(consent)) as Record<string, unknown>) : null,
      writtenInputs: inputs.map((input) => ({
        label: input.label,
        text: input.text,
        type: input.type,
        updatedAt: input.updated_at.toISOString(),
      })),
      watchedVideos: watched.map((w) => ({
        video: w.video,
        spans: w.spans,
        positionSeconds: w.position_seconds,
        durationSeconds: w.duration_seconds,
        updatedAt: w.updated_at.toISOString(),
      })),
      gameRounds: events.filter((e) => e.event_type === 'RoundCompleted').map(roundOf),
      activity,
      sessions: sessions.map((s) => ({
        signedInAt: s.created_at.toISOString(),
        lastSeenAt: s.last_seen_at.toISOString(),
        userAgent: s.user_agent,
      })),
      emails: emails.map((e) => ({
        subject: e.subject,
        text: e.text_body,
        createdAt: e.created_at.toISOString(),
        status: e.status,
      })),
    };
  }

  /**
   * Delete my account (issue 25 item 7): the password first; then the paid subscription is cancelled at the
   * provider (a provider that cannot be reached stops the deletion, so no one is charged for an account that
   * is gone); then one transaction erases the person (ADR 0029); then every session of theirs is revoked in
   * every BFF process. Of two deletions racing, the second finds the account gone and says so.
   */
  async delete(user: AuthenticatedUser, body: DeleteAccountBody): Promise<AccountDeletedDto> {
    const stored = await this.access.findAccount(user.id);
    if (!stored) throw new ApiException(HttpStatus.GONE, ACCOUNT_DATA_MESSAGES.alreadyDeleted);
    // Like a password change: a stolen session cannot guess its way to a deletion.
    await this.accounts.throttle([['account-delete:user', user.id]]);
    if (stored.password_hash !== null) {
      if (!body.password) throw new ApiException(HttpStatus.BAD_REQUEST, ACCOUNT_DATA_MESSAGES.enterPassword);
      if (!(await verifyPassword(stored.password_hash, body.password)))
        throw new ApiException(HttpStatus.FORBIDDEN, ACCOUNT_DATA_MESSAGES.wrongPassword);
    } else {
      // Signs in only through an identity provider: the address typed, from a sign-in of the last minutes.
      if (body.email?.trim().toLowerCase() !== stored.email.toLowerCase())
        throw new ApiException(HttpStatus.FORBIDDEN, ACCOUNT_DATA_MESSAGES.wrongEmail);
      const signedInAt = await this.repository.sessionStartedAt(user.sessionId);
      if (!signedInAt || Date.now() - signedInAt.getTime() > FRESH_SIGN_IN_MINUTES * 60_000)
        throw new ApiException(HttpStatus.FORBIDDEN, ACCOUNT_DATA_MESSAGES.signInAgain);
    }
    const subscriptionCancelled = await this.cancelSubscription(user.id);
    const outcome = await this.repository.erase(user.id);
    if (outcome.status === 'already_deleted')
      throw new ApiException(HttpStatus.GONE, ACCOUNT_DATA_MESSAGES.alreadyDeleted);
    await this.revocations.revoke(outcome.sessionIds);
    this.logger.info(
      {
        deletedStreams: outcome.forgotten.deletedStreams.length,
        deletedEvents: outcome.forgotten.deletedEvents,
        redactedEvents: outcome.forgotten.redactedEvents,
        releasedSeats: outcome.releasedSeats.length,
      },
      'account deleted',
    );
    return { deleted: true, subscriptionCancelled };
  }

  private async cancelSubscription(userId: string): Promise<boolean> {
    const subscriptionId = await this.repository.activeSubscriptionId(userId);
    if (!subscriptionId) return false;
    try {
      await this.payments.cancelSubscription(subscriptionId);
      return true;
    } catch (error) {
      // The provider no longer has it: nothing is left to cancel.
      if (isRefusal(error, 'not_found')) return false;
      this.logger.warn({ err: error }, 'the subscription of an account being deleted could not be cancelled');
      throw new ApiException(HttpStatus.BAD_GATEWAY, ACCOUNT_DATA_MESSAGES.paymentsUnavailable);
    }
  }
}

function exported(event: StoredEventRow): ExportedEvent {
  return { type: event.event_type, recordedAt: new Date(event.recorded_at).toISOString(), data: event.data };
}

function roundOf(event: StoredEventRow) {
  const d = event.data as {
    sessionId: string;
    shortCode: string;
    round: number;
    completedAt: string;
    roundDuration: number;
    speechDuration: number;
    pauseDuration: number;
    survived: boolean | null;
    voiceMetrics?: Record<string, unknown>;
  };
  return {
    sessionId: d.sessionId,
    game: d.shortCode,
    round: d.round,
    completedAt: d.completedAt,
    roundDuration: d.roundDuration,
    speechDuration: d.speechDuration,
    pauseDuration: d.pauseDuration,
    survived: d.survived,
    voiceMetrics: d.voiceMetrics ?? null,
  };
}
