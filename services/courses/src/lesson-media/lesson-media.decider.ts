import { DomainError, type Decider } from '@impromptu/event-store';
import {
  LESSON_MEDIA_STREAM_TYPE,
  lessonMediaEvents,
  type LessonMediaEvent,
  type LessonMediaPublished,
} from './lesson-media.events.js';

export interface LessonMediaState {
  /** What learners see now; null shows the rendered lesson. */
  published: LessonMediaPublished | null;
  /** The highest version ever published: the next publish is one more, so a version number is never reused. */
  lastVersion: number;
}

export type LessonMediaCommand =
  | {
      type: 'PublishLessonMedia';
      data: Omit<LessonMediaPublished, 'version' | 'publishedAt'> & { version: number; now: Date };
    }
  | {
      type: 'UnpublishLessonMedia';
      data: { kind: LessonMediaPublished['kind']; key: string; by: string; now: Date };
    };

export const NOTHING_PUBLISHED = 'Nothing is published for this lesson: learners already see the rendered lesson.';
export const VERSION_TAKEN = 'Another version was published meanwhile. Reload the page and publish again.';

export class NothingPublishedError extends DomainError {
  constructor() {
    super('conflict', NOTHING_PUBLISHED);
  }
}

export class VersionTakenError extends DomainError {
  constructor() {
    super('conflict', VERSION_TAKEN);
  }
}

/** The version a publish takes: the caller stores the objects under it before publishing. */
export function nextLessonMediaVersion(state: LessonMediaState): number {
  return state.lastVersion + 1;
}

/**
 * A lesson's published media: publish makes a new version current (the objects were stored under that version's keys
 * first, so the one event is the whole publish); unpublish withdraws it and learners see the rendered lesson again.
 */
export const lessonMediaDecider: Decider<LessonMediaCommand, LessonMediaEvent, LessonMediaState> = {
  streamType: LESSON_MEDIA_STREAM_TYPE,
  events: lessonMediaEvents,
  initialState: () => ({ published: null, lastVersion: 0 }),
  evolve(state, event) {
    switch (event.type) {
      case 'LessonMediaPublished':
        return { published: event.data, lastVersion: Math.max(state.lastVersion, event.data.version) };
      case 'LessonMediaUnpublished':
        return { ...state, published: null };
      default: {
        const unreachable: never = event;
        return unreachable;
      }
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'PublishLessonMedia': {
        const { now, version, ...media } = command.data;
        // The objects sit under the version's keys: a publish that raced another would point at the wrong ones.
        if (version !== nextLessonMediaVersion(state)) throw new VersionTakenError();
        return [{ type: 'LessonMediaPublished', data: { ...media, version, publishedAt: now.toISOString() } }];
      }
      case 'UnpublishLessonMedia': {
        if (!state.published) throw new NothingPublishedError();
        return [
          {
            type: 'LessonMediaUnpublished',
            data: {
              kind: command.data.kind,
              key: command.data.key,
              version: state.published.version,
              unpublishedBy: command.data.by,
              unpublishedAt: command.data.now.toISOString(),
            },
          },
        ];
      }
      default: {
        const unreachable: never = command;
        return unreachable;
      }
    }
  },
};
