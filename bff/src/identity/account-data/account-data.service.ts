import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import type { Kysely } from 'kysely';
import { PLAN_CATALOGUE } from '@impromptu/access';
import { isCharging, withCustomerLock } from '@impromptu/billing';
import type { DB } from '@impromptu/db';
import type { PaymentsPort } from '@impromptu/integrations';
import { isRefusal } from '@impromptu/event-store';
import { DomainError } from '@impromptu/kernel';
import { PAYMENTS_PORT } from '../../billing/payments-port.provider.js';
import { DATABASE, LOGGER } from '../../infrastructure/tokens.js';
import { accountDeletedEmail, type DeletionMoney } from '../account/account-emails.js';
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
  type ExportedPayments,
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
    @Inject(DATABASE) private readonly db: Kysely<DB>,
  ) {}

  /** Download my data (issue 25 item 6): the reference rows about the person and every event about them. */
  async export(userId: string): Promise<AccountDataDto> {
    const user = await this.access.findAccount(userId);
    if (!user) throw new DomainError('gone', ACCOUNT_DATA_MESSAGES.alreadyDeleted);
    const [groups, consent, inputs, sessions, emails, events, access, watched] = await Promise.all([
      this.repository.groups(userId),
      this.repository.consent(userId),
      this.repository.writtenInputs(userId),
      this.repository.sessions(userId),
      this.repository.emails(user.email),
      this.repository.events(userId),
      this.access.forUser(userId),
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
        // The plan the person holds, resolved as every screen resolves it: a paying customer is not on "free".
        plan: access.plan,
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
      payments: await this.paymentsOf(userId, events),
    };
  }

  /**
   * The download's payments (issue 44, 8c), read from the provider, the ledger: every subscription it holds for the
   * customer, their invoices, the payments taken from the card and the refunds of them.
   */
  private async paymentsOf(userId: string, events: StoredEventRow[]): Promise<ExportedPayments> {
    const billing = events.filter((event) => areaOf(event.stream_id) === 'subscription');
    const named = billing.map((event) => event.data['customerId']).find((id) => typeof id === 'string');
    const customerId = (await this.repository.customerId(userId)) ?? (named as string | undefined) ?? null;
    const empty = { customerId, subscriptions: [], invoices: [], payments: [], refunds: [] };
    if (!customerId) return { status: 'none', ...empty };
    try {
      const [subscriptions, invoices, payments, refunds] = await Promise.all([
        this.payments.listSubscriptions(customerId),
        this.payments.listInvoices(customerId, 100),
        this.payments.listPayments(customerId),
        this.payments.listRefunds(customerId),
      ]);
      return {
        status: 'complete',
        customerId,
        subscriptions: subscriptions.map((subscription) => {
          const price = this.payments.priceOf(subscription.priceId);
          return {
            id: subscription.id,
            plan: price?.plan ?? null,
            period: price?.period ?? null,
            status: subscription.status,
            amountCents: subscription.amountCents,
            interval: subscription.interval,
            currentPeriodStart: subscription.currentPeriodStart,
            currentPeriodEnd: subscription.currentPeriodEnd,
            paused: subscription.isPaused,
            cancelAt: subscription.cancelAt,
            endedAt: subscription.endedAt,
            discount: subscription.discount?.name ?? null,
          };
        }),
        invoices: invoices.map((invoice) => ({
          id: invoice.id,
          number: invoice.number,
          status: invoice.status,
          createdAt: invoice.createdAt,
          paidAt: invoice.paidAt,
          subtotalCents: invoice.subtotalCents,
          discountCents: invoice.discountCents,
          totalCents: invoice.totalCents,
          amountPaidCents: invoice.amountPaidCents,
          url: invoice.hostedUrl,
          lines: invoice.lines.map((line) => ({ description: line.description, amountCents: line.amountCents })),
        })),
        payments: payments.map((payment) => ({
          paidAt: payment.createdAt,
          amountCents: payment.amountCents,
          refundedCents: payment.amountRefundedCents,
          status: payment.status,
        })),
        refunds: refunds.map((refund) => ({
          createdAt: refund.createdAt,
          amountCents: refund.amountCents,
          status: refund.status,
          reason: refund.reason,
        })),
      };
    } catch (error) {
      // The download still holds everything else; the file says the payments could not be read this time.
      this.logger.warn({ err: error }, 'the payments of a data download could not be read from the provider');
      return { status: 'unavailable', ...empty, refunds: null };
    }
  }

  /**
   * Delete my account (issue 25 item 7): the password first; then the paid subscription is cancelled at the
   * provider (a provider that cannot be reached stops the deletion, so no one is charged for an account that
   * is gone); then one transaction erases the person (ADR 0029); then every session of theirs is revoked in
   * every BFF process. Of two deletions racing, the second finds the account gone and says so.
   */
  async delete(user: AuthenticatedUser, body: DeleteAccountBody): Promise<AccountDeletedDto> {
    const stored = await this.access.findAccount(user.id);
    if (!stored) throw new DomainError('gone', ACCOUNT_DATA_MESSAGES.alreadyDeleted);
    // Like a password change: a stolen session cannot guess its way to a deletion.
    await this.accounts.throttle([['account-delete:user', user.id]]);
    if (stored.password_hash !== null) {
      if (!body.password) throw new DomainError('invalid', ACCOUNT_DATA_MESSAGES.enterPassword);
      if (!(await verifyPassword(stored.password_hash, body.password)))
        throw new DomainError('forbidden', ACCOUNT_DATA_MESSAGES.wrongPassword);
    } else {
      // Signs in only through an identity provider: the address typed, from a sign-in of the last minutes.
      if (body.email?.trim().toLowerCase() !== stored.email.toLowerCase())
        throw new DomainError('forbidden', ACCOUNT_DATA_MESSAGES.wrongEmail);
      const signedInAt = await this.repository.sessionStartedAt(user.sessionId);
      if (!signedInAt || Date.now() - signedInAt.getTime() > FRESH_SIGN_IN_MINUTES * 60_000)
        throw new DomainError('forbidden', ACCOUNT_DATA_MESSAGES.signInAgain);
    }
    const money = await this.endPayments(stored);
    const outcome = await this.repository.erase(
      user.id,
      accountDeletedEmail(stored.email, stored.first_name ?? '', money),
    );
    if (outcome.status === 'already_deleted') throw new DomainError('gone', ACCOUNT_DATA_MESSAGES.alreadyDeleted);
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
    return {
      deleted: true,
      subscriptionCancelled: money.planName !== null,
      refundedCents: money.refundedCents,
      creditKeptCents: money.creditKeptCents,
    };
  }

  /**
   * Before the account goes (issue 44): every subscription the payment provider lists for the customer ends at once,
   * its unused time credited, and the customer's whole credit goes back to the card, for one customer at a time.
   * The provider is asked, not the projection: a second subscription the product never showed ends too. A provider
   * that cannot be reached stops the deletion, so no one is charged for an account that is gone.
   */
  private async endPayments(account: { id: string; stripe: unknown }): Promise<DeletionMoney> {
    const stored = (account.stripe ?? {}) as Record<string, unknown>;
    const customerId =
      typeof stored['customerId'] === 'string' && stored['customerId'] !== ''
        ? stored['customerId']
        : await this.repository.customerIdOf(account.id);
    const none: DeletionMoney = { planName: null, refundedCents: 0, creditKeptCents: 0 };
    if (!customerId) return none;
    try {
      return await withCustomerLock(this.db, customerId, async () => {
        let planName: string | null = null;
        // A checkout still open in another tab could otherwise be paid by a person who no longer exists.
        await this.payments.expireOpenCheckouts(customerId);
        for (const subscription of await this.payments.listSubscriptions(customerId)) {
          if (!isCharging(subscription)) continue;
          await this.payments.cancelSubscription(subscription.id, { prorate: true, accountDeleted: true });
          const plan = this.payments.priceOf(subscription.priceId)?.plan ?? null;
          planName ??= PLAN_CATALOGUE.find((entry) => entry.code === plan)?.name ?? 'paid';
        }
        const refunds = await this.payments.refundCredit({
          customerId,
          reason: 'account_deleted',
          idempotencyKey: `account-deleted-${account.id}`,
        });
        return {
          planName,
          refundedCents: refunds.reduce((sum, refund) => sum + refund.amountCents, 0),
          creditKeptCents: await this.payments.customerCreditCents(customerId),
        };
      });
    } catch (error) {
      // The provider no longer has the customer: nothing is left to cancel or refund.
      if (isRefusal(error, 'not_found')) return none;
      this.logger.warn({ err: error }, 'the payments of an account being deleted could not be ended');
      throw new DomainError('unavailable', ACCOUNT_DATA_MESSAGES.paymentsUnavailable);
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
