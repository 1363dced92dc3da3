import type { ColumnType, Generated, Selectable } from 'kysely';
import type { CreatedAt, Defaulted, JsonColumn, JsonObject, UpdatedAt } from './reference.js';

import type {
  ContentType as PracticeContentType,
  DecisionAction as PracticeCtaType,
  GoalType as PracticeGoalType,
  InputType as PracticeInputType,
  PracticeSessionType,
  TimerSpeed as PracticeTimerSpeed,
  UserContentType,
} from '@impromptu/practice/rules';

// Spec 2 §3 session, content, call-to-action, goal, input and user content types and §9 timer speeds: the practice rules
// own them.
export type {
  PracticeContentType,
  PracticeCtaType,
  PracticeGoalType,
  PracticeInputType,
  PracticeSessionType,
  PracticeTimerSpeed,
  UserContentType,
};

export interface PracticeSessionTable {
  id: Generated<string>;
  slug: string;
  name: string;
  description: Defaulted<string>;
  summary: JsonColumn<{ text: string }[]>;
  estimated_duration: string;
  type: PracticeSessionType;
  displayed_user_contents: JsonColumn<UserContentType[]>;
  lesson_id: string | null;
  sort_order: Defaulted<number>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface PracticeGoalTable {
  id: Generated<string>;
  practice_session_id: string;
  index: number;
  name: string;
  type: PracticeGoalType;
  short_description: Defaulted<string>;
  long_description: Defaulted<string>;
  instruction_header: Defaulted<string>;
  instruction_body: Defaulted<string>;
  recap_header: Defaulted<string>;
  recap_body: Defaulted<string>;
  game_short_code: string;
  settings: JsonColumn<JsonObject>;
  number_retries_allowed: Defaulted<number>;
  coaching_tip: string | null;
  metadata: JsonColumn<JsonObject>;
}

export interface PracticeContentTable {
  id: Generated<string>;
  practice_session_id: string;
  type: PracticeContentType | null;
  header: Defaulted<string>;
  sub_header: string | null;
  body: Defaulted<string>;
  coaching_tip: string | null;
  examples: JsonColumn<string[]>;
  primary_cta_type: PracticeCtaType | null;
  primary_cta_text: string | null;
  secondary_cta_type: PracticeCtaType | null;
  secondary_cta_text: string | null;
  cta_metadata: JsonColumn<JsonObject>;
  video_url: string | null;
  additional_resources: JsonColumn<JsonObject[]>;
  timer_speed: PracticeTimerSpeed | null;
  metadata: JsonColumn<JsonObject>;
}

export interface PracticeInputElementTable {
  id: Generated<string>;
  practice_session_id: string;
  header: Defaulted<string>;
  body: Defaulted<string>;
  coaching_tip: string | null;
  primary_cta_text: string | null;
}

export interface PracticeInputTable {
  id: Generated<string>;
  input_element_id: string;
  key: string;
  label: string;
  type: PracticeInputType;
  index: number;
  next_key: string | null;
  previous_key: string | null;
  min_words: number | null;
  max_words: number | null;
}

export interface PracticeSessionElementTable {
  id: Generated<string>;
  practice_session_id: string;
  index: number;
  number_retries_allowed: number | null;
  displayed_user_contents_overrides: ColumnType<
    UserContentType[] | null,
    UserContentType[] | string | null | undefined,
    UserContentType[] | string | null
  >;
  goal_id: string | null;
  content_id: string | null;
  input_element_id: string | null;
}

export interface PracticeSessionScheduleTable {
  scheduled_date: ColumnType<Date, Date | string, Date | string>;
  practice_session_id: string;
}

export interface UserContentTable {
  id: Generated<string>;
  user_id: string;
  key: string;
  type: UserContentType;
  label: string;
  text: string;
  index: Defaulted<number>;
  next_key: string | null;
  previous_key: string | null;
  user_course_history_id: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface PracticeTables {
  practice_session: PracticeSessionTable;
  practice_goal: PracticeGoalTable;
  practice_content: PracticeContentTable;
  practice_input_element: PracticeInputElementTable;
  practice_input: PracticeInputTable;
  practice_session_element: PracticeSessionElementTable;
  practice_session_schedule: PracticeSessionScheduleTable;
  user_content: UserContentTable;
}

export type PracticeSession = Selectable<PracticeSessionTable>;
export type PracticeGoal = Selectable<PracticeGoalTable>;
export type PracticeContent = Selectable<PracticeContentTable>;
export type PracticeInput = Selectable<PracticeInputTable>;
export type UserContent = Selectable<UserContentTable>;
