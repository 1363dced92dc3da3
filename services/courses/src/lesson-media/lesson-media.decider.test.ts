import { describe, it } from '@jest/globals';
import { DeciderSpecification } from '@impromptu/event-store/testing';
import { NothingPublishedError, VersionTakenError, lessonMediaDecider } from './lesson-media.decider.js';
import type { LessonMediaEvent } from './lesson-media.events.js';

const COACH = '0190f1a2-0000-7000-8000-0000000000a1';
const NOW = new Date('2026-12-07T20:00:00.000Z');
const given = DeciderSpecification.for(lessonMediaDecider);

const media = (version: number) => ({
  kind: 'virtual-coach' as const,
  key: 'ENERGY',
  videoKey: `lessons/virtual-coach/ENERGY/v${version}.webm`,
  captionsKey: `lessons/virtual-coach/ENERGY/v${version}.vtt`,
  container: 'webm' as const,
  sizeBytes: 1000,
  durationSeconds: 120,
  publishedBy: COACH,
});
const published = (version: number): LessonMediaEvent => ({
  type: 'LessonMediaPublished',
  data: { ...media(version), version, publishedAt: NOW.toISOString() },
});
const publish = (version: number) => ({
  type: 'PublishLessonMedia' as const,
  data: { ...media(version), version, now: NOW },
});
const unpublish = {
  type: 'UnpublishLessonMedia' as const,
  data: { kind: 'virtual-coach' as const, key: 'ENERGY', by: COACH, now: NOW },
};
const unpublished: LessonMediaEvent = {
  type: 'LessonMediaUnpublished',
  data: { kind: 'virtual-coach', key: 'ENERGY', version: 1, unpublishedBy: COACH, unpublishedAt: NOW.toISOString() },
};

describe('lesson media', () => {
  it('publishes version 1, then each publish is the next version', () => {
    given([])
      .when(publish(1))
      .then([published(1)]);
    given([published(1)])
      .when(publish(2))
      .then([published(2)]);
  });

  it('never reuses a version number, even after an unpublish', () => {
    given([published(1), unpublished])
      .when(publish(2))
      .then([published(2)]);
    given([published(1), unpublished])
      .when(publish(1))
      .thenThrows(VersionTakenError);
  });

  it('refuses a publish stored under a version another publish took meanwhile', () => {
    given([published(1)])
      .when(publish(1))
      .thenThrows(VersionTakenError);
  });

  it('withdraws the current version, and refuses when nothing is published', () => {
    given([published(1)])
      .when(unpublish)
      .then([unpublished]);
    given([]).when(unpublish).thenThrows(NothingPublishedError);
    given([published(1), unpublished])
      .when(unpublish)
      .thenThrows(NothingPublishedError);
  });
});
