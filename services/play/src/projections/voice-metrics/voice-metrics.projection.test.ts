import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import type { Kysely } from 'kysely';
import { ProjectionSpecification } from '@impromptu/event-store/testing';
import { createTestDatabase, type TestDatabase } from '@impromptu/event-store/testing/database';
import type { VoiceMetrics } from '@impromptu/voice/metrics';
import { roundsOfOneSession } from '../../testing/index.js';
import { voiceMetricsProjection } from './voice-metrics.projection.js';

let database: TestDatabase;
let given: ReturnType<typeof ProjectionSpecification.for>;

beforeAll(async () => {
  database = await createTestDatabase();
  given = ProjectionSpecification.for(voiceMetricsProjection, database);
});

afterAll(async () => {
  await database?.drop();
});

const figures = (overrides: Partial<VoiceMetrics> = {}): VoiceMetrics => ({
  analysedMs: 60_000,
  speakingMs: 45_000,
  speakingRatio: 0.75,
  pauseCount: 8,
  meanPauseMs: 820.5,
  hesitationCount: 1,
  longestSilenceMs: 2_400,
  energyRangeDb: 17.5,
  pitchRangeSemitones: 6.25,
  ...overrides,
});

const rowsOf = (userId: string) => (db: Kysely<any>) =>
  db
    .selectFrom('voice_metrics')
    .select([
      'short_code',
      'session_id',
      'round',
      'player_index',
      'completed_at',
      'analysed_ms',
      'speaking_ms',
      'speaking_ratio',
      'pause_count',
      'mean_pause_ms',
      'hesitation_count',
      'longest_silence_ms',
      'energy_range_db',
      'pitch_range_semitones',
      'follow_energy_score',
      'pauses_asked',
      'pauses_taken',
      'articulation_rate',
      'filled_pauses_per_minute',
    ])
    .where('user_id', '=', userId)
    .orderBy('completed_at')
    .execute();

const columnsOf = (m: VoiceMetrics) => ({
  analysed_ms: m.analysedMs,
  speaking_ms: m.speakingMs,
  speaking_ratio: m.speakingRatio,
  pause_count: m.pauseCount,
  mean_pause_ms: m.meanPauseMs,
  hesitation_count: m.hesitationCount,
  longest_silence_ms: m.longestSilenceMs,
  energy_range_db: m.energyRangeDb,
  pitch_range_semitones: m.pitchRangeSemitones,
  articulation_rate: m.articulationRate ?? null,
  filled_pauses_per_minute: m.filledPausesPerMinute ?? null,
});

describe('voice metrics projection', () => {
  it('keeps one row per round recorded with voice metrics, with its figures as columns, and none for a round without', async () => {
    const user = randomUUID();
    const triple = randomUUID();
    const snow = randomUUID();
    const first = figures();
    const third = figures({
      speakingMs: 50_000,
      speakingRatio: 0.8333,
      pauseCount: 6,
      meanPauseMs: null,
      hesitationCount: 0,
      energyRangeDb: null,
      pitchRangeSemitones: null,
    });
    const cued = figures({
      pausesOnCue: { asked: 4, taken: 3 },
      // Issue 31's pace and filled pauses; the rounds above were measured without them.
      syllableCount: 120,
      articulationRate: 4.8,
      syllablesPerMinute: 180,
      wordsPerMinute: 120,
      filledPauseCount: 2,
      filledPausesPerMinute: 3,
    });
    await given(
      roundsOfOneSession(user, ['2026-03-01T10:00:00.000Z', '2026-03-01T10:01:00.000Z', '2026-03-01T10:02:00.000Z'], {
        sessionId: triple,
        voiceMetrics: [first, undefined, third],
      }),
      roundsOfOneSession(user, ['2026-03-02T09:00:00.000Z'], {
        sessionId: snow,
        shortCode: 'snow-globe',
        voiceMetrics: [cued],
      }),
      // Another learner's rounds stay theirs.
      roundsOfOneSession(randomUUID(), ['2026-03-01T10:00:00.000Z'], { voiceMetrics: [figures()] }),
    ).then(rowsOf(user), [
      {
        short_code: 'triple-step',
        session_id: triple,
        round: 1,
        player_index: 0,
        completed_at: new Date('2026-03-01T10:00:00.000Z'),
        ...columnsOf(first),
        follow_energy_score: null,
        pauses_asked: null,
        pauses_taken: null,
      },
      {
        short_code: 'triple-step',
        session_id: triple,
        round: 3,
        player_index: 0,
        completed_at: new Date('2026-03-01T10:02:00.000Z'),
        ...columnsOf(third),
        follow_energy_score: null,
        pauses_asked: null,
        pauses_taken: null,
      },
      {
        short_code: 'snow-globe',
        session_id: snow,
        round: 1,
        player_index: 0,
        completed_at: new Date('2026-03-02T09:00:00.000Z'),
        ...columnsOf(cued),
        follow_energy_score: null,
        pauses_asked: 4,
        pauses_taken: 3,
      },
    ]);
  });

  it("keeps Conductor's follow-the-energy score", async () => {
    const user = randomUUID();
    const session = randomUUID();
    await given(
      roundsOfOneSession(user, ['2026-03-03T18:00:00.000Z'], {
        sessionId: session,
        shortCode: 'conductor',
        voiceMetrics: [figures({ followEnergyScore: 72.5 })],
      }),
    ).then(
      (db) =>
        db
          .selectFrom('voice_metrics')
          .select(['short_code', 'follow_energy_score', 'pauses_asked'])
          .where('user_id', '=', user)
          .execute(),
      [{ short_code: 'conductor', follow_energy_score: 72.5, pauses_asked: null }],
    );
  });

  it('writes nothing for rounds played with the switch off', async () => {
    const user = randomUUID();
    await given(roundsOfOneSession(user, ['2026-03-01T10:00:00.000Z', '2026-03-01T10:01:00.000Z'])).then(
      rowsOf(user),
      [],
    );
  });
});
