import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { sql, type Kysely } from 'kysely';
import { createDb, migrateToLatest } from '@impromptu/db';
import { newEventId, readProjectionBatch, rebuildProjection, START_POSITION, type Position, type Projection } from '@impromptu/event-store';
import { SHORT_CODES } from '@impromptu/games';
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
import { PRACTICE_STREAM_TYPE, practiceSessionEvents, practiceSessionStreamId, type PracticeOutcome, type PracticeSessionEvent } from '@impromptu/practice';
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
 * Projection replay over realistic events, in a scratch database (created, migrated, dropped):
 * people playing the ten games (sessions of 1 to 8 rounds, most finished), doing guided practice
 * (progress, retries, completion), opening and reopening tutorials and browsing games, spread over
 * weeks and seven time zones, interleaved in global order as they would be, committed in
 * transactions of 20,000 events.
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
    // What a rebuild costs with nothing to replay (tables, checkpoints, the switch): most of a small projection's time.
    const fixedMs = new Map<string, number>();
    for (const projection of projections) fixedMs.set(projection.name, (await rebuildProjection({ db, projection, batchSize })).durationMs);
    const history = new History();
    let seeded = await history.append(db, events);

    const rows: Array<ReplayRow & { readOnly: number; cpu: string }> = [];
    for (const projection of projections) {
      const readOnly = await readOnlyRate(db, projection.eventTypes, batchSize);
      const { result, nodeMs, postgresMs } = await cpuDuring(db, () => rebuildProjection({ db, projection, batchSize }));
      rows.push({
        projection: projection.name,
        events: result.applied,
        ms: result.durationMs,
        eventsPerSecond: result.eventsPerSecond,
        readOnly: readOnly.eventsPerSecond,
        cpu: cpuPerEvent(nodeMs, postgresMs, result.applied),
      });
    }
    console.log(`\nProjection replay, each projection rebuilt alone over ${seeded.toLocaleString('en')} events (${history.describe()}), batches of ${batchSize.toLocaleString('en')}`);
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
        [`target ≥ ${TARGET_EVENTS_PER_SECOND.toLocaleString('en')}`]: row.eventsPerSecond >= TARGET_EVENTS_PER_SECOND ? 'met' : 'missed',
      })),
    );

    if (fullRebuildEvents > seeded) {
      seeded += await history.append(db, fullRebuildEvents - seeded);
      const readOnly = await readOnlyRate(db, ['*'], batchSize);
      const started = performance.now();
      const rebuilt: Array<ReplayRow & { cpu: string }> = [];
      for (const projection of projections) {
        const { result, nodeMs, postgresMs } = await cpuDuring(db, () => rebuildProjection({ db, projection, batchSize }));
        rebuilt.push({ projection: projection.name, events: result.applied, ms: result.durationMs, eventsPerSecond: result.eventsPerSecond, cpu: cpuPerEvent(nodeMs, postgresMs, result.applied) });
      }
      const seconds = (performance.now() - started) / 1000;
      console.log(`\nFull rebuild of all ${projections.length} projections over ${seeded.toLocaleString('en')} events (blue/green, one after another)`);
      console.table(
        rebuilt.map((row) => ({ projection: row.projection, 'its events': row.events, s: round1(row.ms / 1000), 'events/s': row.eventsPerSecond, 'CPU µs/event (node + PostgreSQL)': row.cpu })),
      );
      console.log(
        `all projections: ${round1(seconds)} s; baseline, reading every event once and applying nothing: ${round1(readOnly.ms / 1000)} s (${readOnly.eventsPerSecond.toLocaleString('en')} events/s)`,
      );
    }
  } finally {
    await db.destroy();
    await adminQuery(databaseUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  }
}

