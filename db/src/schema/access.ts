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

/** Spec 3 §3 curriculum types. */
export type CurriculumType = 'FUNDAMENTALS' | 'FUNDAMENTALS_L2' | 'PROFESSIONAL_L1' | 'CUSTOM_WORKSHOP';

/** Spec 3 §3 curriculum element types: the sections of a week on the cohort dashboard. */
export type CurriculumElementType =
  'OVERVIEW' | 'PREWORK_MODULES' | 'CLASS_MODULES' | 'HOMEWORK_MODULES' | 'RESOURCES' | 'TENETS';

/** `metadata`: { activeWeek, weeks: [{ week, isUnlocked }] } (spec 3 §3 curriculum metadata). */
export interface GroupCurriculumTable {
  id: Generated<string>;
  group_id: string;
  name: string;
  community_url: string | null;
  metadata: JsonColumn<JsonObject>;
  curriculum_type: CurriculumType | null;
  created_at: CreatedAt;
}

/** One week of a curriculum (spec 3 §3 curriculum_modules: name, value, elements). */
export interface CurriculumModuleTable {
  id: Generated<string>;
  group_curriculum_id: string;
  week: number;
  name: string;
  value: Defaulted<string>;
}

export interface CurriculumModuleElementTable {
  id: Generated<string>;
  curriculum_module_id: string;
  type: CurriculumElementType;
  title: string;
  body: Defaulted<string>;
  url: string | null;
  sort_order: Defaulted<number>;
}

/** Consent preferences of spec 1 §3, one record per user. */
export interface ConsentTable {
  user_id: string;
  cookie_purposes: ColumnType<
    Record<string, boolean>,
    Record<string, boolean> | string,
    Record<string, boolean> | string
  >;
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
  curriculum_module: CurriculumModuleTable;
  curriculum_module_element: CurriculumModuleElementTable;
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
