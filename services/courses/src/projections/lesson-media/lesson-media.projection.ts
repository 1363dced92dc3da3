import { column, defineRowProjection, table } from '@impromptu/event-store';
import { lessonMediaEvents, lessonMediaTarget } from '../../lesson-media/lesson-media.events.js';

const lessonMediaTable = table(
  {
    /** `lecture:<lesson id>` or `virtual-coach:<LESSON>`, as watched time names the video. */
    target: column.text(),
    kind: column.text(),
    lesson_key: column.text(),
    /** The version learners see; null when nothing is published (the rendered lesson shows). */
    version: column.integer().nullable(),
    video_key: column.text().nullable(),
    captions_key: column.text().nullable(),
    container: column.text().nullable(),
    size_bytes: column.bigint().nullable(),
    duration_seconds: column.double().nullable(),
    published_by: column.uuid().nullable(),
    published_at: column.timestamptz().nullable(),
    /** How many versions were ever published. */
    versions_published: column.integer(),
    updated_at: column.timestamptz(),
  },
  { primaryKey: ['target'] },
);

/** The published media of every lesson video, read by the lecture and Virtual Coach pages and the admin screen. */
export const lessonMediaProjection = defineRowProjection({
  name: 'lesson_media',
  version: 1,
  events: lessonMediaEvents,
  table: { lesson_media: lessonMediaTable },
  key: (event) => ({ target: lessonMediaTarget(event.data.kind, event.data.key) }),
  evolve(before, event) {
    const base = {
      target: lessonMediaTarget(event.data.kind, event.data.key),
      kind: event.data.kind,
      lesson_key: event.data.key,
    };
    switch (event.type) {
      case 'LessonMediaPublished':
        return {
          ...base,
          version: event.data.version,
          video_key: event.data.videoKey,
          captions_key: event.data.captionsKey,
          container: event.data.container,
          size_bytes: event.data.sizeBytes,
          duration_seconds: event.data.durationSeconds,
          published_by: event.data.publishedBy,
          published_at: event.data.publishedAt,
          versions_published: (before?.versions_published ?? 0) + 1,
          updated_at: event.data.publishedAt,
        };
      case 'LessonMediaUnpublished':
        return {
          ...base,
          version: null,
          video_key: null,
          captions_key: null,
          container: null,
          size_bytes: null,
          duration_seconds: null,
          published_by: null,
          published_at: null,
          versions_published: before?.versions_published ?? 0,
          updated_at: event.data.unpublishedAt,
        };
      default: {
        const unreachable: never = event;
        return unreachable;
      }
    }
  },
});
