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

/** Registration status; only REGISTERED gives a join link. */
export type RegistrationStatus = 'REGISTERED' | 'CANCELLED' | (string & {});
/** Registration type; a HOST gets a start link rather than a join link (spec 3 §6). */
export type RegistrationType = 'ATTENDEE' | 'HOST' | (string & {});

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

/** `metadata.zoom_join_url` holds the attendee's own join link when the meetings port issued one. */
export interface UserScheduledEventMetadata extends JsonObject {
  zoom_join_url?: string;
}

export interface UserScheduledEventTable {
  id: Generated<string>;
  user_id: string;
  scheduled_event_id: string;
  status: Defaulted<RegistrationStatus>;
  type: Defaulted<RegistrationType>;
  metadata: JsonColumn<UserScheduledEventMetadata>;
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

export interface MeetingTables {
  event: EventTable;
  scheduled_event: ScheduledEventTable;
  user_scheduled_event: UserScheduledEventTable;
  feedback_session: FeedbackSessionTable;
}

export type ScheduledEvent = Selectable<ScheduledEventTable>;
export type UserScheduledEvent = Selectable<UserScheduledEventTable>;
export type FeedbackSession = Selectable<FeedbackSessionTable>;
