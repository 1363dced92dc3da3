import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { EventStore, WrongExpectedVersionError } from '@impromptu/event-store';
import type { VoiceMetrics } from '@impromptu/voice/metrics';
import { gameSessionEvents, gameSessionStreamId, type GameSessionEvent } from '../game-session/game-session.events.js';

export const DEMO_VOICE_LEARNER = 'learner@example.com';

/** The games the demo learner measured, in the order she took them up. */
const DEMO_GAMES = ['triple-step', 'snow-globe', 'conductor', 'autocomplete'] as const;
type DemoGame = (typeof DEMO_GAMES)[number];

/** Sessions over the last five weeks, the latest about a day ago, so her streak is live when the demo opens. */
const DEMO_SESSIONS = 20;
const DEMO_DAYS = 35;

/** A uuid made from a name: the same demo session has the same id on every run. */
function demoUuid(name: string): string {
  const hex = createHash('sha256').update(`impromptu-demo-voice:${name}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** mulberry32: the same figures on every run, varied from round to round. */
function randomFrom(seed: string): () => number {
  let state = createHash('sha256').update(seed).digest().readUInt32LE(0);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/**
 * One round's figures for a learner `progress` of the way (0 → 1) through her five weeks: she speaks a
 * little more of the time, her pauses move into the confident band (0.4–1.2 s), hesitations become
 * rarer, her energy and pitch ranges widen. Noise makes some rounds worse than the one before.
 */
export function demoRoundFigures(
  game: DemoGame,
  progress: number,
  roundSeconds: number,
  random: () => number,
): VoiceMetrics {
  const noise = (spread: number) => (random() - 0.5) * 2 * spread;
  const analysedMs = Math.round(roundSeconds * 1000 * (0.93 + random() * 0.06));
  const speakingRatio = Math.round(clamp(0.56 + 0.16 * progress + noise(0.05), 0.3, 0.9) * 1000) / 1000;
  const minutes = analysedMs / 60_000;
  const pauseCount = Math.max(2, Math.round(minutes * (9 + noise(2))));
  const hesitationCount = Math.min(pauseCount, Math.max(0, Math.round(minutes * (2.6 - 2.1 * progress) + noise(0.8))));
  const meanPauseMs = Math.round(clamp(1_450 - 600 * progress + noise(180), 450, 1_800));
  const longestSilenceMs =
    hesitationCount > 0
      ? Math.round(2_100 + random() * 1_800 * (1.2 - progress))
      : Math.round(clamp(meanPauseMs * 1.6 + noise(200), meanPauseMs + 200, 1_990));
  const figures: VoiceMetrics = {
    analysedMs,
    speakingMs: Math.round(analysedMs * speakingRatio),
    speakingRatio,
    pauseCount,
    meanPauseMs,
    hesitationCount,
    longestSilenceMs,
    energyRangeDb: oneDecimal(clamp(12 + 8 * progress + noise(2.5), 4, 40)),
    pitchRangeSemitones: oneDecimal(clamp(4 + 4 * progress + noise(1.2), 1, 20)),
  };
  if (game === 'conductor') figures.followEnergyScore = Math.round(clamp(44 + 32 * progress + noise(8), 0, 100));
  if (game === 'snow-globe') {
    const asked = 4 + Math.floor(random() * 3);
    figures.pausesOnCue = { asked, taken: Math.round(clamp(asked * (0.4 + 0.45 * progress) + noise(0.8), 0, asked)) };
  }
  return figures;
}

/**
 * Development only: the demo learner's game sessions of the last five weeks with voice metrics on, in
 * four games, so the progress page (`npm start`) shows trends, a baseline and a streak calendar.
 * Appended as the games would, through the event store; one round in eight was played without the
 * microphone and has no figures. Idempotent: each session's stream has a stable id, and one already
 * there is left as it is. Answers how many sessions it appended.
 */
export async function seedDemoVoiceMetrics(db: Kysely<any>, now: Date = new Date()): Promise<number> {
  const { rows } = await sql<{
    id: string;
    iana_time_zone: string;
  }>`SELECT id, iana_time_zone FROM app_user WHERE email = ${DEMO_VOICE_LEARNER}`.execute(db);
  const learner = rows[0];
  if (!learner) return 0;
  const store = new EventStore(db);
  let appended = 0;
  for (let index = 0; index < DEMO_SESSIONS; index += 1) {
    const progress = index / (DEMO_SESSIONS - 1);
    // Snow Globe joins after the first week, Conductor and Rapid Fire a little later.
    const games = DEMO_GAMES.slice(0, index < 3 ? 1 : index < 6 ? 2 : 4);
    const game = games[index % games.length]!;
    const random = randomFrom(`${DEMO_VOICE_LEARNER}:${index}`);
    const daysAgo = Math.max(1, Math.round(DEMO_DAYS - (index * (DEMO_DAYS - 1)) / (DEMO_SESSIONS - 1)));
    // The latest session 20–22 h ago: yesterday or earlier today in any time zone, so the demo's streak is live.
    const startedAt =
      daysAgo === 1
        ? new Date(now.getTime() - 20 * 3_600_000 - Math.round(random() * 2 * 3_600_000))
        : new Date(now.getTime() - daysAgo * 86_400_000 - Math.round(random() * 3 * 3_600_000));
    const sessionId = demoUuid(`${DEMO_VOICE_LEARNER}:${index}`);
    const rounds = 2 + Math.floor(random() * 3);
    const roundSeconds = game === 'autocomplete' ? 45 : game === 'conductor' ? 90 : 60;
    const base = { sessionId, userId: learner.id, shortCode: game };
    // No setup choices: the games' setup screens remember the last session's, and the demo keeps their defaults.
    const settings = {};
    let at = startedAt.getTime();
    const events: GameSessionEvent[] = [
      {
        type: 'GameSessionStarted',
        data: {
          ...base,
          settings,
          isMultiplayer: false,
          players: [{ id: 0, name: 'Lena' }],
          timeZone: learner.iana_time_zone,
          startedAt: startedAt.toISOString(),
        },
      },
    ];
    for (let round = 1; round <= rounds; round += 1) {
      at += (roundSeconds + 15) * 1000;
      const measured = random() >= 0.125;
      const figures = demoRoundFigures(game, clamp(progress + (random() - 0.5) * 0.1, 0, 1), roundSeconds, random);
      events.push({
        type: 'RoundCompleted',
        data: {
          ...base,
          round,
          playerIndex: 0,
          playerName: 'Lena',
          settings,
          roundDuration: roundSeconds,
          speechDuration: Math.round(figures.speakingMs / 1000),
          pauseDuration: Math.max(0, roundSeconds - Math.round(figures.speakingMs / 1000)),
          survived: null,
          ...(measured ? { voiceMetrics: figures } : {}),
          completedAt: new Date(at).toISOString(),
          timeZone: learner.iana_time_zone,
        },
      });
    }
    events.push({
      type: 'GameSessionFinished',
      data: {
        ...base,
        totalRounds: rounds,
        totalDuration: rounds * roundSeconds,
        survivalRounds: null,
        finishedAt: new Date(at + 5_000).toISOString(),
      },
    });
    try {
      await store.append(
        gameSessionStreamId(sessionId),
        events.map((event) => gameSessionEvents.toAppend(event)),
        { expectedVersion: 'no_stream' },
      );
      appended += 1;
    } catch (error) {
      if (!(error instanceof WrongExpectedVersionError)) throw error;
    }
  }
  return appended;
}
