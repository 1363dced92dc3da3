import { sql, type Transaction } from 'kysely';
import type { DB } from '@impromptu/db';
import { EventStore, handleCommand, lockStream } from '@impromptu/event-store';
import { NotRegisteredError, registrationDecider } from './registration.decider.js';
import { scheduledEventStreamId } from './registration.events.js';

/**
 * A person leaving for good (an account deleted, ADR 0029) gives back the seats of the classes that have not
 * started: each such registration is cancelled through the decider, as the person would cancel it, so a full
 * class opens a seat to someone else. Past classes keep their registrations (attendance and class sizes as they
 * were), under the pseudonym the forget operation gives them. Runs in the deletion's transaction, before the
 * forget, so the cancellations are forgotten with the rest. Answers the scheduled events whose seat was given back.
 */
export async function releaseFutureSeats(trx: Transaction<DB>, userId: string, now: Date): Promise<string[]> {
  const upcoming = await sql<{ id: string }>`
    SELECT se.id FROM scheduled_event se
    WHERE se.start_time > ${now}
      AND EXISTS (
        SELECT 1 FROM es_events e
        WHERE e.stream_id = ${scheduledEventStreamId('')} || se.id::text
          AND e.event_type = 'AttendeeRegistered' AND e.data->>'userId' = ${userId}
      )
    ORDER BY se.start_time
  `.execute(trx);
  const store = new EventStore(trx);
  const released: string[] = [];
  for (const { id } of upcoming.rows) {
    const streamId = scheduledEventStreamId(id);
    // The lock every writer of this class's registrations takes.
    await lockStream(trx, streamId);
    try {
      const result = await handleCommand(
        store,
        streamId,
        registrationDecider,
        { type: 'CancelRegistration', data: { userId, now } },
        { executor: trx, maxAttempts: 1 },
      );
      if (result.append) released.push(id);
    } catch (error) {
      // Registered once, cancelled since: nothing to give back.
      if (!(error instanceof NotRegisteredError)) throw error;
    }
  }
  return released;
}
