import { Inject, Injectable } from '@nestjs/common';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { BulkUploadKind, DB, GroupType, StoredPlanCode } from '@impromptu/db';
import {
  registrationDecider,
  registrationsProjection,
  scheduledEventStreamId,
  type RegistrationCommand,
} from '@impromptu/classes';
import { lockStream, positionOf, readAggregate, type Position } from '@impromptu/event-store';
import { CommandRunner } from '../../infrastructure/command-runner.js';
import { DATABASE } from '../../infrastructure/tokens.js';

export type BulkTransaction = Transaction<DB>;

@Injectable()
export class BulkUploadRepository {
  constructor(
    @Inject(DATABASE) private readonly db: Kysely<DB>,
    @Inject(CommandRunner) private readonly commands: CommandRunner,
  ) {}

  /** Everything of one upload in one transaction: its rows, its events and the record of the upload. */
  transaction<T>(work: (trx: BulkTransaction) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }

  findUpload(trx: BulkTransaction, kind: BulkUploadKind, keyHash: string) {
    return trx
      .selectFrom('bulk_upload')
      .select(['result'])
      .where('kind', '=', kind)
      .where('rows_sha256', '=', keyHash)
      .executeTakeFirst();
  }

  /** Claims the chunk's key first: a retry sent while the first request still runs waits here, then finds its answer. */
  async lockUpload(trx: BulkTransaction, kind: BulkUploadKind, keyHash: string): Promise<void> {
    await sql`SELECT pg_advisory_xact_lock(hashtextextended(${`bulk-upload:${kind}:${keyHash}`}, 0))`.execute(trx);
  }

  recordUpload(
    trx: BulkTransaction,
    upload: {
      kind: BulkUploadKind;
      keyHash: string;
      uploadedBy: string;
      rowCount: number;
      result: Record<string, unknown>;
    },
  ) {
    return trx
      .insertInto('bulk_upload')
      .values({
        kind: upload.kind,
        rows_sha256: upload.keyHash,
        uploaded_by: upload.uploadedBy,
        row_count: upload.rowCount,
        result: JSON.stringify(upload.result),
      })
      .execute();
  }

  usersByEmail(trx: BulkTransaction, emails: string[]) {
    if (emails.length === 0) return Promise.resolve([]);
    return trx
      .selectFrom('app_user')
      .select(['id', 'email', 'iana_time_zone', 'plan', 'metadata'])
      .where('email', 'in', [...new Set(emails.map((e) => e.toLowerCase()))])
      .execute();
  }

  /** The groups the users are in already, but `groupId`: an upload's note says so. */
  otherGroups(trx: BulkTransaction, userIds: string[], groupId: string) {
    if (userIds.length === 0) return Promise.resolve([]);
    return trx
      .selectFrom('user_group')
      .innerJoin('learning_group', 'learning_group.id', 'user_group.group_id')
      .select(['user_group.user_id', 'learning_group.name', 'learning_group.type'])
      .where('user_group.user_id', 'in', userIds)
      .where('learning_group.id', '!=', groupId)
      .execute();
  }

