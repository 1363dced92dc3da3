import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { sql, type Kysely } from 'kysely';
import {
  ASSESSED_TRAITS,
  ASSESSMENT_STREAM_TYPE,
  assessmentEvents,
  assessmentStreamId,
  feedbackEvents,
  feedbackStreamId,
  previousMonth,
  SNAPSHOT_STREAM_TYPE,
  snapshotEvents,
  snapshotName,
  snapshotStreamId,
  type AssessmentEvent,
  type FeedbackEvent,
  type Figures,
  type SnapshotEvent,
  type UserTrait,
} from '@impromptu/assessments';
import {
  applyToView,
  BILLING_STREAM_TYPE,
  billingStreamId,
  subscriptionEvents,
  type SubscriptionEvent,
  type SubscriptionView,
} from '@impromptu/billing';
import {
  registrationEvents,
  SCHEDULED_EVENT_STREAM_TYPE,
  scheduledEventStreamId,
  type RegistrationEvent,
} from '@impromptu/classes';
import {
  COACH_BOT_STREAM_TYPE,
  coachBotEvents,
  coachBotStreamId,
  type CoachBotEvent,
  VIRTUAL_COACH_STREAM_TYPE,
  virtualCoachDecider,
  VirtualCoachError,
  virtualCoachEvents,
  virtualCoachStreamId,
  type VirtualCoachCommand,
  type VirtualCoachEvent,
  type VirtualCoachState,
} from '@impromptu/coach';
import {
  USER_COURSE_STREAM_TYPE,
  userCourseDecider,
  UserCourseError,
  userCourseEvents,
  userCourseIdOf,
  userCourseStreamId,
  type CourseLesson,
  type UserCourseCommand,
  type UserCourseEvent,
  type UserCourseState,
} from '@impromptu/courses';
import {
  courseCatalogue,
  createDb,
  DEFAULT_QUESTION_SET,
  lessonPracticeSlug,
  migrateToLatest,
  traitCatalogue,
  type TraitSeed,
} from '@impromptu/db';
import {
  newEventId,
  readProjectionBatch,
  rebuildProjection,
  START_POSITION,
  type Position,
  type Projection,
} from '@impromptu/event-store';
import { SHORT_CODES } from '@impromptu/games';
import type { BillingPeriod, PaidPlan } from '@impromptu/integrations';
import { projections } from '@impromptu/jobs';
import {
  gameSessionEvents,
  gameSessionStreamId,
  USER_GAME_STREAM_TYPE,
  userActivityEvents,
  userActivityStreamId,
  userGameEvents,
  userGameStreamId,
  type GameSessionEvent,
  type UserActivityEvent,
  type UserGameEvent,
} from '@impromptu/play';
import type { VoiceMetrics } from '@impromptu/voice/metrics';
import {
  PRACTICE_STREAM_TYPE,
  practiceSessionEvents,
  practiceSessionStreamId,
  type PracticeOutcome,
  type PracticeSessionEvent,
} from '@impromptu/practice';
import { cpuDuring } from './measure.js';
import { adminQuery, benchDatabaseUrl, runWhenMain, withDatabase } from './scratch-database.js';

/** The target of issue 9: every projection replays at least this many of its events per second. */
const TARGET_EVENTS_PER_SECOND = 50_000;

export interface ReplayBenchOptions {
  /** Events each projection is replayed over, one by one (default 100,000). */
  events?: number;
  /** Events the full rebuild of every projection runs over (default 1,000,000; 0 skips it). */
  fullRebuildEvents?: number;
  batchSize?: number;
}

interface ReplayRow {
  projection: string;
  events: number;
  ms: number;
  eventsPerSecond: number;
}

/**
 * Projection replay over realistic events, in a scratch database (created, migrated, dropped, with
 * the people and groups the leaderboards rank): people playing the ten games (sessions of 1 to 8
 * rounds, most finished, still the most of the events), doing guided practice (progress, retries,
 * completion), taking courses (lectures, lesson practices, lessons unlocked at once or a day later by
 * the unlock job), registering for live classes, cancelling and attending them, subscribing and
 * changing their subscriptions, playing the Virtual Coach, taking shape snapshots, answering surveys,
 * assessed by the monthly job, opening tutorials and browsing games, spread over weeks and seven time
 * zones, interleaved in global order as they would be, committed in transactions of 20,000 events.
 * Every projection must apply some of its events, or the bench fails naming it.
 *
 * 1. Every projection the worker runs (services/jobs `projections`) rebuilt on its own over the
 *    first 100,000 events, each in events it handles per second (and in events of the history per
 *    second, with the fixed cost of a rebuild over no events), beside the baseline of the same run:
 *    reading those events in the same batches and applying nothing; and the CPU time each event
 *    cost this process and PostgreSQL, which a busy machine changes little.
 * 2. The events grown to 1,000,000, and every projection rebuilt (blue/green, one after another, as
 *    `npm run ops -- projections:rebuild` does), in seconds, beside reading every event once.
 */
