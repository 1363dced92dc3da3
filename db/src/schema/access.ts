import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { CreatedAt, Defaulted, JsonColumn, JsonObject, UpdatedAt } from './reference.js';

/** Group types of spec 1 §3 and spec 3 §3. */
export type GroupType =
  | 'FUNDAMENTALS_CLASS'
  | 'FUNDAMENTALS_POD'
  | 'PROFESSIONAL_L1_CLASS'
  | 'FUNDAMENTALS_L2_CLASS'
  | 'CUSTOM_WORKSHOP'
  | 'CORPORATE_FUNDAMENTALS_CLASS'
  | 'PRIVATE_COACHING_POD';

export interface LearningGroupTable {
  id: Generated<string>;
  name: string;
  type: GroupType;
  /** Upper-case status word; spec 3 shows ACTIVE (the default). */
  status: Defaulted<string>;
  description: Defaulted<string>;
  admin: string | null;
  class_registration_url: string | null;
  created_at: CreatedAt;
}

export interface UserGroupTable {
  id: Generated<string>;
  user_id: string;
  group_id: string;
  /** Role values are not shown in the spec. */
  role: string | null;
  created_at: CreatedAt;
}

/** Minimal for now: a later issue adds modules, elements and weeks. */
export interface GroupCurriculumTable {
  id: Generated<string>;
  group_id: string;
  name: string;
  community_url: string | null;
  metadata: JsonColumn<JsonObject>;
  created_at: CreatedAt;
}

/** Consent preferences of spec 1 §3, one record per user. */
export interface ConsentTable {
  user_id: string;
  cookie_purposes: ColumnType<Record<string, boolean>, Record<string, boolean> | string, Record<string, boolean> | string>;
  cookie_timestamp: ColumnType<Date, Date | string, Date | string>;
  cookie_version: string;
  cookie_policy_id: string | null;
  us_privacy_cookie: string | null;
  us_purposes: ColumnType<unknown | null, unknown, unknown>;
  updated_at: UpdatedAt;
}

export interface AccessTables {
  learning_group: LearningGroupTable;
  user_group: UserGroupTable;
  group_curriculum: GroupCurriculumTable;
  consent: ConsentTable;
}

export type LearningGroup = Selectable<LearningGroupTable>;
export type NewLearningGroup = Insertable<LearningGroupTable>;
export type LearningGroupUpdate = Updateable<LearningGroupTable>;
export type UserGroup = Selectable<UserGroupTable>;
export type NewUserGroup = Insertable<UserGroupTable>;
export type GroupCurriculum = Selectable<GroupCurriculumTable>;
export type NewGroupCurriculum = Insertable<GroupCurriculumTable>;
export type Consent = Selectable<ConsentTable>;
export type NewConsent = Insertable<ConsentTable>;
export type ConsentUpdate = Updateable<ConsentTable>;