  /** The group of a Users upload, created when it does not exist (one per name and type). */
  async upsertGroup(trx: BulkTransaction, name: string, type: GroupType): Promise<string> {
    const row = await trx
      .insertInto('learning_group')
      .values({ name, type })
      .onConflict((oc) => oc.columns(['name', 'type']).doUpdateSet({ name: sql.ref('excluded.name') }))
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** New users in one statement; an address taken meanwhile (a sign-up racing the upload) is left out. */
  async createUsers(
    trx: BulkTransaction,
    users: {
      email: string;
      firstName: string;
      lastName: string;
      plan: StoredPlanCode | null;
      metadata: Record<string, unknown>;
    }[],
  ): Promise<Map<string, string>> {
    if (users.length === 0) return new Map();
    const rows = await trx
      .insertInto('app_user')
      .values(
        users.map((user) => ({
          email: user.email,
          first_name: user.firstName,
          last_name: user.lastName,
          type: 'LEARNER' as const,
          plan: user.plan,
          metadata: JSON.stringify(user.metadata),
        })),
      )
      .onConflict((oc) => oc.column('email').doNothing())
      .returning(['id', 'email'])
      .execute();
    return new Map(rows.map((row) => [row.email, row.id]));
  }

  /** An existing user keeps their names; a plan or promo from the file is applied. */
  async updateUser(
    trx: BulkTransaction,
    userId: string,
    changes: { plan: StoredPlanCode | null; metadata: Record<string, unknown> },
  ): Promise<void> {
    const hasMetadata = Object.keys(changes.metadata).length > 0;
    // A row for a known user that changes neither plan nor metadata only adds the membership: no UPDATE (an empty SET is invalid SQL).
    if (!changes.plan && !hasMetadata) return;
    await trx
      .updateTable('app_user')
      .set({
        ...(changes.plan ? { plan: changes.plan } : {}),
        ...(hasMetadata ? { metadata: sql`metadata || ${JSON.stringify(changes.metadata)}::jsonb` } : {}),
      })
      .where('id', '=', userId)
      .execute();
  }

  /** Memberships in one statement: answers the users who were not members yet. */
  async addMembers(
    trx: BulkTransaction,
    groupId: string,
    members: { userId: string; role: string | null }[],
  ): Promise<Set<string>> {
    if (members.length === 0) return new Set();
    const rows = await trx
      .insertInto('user_group')
      .values(members.map((member) => ({ user_id: member.userId, group_id: groupId, role: member.role })))
      .onConflict((oc) => oc.columns(['user_id', 'group_id']).doNothing())
      .returning('user_id')
      .execute();
    return new Set(rows.map((row) => row.user_id));
  }

  eventsByIdOrSlug(trx: BulkTransaction, keys: string[]) {
    const ids = keys.filter((key) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(key));
    return trx
      .selectFrom('event')
      .select(['id', 'slug', 'name'])
      .where((eb) => eb.or([eb('slug', 'in', keys), ...(ids.length > 0 ? [eb('id', 'in', ids)] : [])]))
      .execute();
  }

  /** A scheduled event, found by its event and start when it exists already: a re-uploaded schedule creates nothing twice. */
  /**
   * A Scheduled Events row: the class at this event and start time is created, or, when it exists, brought to the
   * row's duration, seats, privacy and host (a re-upload corrects a class). Seats are never set below the attendees
   * already booked: such a row is refused with the count, and the class is left as it was.
   */
  async upsertScheduledEvent(
    trx: BulkTransaction,
    row: {
      eventId: string;
      startTime: string;
      durationSeconds: number;
      maxAttendees: number;
      privacyLevel: 'PUBLIC' | 'PRIVATE';
      zoomHostId: string | null;
    },
  ): Promise<{ id: string; maxAttendees: number; outcome: 'CREATED' | 'UPDATED' | 'UNCHANGED' } | { refused: string }> {
    const inserted = await trx
      .insertInto('scheduled_event')
      .values({
        event_id: row.eventId,
        start_time: row.startTime,
        duration_seconds: row.durationSeconds,
        max_attendees: row.maxAttendees,
        privacy_level: row.privacyLevel,
        zoom_host_id: row.zoomHostId,
      })
      .onConflict((oc) => oc.columns(['event_id', 'start_time']).doNothing())
      .returning(['id', 'max_attendees'])
      .executeTakeFirst();
    if (inserted) return { id: inserted.id, maxAttendees: inserted.max_attendees, outcome: 'CREATED' };
    const existing = await trx
      .selectFrom('scheduled_event')
      .select(['id', 'max_attendees', 'duration_seconds', 'privacy_level', 'zoom_host_id'])
      .where('event_id', '=', row.eventId)
      .where('start_time', '=', new Date(row.startTime))
      .forUpdate()
      .executeTakeFirstOrThrow();
    const changes = {
      ...(existing.duration_seconds !== row.durationSeconds ? { duration_seconds: row.durationSeconds } : {}),
      ...(existing.max_attendees !== row.maxAttendees ? { max_attendees: row.maxAttendees } : {}),
      ...(existing.privacy_level !== row.privacyLevel ? { privacy_level: row.privacyLevel } : {}),
      ...(row.zoomHostId !== null && existing.zoom_host_id !== row.zoomHostId ? { zoom_host_id: row.zoomHostId } : {}),
    };
    if (Object.keys(changes).length === 0)
      return { id: existing.id, maxAttendees: existing.max_attendees, outcome: 'UNCHANGED' };
    if (row.maxAttendees < existing.max_attendees) {
      const streamId = scheduledEventStreamId(existing.id);
      // The registrations' own lock: no one takes a seat while the count is read.
      await lockStream(trx, streamId);
      const { state } = await readAggregate(this.commands.store, streamId, registrationDecider, trx);
      if (state.attendees > row.maxAttendees)
        return {
          refused: `${state.attendees} people are already booked into this class: it cannot hold fewer seats than that`,
        };
    }
    await trx.updateTable('scheduled_event').set(changes).where('id', '=', existing.id).execute();
    return { id: existing.id, maxAttendees: row.maxAttendees, outcome: 'UPDATED' };
  }

  scheduledEvents(trx: BulkTransaction, ids: string[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return trx.selectFrom('scheduled_event').select(['id', 'max_attendees']).where('id', 'in', ids).execute();
  }

  /**
   * A registration command inside the upload's transaction, through the same decider as the
   * button (capacity holds); the per-class lock queues it behind concurrent registrations.
   */
  async register(
    trx: BulkTransaction,
    scheduledEventId: string,
    command: RegistrationCommand,
  ): Promise<Position | null> {
    const result = await this.commands.run({
      streamId: scheduledEventStreamId(scheduledEventId),
      decider: registrationDecider,
      command,
      lock: true,
      executor: trx,
    });
    return result.append ? positionOf(result.append) : null;
  }

  /** The lists show the upload's registrations once the upload's transaction is committed. */
  waitForRegistrations(position: Position): Promise<boolean> {
    return this.commands.waitFor(position, [registrationsProjection]);
  }
}
