import { createHash, randomUUID } from 'node:crypto';
import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import type { BulkUploadKind, PlanCode } from '@impromptu/db';
import { AlreadyRegisteredError, ClassFullError, NotRegisteredError } from '@impromptu/classes';
import { comparePositions, type Position } from '@impromptu/event-store';
import { AccountService } from '../../identity/account/account.service.js';
import type { AuthenticatedUser } from '../../identity/auth/current-user.decorator.js';
import { CLOCK, type Clock } from '../../identity/auth/clock.js';
import { ApiException, VALIDATION_FAILED, type ErrorIssue } from '../../common/error-response.js';
import { RegistrationFeed } from '../live/registration-feed.js';
import type {
  BulkUploadResult,
  ScheduledEventsBatch,
  UserScheduledEventsBatch,
  UsersBatch,
} from './bulk-upload.dto.js';
import { BulkUploadRepository, type BulkTransaction } from './bulk-upload.repository.js';

/** A row the database refuses: answered as 400 (or 409 for a full class) naming the row and the column. */
class RowProblem extends Error {
  constructor(
    readonly status: number,
    readonly issues: ErrorIssue[],
  ) {
    super(issues.map((issue) => `${issue.path}: ${issue.message}`).join('; '));
  }
}

const rowIssue = (index: number, column: string, message: string): ErrorIssue => ({
  path: `body.data.${index}.${column}`,
  message: `Row ${index + 1}: ${message}`,
});

function splitName(row: {
  fullName?: string | undefined;
  firstName?: string | undefined;
  lastName?: string | undefined;
}): { firstName: string; lastName: string } {
  if (row.firstName !== undefined) return { firstName: row.firstName, lastName: row.lastName ?? '' };
  const [first = '', ...rest] = (row.fullName ?? '').split(/\s+/);
  return { firstName: first, lastName: row.lastName ?? rest.join(' ') };
}

/**
 * The admin's bulk uploads (spec 3 §2.12, §4.11, §7). Each is all-or-nothing (one transaction:
 * rows, registration events and the upload's record), and the same rows uploaded again answer the
 * first result and create nothing.
 */
@Injectable()
export class BulkUploadService {
  constructor(
    @Inject(BulkUploadRepository) private readonly repository: BulkUploadRepository,
    @Inject(RegistrationFeed) private readonly feed: RegistrationFeed,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(AccountService) private readonly accounts: AccountService,
  ) {}

  users(admin: AuthenticatedUser, body: UsersBatch): Promise<BulkUploadResult> {
    return this.upload(admin, 'USERS', body.data, async (trx) => {
      const first = body.data[0]!;
      const groupId = await this.repository.upsertGroup(trx, first.groupName, first.groupType);
      const existing = new Map(
        (
          await this.repository.usersByEmail(
            trx,
            body.data.map((row) => row.email),
          )
        ).map((u) => [u.email.toLowerCase(), u.id]),
      );
      let created = 0;
      const invitees: { id: string; email: string; firstName: string }[] = [];
      for (const row of body.data) {
        const metadata = row.promo ? { promo: { code: row.promo, expiresOn: row.promoExpiryDate ?? null } } : {};
        let userId = existing.get(row.email.toLowerCase());
        let changed = false;
        if (userId === undefined) {
          userId = await this.repository.createUser(trx, {
            email: row.email,
            ...splitName(row),
            plan: (row.plan ?? null) as PlanCode | null,
            metadata,
          });
          existing.set(row.email.toLowerCase(), userId);
          invitees.push({ id: userId, email: row.email.toLowerCase(), firstName: splitName(row).firstName });
          changed = true;
        } else {
          await this.repository.updateUser(trx, userId, { plan: (row.plan ?? null) as PlanCode | null, metadata });
        }
        if (await this.repository.addMember(trx, userId, groupId, row.userGroupType?.toUpperCase() ?? null))
          changed = true;
        if (changed) created += 1;
      }
      // Every person the upload creates is invited (issue 25): the links commit with the accounts.
      await this.accounts.inviteUsers(invitees, trx);
      return { created, positions: [], changedEvents: [] };
    });
  }

