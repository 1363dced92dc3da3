import { expect } from '@jest/globals';
import { randomBytes, randomUUID } from 'node:crypto';
import type request from 'supertest';
import { DEMO_PASSWORD, type EventType, type GroupType, type SubscriptionType } from '@impromptu/db';
import type { TestApp } from './app.js';

type Http = () => ReturnType<typeof request>;

/** What POST /auth/signup and POST /auth/login answer: a signed-in session. */
export interface Session {
  token: string;
  userId: string;
  expiresAt: string;
  absoluteExpiresAt: string;
}

export interface SignupOptions {
  /** Default: a new e-mail from `label`. */
  email?: string;
  /** The start of the generated e-mail (default 'user'). */
  label?: string;
  /** Default: the demo password, so `login(email)` signs the account in again. */
  password?: string;
  firstName?: string;
  lastName?: string;
}

export interface NewUserOptions {
  email?: string;
  label?: string;
  type?: 'LEARNER' | 'COACH' | 'ADMIN';
  /** Default: the demo accounts' plan for the type (LEARNER free, COACH coach, ADMIN trainings); null for none. */
  plan?: string | null;
  firstName?: string;
  lastName?: string;
  timeZone?: string;
  preferredGame?: string | null;
  /** The stored streak, shown until a round is projected. */
  currentDailyStreak?: number;
  /** Features granted to the user itself (viewable, unlocked). Default: ADMIN_ONLY for an ADMIN, else none. */
  features?: string[];
}

export interface NewUser {
  id: string;
  email: string;
  /** The demo password: `login(user.email)` signs the user in. */
  password: string;
}

/** A round as a game posts it (round n of three, a minute each, by 'Player 1'); `overrides` replace any field. */
export function roundBody(n: number, overrides: Record<string, unknown> = {}) {
  return {
    idempotencyKey: randomUUID(),
    round: n,
    playerIndex: 0,
    playerName: 'Player 1',
    settings: { totalRounds: 3, roundDuration: 60 },
    roundDuration: 60,
    speechDuration: 50,
    pauseDuration: 10,
    survived: null,
    ...overrides,
  };
}

/** Voice figures of a minute's round, as the browser measures them (ADR 0059); valid for the round's contract. */
export const SAMPLE_VOICE_METRICS = {
  analysedMs: 60_000,
  speakingMs: 42_000,
  speakingRatio: 0.7,
  pauseCount: 8,
  meanPauseMs: 800,
  hesitationCount: 1,
  longestSilenceMs: 2_500,
  energyRangeDb: 18,
  pitchRangeSemitones: 6,
};

export interface GameSessionBody {
  shortCode?: string;
  settings?: Record<string, unknown>;
  isMultiplayer?: boolean;
  players?: unknown[];
  [field: string]: unknown;
}

const DEFAULT_PLAN = { LEARNER: 'free', COACH: 'coach', ADMIN: 'trainings' } as const;

// One counter for the whole file: two apps on one database still get different e-mails.
let counter = 0;

// Test files run in parallel workers, and against a running BFF beside earlier runs: a random part keeps e-mails apart.
const RUN = randomBytes(3).toString('hex');

/** `label-<time>-<run>-<n>@example.com`: new on every call, in every worker and every run. */
export function uniqueEmail(label = 'user'): string {
  counter += 1;
  return `${label}-${Date.now().toString(36)}-${RUN}-${counter}@example.com`;
}

/**
 * The users, sessions and game sessions API tests start from, made through the API — the product's
 * own routes, and for users of any type and plan the test-only seeding route (TEST_SEEDING) — so
 * the same factories serve an in-process app and a running BFF.
 */
