import type { ColumnType, Generated, Selectable } from 'kysely';
import type { CreatedAt, Defaulted, JsonColumn, JsonObject, UpdatedAt } from './reference.js';

import type { CourseStatus, LessonSection } from '@impromptu/courses/rules';

// Spec 2 §3 course status and a lesson's sections: the course rules own them; the tables store them.
export type { CourseStatus, LessonSection };
export type AdditionalResourceType =
  'GAME' | 'BOOK' | 'GUIDE' | 'VIDEO' | 'PODCAST' | 'ARTICLE' | 'TYPEFORM' | 'DISCORD_INVITE' | 'CLASS_REGISTRATION';

export interface AdditionalResource {
  type: AdditionalResourceType;
  title: string;
  resource_url: string;
  is_external: boolean;
  instructions?: string;
}

export interface LessonBreakdownItem {
  type: string;
  text: string;
}

export interface CourseImageUrls {
  card?: string;
  cardEmoji?: string;
}

export interface CourseTable {
  id: Generated<string>;
  slug: string;
  name: string;
  description: Defaulted<string>;
  status: CourseStatus;
  /** pg hands an interval over as an object: select `extract(epoch from unlock_schedule)` for seconds. */
  unlock_schedule: ColumnType<unknown, string | null | undefined, string | null>;
  image_urls: JsonColumn<CourseImageUrls>;
  metadata: JsonColumn<JsonObject>;
  sort_order: Defaulted<number>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface CourseCategoryTagTable {
  id: Generated<string>;
  course_id: string;
  name: string;
}

export interface LessonTable {
  id: Generated<string>;
  course_id: string;
  index: number;
  slug: string;
  name: string;
  description: Defaulted<string>;
  video_url: string | null;
  captions_url: string | null;
  estimated_duration_min: number;
  estimated_duration_max: number;
  lesson_breakdown: JsonColumn<LessonBreakdownItem[]>;
  additional_resources: JsonColumn<AdditionalResource[]>;
  next_lesson_unlock_conditions: JsonColumn<Partial<Record<LessonSection, boolean>>>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/** A learner's watched time of one lesson video (`lecture:<lesson id>`, `virtual-coach:<lesson>`): ADR 0057. */
export interface WatchedVideoTable {
  user_id: string;
  video: string;
  /** The merged stretches played, [from, to] in seconds. */
  spans: JsonColumn<Array<[number, number]>>;
  position_seconds: Defaulted<number>;
  duration_seconds: number;
  updated_at: UpdatedAt;
}

/** A lesson video uploaded or recorded and not published yet (issue 47, ADR 0060). */
export interface LessonMediaDraftTable {
  id: string;
  /** The lesson video it is for: `lecture:<lesson id>` or `virtual-coach:<LESSON>`. */
  target: string;
  storage_key: string;
  container: 'mp4' | 'webm';
  size_bytes: ColumnType<string, number, number>;
  duration_seconds: number;
  uploaded_by: string | null;
  created_at: CreatedAt;
}

export interface CourseTables {
  course: CourseTable;
  course_category_tag: CourseCategoryTagTable;
  lesson: LessonTable;
  watched_video: WatchedVideoTable;
  lesson_media_draft: LessonMediaDraftTable;
}

export type Course = Selectable<CourseTable>;
export type Lesson = Selectable<LessonTable>;
