import { z } from 'zod';
import { NOTIFICATION_TYPES } from '@impromptu/kernel';

export const NotificationContentSchema = z.object({
  smallBody: z.string(),
  largeBody: z.string(),
  ctaUrl: z.string().nullable(),
  ctaButtonText: z.string().nullable(),
});

/** One of the signed-in user's unseen notifications (spec 2 §3). */
export const UserNotificationSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  content: NotificationContentSchema,
});
export const UserNotificationListSchema = z.array(UserNotificationSchema);

export const NotificationParamsSchema = z.object({ notificationId: z.uuid('must be a notification id') });

/** A banner shown once on a page: a new key per showing, the same key when the call is retried. */
export const NotificationImpressionBodySchema = z.object({
  idempotencyKey: z
    .uuid('must be a UUID, new for each showing')
    .meta({ description: 'Sent again unchanged when the request is retried' }),
});

/** An in-app path ('/games/…') or an http(s) address. */
const ctaUrl = z
  .string()
  .trim()
  .max(500, 'must be at most 500 characters')
  .refine(
    (value) => /^\/(?!\/)\S*$/.test(value) || /^https?:\/\/[^\s/]+\.[^\s]+$/i.test(value),
    'must be a path starting with / or an http(s) address',
  );

/** Spec 2 §3: a notification for everyone (groupId null) or for the members of one group. */
export const CreateNotificationBodySchema = z
  .object({
    name: z.string().trim().min(1, 'is required').max(100, 'must be at most 100 characters'),
    type: z.enum(NOTIFICATION_TYPES, 'must be BANNER or BANNER_CALENDLY'),
    smallBody: z.string().trim().min(1, 'is required').max(200, 'must be at most 200 characters'),
    largeBody: z.string().trim().max(1000, 'must be at most 1000 characters').default(''),
    ctaUrl: ctaUrl.nullable().default(null),
    ctaButtonText: z
      .string()
      .trim()
      .min(1, 'is required')
      .max(40, 'must be at most 40 characters')
      .nullable()
      .default(null),
    groupId: z.uuid('must be a group id').nullable(),
  })
  .superRefine((body, ctx) => {
    if (body.ctaUrl !== null && body.ctaButtonText === null)
      ctx.addIssue({ code: 'custom', path: ['ctaButtonText'], message: 'is required with a button URL' });
    if (body.ctaButtonText !== null && body.ctaUrl === null)
      ctx.addIssue({ code: 'custom', path: ['ctaUrl'], message: 'is required with a button text' });
    if (body.type === 'BANNER_CALENDLY' && body.ctaUrl === null)
      ctx.addIssue({ code: 'custom', path: ['ctaUrl'], message: 'is required for a booking banner' });
  });

export const AdminNotificationSchema = UserNotificationSchema.extend({
  groupId: z.uuid().nullable(),
  groupName: z.string().nullable(),
  seenCount: z.number().int(),
  /** How many times the banner was shown, over every user (user_notification.impressions). */
  impressionCount: z.number().int(),
  createdAt: z.string(),
});
export const AdminNotificationsSchema = z.object({
  notifications: z.array(AdminNotificationSchema),
  groups: z.array(z.object({ id: z.uuid(), name: z.string(), type: z.string() })),
});

export type UserNotificationDto = z.infer<typeof UserNotificationSchema>;
export type NotificationParams = z.infer<typeof NotificationParamsSchema>;
export type NotificationImpressionBody = z.infer<typeof NotificationImpressionBodySchema>;
export type CreateNotificationBody = z.infer<typeof CreateNotificationBodySchema>;
export type AdminNotificationDto = z.infer<typeof AdminNotificationSchema>;
export type AdminNotificationsDto = z.infer<typeof AdminNotificationsSchema>;
