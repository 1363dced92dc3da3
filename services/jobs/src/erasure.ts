import type { Kysely, Transaction } from 'kysely';
import type { DB } from '@impromptu/db';
import {
  combineEvents,
  forgetSubject,
  projectionsAffectedBy,
  rebuildProjection,
  type ForgetResult,
  type ProjectionLogger,
} from '@impromptu/event-store';
import { SCHEDULED_EVENT_STREAM_TYPE, registrationEvents } from '@impromptu/classes';
import { COACH_BOT_STREAM_TYPE, coachBotEvents } from '@impromptu/coach';
import { projections } from './contexts.js';

/**
 * What the event store needs to forget a person (ADR 0029), composed once from the contexts: the streams
 * other people share (a class's registrations, a coach bot's recordings), whose events stay with the person's
 * id replaced and their free text redacted, and the keys that tie other events of those streams to the
 * person. Every other stream that mentions the person is theirs alone and is deleted. A context that adds a
 * stream shared between people adds it here, with the `redact` of its events' personal fields.
 */
export const sharedStreams = {
  streamTypes: [SCHEDULED_EVENT_STREAM_TYPE, COACH_BOT_STREAM_TYPE],
  events: combineEvents(registrationEvents, coachBotEvents),
} as const;
export const linkKeys = ['recordingId'] as const;

/** Forgets the person in the event store, in the caller's transaction (beside the deletion of their reference rows). */
export function forgetAccountEvents(trx: Transaction<DB>, userId: string): Promise<ForgetResult> {
  return forgetSubject(trx, { subjectId: userId, shared: sharedStreams, linkKeys });
}

/** The names of the projections a forget touched: every one that handles a deleted or redacted event type. */
export function projectionsToRebuild(eventTypes: readonly string[]): string[] {
  return projectionsAffectedBy(projections, eventTypes).map((projection) => projection.name);
}

/**
 * The job that finishes an erasure: forgets once more (an append that raced the deletion, from a request
 * authenticated just before it, is caught here), then rebuilds, one after the other, every projection whose
 * events were deleted or redacted, so their tables hold exactly what a replay of the remaining events gives.
 * A rebuild already running elsewhere fails the attempt, and the job's retries try again.
 */
export async function finishErasure(
  db: Kysely<DB>,
  payload: { userId: string; projections: string[] },
  logger: ProjectionLogger,
): Promise<void> {
  const again = await db.transaction().execute((trx) => forgetAccountEvents(trx, payload.userId));
  const names = new Set([...payload.projections, ...projectionsToRebuild(again.eventTypes)]);
  for (const projection of projections.filter((p) => names.has(p.name))) {
    const result = await rebuildProjection({ db, projection, logger });
    logger.info(
      { projection: result.projection, applied: result.applied, generation: result.generation },
      'projection rebuilt after an erasure',
    );
  }
}
