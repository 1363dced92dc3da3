import { z } from 'zod';
import { defineEvents, type CatalogueEvent } from '@impromptu/event-store';
import { LESSON_MEDIA_KINDS, type LessonMediaKind } from '../rules/lesson-media.js';

/**
 * The media a coach publishes for a lesson (issue 47, ADR 0060): one stream per lesson video,
 * `lesson-media-{kind}-{key}` — a course lecture by its lesson's id, a Virtual Coach lesson by its name. Each publish
 * is a new version; an unpublish withdraws the current one, and the rendered lesson shows again.
 */
export { LESSON_MEDIA_KINDS, type LessonMediaKind };
export const LESSON_MEDIA_STREAM_TYPE = 'lesson-media';

/** The lesson video's name: the same key its watched time is kept under (`lecture:<id>`, `virtual-coach:<LESSON>`). */
export function lessonMediaTarget(kind: LessonMediaKind, key: string): string {
  return `${kind}:${key}`;
}

export function lessonMediaStreamId(kind: LessonMediaKind, key: string): string {
  return `${LESSON_MEDIA_STREAM_TYPE}-${kind}-${key}`;
}

export const LESSON_MEDIA_CONTAINERS = ['mp4', 'webm'] as const;
export type LessonMediaContainer = (typeof LESSON_MEDIA_CONTAINERS)[number];

const isoInstant = z.iso.datetime({ offset: true });
const target = { kind: z.enum(LESSON_MEDIA_KINDS), key: z.string().min(1).max(100) };

export const LessonMediaPublishedV1 = z.object({
  ...target,
  version: z.number().int().min(1),
  /** The storage keys of this version's video and captions; a version's objects are never overwritten. */
  videoKey: z.string().min(1),
  captionsKey: z.string().min(1),
  container: z.enum(LESSON_MEDIA_CONTAINERS),
  sizeBytes: z.number().int().positive(),
  /** Read from the container when it was uploaded: what the cards show and what watched time is measured against. */
  durationSeconds: z.number().positive(),
  publishedBy: z.uuid(),
  publishedAt: isoInstant,
});

export const LessonMediaUnpublishedV1 = z.object({
  ...target,
  /** The version withdrawn. */
  version: z.number().int().min(1),
  unpublishedBy: z.uuid(),
  unpublishedAt: isoInstant,
});

export const lessonMediaEvents = defineEvents({
  LessonMediaPublished: { version: 1, schema: LessonMediaPublishedV1 },
  LessonMediaUnpublished: { version: 1, schema: LessonMediaUnpublishedV1 },
});

export type LessonMediaEvent = CatalogueEvent<typeof lessonMediaEvents>;
export type LessonMediaPublished = z.infer<typeof LessonMediaPublishedV1>;
