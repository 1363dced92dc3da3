import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { UserType } from '@impromptu/access';

/** User types of spec 1 §6 and spec 3 §6, owned by @impromptu/access. */
export type { UserType };

/**
 * Stored plan codes, owned by @impromptu/access. Spec 1 names the class-subscription plan `trainings-free`; spec 3
 * names it `free_trainings`: the table keeps `free_trainings` only and the app maps it to the plan a user holds
 * (access's `PlanCode`). Two names for two meanings, so one cannot be passed for the other.
 */
export type { StoredPlanCode } from '@impromptu/access';

/** Subscription types of spec 1 §3 (an ACTIVE one resolves the plan to free_trainings). */
export type SubscriptionType = 'RAPID' | 'STARTER' | 'UNLIMITED' | 'PLATFORM' | 'INFLUENCER';

export type FeatureName =
  | 'ADMIN_ONLY'
  | 'VIRTUAL_COACH'
  | 'SELF_PACED_COURSES'
  | 'DAILY_PRACTICE'
  | 'CONTENT_COLLECTION'
  | 'TEMPORARY_ONBOARDING';

/** `on_conditions` of a feature: the plans for which a viewable user entry shows it. */
export interface FeatureOnConditions {
  plans: string[];
}

export type JsonObject = Record<string, unknown>;

/** A timestamp the database fills in (default now(), updated_at kept by a trigger). */
export type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
export type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string | undefined>;
/** jsonb with a database default: optional on insert; pg serialises objects itself. */
export type JsonColumn<T> = ColumnType<T, T | string | undefined, T | string>;
/** A text column with a database default. */
export type Defaulted<T> = ColumnType<T, T | undefined, T>;

export interface PlanTable {
  code: string;
  name: string;
  description: Defaulted<string>;
  price_monthly_cents: number | null;
  price_yearly_cents: number | null;
  stripe_price_id_monthly: string | null;
  stripe_price_id_yearly: string | null;
  is_legacy: Defaulted<boolean>;
  sort_order: Defaulted<number>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface AppUserTable {
  id: Generated<string>;
  auth0_id: string | null;
  /** Always lower-case (a CHECK enforces it). */
  email: string;
  first_name: Defaulted<string>;
  last_name: Defaulted<string>;
  type: Defaulted<UserType>;
  level: string | null;
  /** A game short_code. */
  preferred_game: string | null;
  current_daily_streak: Defaulted<number>;
  picture: string | null;
  stripe: JsonColumn<JsonObject>;
  metadata: JsonColumn<JsonObject>;
  plan: string | null;
  is_plan_paused: Defaulted<boolean>;
  iana_time_zone: Defaulted<string>;
  /** argon2id PHC string; null for accounts that only sign in through OpenID Connect. */
  password_hash: string | null;
  /** When the person confirmed the address (a confirmation link or an accepted invitation); null until then. */
  email_verified_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface GameTable {
  id: Generated<string>;
  short_code: string;
  name: string;
  description: string;
  subtitle: string;
  /** #rrggbb */
  colour: string;
  tutorial_video_url: string | null;
  instruction_video_url: string | null;
  sort_order: Defaulted<number>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface FeatureTable {
  id: Generated<string>;
  name: string;
  is_on: Defaulted<boolean>;
  on_conditions: JsonColumn<FeatureOnConditions>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface UserFeatureTable {
  id: Generated<string>;
  user_id: string;
  feature_id: string;
  is_locked: Defaulted<boolean>;
  is_viewable: Defaulted<boolean>;
  metadata: JsonColumn<JsonObject>;
  start_count: Defaulted<number>;
  end_count: number | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface SubscriptionTable {
  id: Generated<string>;
  user_id: string;
  type: SubscriptionType;
  /** Upper-case status word of the provider, e.g. ACTIVE. */
  status: string;
  start_date: ColumnType<Date, Date | string, Date | string>;
  end_date: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface ReferenceTables {
  plan: PlanTable;
  app_user: AppUserTable;
  game: GameTable;
  feature: FeatureTable;
  user_feature: UserFeatureTable;
  subscription: SubscriptionTable;
}

export type Plan = Selectable<PlanTable>;
export type NewPlan = Insertable<PlanTable>;
export type PlanUpdate = Updateable<PlanTable>;
export type AppUser = Selectable<AppUserTable>;
export type NewAppUser = Insertable<AppUserTable>;
export type AppUserUpdate = Updateable<AppUserTable>;
export type Game = Selectable<GameTable>;
export type NewGame = Insertable<GameTable>;
export type GameUpdate = Updateable<GameTable>;
export type Feature = Selectable<FeatureTable>;
export type NewFeature = Insertable<FeatureTable>;
export type FeatureUpdate = Updateable<FeatureTable>;
export type UserFeature = Selectable<UserFeatureTable>;
export type NewUserFeature = Insertable<UserFeatureTable>;
export type UserFeatureUpdate = Updateable<UserFeatureTable>;
export type Subscription = Selectable<SubscriptionTable>;
export type NewSubscription = Insertable<SubscriptionTable>;
export type SubscriptionUpdate = Updateable<SubscriptionTable>;
