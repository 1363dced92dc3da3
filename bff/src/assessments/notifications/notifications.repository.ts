import { Inject, Injectable } from '@nestjs/common';
import { sql, type Kysely } from 'kysely';
import type { DB, NotificationContent, NotificationType } from '@impromptu/db';
import {
  notificationActivityEvents,
  notificationActivityStreamId,
  type NotificationActivityEvent,
} from '@impromptu/assessments';
import type { IdempotentRequest } from '../../common/idempotency.js';
import { CommandRunner } from '../../infrastructure/command-runner.js';
import { DATABASE } from '../../infrastructure/tokens.js';

export interface NewNotificationRow {
  name: string;
  type: NotificationType;
  content: NotificationContent;
  groupId: string | null;
  createdBy: string;
}

@Injectable()
export class NotificationsRepository {
  constructor(
    @Inject(DATABASE) private readonly db: Kysely<DB>,
    @Inject(CommandRunner) private readonly commands: CommandRunner,
  ) {}

  /** The notifications meant for the user (everyone's, and those of the user's groups), oldest first; `unseenOnly` drops the dismissed ones. */
  visibleTo(userId: string, options: { unseenOnly: boolean; notificationId?: string }) {
    let query = this.db
      .selectFrom('notification as n')
      .leftJoin('user_notification as un', (join) =>
        join.onRef('un.notification_id', '=', 'n.id').on('un.user_id', '=', userId),
      )
      .select(['n.id', 'n.name', 'n.type', 'n.content', sql<boolean>`coalesce(un.seen, false)`.as('seen')])
      .where((eb) =>
        eb.or([
          eb('n.group_id', 'is', null),
          eb(
            'n.group_id',
            'in',
            eb.selectFrom('user_group').select('user_group.group_id').where('user_group.user_id', '=', userId),
          ),
        ]),
      )
      .orderBy('n.created_at')
      .orderBy('n.id');
    if (options.unseenOnly) query = query.where(sql<boolean>`coalesce(un.seen, false)`, '=', false);
    if (options.notificationId) query = query.where('n.id', '=', options.notificationId);
    return query.execute();
  }

  /**
   * Sets the user's notification seen and records 'Notification Closed', in one transaction; a second
   * dismissal changes nothing and records nothing.
   */
  async dismiss(userId: string, notificationId: string, closed: NotificationActivityEvent): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const changed = await trx
        .insertInto('user_notification')
        .values({ user_id: userId, notification_id: notificationId, seen: true })
        .onConflict((oc) =>
          oc
            .columns(['user_id', 'notification_id'])
            .doUpdateSet({ seen: true })
            .where('user_notification.seen', '=', false),
        )
        .returning('id')
        .executeTakeFirst();
      if (!changed) return false;
      await this.commands.record(notificationActivityStreamId(userId), [notificationActivityEvents.toAppend(closed)], {
        executor: trx,
      });
      return true;
    });
  }

  /**
   * Counts one showing of a banner: 'NotificationShown' and user_notification.impressions + 1, in one
   * transaction. A retry with the same idempotency key replays the append and counts nothing more.
   */
  async recordImpression(
    userId: string,
    notificationId: string,
    shown: NotificationActivityEvent,
    idempotency: IdempotentRequest,
  ): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const append = await this.commands.record(
        notificationActivityStreamId(userId),
        [notificationActivityEvents.toAppend(shown)],
        { executor: trx, idempotency },
      );
      if (append.replayed) return;
      await trx
        .insertInto('user_notification')
        .values({ user_id: userId, notification_id: notificationId, seen: false, impressions: 1 })
        .onConflict((oc) =>
          oc
            .columns(['user_id', 'notification_id'])
            .doUpdateSet({ impressions: sql`user_notification.impressions + 1` }),
        )
        .execute();
    });
  }

  recordActivity(userId: string, event: NotificationActivityEvent) {
    return this.commands.record(notificationActivityStreamId(userId), [notificationActivityEvents.toAppend(event)]);
  }

  all() {
    return this.db
      .selectFrom('notification as n')
      .leftJoin('learning_group as g', 'g.id', 'n.group_id')
      .select([
        'n.id',
        'n.name',
        'n.type',
        'n.content',
        'n.group_id',
        'g.name as group_name',
        'n.created_at',
        (eb) =>
          eb
            .selectFrom('user_notification as un')
            .select(sql<number>`count(*)::int`.as('count'))
            .whereRef('un.notification_id', '=', 'n.id')
            .where('un.seen', '=', true)
            .as('seen_count'),
        (eb) =>
          eb
            .selectFrom('user_notification as un')
            .select(sql<number>`coalesce(sum(un.impressions), 0)::int`.as('impressions'))
            .whereRef('un.notification_id', '=', 'n.id')
            .as('impression_count'),
      ])
      .orderBy('n.created_at', 'desc')
      .orderBy('n.id')
      .execute();
  }

  groups() {
    return this.db.selectFrom('learning_group').select(['id', 'name', 'type']).orderBy('name').execute();
  }

  groupExists(groupId: string) {
    return this.db.selectFrom('learning_group').select('id').where('id', '=', groupId).executeTakeFirst();
  }

  findByName(name: string) {
    return this.db
      .selectFrom('notification')
      .select(['id', 'name', 'type', 'content', 'group_id', 'created_at'])
      .where('name', '=', name)
      .executeTakeFirst();
  }

  /** Inserts the notification; undefined when its name is taken (by a concurrent create, say). */
  insert(row: NewNotificationRow) {
    return this.db
      .insertInto('notification')
      .values({
        name: row.name,
        type: row.type,
        content: JSON.stringify(row.content),
        group_id: row.groupId,
        created_by: row.createdBy,
      })
      .onConflict((oc) => oc.column('name').doNothing())
      .returning(['id', 'created_at'])
      .executeTakeFirst();
  }
}
