import { z } from 'zod';
import { defineEvents, type CatalogueEvent } from '@impromptu/event-store';

/** Spec 2 §7 notification analytics, recorded per user: stream `notification-activity-{userId}`, expected version 'any'. */
export function notificationActivityStreamId(userId: string): string {
  return `notification-activity-${userId}`;
}

const base = { userId: z.uuid(), notificationId: z.uuid(), at: z.iso.datetime({ offset: true }) };

export const notificationActivityEvents = defineEvents({
  /** 'CTA Clicked' (name, type, url) and 'Notification CTA Clicked', one event. */
  NotificationCtaClicked: {
    version: 1,
    schema: z.object({ ...base, name: z.string(), type: z.string(), url: z.string() }),
  },
  /** 'Notification Closed'. */
  NotificationClosed: { version: 1, schema: z.object(base) },
  /** A banner was shown on a page the user opened: user_notification.impressions counts these. */
  NotificationShown: { version: 1, schema: z.object(base) },
});
export type NotificationActivityEvent = CatalogueEvent<typeof notificationActivityEvents>;