export function createFactories(http: Http) {
  const auth = (token: string) => ({ authorization: `Bearer ${token}` });

  /** A new account through POST /auth/signup (201): no plan yet, named Sam Speaker unless told. */
  async function signup(options: SignupOptions = {}): Promise<Session> {
    const response = await http()
      .post('/auth/signup')
      .send({
        email: options.email ?? uniqueEmail(options.label),
        password: options.password ?? DEMO_PASSWORD,
        firstName: options.firstName ?? 'Sam',
        lastName: options.lastName ?? 'Speaker',
      });
    expect(response.status).toBe(201);
    return response.body as Session;
  }

  /** Signs an existing account in through POST /auth/login (200): a seeded demo account by default password. */
  async function login(email: string, password: string = DEMO_PASSWORD): Promise<Session> {
    const response = await http().post('/auth/login').send({ email, password });
    expect(response.status).toBe(200);
    return response.body as Session;
  }

  /** A user of any type and plan through POST /testing/users (201), with the demo password. */
  async function newUser(options: NewUserOptions = {}): Promise<NewUser> {
    const type = options.type ?? 'LEARNER';
    const response = await http()
      .post('/testing/users')
      .send({
        email: options.email ?? uniqueEmail(options.label),
        password: DEMO_PASSWORD,
        firstName: options.firstName ?? 'Sam',
        lastName: options.lastName ?? 'Speaker',
        type,
        plan: options.plan === undefined ? DEFAULT_PLAN[type] : options.plan,
        timeZone: options.timeZone ?? 'UTC',
        preferredGame: options.preferredGame ?? null,
        currentDailyStreak: options.currentDailyStreak ?? 0,
        features: options.features ?? (type === 'ADMIN' ? ['ADMIN_ONLY'] : []),
      });
    expect(response.status).toBe(201);
    const created = response.body as { id: string; email: string };
    return { id: created.id, email: created.email, password: DEMO_PASSWORD };
  }

  /** A new user of a type and plan (see `newUser`), signed in. */
  async function newSession(options: NewUserOptions = {}): Promise<Session & { email: string }> {
    const user = await newUser(options);
    return { ...(await login(user.email, user.password)), email: user.email };
  }

  /** A learner (default: on the trainings plan) signed in. */
  function newLearner(options: Omit<NewUserOptions, 'type'> = {}): Promise<Session & { email: string }> {
    return newSession({ plan: 'trainings', ...options, type: 'LEARNER' });
  }

  /** POST /game-sessions (201) as the session's user; answers the game session id. Default: solo Triple Step, 2 rounds. */
  async function newGameSession(token: string, body: GameSessionBody = {}): Promise<string> {
    const response = await http()
      .post('/game-sessions')
      .set(auth(token))
      .send({
        shortCode: 'triple-step',
        settings: { isTitleSuggested: true, totalRounds: 2 },
        isMultiplayer: false,
        players: ['Player 1'],
        ...body,
      });
    expect(response.status).toBe(201);
    return (response.body as { sessionId: string }).sessionId;
  }

  return { auth, uniqueEmail, signup, login, newUser, newSession, newLearner, newGameSession };
}

export type Factories = ReturnType<typeof createFactories>;

// What only an in-process app has: rows written straight into its database, as an operator's SQL or a seed would,
// where no route writes them (groups, scheduled classes, the old subscriptions). The projection runner's fixture is
// startProjections (projection-runner.ts), apart so that a file that does not run projections does not load them.

type WithDb = Pick<TestApp, 'db'>;

export interface NewGroupOptions {
  type?: GroupType;
  /** Default: the type and a number of its own. */
  name?: string;
  /** Default: the table's (ACTIVE). */
  status?: string;
  description?: string;
  /** Users put in the group: ids, or ids with a role ('COACH'…). */
  members?: (string | { userId: string; role: string | null })[];
  /** Give the group a curriculum (Fundamentals), as a class group has. */
  curriculum?: boolean;
}

let groups = 0;