  scheduledEvents(admin: AuthenticatedUser, body: ScheduledEventsBatch): Promise<BulkUploadResult> {
    return this.upload(admin, 'SCHEDULED_EVENTS', body.data, async (trx) => {
      const events = await this.repository.eventsByIdOrSlug(
        trx,
        body.data.map((row) => row.eventId),
      );
      const hosts = new Map(
        (
          await this.repository.usersByEmail(
            trx,
            body.data.flatMap((row) => (row.hostUserEmail ? [row.hostUserEmail] : [])),
          )
        ).map((u) => [u.email.toLowerCase(), u]),
      );
      const issues = body.data.flatMap((row, index) => [
        ...(events.some((e) => e.id === row.eventId || e.slug === row.eventId)
          ? []
          : [rowIssue(index, 'eventId', `no event has the id or slug ${row.eventId}`)]),
        ...(row.hostUserEmail && !hosts.has(row.hostUserEmail.toLowerCase())
          ? [rowIssue(index, 'hostUserEmail', `no user has the e-mail ${row.hostUserEmail}`)]
          : []),
      ]);
      if (issues.length > 0) throw new RowProblem(HttpStatus.BAD_REQUEST, issues);
      let created = 0;
      const positions: Position[] = [];
      const changedEvents: string[] = [];
      for (const [index, row] of body.data.entries()) {
        const event = events.find((e) => e.id === row.eventId || e.slug === row.eventId)!;
        const scheduled = await this.repository.upsertScheduledEvent(trx, {
          eventId: event.id,
          startTime: row.startTime,
          durationSeconds: row.durationMinutes * 60,
          maxAttendees: row.maxAttendees,
          privacyLevel: row.privacyLevel,
          zoomHostId: row.hostZoomEmail ?? null,
        });
        let changed = scheduled.created;
        const host = row.hostUserEmail ? hosts.get(row.hostUserEmail.toLowerCase()) : undefined;
        if (host) {
          const position = await this.registration(trx, index, 'hostUserEmail', scheduled.id, {
            type: 'RegisterAttendee',
            data: {
              scheduledEventId: scheduled.id,
              registrationId: randomUUID(),
              userId: host.id,
              registrationType: 'HOST',
              maxAttendees: scheduled.maxAttendees,
              zoomJoinUrl: null,
              userTimeZone: host.iana_time_zone,
              source: 'BULK_UPLOAD',
              now: this.clock.now(),
            },
          });
          if (position) {
            positions.push(position);
            changedEvents.push(scheduled.id);
            changed = true;
          }
        }
        if (changed) created += 1;
      }
      return { created, positions, changedEvents };
    });
  }

