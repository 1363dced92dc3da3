import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import type { Kysely } from 'kysely';
import { ProjectionSpecification } from '@impromptu/event-store/testing';
import { createTestDatabase, type TestDatabase } from '@impromptu/event-store/testing/database';
import {
  LESSON_MEDIA_STREAM_TYPE,
  lessonMediaEvents,
  lessonMediaStreamId,
  type LessonMediaEvent,
} from '../../lesson-media/lesson-media.events.js';
import { lessonMediaProjection } from './lesson-media.projection.js';

let database: TestDatabase;
let given: ReturnType<typeof ProjectionSpecification.for>;

beforeAll(async () => {
  database = await createTestDatabase();
  given = ProjectionSpecification.for(lessonMediaProjection, database);
});

afterAll(async () => {
  await database?.drop();
});

const COACH = randomUUID();

function published(key: string, version: number, durationSeconds: number): LessonMediaEvent {
  return {
    type: 'LessonMediaPublished',
    data: {
      kind: 'lecture',
      key,
      version,
      videoKey: `lessons/lecture/${key}/v${version}.mp4`,
      captionsKey: `lessons/lecture/${key}/v${version}.vtt`,
      container: 'mp4',
      sizeBytes: 2048,
      durationSeconds,
      publishedBy: COACH,
      publishedAt: new Date(Date.UTC(2026, 11, 7, 20, version)).toISOString(),
    },
  };
}

const appendOf = (key: string, events: LessonMediaEvent[]) => ({
  streamId: lessonMediaStreamId('lecture', key),
  streamType: LESSON_MEDIA_STREAM_TYPE,
  events: events.map((event) => ({ ...lessonMediaEvents.toAppend(event), schemaVersion: 1 })),
});

const rowOf = (key: string) => (db: Kysely<any>) =>
  db
    .selectFrom('lesson_media')
    .select(['target', 'version', 'video_key', 'captions_key', 'duration_seconds', 'versions_published'])
    .where('lesson_key', '=', key)
    .execute();

describe('lesson media projection', () => {
  it('shows the latest version published, and rebuilds to the same rows', async () => {
    const key = randomUUID();
    await given(appendOf(key, [published(key, 1, 61.5)]), appendOf(key, [published(key, 2, 64)])).then(rowOf(key), [
      {
        target: `lecture:${key}`,
        version: 2,
        video_key: `lessons/lecture/${key}/v2.mp4`,
        captions_key: `lessons/lecture/${key}/v2.vtt`,
        duration_seconds: 64,
        versions_published: 2,
      },
    ]);
  });

  it('shows nothing after an unpublish, so the rendered lesson is the fallback again', async () => {
    const key = randomUUID();
    await given(
      appendOf(key, [published(key, 1, 30)]),
      appendOf(key, [
        {
          type: 'LessonMediaUnpublished',
          data: {
            kind: 'lecture',
            key,
            version: 1,
            unpublishedBy: COACH,
            unpublishedAt: new Date(Date.UTC(2026, 11, 7, 21)).toISOString(),
          },
        },
      ]),
    ).then(rowOf(key), [
      {
        target: `lecture:${key}`,
        version: null,
        video_key: null,
        captions_key: null,
        duration_seconds: null,
        versions_published: 1,
      },
    ]);
  });
});
