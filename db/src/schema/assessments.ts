import type { Generated, Insertable, Selectable } from 'kysely';
import type { NotificationType } from '@impromptu/kernel';
import type { CreatedAt, Defaulted, JsonColumn } from './reference.js';

/** Trait types of spec 3 §3. */
export const TRAIT_TYPES = [
  'TRAIT',
  'RATING',
  'SELECT_ALL',
  'SELECT_ONE',
  'TEXT',
  'TEXT_AREA',
  'GOAL',
  'CHECK_IN',
  'COURSE_GENERAL',
] as const;
export type TraitType = (typeof TRAIT_TYPES)[number];

/** A trait's metadata (spec 3 §3): its category, question, choices and whether 'Other' may be typed; explain_why adds a comment box to a rating. */
export interface TraitMetadata {
  category: string;
  question: string;
  choices?: string[];
  has_other?: boolean;
  explain_why?: boolean;
}

export interface TraitTable {
  id: Generated<string>;
  name: string;
  question_set: string;
  type: TraitType;
  sort_order: number;
  metadata: JsonColumn<TraitMetadata>;
  created_at: CreatedAt;
}

// Notification types of spec 2 §3: declared once in the shared kernel, which the BFF's schemas read too.
export { NOTIFICATION_TYPES, type NotificationType } from '@impromptu/kernel';

export interface NotificationContent {
  smallBody: string;
  largeBody: string;
  ctaUrl: string | null;
  ctaButtonText: string | null;
}

/** A notification for everyone (group_id null) or for the members of one group. */
export interface NotificationTable {
  id: Generated<string>;
  name: string;
  type: NotificationType;
  content: JsonColumn<NotificationContent>;
  group_id: string | null;
  created_by: string | null;
  created_at: CreatedAt;
}

/** A user's state of one notification (spec 2 §3): written when it is first shown or dismissed. */
export interface UserNotificationTable {
  id: Generated<string>;
  user_id: string;
  notification_id: string;
  seen: Defaulted<boolean>;
  impressions: Defaulted<number>;
  created_at: CreatedAt;
}

export interface AssessmentTables {
  trait: TraitTable;
  notification: NotificationTable;
  user_notification: UserNotificationTable;
}

export type Trait = Selectable<TraitTable>;
export type NewTrait = Insertable<TraitTable>;
export type Notification = Selectable<NotificationTable>;
export type NewNotification = Insertable<NotificationTable>;
