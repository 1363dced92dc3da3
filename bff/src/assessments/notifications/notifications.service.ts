import { Inject, Injectable } from '@nestjs/common';
import type { NotificationContent } from '@impromptu/db';
import { DomainError } from '@impromptu/kernel';
import type { AuthenticatedUser } from '../../identity/auth/current-user.decorator.js';
import { CLOCK, type Clock } from '../../identity/auth/clock.js';
import { FieldRefusedError } from '../../common/error-response.js';
import type { IdempotentRequest } from '../../common/idempotency.js';
import type {
  AdminNotificationDto,
  AdminNotificationsDto,
  CreateNotificationBody,
  UserNotificationDto,
} from './notifications.dto.js';
import { NotificationsRepository } from './notifications.repository.js';

export const NOTIFICATION_NOT_FOUND = 'Notification not found';
export const GROUP_NOT_FOUND = 'Group not found';
export const NAME_TAKEN = 'A notification with this name already exists.';

type Row = { id: string; name: string; type: 'BANNER' | 'BANNER_CALENDLY'; content: NotificationContent };

const toDto = (row: Row): UserNotificationDto => ({
  id: row.id,
  name: row.name,
  type: row.type,
  content: {
    smallBody: row.content.smallBody ?? '',
    largeBody: row.content.largeBody ?? '',
    ctaUrl: row.content.ctaUrl ?? null,
    ctaButtonText: row.content.ctaButtonText ?? null,
  },
});

/** Spec 2 §2–§4 and §7: the banner strip's notifications, their dismissal and analytics; admins create them. */
@Injectable()
export class NotificationsService {
  constructor(
    @Inject(NotificationsRepository) private readonly repository: NotificationsRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async unseen(user: AuthenticatedUser): Promise<UserNotificationDto[]> {
    return (await this.repository.visibleTo(user.id, { unseenOnly: true })).map(toDto);
  }

  /** Dismissing sets seen (spec 2 §4) and records 'Notification Closed' once. */
  async dismiss(user: AuthenticatedUser, notificationId: string): Promise<void> {
    await this.visible(user, notificationId);
    await this.repository.dismiss(user.id, notificationId, {
      type: 'NotificationClosed',
      data: { userId: user.id, notificationId, at: this.clock.now().toISOString() },
    });
  }

  /** A banner shown on a page: one more impression (spec 2 §3 user notification), once per idempotency key. */
  async impression(user: AuthenticatedUser, notificationId: string, idempotency: IdempotentRequest): Promise<void> {
    await this.visible(user, notificationId);
    await this.repository.recordImpression(
      user.id,
      notificationId,
      { type: 'NotificationShown', data: { userId: user.id, notificationId, at: this.clock.now().toISOString() } },
      idempotency,
    );
  }

  /** 'CTA Clicked' (name, type, url) and 'Notification CTA Clicked' (spec 2 §7). */
  async ctaClicked(user: AuthenticatedUser, notificationId: string): Promise<void> {
    const notification = toDto(await this.visible(user, notificationId));
    if (!notification.content.ctaUrl) throw new DomainError('not_found', NOTIFICATION_NOT_FOUND);
    await this.repository.recordActivity(user.id, {
      type: 'NotificationCtaClicked',
      data: {
        userId: user.id,
        notificationId,
        name: notification.name,
        type: notification.type,
        url: notification.content.ctaUrl,
        at: this.clock.now().toISOString(),
      },
    });
  }

  async list(): Promise<AdminNotificationsDto> {
    const [rows, groups] = await Promise.all([this.repository.all(), this.repository.groups()]);
    return {
      notifications: rows.map((row) => ({
        ...toDto(row),
        groupId: row.group_id,
        groupName: row.group_name,
        seenCount: row.seen_count ?? 0,
        impressionCount: row.impression_count ?? 0,
        createdAt: row.created_at.toISOString(),
      })),
      groups,
    };
  }

  /**
   * Creates a notification for everyone or one group. Names are unique: sending the same notification
   * again answers the one created first; another notification under a taken name is a 409.
   */
  async create(admin: AuthenticatedUser, body: CreateNotificationBody): Promise<AdminNotificationDto> {
    if (body.groupId !== null && !(await this.repository.groupExists(body.groupId))) {
      throw new FieldRefusedError(GROUP_NOT_FOUND, 'body.groupId');
    }
    const content: NotificationContent = {
      smallBody: body.smallBody,
      largeBody: body.largeBody,
      ctaUrl: body.ctaUrl,
      ctaButtonText: body.ctaButtonText,
    };
    const inserted = await this.repository.insert({
      name: body.name,
      type: body.type,
      content,
      groupId: body.groupId,
      createdBy: admin.id,
    });
    const existing = await this.repository.findByName(body.name);
    if (!existing) throw new DomainError('conflict', NAME_TAKEN);
    if (
      !inserted &&
      !(existing.type === body.type && existing.group_id === body.groupId && sameContent(existing.content, content))
    ) {
      throw new DomainError('conflict', NAME_TAKEN, { issues: [{ path: 'body.name', message: NAME_TAKEN }] });
    }
    const groupName = body.groupId
      ? ((await this.repository.groups()).find((group) => group.id === body.groupId)?.name ?? null)
      : null;
    return {
      ...toDto(existing),
      groupId: existing.group_id,
      groupName,
      seenCount: 0,
      impressionCount: 0,
      createdAt: existing.created_at.toISOString(),
    };
  }

  private async visible(user: AuthenticatedUser, notificationId: string): Promise<Row> {
    const [row] = await this.repository.visibleTo(user.id, { unseenOnly: false, notificationId });
    if (!row) throw new DomainError('not_found', NOTIFICATION_NOT_FOUND);
    return row;
  }
}

function sameContent(a: NotificationContent, b: NotificationContent): boolean {
  return (
    a.smallBody === b.smallBody &&
    a.largeBody === b.largeBody &&
    (a.ctaUrl ?? null) === b.ctaUrl &&
    (a.ctaButtonText ?? null) === b.ctaButtonText
  );
}
