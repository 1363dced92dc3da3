/** Notification types of spec 2 §3: the stored column (db) and the BFF's schemas both read this list. */
export const NOTIFICATION_TYPES = ['BANNER', 'BANNER_CALENDLY'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
