import { createHash, randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { BulkUploadKind, StoredPlanCode } from '@impromptu/db';
import { AlreadyRegisteredError, ClassFullError, NotRegisteredError } from '@impromptu/classes';
import { comparePositions, IdempotencyKeyReusedError, type Position } from '@impromptu/event-store';
import { DomainError } from '@impromptu/kernel';
import { AccountService } from '../../identity/account/account.service.js';
import type { AuthenticatedUser } from '../../identity/auth/current-user.decorator.js';
import { CLOCK, type Clock } from '../../identity/auth/clock.js';
import { VALIDATION_FAILED } from '../../common/error-response.js';
import { type IdempotentRequest } from '../../common/idempotency.js';
import { ReferenceDataCache } from '../../infrastructure/reference-data-cache.js';
import { RegistrationFeed } from '../live/registration-feed.js';
import {
  bulkRowSchema,
  canonicalRow,
  fileRules,
  type BulkKind,
  type BulkOutcome,
  type BulkRowResult,
  type BulkUploadResult,
  type RowIssue,
  type ScheduledEventsBatch,
  type ScheduledEventsRow,
  type UserScheduledEventsBatch,
  type UserScheduledEventsRow,
  type UsersBatch,
  type UsersRow,
} from './bulk-upload.dto.js';
import { BulkUploadRepository, type BulkTransaction } from './bulk-upload.repository.js';

const KINDS: Record<BulkKind, BulkUploadKind> = {
  users: 'USERS',
  scheduledEvents: 'SCHEDULED_EVENTS',
  userScheduledEvents: 'USER_SCHEDULED_EVENTS',
};

function splitName(row: {
  fullName?: string | undefined;
  firstName?: string | undefined;
  lastName?: string | undefined;
}): { firstName: string; lastName: string } {
  if (row.firstName !== undefined) return { firstName: row.firstName, lastName: row.lastName ?? '' };
  const [first = '', ...rest] = (row.fullName ?? '').split(/\s+/);
  return { firstName: first, lastName: row.lastName ?? rest.join(' ') };
}

/** One request's rows once checked: the valid ones parsed, the others with their issues. */
interface Checked<Row> {
  valid: { index: number; row: Row }[];
  results: BulkRowResult[];
}

/** What the write of a batch answers beside its per-row results. */
interface Written {
  invited: number;
  positions: Position[];
  changedEvents: string[];
}

function outcomeOf(results: BulkRowResult[], index: number): BulkRowResult {
  return results[index]!;
}

function set(results: BulkRowResult[], index: number, outcome: BulkOutcome, extra: Partial<BulkRowResult> = {}) {
  const result = outcomeOf(results, index);
  result.outcome = outcome;
  if (extra.issues) result.issues.push(...extra.issues);
  if (extra.notes) result.notes.push(...extra.notes);
}

/**
 * The admin's bulk uploads (spec 3 §2.12, §4.11, §7; ADR 0032). The screen sends a file in chunks;
 * each request answers per row (created, updated, unchanged, or refused with its issues), writes its
 * rows in one transaction (a row is written whole or not at all), and with an idempotency key
 * answers a retry with its first answer, writing nothing twice.
 */
@Injectable()
export class BulkUploadService {
  constructor(
    @Inject(BulkUploadRepository) private readonly repository: BulkUploadRepository,
    @Inject(RegistrationFeed) private readonly feed: RegistrationFeed,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(AccountService) private readonly accounts: AccountService,
    @Inject(ReferenceDataCache) private readonly reference: ReferenceDataCache,
  ) {}

  async users(admin: AuthenticatedUser, body: UsersBatch, request: IdempotentRequest): Promise<BulkUploadResult> {
    const checked = this.check<UsersRow>('users', body.data, body.firstRow);
    return this.upload(admin, 'users', body.data.length, checked.results, request, async (trx) => {
      const { valid, results } = checked;
      if (valid.length === 0) return { invited: 0, positions: [], changedEvents: [] };
      const first = valid[0]!.row;
      const groupId = await this.repository.upsertGroup(trx, first.groupName, first.groupType);
      const existing = new Map(
        (
          await this.repository.usersByEmail(
            trx,
            valid.map(({ row }) => row.email),
          )
        ).map((u) => [u.email, u]),
      );
      const promoOf = (row: UsersRow) =>
        row.promo ? { promo: { code: row.promo, expiresOn: row.promoExpiryDate ?? null } } : {};
      const fresh = valid.filter(({ row }) => !existing.has(row.email));
      const created = await this.repository.createUsers(
        trx,
        fresh.map(({ row }) => ({
          email: row.email,
          ...splitName(row),
          plan: (row.plan ?? null) as StoredPlanCode | null,
          metadata: promoOf(row),
        })),
      );
      const invitees: { id: string; email: string; firstName: string }[] = [];
      const userIds = new Map<number, string>();
      for (const { index, row } of fresh) {
        const id = created.get(row.email);
        if (id === undefined) {
          // A sign-up took the address after the lookup: the row is refused, the rest goes on.
          set(results, index, 'REFUSED', {
            issues: [{ column: 'email', message: 'was just taken by a sign-up: upload this row again' }],
          });
          continue;
        }
        userIds.set(index, id);
        set(results, index, 'CREATED');
        invitees.push({ id, email: row.email, firstName: splitName(row).firstName });
      }
      const known = valid.filter(({ row }) => existing.has(row.email));
      for (const { index, row } of known) {
        const user = existing.get(row.email)!;
        userIds.set(index, user.id);
        const plan = (row.plan ?? null) as StoredPlanCode | null;
        const metadata = promoOf(row);
        const currentPromo = JSON.stringify((user.metadata as Record<string, unknown> | null)?.['promo'] ?? null);
        const planChanges = plan !== null && plan !== user.plan;
        const promoChanges = 'promo' in metadata && JSON.stringify(metadata.promo) !== currentPromo;
        if (planChanges || promoChanges) {
          await this.repository.updateUser(trx, user.id, {
            plan: planChanges ? plan : null,
            metadata: promoChanges ? metadata : {},
          });
          set(results, index, 'UPDATED');
        } else set(results, index, 'UNCHANGED');
      }
      const joined = await this.repository.addMembers(
        trx,
        groupId,
        valid
          .filter(({ index }) => userIds.has(index))
          .map(({ index, row }) => ({ userId: userIds.get(index)!, role: row.userGroupType ?? null })),
      );
      const others = new Map<string, string[]>();
      for (const group of await this.repository.otherGroups(
        trx,
        known.map(({ index }) => userIds.get(index)!),
        groupId,
      ))
        others.set(group.user_id, [...(others.get(group.user_id) ?? []), `${group.name} (${group.type})`]);
      for (const { index } of known) {
        const userId = userIds.get(index)!;
        if (joined.has(userId) && outcomeOf(results, index).outcome === 'UNCHANGED') set(results, index, 'UPDATED');
        const elsewhere = others.get(userId);
        if (joined.has(userId) && elsewhere)
          outcomeOf(results, index).notes.push(
            `Already in ${elsewhere.join(', ')}: now in ${first.groupName} as well (no invitation: the account exists)`,
          );
      }
      // Every person the upload creates is invited (ADR 0028): the links commit with the accounts.
      await this.accounts.inviteUsers(invitees, trx);
      return { invited: invitees.length, positions: [], changedEvents: [] };
    });
  }

  async scheduledEvents(
    admin: AuthenticatedUser,
    body: ScheduledEventsBatch,
    request: IdempotentRequest,
  ): Promise<BulkUploadResult> {
    const checked = this.check<ScheduledEventsRow>('scheduledEvents', body.data, body.firstRow, body.timeZone);
    const result = await this.upload(
      admin,
      'scheduledEvents',
      body.data.length,
      checked.results,
      request,
      async (trx) => {
        const { results } = checked;
        const events = await this.repository.eventsByIdOrSlug(
          trx,
          checked.valid.map(({ row }) => row.eventId),
        );
        const hosts = new Map(
          (
            await this.repository.usersByEmail(
              trx,
              checked.valid.flatMap(({ row }) => (row.hostUserEmail ? [row.hostUserEmail] : [])),
            )
          ).map((u) => [u.email, u]),
        );
        const positions: Position[] = [];
        const changedEvents: string[] = [];
        for (const { index, row } of checked.valid) {
          const event = events.find((e) => e.id === row.eventId || e.slug === row.eventId);
          const issues: RowIssue[] = [
            ...(event ? [] : [{ column: 'eventId', message: `no event has the id or slug ${row.eventId}` }]),
            ...(row.hostUserEmail && !hosts.has(row.hostUserEmail)
              ? [{ column: 'hostUserEmail', message: `no user has the e-mail ${row.hostUserEmail}` }]
              : []),
          ];
          if (!event || issues.length > 0) {
            set(results, index, 'REFUSED', { issues });
            continue;
          }
          const scheduled = await this.repository.upsertScheduledEvent(trx, {
            eventId: event.id,
            startTime: row.startTime,
            durationSeconds: row.durationMinutes * 60,
            maxAttendees: row.maxAttendees,
            privacyLevel: row.privacyLevel,
            zoomHostId: row.hostZoomEmail ?? null,
          });
          if ('refused' in scheduled) {
            set(results, index, 'REFUSED', { issues: [{ column: 'maxAttendees', message: scheduled.refused }] });
            continue;
          }
          let outcome: BulkOutcome = scheduled.outcome;
          const host = row.hostUserEmail ? hosts.get(row.hostUserEmail) : undefined;
          if (host) {
            const registered = await this.registration(trx, scheduled.id, {
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
            if ('refused' in registered) {
              // The class is kept (it was written), the host's seat is not: said on the row.
              outcomeOf(results, index).notes.push(`The host was not registered: ${registered.refused}`);
            } else if (registered.position) {
              positions.push(registered.position);
              changedEvents.push(scheduled.id);
              if (outcome === 'UNCHANGED') outcome = 'UPDATED';
            }
          }
          set(results, index, outcome);
        }
        return { invited: 0, positions, changedEvents };
      },
    );
    // Classes created or edited: every BFF process forgets its class catalogue before the upload answers (ADR 0043).
    if (!result.replayed && result.created + result.updated > 0) await this.reference.changed(['classes']);
    return result;
  }

  async userScheduledEvents(
    admin: AuthenticatedUser,
    body: UserScheduledEventsBatch,
    request: IdempotentRequest,
  ): Promise<BulkUploadResult> {
    const checked = this.check<UserScheduledEventsRow>('userScheduledEvents', body.data, body.firstRow);
    return this.upload(admin, 'userScheduledEvents', body.data.length, checked.results, request, async (trx) => {
      const { results, valid } = checked;
      const users = new Map(
        (
          await this.repository.usersByEmail(
            trx,
            valid.map(({ row }) => row.userEmail),
          )
        ).map((u) => [u.email, u]),
      );
      const scheduled = new Map(
        (await this.repository.scheduledEvents(trx, [...new Set(valid.map(({ row }) => row.scheduledEventId))])).map(
          (s) => [s.id, s],
        ),
      );
      const positions: Position[] = [];
      const changedEvents: string[] = [];
      for (const { index, row } of valid) {
        const user = users.get(row.userEmail);
        const event = scheduled.get(row.scheduledEventId);
        if (!user || !event) {
          set(results, index, 'REFUSED', {
            issues: [
              ...(user ? [] : [{ column: 'userEmail', message: `no user has the e-mail ${row.userEmail}` }]),
              ...(event
                ? []
                : [{ column: 'scheduledEventId', message: `no class has the id ${row.scheduledEventId}` }]),
            ],
          });
          continue;
        }
        const now = this.clock.now();
        const registered =
          row.status === 'CANCELLED'
            ? await this.registration(trx, event.id, { type: 'CancelRegistration', data: { userId: user.id, now } })
            : await this.registration(trx, event.id, {
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
        if ('refused' in registered) {
          set(results, index, 'REFUSED', { issues: [{ column: 'scheduledEventId', message: registered.refused }] });
        } else if (registered.position) {
          positions.push(registered.position);
          changedEvents.push(event.id);
          set(results, index, row.status === 'CANCELLED' ? 'UPDATED' : 'CREATED');
        } else set(results, index, 'UNCHANGED');
      }
      return { invited: 0, positions, changedEvents };
    });
  }

  /** Every row through the upload's one schema, then the file's rules over the valid ones. */
  private check<Row>(
    kind: BulkKind,
    data: Record<string, unknown>[],
    firstRow: number,
    timeZone?: string,
  ): Checked<Row> {
    const schema = bulkRowSchema(kind, { timeZone });
    const results: BulkRowResult[] = data.map((_, index) => ({ index, outcome: 'REFUSED', issues: [], notes: [] }));
    const parsed = data.map((raw) => schema.safeParse(raw));
    const rules = fileRules(
      kind,
      parsed.map((p, index) =>
        p.success ? (p.data as Record<string, unknown>) : (canonicalRow(kind, data[index]) as Record<string, unknown>),
      ),
      firstRow,
    );
    if (rules.fileProblems.length > 0) {
      throw new DomainError('invalid', VALIDATION_FAILED, {
        issues: rules.fileProblems.map((message) => ({ path: 'body.data', message })),
      });
    }
    const valid: { index: number; row: Row }[] = [];
    parsed.forEach((p, index) => {
      const issues: RowIssue[] = p.success
        ? []
        : p.error.issues.map((issue) => ({ column: String(issue.path[0] ?? ''), message: issue.message }));
      issues.push(...(rules.rowIssues.get(index) ?? []));
      if (issues.length > 0 || !p.success) outcomeOf(results, index).issues.push(...issues);
      else valid.push({ index, row: p.data as Row });
    });
    return { valid, results };
  }

  /** A registration command; what is already so answers no position, a full class its message. */
  private async registration(
    trx: BulkTransaction,
    scheduledEventId: string,
    command: Parameters<BulkUploadRepository['register']>[2],
  ): Promise<{ position: Position | null } | { refused: string }> {
    try {
      return { position: await this.repository.register(trx, scheduledEventId, command) };
    } catch (error) {
      if (error instanceof AlreadyRegisteredError || error instanceof NotRegisteredError) return { position: null };
      if (error instanceof ClassFullError) return { refused: error.message };
      throw error;
    }
  }

  private async upload(
    admin: AuthenticatedUser,
    bulkKind: BulkKind,
    rowCount: number,
    results: BulkRowResult[],
    request: IdempotentRequest,
    write: (trx: BulkTransaction) => Promise<Written>,
  ): Promise<BulkUploadResult> {
    const kind = KINDS[bulkKind];
    const keyHash = createHash('sha256')
      .update(request.idempotencyKey ? `key:${admin.id}:${request.idempotencyKey}` : `once:${randomUUID()}`)
      .digest('hex');
    const outcome = await this.repository.transaction(async (trx) => {
      await this.repository.lockUpload(trx, kind, keyHash);
      const earlier = await this.repository.findUpload(trx, kind, keyHash);
      if (earlier) {
        const stored = earlier.result as unknown as { fingerprint: string; answer: BulkUploadResult };
        if (stored.fingerprint !== request.idempotencyFingerprint)
          throw new IdempotencyKeyReusedError(request.idempotencyKey ?? '', `bulk-upload:${bulkKind}`);
        return { result: { ...stored.answer, replayed: true }, positions: [], changedEvents: [] };
      }
      const written = await write(trx);
      const count = (outcome: BulkOutcome) => results.filter((r) => r.outcome === outcome).length;
      const result: BulkUploadResult = {
        kind,
        rows: rowCount,
        created: count('CREATED'),
        updated: count('UPDATED'),
        unchanged: count('UNCHANGED'),
        refused: count('REFUSED'),
        invited: written.invited,
        replayed: false,
        results,
      };
      await this.repository.recordUpload(trx, {
        kind,
        keyHash,
        uploadedBy: admin.id,
        rowCount,
        result: { fingerprint: request.idempotencyFingerprint, answer: result },
      });
      return { result, positions: written.positions, changedEvents: written.changedEvents };
    });
    const last = outcome.positions.reduce<Position | null>(
      (latest, p) => (latest === null || comparePositions(p, latest) > 0 ? p : latest),
      null,
    );
    if (last) await this.repository.waitForRegistrations(last);
    for (const scheduledEventId of new Set(outcome.changedEvents)) await this.feed.publish(scheduledEventId);
    return outcome.result;
  }
}
