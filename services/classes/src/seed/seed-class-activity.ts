import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { cohortMateCatalogue, type DB } from '@impromptu/db';
import { EventStore, handleCommand, WrongExpectedVersionError } from '@impromptu/event-store';
import { gameSessionEvents, gameSessionStreamId, type GameSessionEvent } from '@impromptu/play';
import { AlreadyRegisteredError, registrationDecider } from '../registration/registration.decider.js';
import { scheduledEventStreamId, type RegistrationType } from '../registration/registration.events.js';
import { weekOf } from '../rules/points.js';

/** A uuid made from a name: the same seed names the same registration or game session every time. */
export function seedUuid(name: string): string {
  const hex = createHash('sha256').update(`impromptu-seed:${name}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

interface SeatPlan {
  key: string;
  emails: string[];
  type?: RegistrationType;
}

const LEARNER = 'learner@example.com';
const COACH = 'coach@example.com';
const MATES = cohortMateCatalogue.map((mate) => mate.email);
const COHORT_CLASSES = ['cohort-past', 'cohort-next', 'cohort-2', 'cohort-3', 'cohort-4', 'cohort-5', 'cohort-6'];

/** Who sits in which seeded class: the coach hosts, the cohort attends its classes, a few public classes fill up. */
const seatPlan: SeatPlan[] = [
  ...COHORT_CLASSES.map((key) => ({ key, emails: [COACH], type: 'HOST' as const })),
  ...COHORT_CLASSES.map((key) => ({ key, emails: [LEARNER, ...MATES] })),
  { key: 'open-mic-now', emails: [COACH], type: 'HOST' },
  { key: 'open-mic-now', emails: MATES.slice(0, 3) },
  { key: 'storytelling-soon', emails: [COACH], type: 'HOST' },
  { key: 'storytelling-soon', emails: [...MATES.slice(1, 4), LEARNER] },
  { key: 'pause-1', emails: MATES.slice(2) },
  { key: 'questions-1', emails: MATES.slice(0, 2) },
  { key: 'pitch-1', emails: [MATES[4] as string] },
];

/** Rounds each cohort-mate played today, so the leaderboards have a race to show. */
const roundsToday: Record<string, number> = {
  'priya.raman@example.com': 14,
  'tomas.okafor@example.com': 6,
  'mei.lindqvist@example.com': 3,
  'ruth.abernathy@example.com': 20,
};

/**
 * Development only: the registrations of the seeded classes, through the registration decider (so
 * capacity holds as it does for anyone), the cohort's attendance of the class that ended today, and
 * today's game rounds of the cohort-mates, so the class lists, the attendee lists and the
 * leaderboards show real data on `npm start`. Run again it appends nothing it appended before.
 */
export async function seedClassActivity(db: Kysely<DB>, now: Date = new Date()): Promise<void> {
  const store = new EventStore(db);
  const scheduled = await db
    .selectFrom('scheduled_event')
    .select(['id', 'max_attendees', 'start_time', sql<string>`metadata->>'seed_key'`.as('key')])
    .where(sql`metadata->>'seed_key'`, 'is not', null)
    .execute();
  const byKey = new Map(scheduled.map((row) => [row.key, row]));
  const users = new Map(
    (
      await db
        .selectFrom('app_user')
        .select(['id', 'email', 'iana_time_zone'])
        .where('email', 'in', [LEARNER, COACH, ...MATES])
        .execute()
    ).map((u) => [u.email, u]),
  );

  for (const seats of seatPlan) {
    const event = byKey.get(seats.key);
    if (!event) continue;
    for (const email of seats.emails) {
      const user = users.get(email);
      if (!user) continue;
      try {
        await handleCommand(store, scheduledEventStreamId(event.id), registrationDecider, {
          type: 'RegisterAttendee',
          data: {
            scheduledEventId: event.id,
            registrationId: seedUuid(`registration:${event.id}:${user.id}`),
            userId: user.id,
            registrationType: seats.type ?? 'ATTENDEE',
            maxAttendees: event.max_attendees,
            zoomJoinUrl: null,
            userTimeZone: user.iana_time_zone,
            source: 'SEED',
            now,
          },
        });
      } catch (error) {
        if (!(error instanceof AlreadyRegisteredError)) throw error;
      }
    }
  }

  // The cohort class that ended today: the learner and four cohort-mates joined it two minutes in.
  const past = byKey.get('cohort-past');
  if (past) {
    for (const email of [LEARNER, ...MATES.slice(0, 4)]) {
      const user = users.get(email);
      if (!user) continue;
      await handleCommand(store, scheduledEventStreamId(past.id), registrationDecider, {
        type: 'RecordAttendance',
        // Within this UTC week, so the seeded weekly leaderboard is never empty just after Monday 00:00.
        data: {
          userId: user.id,
          now: new Date(
            Math.max(
              past.start_time.getTime() + 2 * 60_000,
              Date.parse(`${weekOf(now.toISOString().slice(0, 10))}T00:00:00.000Z`),
            ),
          ),
        },
      });
    }
  }

  const day = now.toISOString().slice(0, 10);
  for (const [email, rounds] of Object.entries(roundsToday)) {
    const user = users.get(email);
    if (!user) continue;
    const sessionId = seedUuid(`game-session:${email}:${day}`);
    const startedAt = new Date(Math.max(now.getTime() - (rounds + 5) * 60_000, Date.parse(`${day}T00:00:00.000Z`)));
    const at = (minutes: number) => new Date(startedAt.getTime() + minutes * 60_000).toISOString();
    const base = { sessionId, userId: user.id, shortCode: 'triple-step' };
    const events: GameSessionEvent[] = [
      {
        type: 'GameSessionStarted',
        data: {
          ...base,
          settings: {},
          isMultiplayer: false,
          players: [{ id: 0, name: email }],
          timeZone: 'UTC',
          startedAt: at(0),
        },
      },
      ...Array.from({ length: rounds }, (_, index): GameSessionEvent => ({
        type: 'RoundCompleted',
        data: {
          ...base,
          round: index + 1,
          playerIndex: 0,
          playerName: email,
          settings: {},
          roundDuration: 60,
          speechDuration: 55,
          pauseDuration: 5,
          survived: null,
          completedAt: at(index + 1),
          timeZone: 'UTC',
        },
      })),
      {
        type: 'GameSessionFinished',
        data: {
          ...base,
          totalRounds: rounds,
          totalDuration: rounds * 60,
          survivalRounds: null,
          finishedAt: at(rounds + 1),
        },
      },
    ];
    try {
      await store.append(
        gameSessionStreamId(sessionId),
        events.map((event) => gameSessionEvents.toAppend(event)),
        { expectedVersion: 'no_stream' },
      );
    } catch (error) {
      if (!(error instanceof WrongExpectedVersionError)) throw error;
    }
  }
}