  userScheduledEvents(admin: AuthenticatedUser, body: UserScheduledEventsBatch): Promise<BulkUploadResult> {
    return this.upload(admin, 'USER_SCHEDULED_EVENTS', body.data, async (trx) => {
      const users = new Map(
        (
          await this.repository.usersByEmail(
            trx,
            body.data.map((row) => row.userEmail),
          )
        ).map((u) => [u.email.toLowerCase(), u]),
      );
      const scheduled = new Map(
        (await this.repository.scheduledEvents(trx, [...new Set(body.data.map((row) => row.scheduledEventId))])).map(
          (s) => [s.id, s],
        ),
      );
      const issues = body.data.flatMap((row, index) => [
        ...(users.has(row.userEmail.toLowerCase())
          ? []
          : [rowIssue(index, 'userEmail', `no user has the e-mail ${row.userEmail}`)]),
        ...(scheduled.has(row.scheduledEventId)
          ? []
          : [rowIssue(index, 'scheduledEventId', `no class has the id ${row.scheduledEventId}`)]),
      ]);
      if (issues.length > 0) throw new RowProblem(HttpStatus.BAD_REQUEST, issues);
      let created = 0;
      const positions: Position[] = [];
      const changedEvents: string[] = [];
      for (const [index, row] of body.data.entries()) {
        const user = users.get(row.userEmail.toLowerCase())!;
        const event = scheduled.get(row.scheduledEventId)!;
        const now = this.clock.now();
        const position =
          row.status === 'CANCELLED'
            ? await this.registration(trx, index, 'status', event.id, {
                type: 'CancelRegistration',
                data: { userId: user.id, now },
              })
            : await this.registration(trx, index, 'userEmail', event.id, {
                type: 'RegisterAttendee',
                data: {
                  scheduledEventId: event.id,
                  registrationId: randomUUID(),
                  userId: user.id,
                  registrationType: row.type,
                  maxAttendees: event.max_attendees,
                  zoomJoinUrl: null,
                  userTimeZone: user.iana_time_zone,
                  source: 'BULK_UPLOAD',
                  now,
                },
              });
        if (position) {
          positions.push(position);
          changedEvents.push(event.id);
          created += 1;
        }
      }
      return { created, positions, changedEvents };
    });
  }

  /** A row's registration command; what is already so (registered, or not registered to cancel) leaves the row unchanged. */
  private async registration(
    trx: BulkTransaction,
    index: number,
    column: string,
    scheduledEventId: string,
    command: Parameters<BulkUploadRepository['register']>[2],
  ): Promise<Position | null> {
    try {
      return await this.repository.register(trx, scheduledEventId, command);
    } catch (error) {
      if (error instanceof AlreadyRegisteredError || error instanceof NotRegisteredError) return null;
      if (error instanceof ClassFullError)
        throw new RowProblem(HttpStatus.CONFLICT, [rowIssue(index, column, error.message)]);
      throw error;
    }
  }

  private async upload(
    admin: AuthenticatedUser,
    kind: BulkUploadKind,
    rows: unknown[],
    write: (trx: BulkTransaction) => Promise<{ created: number; positions: Position[]; changedEvents: string[] }>,
  ): Promise<BulkUploadResult> {
    const sha256 = createHash('sha256').update(JSON.stringify(rows)).digest('hex');
    let outcome: { result: BulkUploadResult; positions: Position[]; changedEvents: string[] };
    try {
      outcome = await this.repository.transaction(async (trx) => {
        await this.repository.lockUpload(trx, kind, sha256);
        const earlier = await this.repository.findUpload(trx, kind, sha256);
        if (earlier)
          return {
            result: { ...(earlier.result as unknown as BulkUploadResult), replayed: true },
            positions: [],
            changedEvents: [],
          };
        const written = await write(trx);
        const result: BulkUploadResult = {
          kind,
          rows: rows.length,
          created: written.created,
          unchanged: rows.length - written.created,
          replayed: false,
        };
        await this.repository.recordUpload(trx, {
          kind,
          sha256,
          uploadedBy: admin.id,
          rowCount: rows.length,
          result: { ...result },
        });
        return { result, positions: written.positions, changedEvents: written.changedEvents };
      });
    } catch (error) {
      if (error instanceof RowProblem) {
        throw new ApiException(
          error.status,
          error.status === HttpStatus.CONFLICT ? (error.issues[0]?.message ?? VALIDATION_FAILED) : VALIDATION_FAILED,
          { issues: error.issues, cause: error },
        );
      }
      throw error;
    }
    const last = outcome.positions.reduce<Position | null>(
      (latest, p) => (latest === null || comparePositions(p, latest) > 0 ? p : latest),
      null,
    );
    if (last) await this.repository.waitForRegistrations(last);
    for (const scheduledEventId of new Set(outcome.changedEvents)) await this.feed.publish(scheduledEventId);
    return outcome.result;
  }
}
