import type { ColumnType, Generated, Selectable } from 'kysely';
import type { CreatedAt, Defaulted, JsonColumn, JsonObject } from './reference.js';

/** Event types of spec 3 §3. */
export type EventType =
  | 'LIVE_CLASS'
  | 'FUNDAMENTALS_CLASS'
  | 'COHORT_CLASS'
  | 'FUNDAMENTALS_WORKSHOP'
  | 'DAILY_PRACTICE'
  | 'ASSIGNMENT'
  | 'GROUP_PRACTICE';

export type PrivacyLevel = 'PRIVATE' | 'PUBLIC';

export interface EventTable {
  id: Generated<string>;
  slug: string;
  name: string;
  type: EventType;
  required_subscription_tiers: ColumnType<string[], string[] | undefined, string[]>;
  long_description: Defaulted<string>;
  short_description: Defaulted<string>;
  image_urls: JsonColumn<JsonObject>;
  duration_seconds: number;
  created_at: CreatedAt;
}

export interface ScheduledEventTable {
  id: Generated<string>;
  event_id: string;
  start_time: ColumnType<Date, Date | string, Date | string>;
  end_time: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  duration_seconds: number;
  metadata: JsonColumn<JsonObject>;
  is_recurring: Defaulted<boolean>;
  is_live: Defaulted<boolean>;
  zoom_meeting_id: string | null;
  zoom_host_id: string | null;
  url: string | null;
  location: string | null;
  max_attendees: Defaulted<number>;
  rank: number | null;
  privacy_level: Defaulted<PrivacyLevel>;
  created_at: CreatedAt;
}

export interface FeedbackSessionTable {
  id: Generated<string>;
  scheduled_event_id: string | null;
  form_url: string;
  starts_at: ColumnType<Date, Date | string, Date | string>;
  ends_at: ColumnType<Date, Date | string, Date | string>;
  created_at: CreatedAt;
}

/** Spec 3 §3 bulk CSV kinds: one upload of each is remembered by the hash of its rows. */
export type BulkUploadKind = 'USERS' | 'SCHEDULED_EVENTS' | 'USER_SCHEDULED_EVENTS';

export interface BulkUploadTable {
  id: Generated<string>;
  kind: BulkUploadKind;
  rows_sha256: string;
  uploaded_by: string | null;
  row_count: number;
  result: JsonColumn<JsonObject>;
  created_at: CreatedAt;
}

/** The reminder an hour before a class (ADR 0040): one row per registration reminded, so it is sent once. */
export interface ClassReminderTable {
  registration_id: string;
  scheduled_event_id: string;
  reminded_at: CreatedAt;
}

/** Registrations are events (stream `scheduled-event-{id}`); their read side is the classes context's projection. */
export interface MeetingTables {
  class_reminder: ClassReminderTable;
  event: EventTable;
  scheduled_event: ScheduledEventTable;
  feedback_session: FeedbackSessionTable;
  bulk_upload: BulkUploadTable;
}

export type ScheduledEvent = Selectable<ScheduledEventTable>;
export type FeedbackSession = Selectable<FeedbackSessionTable>;