/** A learning group with its members; answers its id. */
export async function newGroup(app: WithDb, options: NewGroupOptions = {}): Promise<string> {
  groups += 1;
  const type = options.type ?? 'FUNDAMENTALS_CLASS';
  const group = await app.db
    .insertInto('learning_group')
    .values({
      name: options.name ?? `${type} ${groups} ${RUN}`,
      type,
      ...(options.status ? { status: options.status as never } : {}),
      ...(options.description !== undefined ? { description: options.description } : {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await joinGroup(app, group.id, options.members ?? []);
  if (options.curriculum) {
    await app.db
      .insertInto('group_curriculum')
      .values({ group_id: group.id, name: 'Fundamentals', community_url: null })
      .execute();
  }
  return group.id;
}

/** Puts users into a group (ids, or ids with a role). */
export async function joinGroup(
  app: WithDb,
  groupId: string,
  members: (string | { userId: string; role: string | null })[],
): Promise<void> {
  if (members.length === 0) return;
  await app.db
    .insertInto('user_group')
    .values(
      members.map((member) =>
        typeof member === 'string'
          ? { user_id: member, group_id: groupId, role: null }
          : { user_id: member.userId, group_id: groupId, role: member.role as never },
      ),
    )
    .execute();
}

export interface NewClassOptions {
  /** Default: a new class event of its own; give an existing event's id to schedule it again. */
  eventId?: string;
  name?: string;
  type?: EventType;
  /** The plans it is for (default: every plan). */
  tiers?: string[];
  /** Default: a week from now, a few minutes apart from any other class. */
  startTime?: Date;
  endTime?: Date | null;
  durationSeconds?: number;
  /** Default: the table's (no limit). */
  maxAttendees?: number;
  /** Default: the table's (public). */
  privacy?: 'PUBLIC' | 'PRIVATE';
  zoomMeetingId?: string | null;
}

let classes = 0;

/**
 * A class scheduled straight into the database (an event and its scheduled occurrence), told to the BFF's reference
 * data cache so that the very next list shows it (ADR 0043); answers the scheduled class's id.
 */
export async function newClass(app: TestApp, options: NewClassOptions = {}): Promise<string> {
  classes += 1;
  const durationSeconds = options.durationSeconds ?? 3600;
  const eventId =
    options.eventId ??
    (
      await app.db
        .insertInto('event')
        .values({
          slug: `class-${classes}-${RUN}-${randomBytes(3).toString('hex')}`,
          name: options.name ?? `Class ${classes}`,
          type: options.type ?? 'LIVE_CLASS',
          required_subscription_tiers: options.tiers ?? [],
          duration_seconds: durationSeconds,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const scheduled = await app.db
    .insertInto('scheduled_event')
    .values({
      event_id: eventId,
      start_time: options.startTime ?? new Date(Date.now() + 7 * 86_400_000 + classes * 600_000),
      ...(options.endTime !== undefined ? { end_time: options.endTime } : {}),
      duration_seconds: durationSeconds,
      ...(options.maxAttendees !== undefined ? { max_attendees: options.maxAttendees } : {}),
      ...(options.privacy !== undefined ? { privacy_level: options.privacy } : {}),
      ...(options.zoomMeetingId !== undefined ? { zoom_meeting_id: options.zoomMeetingId } : {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { classesChanged } = await import('./reference-data.js');
  await classesChanged(app);
  return scheduled.id;
}

/** One of the old subscriptions (the stored ones a plan is read from), from 2030-01-01 unless told. */
export async function newSubscription(
  app: WithDb,
  userId: string,
  options: { type?: SubscriptionType; status?: string; startDate?: string } = {},
): Promise<void> {
  await app.db
    .insertInto('subscription')
    .values({
      user_id: userId,
      type: options.type ?? 'RAPID',
      status: options.status ?? 'ACTIVE',
      start_date: options.startDate ?? '2030-01-01T00:00:00Z',
    } as never)
    .execute();
}

/** A feedback form open from startsAt to endsAt, for a class's attendees or (without a class) anyone; answers its id. */
export async function newFeedbackSession(
  app: WithDb,
  options: { formUrl: string; startsAt: Date; endsAt: Date; scheduledEventId?: string },
): Promise<string> {
  const session = await app.db
    .insertInto('feedback_session')
    .values({
      form_url: options.formUrl,
      starts_at: options.startsAt,
      ends_at: options.endsAt,
      ...(options.scheduledEventId !== undefined ? { scheduled_event_id: options.scheduledEventId } : {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return session.id;
}