export async function runReplayBench(databaseUrl = benchDatabaseUrl, options: ReplayBenchOptions = {}): Promise<void> {
  const events = options.events ?? 100_000;
  const fullRebuildEvents = options.fullRebuildEvents ?? 1_000_000;
  const batchSize = options.batchSize ?? 10_000;
  const name = `impromptu_bench_replay_${randomBytes(4).toString('hex')}`;
  await adminQuery(databaseUrl, `CREATE DATABASE "${name}"`);
  const db = createDb(withDatabase(databaseUrl, name), { max: 4, applicationName: 'bench-replay' });
  try {
    await migrateToLatest(db);
    const history = new History();
    await history.seedReferenceRows(db);
    // What a rebuild costs with nothing to replay (tables, checkpoints, the switch): most of a small projection's time.
    const fixedMs = new Map<string, number>();
    for (const projection of projections)
      fixedMs.set(projection.name, (await rebuildProjection({ db, projection, batchSize })).durationMs);
    let seeded = await history.append(db, events);

    const rows: Array<ReplayRow & { readOnly: number; cpu: string }> = [];
    for (const projection of projections) {
      const readOnly = await readOnlyRate(db, projection.eventTypes, batchSize);
      const { result, nodeMs, postgresMs } = await cpuDuring(db, () =>
        rebuildProjection({ db, projection, batchSize }),
      );
      rows.push({
        projection: projection.name,
        events: result.applied,
        ms: result.durationMs,
        eventsPerSecond: result.eventsPerSecond,
        readOnly: readOnly.eventsPerSecond,
        cpu: cpuPerEvent(nodeMs, postgresMs, result.applied),
      });
    }
    console.log(
      `\nProjection replay, each projection rebuilt alone over ${seeded.toLocaleString('en')} events (${history.describe()}), batches of ${batchSize.toLocaleString('en')}`,
    );
    console.table(
      rows.map((row) => ({
        projection: row.projection,
        'its events': row.events,
        ms: row.ms,
        'of which fixed ms': fixedMs.get(row.projection),
        'events/s': row.eventsPerSecond,
        'history events/s': Math.round(seeded / (row.ms / 1000)),
        'baseline: read only, events/s': row.readOnly,
        'CPU µs/event (node + PostgreSQL)': row.cpu,
        [`target ≥ ${TARGET_EVENTS_PER_SECOND.toLocaleString('en')}`]:
          row.eventsPerSecond >= TARGET_EVENTS_PER_SECOND ? 'met' : 'missed',
      })),
    );
    requireEventsForEveryProjection(rows, seeded);

    if (fullRebuildEvents > seeded) {
      seeded += await history.append(db, fullRebuildEvents - seeded);
      const readOnly = await readOnlyRate(db, ['*'], batchSize);
      const started = performance.now();
      const rebuilt: Array<ReplayRow & { cpu: string }> = [];
      for (const projection of projections) {
        const { result, nodeMs, postgresMs } = await cpuDuring(db, () =>
          rebuildProjection({ db, projection, batchSize }),
        );
        rebuilt.push({
          projection: projection.name,
          events: result.applied,
          ms: result.durationMs,
          eventsPerSecond: result.eventsPerSecond,
          cpu: cpuPerEvent(nodeMs, postgresMs, result.applied),
        });
      }
      const seconds = (performance.now() - started) / 1000;
      console.log(
        `\nFull rebuild of all ${projections.length} projections over ${seeded.toLocaleString('en')} events (blue/green, one after another)`,
      );
      console.table(
        rebuilt.map((row) => ({
          projection: row.projection,
          'its events': row.events,
          s: round1(row.ms / 1000),
          'events/s': row.eventsPerSecond,
          'CPU µs/event (node + PostgreSQL)': row.cpu,
        })),
      );
      requireEventsForEveryProjection(rebuilt, seeded);
      console.log(
        `all projections: ${round1(seconds)} s; baseline, reading every event once and applying nothing: ${round1(readOnly.ms / 1000)} s (${readOnly.eventsPerSecond.toLocaleString('en')} events/s)`,
      );
    }
  } finally {
    await db.destroy();
    await adminQuery(databaseUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  }
}

/**
 * A projection that applied none of its events was not measured at all (its events/s would be a rebuild
 * of empty tables): the bench fails, naming it and the events the history should have made for it.
 */
function requireEventsForEveryProjection(rows: readonly ReplayRow[], historyEvents: number): void {
  const starved = rows.filter((row) => row.events === 0);
  if (starved.length === 0) return;
  const named = starved.map(
    (row) => `${row.projection} (${projections.find((p) => p.name === row.projection)?.eventTypes.join(', ')})`,
  );
  throw new Error(
    `replay bench: ${starved.length} projection(s) applied no events over ${historyEvents.toLocaleString('en')} events of history, so their replay was not measured: ${named.join('; ')}. ` +
      'Make the History generator (tests/bench/replay.bench.ts) produce their events.',
  );
}

/** The baseline: the projection's events read in its batches, as a rebuild reads them, nothing applied. */
async function readOnlyRate(
  db: Kysely<any>,
  eventTypes: Projection['eventTypes'],
  limit: number,
): Promise<{ ms: number; eventsPerSecond: number }> {
  const started = performance.now();
  let position: Position = START_POSITION;
  let read = 0;
  for (;;) {
    const batch = await readProjectionBatch(db, { after: position, eventTypes: [...eventTypes], limit });
    if (!batch.next) break;
    read += batch.events.length;
    position = batch.next;
    if (batch.events.length < limit) break;
  }
  const ms = performance.now() - started;
  return { ms: Math.round(ms), eventsPerSecond: Math.round(read / (ms / 1000)) };
}

const TIME_ZONES = [
  'UTC',
  'Europe/Paris',
  'America/New_York',
  'America/Los_Angeles',
  'Asia/Tokyo',
  'Australia/Sydney',
  'Asia/Kolkata',
];
const USERS = 3_000;
const EVENTS_PER_TRANSACTION = 20_000;
/** A few hours before the monthly assessments job of 1 February runs (03:00 UTC), so even a short history holds its assessments. */
const START = Date.parse('2031-01-31T22:00:00.000Z');
/** A new activity starts every 20 s on average: a million events cover about five weeks. */
const MEAN_GAP_MS = 20_000;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const CARDS = [
  'a lighthouse',
  'the first day of school',
  'a borrowed umbrella',
  'my favourite mistake',
  'an empty stage',
  'the last train home',
];
const PRACTICE = [
  {
    id: '00000000-0000-4000-8000-00000000a001',
    slug: 'one-minute-one-point',
    name: 'One Minute, One Point',
    type: 'DAILY_PRACTICE' as const,
  },
  {
    id: '00000000-0000-4000-8000-00000000a002',
    slug: 'story-in-three-beats',
    name: 'A Story in Three Beats',
    type: 'DAILY_PRACTICE' as const,
  },
  {
    id: '00000000-0000-4000-8000-00000000a003',
    slug: 'warm-up-before-a-class',
    name: 'Warm-up Before a Class',
    type: 'LIVE_CLASS' as const,
  },
];

/**
 * What a person starts, by share of activities (not of events: a game session makes about five events,
 * a Virtual Coach run about thirty, a registration two). The monthly assessments come on top, from the job.
 */
const ACTIVITIES = [
  ['game', 0.609],
  ['practice', 0.12],
  ['course', 0.07],
  ['tutorial', 0.05],
  ['browsing', 0.05],
  ['class', 0.045],
  ['billing', 0.02],
  ['snapshot', 0.015],
  ['feedback', 0.015],
  ['coach', 0.006],
] as const;
type Activity = (typeof ACTIVITIES)[number][0];
/** The areas of the history as `describe()` names them, each with the projections its events feed. */
const AREAS = {
  game: 'game sessions',
  practice: 'guided practice',
  course: 'courses',
  class: 'class registrations and attendance',
  coach: 'Virtual Coach',
  billing: 'subscriptions',
  snapshot: 'shape snapshots',
  assessment: 'monthly assessments',
  feedback: 'feedback',
  aiCoach: 'AI coach recordings',
  other: 'tutorials and browsing',
} as const;
type Area = keyof typeof AREAS;

/** A live class every 3 hours; people register up to three days ahead. */
const CLASS_EVERY_MS = 3 * HOUR;
const CLASS_MINUTES = 60;
/** Groups whose members are ranked on the leaderboards: one person in four belongs to one, with the group's coach. */
const GROUPS = 60;
const GROUP_TYPES = [
  'FUNDAMENTALS_CLASS',
  'FUNDAMENTALS_POD',
  'PROFESSIONAL_L1_CLASS',
  'CORPORATE_FUNDAMENTALS_CLASS',
  'PRIVATE_COACHING_POD',
];
const PRICES: Record<PaidPlan, Partial<Record<BillingPeriod, number>>> = {
  trainings: { monthly: 3_500, annually: 29_500 },
  legacy_trainings: { monthly: 1_600, annually: 13_400 },
  coach: { monthly: 25_000 },
};
const SURVEYS = [
  {
    featureId: 'LIVE_CLASS',
    ratingQuestion: 'How was today’s class?',
    followUpQuestion: 'What would have made it better?',
  },
  {
    featureId: 'games',
    ratingQuestion: 'How much did this game help you?',
    followUpQuestion: 'What would you change?',
  },
  { featureId: 'assessments', ratingQuestion: 'How useful is your assessment?', followUpQuestion: 'What was missing?' },
  { featureId: 'practice', ratingQuestion: 'How was today’s practice?', followUpQuestion: 'Anything confusing?' },
];
const FOLLOW_UPS = [
  'More time to think between rounds.',
  'It was great, thank you!',
  'The prompts felt repetitive.',
  'I would like more examples.',
  '',
];
const GOALS = [
  'Answer questions in meetings without freezing',
  'Tell one story a week at dinner',
  'Speak up first in stand-ups',
  'Give my best-man speech without notes',
];

interface PracticeSessionRef {
  id: string;
  slug: string;
  name: string;
  type: 'DAILY_PRACTICE' | 'LIVE_CLASS' | 'ASSIGNMENT';
}

interface PendingEvent {
  at: number;
  area: Area;
  streamId: string;
  streamType: string;
  type: string;
  schemaVersion: number;
  data: Record<string, unknown>;
}

interface User {
  id: string;
  index: number;
  timeZone: string;
}

interface CourseRun {
  streamId: string;
  practices: (PracticeSessionRef | null)[];
  state: UserCourseState;
}

interface ClassRegistration {
  registrationId: string;
  status: 'REGISTERED' | 'CANCELLED';
}

interface Billing {
  view: SubscriptionView | null;
  customerId: string;
}

/** Things that happen later by themselves (a scheduled unlock, a class starting, a payment retried), oldest last. */
interface Timer {
  at: number;
  run: (at: number) => PendingEvent[];
}

/**
 * Makes the events of a product in use, deterministically (a seeded generator), and appends them
 * straight into the store's tables in transactions of 20,000: what a month of use leaves behind.
 * Courses, registrations, the Virtual Coach and subscriptions are played through their contexts'
 * deciders (commands decided on the state their own evolve folds), so every event is one the
 * product could have recorded, in an order it could have recorded it in.
 */
export class History {
  private readonly random = mulberry32(9);
  private readonly users: User[] = Array.from({ length: USERS }, (_, index) => ({
    id: uuidFrom(this.random),
    index,
    timeZone: TIME_ZONES[index % TIME_ZONES.length]!,
  }));
  private readonly coaches = Array.from({ length: GROUPS }, () => uuidFrom(this.random));
  private readonly groups = Array.from({ length: GROUPS }, (_, i) => ({
    id: uuidFrom(this.random),
    type: GROUP_TYPES[i % GROUP_TYPES.length]!,
  }));
  private readonly courses = courseCatalogue
    .filter((course) => course.status !== 'DRAFT' && course.lessons.length > 0)
    .map((course) => ({
      id: uuidFrom(this.random),
      slug: course.slug,
      name: course.name,
      unlockScheduleSeconds: secondsOf(course.unlockSchedule),
      lessons: course.lessons.map((lesson, index): CourseLesson => ({
        lessonId: uuidFrom(this.random),
        index,
        slug: lesson.slug,
        name: lesson.name,
        hasPractice: lesson.practice !== null,
        nextLessonUnlockConditions: lesson.nextLessonUnlockConditions ?? { lecture: true },
      })),
      /** Each lesson's practice, played as a guided practice session (ASSIGNMENT). */
      practices: course.lessons.map((lesson) =>
        lesson.practice
          ? {
              id: uuidFrom(this.random),
              slug: lessonPracticeSlug(course.slug, lesson.slug),
              name: lesson.practice.name,
              type: 'ASSIGNMENT' as const,
            }
          : null,
      ),
    }));
  private readonly traits: (TraitSeed & { id: string })[] = traitCatalogue.map((trait) => ({
    ...trait,
    id: uuidFrom(this.random),
  }));
  private readonly versions = new Map<string, number>();
  /** The time of each stream's last event: a stream's next event never comes before it. */
  private readonly lastAt = new Map<string, number>();
  private timers: Timer[] = [];
  private clock = START;
  private readonly counts = Object.fromEntries(Object.keys(AREAS).map((area) => [area, 0])) as Record<Area, number>;
  private readonly courseRuns = new Map<string, CourseRun[]>();
  private readonly classIds = new Map<number, string>();
  /** The AI coach bot of a class that has one (every other class), by class number. */
  private readonly classBots = new Map<number, string>();
  private readonly registrations = new Map<string, ClassRegistration>();
  private readonly billing = new Map<string, Billing>();
  private readonly coach = new Map<string, VirtualCoachState>();
  private readonly snapshots = new Map<string, number>();
  /** The people active this month, whom the monthly job assesses; the month before the history: everyone. */
  private active = new Set<string>(this.users.map((user) => user.id));
  private nextMonthlyJob = Date.UTC(new Date(START).getUTCFullYear(), new Date(START).getUTCMonth() + 1, 1, 3);
  private assessmentQueue: { userId: string; period: { startDate: string; endDate: string } }[] = [];

  describe(): string {
    const total = Object.values(this.counts).reduce((a, b) => a + b, 0);
    const share = (n: number) =>
      n / total < 0.01 ? `${((n / total) * 100).toFixed(1)} %` : `${Math.round((n / total) * 100)} %`;
    const parts = (Object.keys(AREAS) as Area[]).map((area) => `${share(this.counts[area])} ${AREAS[area]}`);
    return `${parts.join(', ')}; ${USERS.toLocaleString('en')} people`;
  }

  /**
   * The rows the projections read besides events: the people (the leaderboards leave coaches out) and the
   * groups they are ranked in. Without them a leaderboard rebuild ranks nobody.
   */
  async seedReferenceRows(db: Kysely<any>): Promise<void> {
    const people = [
      ...this.users.map((user) => ({
        id: user.id,
        email: `bench-learner-${user.index}@example.com`,
        type: 'LEARNER',
        zone: user.timeZone,
      })),
      ...this.coaches.map((id, i) => ({ id, email: `bench-coach-${i}@example.com`, type: 'COACH', zone: 'UTC' })),
    ];
    await sql`INSERT INTO app_user (id, email, first_name, type, iana_time_zone)
      SELECT id, email, 'Bench', type, zone FROM unnest(${people.map((p) => p.id)}::uuid[], ${people.map((p) => p.email)}::text[],
        ${people.map((p) => p.type)}::text[], ${people.map((p) => p.zone)}::text[]) AS p(id, email, type, zone)`.execute(
      db,
    );
    await sql`INSERT INTO learning_group (id, name, type)
      SELECT id, 'Bench group ' || n, type FROM unnest(${this.groups.map((g) => g.id)}::uuid[], ${this.groups.map((g) => g.type)}::text[]) WITH ORDINALITY AS g(id, type, n)`.execute(
      db,
    );
    const members = [
      ...this.users
        .filter((user) => user.index % 4 === 0)
        .map((user) => ({ userId: user.id, groupId: this.groups[(user.index / 4) % GROUPS]!.id, role: 'MEMBER' })),
      ...this.coaches.map((userId, i) => ({ userId, groupId: this.groups[i]!.id, role: 'COACH' })),
    ];
    await sql`INSERT INTO user_group (user_id, group_id, role)
      SELECT * FROM unnest(${members.map((m) => m.userId)}::uuid[], ${members.map((m) => m.groupId)}::uuid[], ${members.map((m) => m.role)}::text[])`.execute(
      db,
    );
  }

  /** Appends `count` more events; answers how many. */
  async append(db: Kysely<any>, count: number): Promise<number> {
    let appended = 0;
    while (appended < count) {
      const events: PendingEvent[] = [];
      while (events.length < Math.min(EVENTS_PER_TRANSACTION, count - appended)) events.push(...this.nextActivity());
      // Activities overlap: their events meet in the order of their times.
      events.sort((a, b) => a.at - b.at);
      await this.insert(db, events);
      appended += events.length;
    }
    await sql`ANALYZE es_events`.execute(db);
    await readableByProjections(db);
    return appended;
  }

  private nextActivity(): PendingEvent[] {
    this.clock += Math.round(this.random() * 2 * MEAN_GAP_MS);
    const made = [...this.dueTimers(), ...this.monthlyAssessments()];
    const user = this.users[Math.floor(this.random() * this.random() * USERS)]!; // some people play far more than others
    this.active.add(user.id);
    const pick = this.random();
    let upTo = 0;
    const activity: Activity = ACTIVITIES.find(([, share]) => pick < (upTo += share))?.[0] ?? 'game';
    made.push(...this.activity(activity, user));
    return made;
  }

  private activity(activity: Activity, user: User): PendingEvent[] {
    switch (activity) {
      case 'game':
        return this.gameSession(user);
      case 'practice':
        return this.practiceSession(user);
      case 'course':
        return this.courseVisit(user);
      case 'tutorial':
        return this.tutorial(user);
      case 'browsing':
        return this.browsing(user);
      case 'class':
        return this.classRegistration(user);
      case 'billing':
        return this.subscriptionChange(user);
      case 'snapshot':
        return this.shapeSnapshot(user);
      case 'feedback':
        return this.feedback(user, SURVEYS[1 + Math.floor(this.random() * (SURVEYS.length - 1))]!, this.clock);
      case 'coach':
        return this.virtualCoachVisit(user);
    }
  }

  private gameSession(user: User): PendingEvent[] {
    const sessionId = uuidFrom(this.random);
    const shortCode = SHORT_CODES[Math.floor(this.random() * SHORT_CODES.length)]!;
    const streamId = gameSessionStreamId(sessionId);
    const totalRounds = 1 + Math.floor(this.random() * 8);
    const survival = shortCode === 'triple-step' || shortCode === 'conductor';
    const settings = {
      isTitleSuggested: this.random() < 0.5,
      totalRounds,
      ...(survival ? { sequence: 'survival' } : {}),
    };
    const base = { sessionId, userId: user.id, shortCode };
    let at = this.clock;
    const events: GameSessionEvent[] = [
      {
        type: 'GameSessionStarted',
        data: {
          ...base,
          settings,
          isMultiplayer: false,
          players: [{ id: 0, name: 'Player 1' }],
          timeZone: user.timeZone,
          startedAt: iso(at),
        },
      },
    ];
    const times = [at];
    let totalDuration = 0;
    const finished = this.random() < 0.9;
    const rounds = finished ? totalRounds : Math.floor(this.random() * totalRounds);
    for (let round = 1; round <= rounds; round += 1) {
      const roundDuration = 30 + Math.round(this.random() * 90);
      const pauseDuration = Math.round(this.random() * 8 * 10) / 10;
      totalDuration += roundDuration + 10;
      at += (roundDuration + 10) * 1000;
      times.push(at);
      events.push({
        type: 'RoundCompleted',
        data: {
          ...base,
          round,
          playerIndex: 0,
          playerName: 'Player 1',
          settings,
          roundDuration,
          speechDuration: Math.max(0, roundDuration - pauseDuration),
          pauseDuration,
          survived: survival ? this.random() < 0.7 : null,
          cards: [CARDS[round % CARDS.length]!, CARDS[(round + 3) % CARDS.length]!],
          // About a third of the rounds are played with voice metrics on (issue 18): the voice_metrics rows.
          ...(this.random() < 0.35 ? { voiceMetrics: this.voiceMetrics(shortCode, roundDuration) } : {}),
          completedAt: iso(at),
          timeZone: user.timeZone,
        },
      });
    }
    if (finished) {
      at += 5_000;
      times.push(at);
      events.push({
        type: 'GameSessionFinished',
        data: {
          ...base,
          totalRounds: rounds,
          totalDuration,
          survivalRounds: survival ? rounds : null,
          finishedAt: iso(at),
        },
      });
    }
    return events.map((event, i) =>
      this.pending('game', streamId, 'game-session', times[i]!, gameSessionEvents.toAppend(event)),
    );
  }

  /** Plausible figures of a round of `seconds` measured in the browser: the shared schema accepts every one. */
  private voiceMetrics(shortCode: string, seconds: number): VoiceMetrics {
    const analysedMs = Math.round(seconds * 1000 * (0.9 + this.random() * 0.1));
    const speakingRatio = Math.round((0.45 + this.random() * 0.4) * 1000) / 1000;
    const pauseCount = 2 + Math.floor(this.random() * (seconds / 6));
    const hesitationCount = Math.min(pauseCount, Math.floor(this.random() * 3));
    const asked = 2 + Math.floor(this.random() * 4);
    return {
      analysedMs,
      speakingMs: Math.round(analysedMs * speakingRatio),
      speakingRatio,
      pauseCount,
      meanPauseMs: Math.round(400 + this.random() * 900),
      hesitationCount,
      longestSilenceMs:
        hesitationCount > 0 ? 2_000 + Math.round(this.random() * 2_500) : 600 + Math.round(this.random() * 1_300),
      energyRangeDb: Math.round((10 + this.random() * 18) * 10) / 10,
      pitchRangeSemitones: Math.round((3 + this.random() * 9) * 10) / 10,
      ...(shortCode === 'conductor' ? { followEnergyScore: Math.round(40 + this.random() * 55) } : {}),
      ...(shortCode === 'snow-globe' ? { pausesOnCue: { asked, taken: Math.floor(this.random() * (asked + 1)) } } : {}),
    };
  }

  private practiceSession(
    user: User,
    session: PracticeSessionRef = PRACTICE[Math.floor(this.random() * PRACTICE.length)]!,
    startAt = this.clock,
  ): PendingEvent[] {
    const userPracticeSessionId = uuidFrom(this.random);
    const streamId = practiceSessionStreamId(userPracticeSessionId);
    const base = { userPracticeSessionId, userId: user.id, practiceSessionId: session.id };
    let at = startAt;
    const elements = [
      { index: 0, kind: 'CONTENT' as const, numberRetriesAllowed: 0 },
      { index: 1, kind: 'GAME' as const, numberRetriesAllowed: 2 },
      { index: 2, kind: 'INPUT' as const, numberRetriesAllowed: 0 },
      { index: 3, kind: 'GAME' as const, numberRetriesAllowed: 1 },
      { index: 4, kind: 'CONTENT' as const, numberRetriesAllowed: 0 },
    ];
    const events: PracticeSessionEvent[] = [
      {
        type: 'PracticeSessionStarted',
        data: {
          ...base,
          practiceSessionSlug: session.slug,
          practiceSessionName: session.name,
          practiceSessionType: session.type,
          scheduledDate: session.type === 'DAILY_PRACTICE' ? iso(at).slice(0, 10) : null,
          elements,
          timeZone: user.timeZone,
          startedAt: iso(at),
        },
      },
    ];
    const times = [at];
    const outcome: PracticeOutcome = {
      goals: [{ index: 0, name: 'Timer', gameShortCode: 'timer', type: 'DURATION', progress: 0 }],
      inputs: [],
    };
    const steps = 2 + Math.floor(this.random() * 5);
    for (let step = 1; step <= steps; step += 1) {
      at += 45_000 + Math.round(this.random() * 60_000);
      const elementIndex = Math.min(step, 4);
      if (elementIndex === 1 && this.random() < 0.2) {
        times.push(at);
        events.push({
          type: 'PracticeRetryUsed',
          data: {
            userPracticeSessionId,
            userId: user.id,
            elementIndex,
            goalIndex: 0,
            retriesUsed: 1,
            retriesAllowed: 2,
            usedAt: iso(at),
          },
        });
        at += 30_000;
      }
      outcome.goals[0]!.progress = Math.min(120, outcome.goals[0]!.progress + 30);
      if (elementIndex === 2)
        outcome.inputs = [
          { key: 'point', type: 'NOTE', label: 'Your one point', text: 'Practice makes progress, not perfect.' },
        ];
      times.push(at);
      events.push({
        type: 'PracticeProgressRecorded',
        data: {
          ...base,
          elementIndex,
          gameIndex: elementIndex >= 3 ? 1 : 0,
          decision: null,
          percentageCompleted: Math.min(100, step * 20),
          outcome: structuredClone(outcome),
          timeZone: user.timeZone,
          recordedAt: iso(at),
        },
      });
    }
    if (steps >= 4 || this.random() < 0.5) {
      at += 10_000;
      times.push(at);
      events.push({
        type: 'PracticeSessionCompleted',
        data: { ...base, outcome: structuredClone(outcome), timeZone: user.timeZone, completedAt: iso(at) },
      });
    }
    return events.map((event, i) =>
      this.pending('practice', streamId, PRACTICE_STREAM_TYPE, times[i]!, practiceSessionEvents.toAppend(event)),
    );
  }

  /**
   * A visit to a course: start one not yet started, or take the next step of the one under way — its
   * next lecture (watched to 90–100 %), often followed by the lesson's practice, played as a guided
   * practice session of its own. Next lessons unlock at once or, on a scheduled course, by the unlock
   * job a day later; a visit with everything done waits for that unlock and records nothing.
   */
  private courseVisit(user: User): PendingEvent[] {
    const runs = this.courseRuns.get(user.id) ?? [];
    this.courseRuns.set(user.id, runs);
    let run = runs.find((r) => r.state.status === 'active');
    if (!run) {
      const course = this.courses.find(
        (c) => !runs.some((r) => r.state.status !== 'empty' && r.state.courseId === c.id) && this.random() < 0.6,
      );
      if (!course) return this.gameSession(user);
      const userCourseId = userCourseIdOf(user.id, course.id);
      run = {
        streamId: userCourseStreamId(userCourseId),
        practices: course.practices,
        state: userCourseDecider.initialState(),
      };
      runs.push(run);
      return this.decideCourse(run, (now) => ({
        type: 'StartCourse',
        data: {
          userCourseId,
          userId: user.id,
          courseId: course.id,
          courseSlug: course.slug,
          courseName: course.name,
          unlockScheduleSeconds: course.unlockScheduleSeconds,
          lessons: course.lessons,
          userCourseHistoryId: uuidFrom(this.random),
          now,
        },
      }));
    }
    if (run.state.status === 'empty') return [];
    const lessons = run.state.lessons;
    const lecture = lessons.find((l) => l.isUnlocked && l.sections.lecture === 'unlocked');
    const practice = lessons.find((l) => l.hasPractice && l.sections.practice === 'unlocked');
    const events: PendingEvent[] = [];
    if (lecture) {
      events.push(
        ...this.decideCourse(
          run,
          (now) => ({
            type: 'CompleteLecture',
            data: { lessonIndex: lecture.index, videoProgress: 0.9 + Math.round(this.random() * 10) / 100, now },
          }),
          4 * MINUTE,
        ),
      );
    }
    const next = practice ?? (lecture?.hasPractice && this.random() < 0.6 ? lecture : undefined);
    const session = next && run.practices[next.index];
    if (next && session) {
      const played = this.practiceSession(user, session, this.startOf(run.streamId));
      const userPracticeSessionId = played[0]!.data['userPracticeSessionId'] as string;
      events.push(...played);
      // The lesson's practice is done when its session is completed; one left half-way is played again on a later visit.
      if (played.at(-1)!.type === 'PracticeSessionCompleted') {
        events.push(
          ...this.decideCourse(
            run,
            (now) => ({ type: 'CompletePractice', data: { lessonIndex: next.index, userPracticeSessionId, now } }),
            0,
            Math.max(played.at(-1)!.at + 1_000, this.startOf(run.streamId)),
          ),
        );
      }
    }
    return events;
  }

  /** Decides a command on the course's state at the stream's next time (plus `after`), folds the events, schedules the unlock job. */
  private decideCourse(
    run: CourseRun,
    command: (now: Date) => UserCourseCommand,
    after = 0,
    at = this.startOf(run.streamId) + after,
  ): PendingEvent[] {
    let decided: UserCourseEvent[];
    try {
      decided = userCourseDecider.decide(command(new Date(at)), run.state);
    } catch (error) {
      if (error instanceof UserCourseError) return [];
      throw error;
    }
    run.state = decided.reduce(userCourseDecider.evolve, run.state);
    for (const event of decided) {
      if (event.type !== 'LessonUnlockScheduled') continue;
      const lessonIndex = event.data.lessonIndex;
      this.schedule(Date.parse(event.data.unlockAt), (due) =>
        this.decideCourse(
          run,
          (now) => ({ type: 'UnlockLesson', data: { lessonIndex, now } }),
          0,
          this.after(run.streamId, due),
        ),
      );
    }
    return decided.map((event) =>
      this.pending('course', run.streamId, USER_COURSE_STREAM_TYPE, at, userCourseEvents.toAppend(event)),
    );
  }

  /**
   * A registration for one of the live classes of the next three days, or, for someone registered to it
   * already, a cancellation. Three registered people in four take the class's link when it starts
   * (attendance), and one attendee in three rates the class after it.
   */
  private classRegistration(user: User): PendingEvent[] {
    const n = Math.floor((this.clock - START) / CLASS_EVERY_MS) + 1 + Math.floor(this.random() * 24);
    const scheduledEventId = this.classIds.get(n) ?? uuidFrom(this.random);
    this.classIds.set(n, scheduledEventId);
    const streamId = scheduledEventStreamId(scheduledEventId);
    const startsAt = START + n * CLASS_EVERY_MS;
    const key = `${n} ${user.id}`;
    const registration = this.registrations.get(key);
    const at = this.startOf(streamId);
    const event = (e: RegistrationEvent, when: number) =>
      this.pending('class', streamId, SCHEDULED_EVENT_STREAM_TYPE, when, registrationEvents.toAppend(e));
    if (registration?.status === 'REGISTERED') {
      registration.status = 'CANCELLED';
      return [
        event(
          {
            type: 'RegistrationCancelled',
            data: {
              scheduledEventId,
              registrationId: registration.registrationId,
              userId: user.id,
              cancelledAt: iso(at),
            },
          },
          at,
        ),
      ];
    }
    const registrationId = uuidFrom(this.random);
    this.registrations.set(key, { registrationId, status: 'REGISTERED' });
    if (this.random() < 0.75) {
      this.schedule(startsAt + Math.round(this.random() * 6 * MINUTE), (due) => {
        const current = this.registrations.get(key);
        if (current?.registrationId !== registrationId || current.status !== 'REGISTERED') return [];
        const joinedAt = this.after(streamId, due);
        const joined = event(
          {
            type: 'AttendeeJoined',
            data: { scheduledEventId, registrationId, userId: user.id, type: 'ATTENDEE', joinedAt: iso(joinedAt) },
          },
          joinedAt,
        );
        if (this.random() < 0.35)
          this.schedule(startsAt + (CLASS_MINUTES + 5) * MINUTE + Math.round(this.random() * 30 * MINUTE), (rated) =>
            this.feedback(user, SURVEYS[0]!, rated),
          );
        return [joined, ...(n % 2 === 0 ? this.coachRecording(n, user, joinedAt) : [])];
      });
    }
    const zoomJoinUrl =
      this.random() < 0.5
        ? `https://meetings.example.com/j/${String(n).padStart(9, '0')}?tk=${registrationId.slice(0, 8)}`
        : null;
    return [
      event(
        {
          type: 'AttendeeRegistered',
          data: {
            scheduledEventId,
            registrationId,
            userId: user.id,
            type: 'ATTENDEE',
            zoomJoinUrl,
            userTimeZone: user.timeZone,
            source: this.random() < 0.95 ? 'WEB' : 'BULK_UPLOAD',
            registeredAt: iso(at),
          },
        },
        at,
      ),
    ];
  }

  /**
   * A guided class with the AI coach (every other class): the class's bot is created when its first
   * attendee joins; each attendee's exercise is recorded on it, one at a time, then stopped with AI
   * feedback (or the feedback fails), and now and then cancelled instead, as the recording state machine allows.
   */
  private coachRecording(n: number, user: User, joinedAt: number): PendingEvent[] {
    const made: PendingEvent[] = [];
    let recallBotId = this.classBots.get(n);
    const streamId = () => coachBotStreamId(recallBotId!);
    const event = (e: CoachBotEvent, when: number) =>
      this.pending('aiCoach', streamId(), COACH_BOT_STREAM_TYPE, when, coachBotEvents.toAppend(e));
    if (!recallBotId) {
      recallBotId = uuidFrom(this.random);
      this.classBots.set(n, recallBotId);
      const meetingId = String(n).padStart(9, '0');
      made.push(
        event(
          {
            type: 'BotCreated',
            data: {
              botId: uuidFrom(this.random),
              recallBotId,
              botName: `Impromptu Coach ${1 + (n % 3)}`,
              meetingUrl: `https://meetings.example.com/j/${meetingId}`,
              meetingId,
              adapter: 'embedded',
              capture: 'browser',
              isConnected: true,
              breakoutRoom: [{ id: uuidFrom(this.random), userId: user.id }],
              createdBy: this.coaches[n % this.coaches.length]!,
              createdAt: iso(this.after(streamId(), joinedAt - 10 * MINUTE)),
            },
          },
          this.after(streamId(), joinedAt - 10 * MINUTE),
        ),
      );
    }
    const ids = { recallBotId, recordingId: uuidFrom(this.random) };
    const day = 1 + (n % 12);
    const gameContext = {
      course: 'FUNDAMENTALS_L1' as const,
      day,
      exercise: 1 + Math.floor(this.random() * 3),
      practiceSessionSlug: `guided-fundamentals-class-${day}`,
    };
    let at = this.after(streamId(), joinedAt + 2 * MINUTE);
    made.push(
      event(
        { type: 'RecordingStartRequested', data: { ...ids, userId: user.id, gameContext, requestedAt: iso(at) } },
        at,
      ),
    );
    at += 1_000;
    made.push(event({ type: 'RecordingStarted', data: { ...ids, startedAt: iso(at) } }, at));
    const seconds = 45 + Math.round(this.random() * 120);
    at += seconds * 1_000;
    if (this.random() < 0.06) {
      made.push(event({ type: 'RecordingCancelRequested', data: { ...ids, requestedAt: iso(at) } }, at));
      at += 1_000;
      made.push(event({ type: 'RecordingCancelled', data: { ...ids, cancelledAt: iso(at) } }, at));
      return made;
    }
    made.push(event({ type: 'RecordingStopRequested', data: { ...ids, requestedAt: iso(at) } }, at));
    at += 1_000;
    made.push(event({ type: 'RecordingStopped', data: { ...ids, durationSeconds: seconds, stoppedAt: iso(at) } }, at));
    at += 8_000 + Math.round(this.random() * 20_000);
    made.push(
      this.random() < 0.95
        ? event(
            {
              type: 'AiFeedbackReady',
              data: {
                ...ids,
                feedback: `You spoke for ${Math.round(seconds * 0.8)} s with ${1 + Math.floor(this.random() * 6)} pauses; keep the pauses short between points.`,
                source: 'embedded',
                readyAt: iso(at),
              },
            },
            at,
          )
        : event(
            { type: 'AiFeedbackFailed', data: { ...ids, reason: 'Error getting insights', failedAt: iso(at) } },
            at,
          ),
    );
    return made;
  }

  /**
   * What the payment provider's webhooks bring for one person: a checkout (subscription started, sometimes a
   * trial or a promotion) for someone without a live subscription; for a subscriber, a renewal, a plan or
   * period change, a pause or resume, a failed payment and its recovery, the end of a trial or promotion,
   * a cancellation asked for, then withdrawn or carried out.
   */
  private subscriptionChange(user: User): PendingEvent[] {
    const streamId = billingStreamId(user.id);
    const billing = this.billing.get(user.id) ?? {
      view: null,
      customerId: `cus_${user.id.slice(0, 14).replace(/-/g, '')}`,
    };
    this.billing.set(user.id, billing);
    let at = this.startOf(streamId);
    const events: PendingEvent[] = [];
    const provenance = () => ({
      userId: user.id,
      providerEventId: `evt_${uuidFrom(this.random).replace(/-/g, '').slice(0, 24)}`,
      occurredAt: iso(at),
    });
    const record = (event: SubscriptionEvent) => {
      billing.view = applyToView(billing.view, event);
      events.push(this.pending('billing', streamId, BILLING_STREAM_TYPE, at, subscriptionEvents.toAppend(event)));
      at += 2_000;
    };
    const view = billing.view;
    if (view === null || view.endedAt !== null) {
      const plan: PaidPlan = this.random() < 0.75 ? 'trainings' : this.random() < 0.5 ? 'coach' : 'legacy_trainings';
      const period: BillingPeriod = plan !== 'coach' && this.random() < 0.35 ? 'annually' : 'monthly';
      const subscriptionId = `sub_${uuidFrom(this.random).replace(/-/g, '').slice(0, 24)}`;
      record({
        type: 'CheckoutCompleted',
        data: {
          ...provenance(),
          checkoutSessionId: `cs_${subscriptionId.slice(4)}`,
          customerId: billing.customerId,
          subscriptionId,
        },
      });
      record({
        type: 'SubscriptionStarted',
        data: {
          ...provenance(),
          subscriptionId,
          customerId: billing.customerId,
          ...this.price(plan, period, at),
          status: 'active',
        },
      });
      if (this.random() < 0.25)
        record({ type: 'TrialStarted', data: { ...provenance(), subscriptionId, trialEnd: iso(at + 7 * DAY) } });
      if (this.random() < 0.15) {
        record({
          type: 'PromotionApplied',
          data: {
            ...provenance(),
            subscriptionId,
            discount: {
              couponId: 'PLAYBOOK',
              name: 'Playbook annual offer',
              percentOff: 20,
              amountOffCents: null,
              promotionCodeId: 'promo_playbook',
            },
          },
        });
      }
      return events;
    }
    const subscriptionId = view.subscriptionId;
    const pick = this.random();
    if (view.cancelAt !== null) {
      if (pick < 0.4) record({ type: 'CancellationWithdrawn', data: { ...provenance(), subscriptionId } });
      else record({ type: 'SubscriptionCancelled', data: { ...provenance(), subscriptionId, endedAt: iso(at) } });
    } else if (view.isTrial && pick < 0.5) {
      record({ type: 'TrialEnded', data: { ...provenance(), subscriptionId } });
    } else if (view.isPaused) {
      record({ type: 'SubscriptionResumed', data: { ...provenance(), subscriptionId } });
    } else if (view.status === 'unpaid') {
      record({ type: 'SubscriptionCancelled', data: { ...provenance(), subscriptionId, endedAt: iso(at) } });
    } else if (view.status === 'past_due') {
      record({
        type: 'SubscriptionStatusChanged',
        data: { ...provenance(), subscriptionId, status: this.random() < 0.8 ? 'active' : 'unpaid' },
      });
    } else if (pick < 0.4) {
      const start = Date.parse(view.currentPeriodEnd);
      record({
        type: 'SubscriptionRenewed',
        data: {
          ...provenance(),
          subscriptionId,
          currentPeriodStart: iso(start),
          currentPeriodEnd: iso(start + (view.period === 'annually' ? 365 : 30) * DAY),
        },
      });
      if (view.discount !== null && this.random() < 0.3)
        record({ type: 'PromotionEnded', data: { ...provenance(), subscriptionId } });
    } else if (pick < 0.52 && view.plan !== 'coach') {
      const period: BillingPeriod = view.period === 'monthly' ? 'annually' : 'monthly';
      record({
        type: 'PlanChanged',
        data: {
          ...provenance(),
          subscriptionId,
          fromPlan: view.plan,
          fromPeriod: view.period,
          ...this.price(view.plan, period, at),
        },
      });
    } else if (pick < 0.6) {
      record({ type: 'SubscriptionPaused', data: { ...provenance(), subscriptionId } });
    } else if (pick < 0.7) {
      record({ type: 'SubscriptionStatusChanged', data: { ...provenance(), subscriptionId, status: 'past_due' } });
    } else {
      record({
        type: 'CancellationScheduled',
        data: { ...provenance(), subscriptionId, cancelAt: view.currentPeriodEnd },
      });
    }
    return events;
  }

  private price(plan: PaidPlan, period: BillingPeriod, at: number) {
    return {
      plan,
      period,
      priceId: `price_${plan}_${period}`,
      amountCents: PRICES[plan][period] ?? PRICES[plan].monthly!,
      currentPeriodStart: iso(at),
      currentPeriodEnd: iso(at + (period === 'annually' ? 365 : 30) * DAY),
    };
  }

  /**
   * A sitting with the Virtual Coach: a run started (or the one under way resumed) and played for a few
   * to forty steps — the warm-up game, the confidence checks, lessons watched, tried, reflected on, tried
   * again — to the offers and the exit, or left half-way, now and then closed.
   */
  private virtualCoachVisit(user: User): PendingEvent[] {
    const streamId = virtualCoachStreamId(user.id);
    let state = this.coach.get(user.id) ?? virtualCoachDecider.initialState();
    let at = this.startOf(streamId);
    const events: PendingEvent[] = [];
    const steps = 5 + Math.floor(this.random() * 40);
    for (let step = 0; step < steps; step += 1) {
      const now = new Date(at);
      const data = { userId: user.id, now };
      let candidates: VirtualCoachCommand[];
      if (state.status !== 'active') {
        if (step > 0) break;
        candidates = [
          {
            type: 'StartVirtualCoach',
            data: { ...data, runId: uuidFrom(this.random), withExample: this.random() < 0.5 },
          },
        ];
      } else if (this.random() < 0.005) {
        candidates = [{ type: 'CloseVirtualCoach', data }];
      } else {
        candidates = this.coachCommands(state, data);
      }
      let decided: VirtualCoachEvent[] = [];
      for (const command of candidates) {
        try {
          decided = virtualCoachDecider.decide(command, state);
          break;
        } catch (error) {
          if (!(error instanceof VirtualCoachError)) throw error;
        }
      }
      if (decided.length === 0) break;
      state = decided.reduce(virtualCoachDecider.evolve, state);
      events.push(
        ...decided.map((event) =>
          this.pending('coach', streamId, VIRTUAL_COACH_STREAM_TYPE, at, virtualCoachEvents.toAppend(event)),
        ),
      );
      at += (state.display === 'game' ? 60 : 10) * 1000 + Math.round(this.random() * 90_000);
      if (state.status !== 'active') break;
    }
    this.coach.set(user.id, state);
    return events;
  }

  /** What the learner can do on the display they are on; a next step is one of those the display offers, most often onwards. */
  private coachCommands(state: VirtualCoachState, data: { userId: string; now: Date }): VirtualCoachCommand[] {
    switch (state.display) {
      case 'example-video':
      case 'two-me-two-you':
      case 'conclusion':
        return [{ type: 'ContinueVirtualCoach', data }];
      case 'game':
        return [{ type: 'FinishGame', data }];
      case 'confidence-initial':
      case 'confidence-final':
        return [{ type: 'RateConfidence', data: { ...data, confidence: 1 + Math.floor(this.random() * 5) } }];
      case 'lesson':
        return [state.isLessonVideoWatched ? { type: 'TryItOut', data } : { type: 'WatchLessonVideo', data }];
      case 'reflection-question':
        return [{ type: 'AnswerReflection', data: { ...data, answer: this.random() < 0.6 ? 'Yes' : 'No' } }];
      case 'reflection-context': {
        // Tried in this order; the decider refuses those the display does not offer (a hard lesson offers all three).
        const onward = ['NEXT_LESSON', 'FINISH'] as const;
        const again =
          this.random() < 0.5
            ? (['TRY_AGAIN', 'TRY_AGAIN_WITH_COACH'] as const)
            : (['TRY_AGAIN_WITH_COACH', 'TRY_AGAIN'] as const);
        const steps =
          this.random() < 0.55
            ? [...onward, 'CONTINUE' as const, ...again]
            : [...again, 'CONTINUE' as const, ...onward];
        return steps.map((step) => ({ type: 'ChooseNextStep', data: { ...data, step } }));
      }
      case 'discounts':
        return [{ type: 'ExitVirtualCoach', data }];
      default:
        return [];
    }
  }

  /**
   * A shape snapshot: the 26 speaking traits rated 0–10 (the first a start snapshot, later ones mid or
   * end), each person's ratings climbing a little from one snapshot to the next; often a goal added after.
   */
  private shapeSnapshot(user: User): PendingEvent[] {
    const snapshotId = uuidFrom(this.random);
    const streamId = snapshotStreamId(snapshotId);
    const taken = this.snapshots.get(user.id) ?? 0;
    this.snapshots.set(user.id, taken + 1);
    const at = this.clock;
    const wizardType = taken === 0 ? 'start' : this.random() < 0.7 ? 'mid' : this.random() < 0.5 ? 'end' : 'short_end';
    const level = 3 + (user.index % 4) + Math.min(3, taken);
    const asTrait = (
      trait: TraitSeed & { id: string },
      answer: { rating: number | null; comment: string | null },
    ): UserTrait => ({
      traitId: trait.id,
      traitName: trait.name,
      traitType: trait.type,
      category: trait.metadata.category ?? '',
      ...answer,
      metadata: {},
    });
    const rated = this.traits
      .filter((trait) => trait.questionSet === DEFAULT_QUESTION_SET && trait.type === 'TRAIT')
      .map((trait) =>
        asTrait(trait, {
          rating: Math.max(0, Math.min(10, level + Math.floor(this.random() * 5) - 2)),
          comment: this.random() < 0.1 ? 'Better than last month.' : null,
        }),
      );
    const events: SnapshotEvent[] = [
      {
        type: 'ShapeSnapshotTaken',
        data: {
          snapshotId,
          userId: user.id,
          name: snapshotName(new Date(at), user.timeZone),
          wizardType,
          traits: rated,
          takenAt: iso(at),
        },
      },
    ];
    const goal = this.traits.find((trait) => trait.questionSet === 'Goals' && trait.type === 'GOAL');
    if (goal && this.random() < 0.4) {
      events.push({
        type: 'ShapeSnapshotAnswersAdded',
        data: {
          snapshotId,
          userId: user.id,
          traits: [asTrait(goal, { rating: null, comment: GOALS[user.index % GOALS.length]! })],
          addedAt: iso(at + 2 * MINUTE),
        },
      });
    }
    return events.map((event, i) =>
      this.pending('snapshot', streamId, SNAPSHOT_STREAM_TYPE, at + i * 2 * MINUTE, snapshotEvents.toAppend(event)),
    );
  }

  /** A survey answered: stars, and now and then a follow-up answer. */
  private feedback(user: User, survey: (typeof SURVEYS)[number], when: number): PendingEvent[] {
    const streamId = feedbackStreamId(user.id);
    const at = this.after(streamId, when);
    const userRating = Math.min(5, 2 + Math.floor(this.random() * 4) + (this.random() < 0.3 ? 1 : 0));
    const followUp = FOLLOW_UPS[Math.floor(this.random() * FOLLOW_UPS.length)]!;
    const event: FeedbackEvent = {
      type: 'FeedbackRecorded',
      data: {
        feedbackId: uuidFrom(this.random),
        userId: user.id,
        experimentId: null,
        featureId: survey.featureId,
        type: 'SURVEY',
        metadata: {
          ratingQuestion: survey.ratingQuestion,
          userRating,
          ...(followUp ? { followUpQuestion: survey.followUpQuestion, userFollowUpAnswer: followUp } : {}),
        },
        recordedAt: iso(at),
      },
    };
    return [this.pending('feedback', streamId, 'feedback', at, feedbackEvents.toAppend(event))];
  }

  /**
   * The monthly job (03:00 UTC on the 1st): last month's assessment of everyone active in it, worked
   * through a few dozen people at a time between the other activities until all are done.
   */
  private monthlyAssessments(): PendingEvent[] {
    if (this.clock >= this.nextMonthlyJob) {
      const period = previousMonth(new Date(this.nextMonthlyJob));
      this.assessmentQueue.push(...[...this.active].map((userId) => ({ userId, period })));
      this.active = new Set();
      const next = new Date(this.nextMonthlyJob);
      this.nextMonthlyJob = Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 1, 3);
    }
    return this.assessmentQueue
      .splice(0, 40)
      .map(({ userId, period }, i) => this.assessment(userId, period, this.clock + i * 250));
  }

  private assessment(userId: string, period: { startDate: string; endDate: string }, at: number): PendingEvent {
    const activeDays = 1 + Math.floor(this.random() * 24);
    const rounds = activeDays * (1 + Math.floor(this.random() * 6));
    const figures: Figures = {
      gamesCompleted: Math.ceil(rounds / 4),
      rounds,
      activeDays,
      speakingSeconds: rounds * (30 + Math.floor(this.random() * 60)),
      speakingShare: Math.round((0.5 + this.random() * 0.45) * 1000) / 1000,
      streak: Math.floor(this.random() * activeDays),
      practiceCompleted: Math.floor(this.random() * 12),
      coursesCompleted: this.random() < 0.1 ? 1 : 0,
      shapeScore: this.random() < 0.6 ? Math.round(30 + this.random() * 60) : null,
    };
    const traits = Object.fromEntries(
      Object.entries(ASSESSED_TRAITS).map(([name, trait]) => {
        const grade = trait.grade(figures);
        return [
          name,
          {
            label: trait.label,
            description: trait.description,
            grade: grade === null ? null : Math.round(grade * 1000) / 1000,
            percentile: grade === null ? null : Math.round(this.random() * 1000) / 1000,
            strengths: [],
            weaknesses: [],
          },
        ];
      }),
    );
    const grades = Object.values(traits).flatMap((trait) => (trait.grade === null ? [] : [trait.grade]));
    const averageGrade = Math.round((grades.reduce((a, b) => a + b, 0) / Math.max(1, grades.length)) * 1000) / 1000;
    const step = (id: string, speed: 'slow' | 'medium' | 'fast', title: string, action: string) => ({
      id,
      speed,
      name: title,
      recommendationData: {
        heroiconName: 'BoltIcon',
        title,
        action,
        actionType: 'internal_link' as const,
        tooltip: title,
        isDisabled: false,
      },
    });
    const event: AssessmentEvent = {
      type: 'AssessmentComputed',
      data: {
        assessmentId: uuidFrom(this.random),
        userId,
        assessmentType: 'Monthly',
        timePeriod: 'MONTH',
        startDate: period.startDate,
        endDate: period.endDate,
        figures,
        traits,
        averageGrade,
        overallPercentile: Math.round(this.random() * 1000) / 1000,
        achievements: figures.gamesCompleted >= 10 ? ['GAMES_COMPLETED'] : [],
        nextSteps: [
          step('shape-check-in', 'slow', 'Check in on your shape', '/games/shape?type=mid'),
          step('todays-practice', 'medium', "Play Today's Practice", '/games/practice/daily'),
          step('quick-game', 'fast', 'Play a quick game', '/games/dashboard'),
        ],
        summary: {
          text: `You trained on ${activeDays} days and spoke ${rounds} rounds this month.`,
          writtenBy: 'figures',
        },
        computedAt: iso(at),
      },
    };
    const streamId = assessmentStreamId(userId, period.endDate);
    return this.pending('assessment', streamId, ASSESSMENT_STREAM_TYPE, at, assessmentEvents.toAppend(event));
  }

  private tutorial(user: User): PendingEvent[] {
    const shortCode = SHORT_CODES[Math.floor(this.random() * SHORT_CODES.length)]!;
    const event: UserGameEvent = {
      type: this.random() < 0.85 ? 'UserGameTutorialCompleted' : 'UserGameTutorialReopened',
      data: { userId: user.id, shortCode, at: iso(this.clock) },
    };
    return [
      this.pending(
        'other',
        userGameStreamId(user.id, shortCode),
        USER_GAME_STREAM_TYPE,
        this.clock,
        userGameEvents.toAppend(event),
      ),
    ];
  }

  private browsing(user: User): PendingEvent[] {
    const shortCode = SHORT_CODES[Math.floor(this.random() * SHORT_CODES.length)]!;
    const streamId = userActivityStreamId(user.id);
    const at = this.startOf(streamId);
    const events: UserActivityEvent[] = [
      { type: 'GameViewed', data: { userId: user.id, gameShortCode: shortCode, viewedAt: iso(at) } },
      {
        type: 'GameSettingsGathered',
        data: { userId: user.id, shortCode, settings: { totalRounds: 3 }, gatheredAt: iso(at + 4_000) },
      },
    ];
    return events.map((event, i) =>
      this.pending('other', streamId, 'user-activity', at + i * 4_000, userActivityEvents.toAppend(event)),
    );
  }

  /** When the stream's next event can be: now, or just after its last one when that is later. */
  private startOf(streamId: string): number {
    return this.after(streamId, this.clock);
  }

  /** `at`, or just after the stream's last event when that is later: a stream's events keep their order in time. */
  private after(streamId: string, at: number): number {
    return Math.max(at, (this.lastAt.get(streamId) ?? 0) + 1_000);
  }

  private schedule(at: number, run: Timer['run']): void {
    // Kept with the latest first, so the due ones come off the end.
    let low = 0;
    let high = this.timers.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (this.timers[mid]!.at > at) low = mid + 1;
      else high = mid;
    }
    this.timers.splice(low, 0, { at, run });
  }

  private dueTimers(): PendingEvent[] {
    const made: PendingEvent[] = [];
    while (this.timers.length > 0 && this.timers.at(-1)!.at <= this.clock) {
      const timer = this.timers.pop()!;
      made.push(...timer.run(timer.at));
    }
    return made;
  }

  private pending(
    area: Area,
    streamId: string,
    streamType: string,
    at: number,
    event: { type: string; schemaVersion: number; data: Record<string, unknown> },
  ): PendingEvent {
    this.counts[area] += 1;
    this.lastAt.set(streamId, Math.max(at, this.lastAt.get(streamId) ?? 0));
    return { at, area, streamId, streamType, ...event };
  }

  /** One transaction: the new streams' rows, then the events at their streams' next versions. */
  private async insert(db: Kysely<any>, events: PendingEvent[]): Promise<void> {
    const newStreams = new Map<string, string>();
    const versions = events.map((event) => {
      const version = (this.versions.get(event.streamId) ?? 0) + 1;
      if (version === 1) newStreams.set(event.streamId, event.streamType);
      this.versions.set(event.streamId, version);
      return version;
    });
    await db.transaction().execute(async (trx) => {
      if (newStreams.size > 0) {
        await sql`INSERT INTO es_streams (stream_id, stream_type, created_at)
          SELECT s.*, ${iso(events[0]!.at)}::timestamptz FROM unnest(${[...newStreams.keys()]}::text[], ${[...newStreams.values()]}::text[]) s`.execute(
          trx,
        );
      }
      await sql`INSERT INTO es_events (stream_id, stream_version, event_id, event_type, schema_version, data, metadata, recorded_at)
        SELECT * FROM unnest(
          ${events.map((e) => e.streamId)}::text[], ${versions}::bigint[], ${events.map((e) => newEventId(e.at))}::uuid[],
          ${events.map((e) => e.type)}::text[], ${events.map((e) => e.schemaVersion)}::int[],
          ${events.map((e) => JSON.stringify(e.data))}::jsonb[], ${events.map(() => '{}')}::jsonb[],
          ${events.map((e) => iso(e.at))}::timestamptz[])`.execute(trx);
    });
  }
}