/** The baseline: the projection's events read in its batches, as a rebuild reads them, nothing applied. */
async function readOnlyRate(db: Kysely<any>, eventTypes: Projection['eventTypes'], limit: number): Promise<{ ms: number; eventsPerSecond: number }> {
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

const TIME_ZONES = ['UTC', 'Europe/Paris', 'America/New_York', 'America/Los_Angeles', 'Asia/Tokyo', 'Australia/Sydney', 'Asia/Kolkata'];
const USERS = 3_000;
const EVENTS_PER_TRANSACTION = 20_000;
const START = Date.parse('2031-01-05T06:00:00.000Z');
/** A new activity starts every 20 s on average: a million events cover about five weeks. */
const MEAN_GAP_MS = 20_000;
const CARDS = ['a lighthouse', 'the first day of school', 'a borrowed umbrella', 'my favourite mistake', 'an empty stage', 'the last train home'];
const PRACTICE = [
  { id: '00000000-0000-4000-8000-00000000a001', slug: 'one-minute-one-point', name: 'One Minute, One Point', type: 'DAILY_PRACTICE' as const },
  { id: '00000000-0000-4000-8000-00000000a002', slug: 'story-in-three-beats', name: 'A Story in Three Beats', type: 'DAILY_PRACTICE' as const },
  { id: '00000000-0000-4000-8000-00000000a003', slug: 'warm-up-before-a-class', name: 'Warm-up Before a Class', type: 'LIVE_CLASS' as const },
];

interface PendingEvent {
  at: number;
  streamId: string;
  streamType: string;
  type: string;
  schemaVersion: number;
  data: Record<string, unknown>;
}

/**
 * Makes the events of a product in use, deterministically (a seeded generator), and appends them
 * straight into the store's tables in transactions of 20,000: what a month of use leaves behind.
 */
export class History {
  private readonly random = mulberry32(9);
  private readonly users = Array.from({ length: USERS }, (_, i) => ({ id: uuidFrom(this.random), timeZone: TIME_ZONES[i % TIME_ZONES.length]! }));
  private readonly versions = new Map<string, number>();
  private clock = START;
  private readonly counts = { game: 0, practice: 0, other: 0 };

  describe(): string {
    const total = this.counts.game + this.counts.practice + this.counts.other;
    const share = (n: number) => `${Math.round((n / total) * 100)} %`;
    return `${share(this.counts.game)} game sessions, ${share(this.counts.practice)} guided practice, ${share(this.counts.other)} tutorials and browsing; ${USERS.toLocaleString('en')} people`;
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
    const user = this.users[Math.floor(this.random() * this.random() * USERS)]!; // some people play far more than others
    const pick = this.random();
    const made = pick < 0.72 ? this.gameSession(user) : pick < 0.86 ? this.practiceSession(user) : pick < 0.93 ? this.tutorial(user) : this.browsing(user);
    const bucket = pick < 0.72 ? 'game' : pick < 0.86 ? 'practice' : 'other';
    this.counts[bucket] += made.length;
    return made;
  }

  private gameSession(user: { id: string; timeZone: string }): PendingEvent[] {
    const sessionId = uuidFrom(this.random);
    const shortCode = SHORT_CODES[Math.floor(this.random() * SHORT_CODES.length)]!;
    const streamId = gameSessionStreamId(sessionId);
    const totalRounds = 1 + Math.floor(this.random() * 8);
    const survival = shortCode === 'triple-step' || shortCode === 'conductor';
    const settings = { isTitleSuggested: this.random() < 0.5, totalRounds, ...(survival ? { sequence: 'survival' } : {}) };
    const base = { sessionId, userId: user.id, shortCode };
    let at = this.clock;
    const events: GameSessionEvent[] = [
      {
        type: 'GameSessionStarted',
        data: { ...base, settings, isMultiplayer: false, players: [{ id: 0, name: 'Player 1' }], timeZone: user.timeZone, startedAt: iso(at) },
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
          completedAt: iso(at),
          timeZone: user.timeZone,
        },
      });
    }
    if (finished) {
      at += 5_000;
      times.push(at);
      events.push({ type: 'GameSessionFinished', data: { ...base, totalRounds: rounds, totalDuration, survivalRounds: survival ? rounds : null, finishedAt: iso(at) } });
    }
    return events.map((event, i) => this.pending(streamId, 'game-session', times[i]!, gameSessionEvents.toAppend(event)));
  }

  private practiceSession(user: { id: string; timeZone: string }): PendingEvent[] {
    const session = PRACTICE[Math.floor(this.random() * PRACTICE.length)]!;
    const userPracticeSessionId = uuidFrom(this.random);
    const streamId = practiceSessionStreamId(userPracticeSessionId);
    const base = { userPracticeSessionId, userId: user.id, practiceSessionId: session.id };
    let at = this.clock;
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
    const outcome: PracticeOutcome = { goals: [{ index: 0, name: 'Timer', gameShortCode: 'timer', type: 'DURATION', progress: 0 }], inputs: [] };
    const steps = 2 + Math.floor(this.random() * 5);
    for (let step = 1; step <= steps; step += 1) {
      at += 45_000 + Math.round(this.random() * 60_000);
      const elementIndex = Math.min(step, 4);
      if (elementIndex === 1 && this.random() < 0.2) {
        times.push(at);
        events.push({ type: 'PracticeRetryUsed', data: { userPracticeSessionId, userId: user.id, elementIndex, goalIndex: 0, retriesUsed: 1, retriesAllowed: 2, usedAt: iso(at) } });
        at += 30_000;
      }
      outcome.goals[0]!.progress = Math.min(120, outcome.goals[0]!.progress + 30);
      if (elementIndex === 2) outcome.inputs = [{ key: 'point', type: 'NOTE', label: 'Your one point', text: 'Practice makes progress, not perfect.' }];
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
      events.push({ type: 'PracticeSessionCompleted', data: { ...base, outcome: structuredClone(outcome), timeZone: user.timeZone, completedAt: iso(at) } });
    }
    return events.map((event, i) => this.pending(streamId, PRACTICE_STREAM_TYPE, times[i]!, practiceSessionEvents.toAppend(event)));
  }

  private tutorial(user: { id: string }): PendingEvent[] {
    const shortCode = SHORT_CODES[Math.floor(this.random() * SHORT_CODES.length)]!;
    const event: UserGameEvent = {
      type: this.random() < 0.85 ? 'UserGameTutorialCompleted' : 'UserGameTutorialReopened',
      data: { userId: user.id, shortCode, at: iso(this.clock) },
    };
    return [this.pending(userGameStreamId(user.id, shortCode), USER_GAME_STREAM_TYPE, this.clock, userGameEvents.toAppend(event))];
  }

  private browsing(user: { id: string }): PendingEvent[] {
    const shortCode = SHORT_CODES[Math.floor(this.random() * SHORT_CODES.length)]!;
    const events: UserActivityEvent[] = [
      { type: 'GameViewed', data: { userId: user.id, gameShortCode: shortCode, viewedAt: iso(this.clock) } },
      { type: 'GameSettingsGathered', data: { userId: user.id, shortCode, settings: { totalRounds: 3 }, gatheredAt: iso(this.clock + 4_000) } },
    ];
    return events.map((event, i) => this.pending(userActivityStreamId(user.id), 'user-activity', this.clock + i * 4_000, userActivityEvents.toAppend(event)));
  }

  private pending(streamId: string, streamType: string, at: number, event: { type: string; schemaVersion: number; data: Record<string, unknown> }): PendingEvent {
    return { at, streamId, streamType, ...event };
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
          SELECT s.*, ${iso(events[0]!.at)}::timestamptz FROM unnest(${[...newStreams.keys()]}::text[], ${[...newStreams.values()]}::text[]) s`.execute(trx);
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

/**
 * Waits until every committed event is below the snapshot horizon, which is the whole server's: a
 * long transaction in another database (another benchmark, a test run) holds projections back.
 */
async function readableByProjections(db: Kysely<any>): Promise<void> {
  const deadline = Date.now() + 120_000;
  for (;;) {
    const { rows } = await sql<{ readable: boolean }>`
      SELECT coalesce(max(transaction_id), '0'::xid8) < pg_snapshot_xmin(pg_current_snapshot()) AS readable FROM es_events`.execute(db);
    if (rows[0]?.readable) return;
    if (Date.now() > deadline) throw new Error('replay bench: a transaction elsewhere on the server has held the snapshot horizon back for 2 minutes');
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