/** A course's `unlockSchedule` ('1 day', '12 hours') in seconds; null unlocks the next lesson at once. */
function secondsOf(schedule: string | null): number | null {
  if (schedule === null) return null;
  const match = /^(\d+)\s*(day|hour|minute)s?$/.exec(schedule.trim());
  if (!match) throw new Error(`replay bench: unreadable unlock schedule '${schedule}'`);
  return Number(match[1]) * { day: 86_400, hour: 3_600, minute: 60 }[match[2] as 'day' | 'hour' | 'minute'];
}

/**
 * Waits until every committed event is below the snapshot horizon, which is the whole server's: a
 * long transaction in another database (another benchmark, a test run) holds projections back.
 */
async function readableByProjections(db: Kysely<any>): Promise<void> {
  const deadline = Date.now() + 120_000;
  for (;;) {
    const { rows } = await sql<{ readable: boolean }>`
      SELECT coalesce(max(transaction_id), '0'::xid8) < pg_snapshot_xmin(pg_current_snapshot()) AS readable FROM es_events`.execute(
      db,
    );
    if (rows[0]?.readable) return;
    if (Date.now() > deadline)
      throw new Error(
        'replay bench: a transaction elsewhere on the server has held the snapshot horizon back for 2 minutes',
      );
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** `12.3 + 8.1`: microseconds of CPU per event in this process and in PostgreSQL. */
function cpuPerEvent(nodeMs: number, postgresMs: number | null, events: number): string {
  const per = (ms: number) => ((ms * 1000) / Math.max(1, events)).toFixed(1);
  return postgresMs === null ? `${per(nodeMs)} + n/a` : `${per(nodeMs)} + ${per(postgresMs)}`;
}

function iso(ms: number): string {
  return new Date(ms).toISOString();
}

function round1(n: number): number {
  return Math.round(n * 10) / 10;
}

/** A small seeded generator, so every run replays the same history. */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function uuidFrom(random: () => number): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(random() * 16).toString(16)).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${((Number.parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

runWhenMain(import.meta.url, () => runReplayBench(benchDatabaseUrl));
