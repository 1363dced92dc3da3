import { sql } from 'kysely';
import { column, defineProjection, table } from '@impromptu/event-store';
import { gameSessionEvents } from '../../game-session/game-session.events.js';

/**
 * One row per round recorded with voice metrics (issue 18): who, which game, session and round, the
 * player whose turn it was, when, and the figures as columns so the progress page charts and takes
 * medians in SQL. Rounds without metrics (the switch off, the microphone denied) leave no row.
 * A round is recorded once per session (the decider refuses a second), so (session, round) is unique;
 * the key starts with the user and the game, the order every read takes.
 */
export const voiceMetricsProjection = defineProjection({
  name: 'voice_metrics',
  // Version 2 (issue 31): the pace (articulation rate) and filled pauses a minute, for the progress page's trends.
  version: 2,
  events: gameSessionEvents.select('RoundCompleted'),
  tables: {
    voice_metrics: table(
      {
        user_id: column.uuid(),
        short_code: column.text(),
        session_id: column.uuid(),
        round: column.integer(),
        player_index: column.integer(),
        completed_at: column.timestamptz(),
        analysed_ms: column.integer(),
        speaking_ms: column.integer(),
        speaking_ratio: column.double(),
        pause_count: column.integer(),
        mean_pause_ms: column.double().nullable(),
        hesitation_count: column.integer(),
        longest_silence_ms: column.integer(),
        energy_range_db: column.double().nullable(),
        pitch_range_semitones: column.double().nullable(),
        follow_energy_score: column.double().nullable(),
        pauses_asked: column.integer().nullable(),
        pauses_taken: column.integer().nullable(),
        articulation_rate: column.double().nullable(),
        filled_pauses_per_minute: column.double().nullable(),
      },
      { primaryKey: ['user_id', 'short_code', 'session_id', 'round'] },
    ),
  },
  async apply(trx, events, tables) {
    const rows = events.flatMap(({ data }) =>
      data.voiceMetrics === undefined ? [] : [{ ...data, metrics: data.voiceMetrics }],
    );
    if (rows.length === 0) return;
    // Column arrays through unnest: one statement of 20 parameters for a batch of any size (no bind limit).
    const values = <T>(pick: (row: (typeof rows)[number]) => T) => rows.map(pick);
    await sql`
      INSERT INTO ${sql.table(tables.voice_metrics)}
        (user_id, short_code, session_id, round, player_index, completed_at, analysed_ms, speaking_ms, speaking_ratio, pause_count,
         mean_pause_ms, hesitation_count, longest_silence_ms, energy_range_db, pitch_range_semitones, follow_energy_score, pauses_asked, pauses_taken,
         articulation_rate, filled_pauses_per_minute)
      SELECT * FROM unnest(
        ${values((r) => r.userId)}::uuid[], ${values((r) => r.shortCode)}::text[], ${values((r) => r.sessionId)}::uuid[],
        ${values((r) => r.round)}::int[], ${values((r) => r.playerIndex)}::int[], ${values((r) => r.completedAt)}::timestamptz[],
        ${values((r) => r.metrics.analysedMs)}::int[], ${values((r) => r.metrics.speakingMs)}::int[], ${values((r) => r.metrics.speakingRatio)}::float8[],
        ${values((r) => r.metrics.pauseCount)}::int[], ${values((r) => r.metrics.meanPauseMs)}::float8[], ${values((r) => r.metrics.hesitationCount)}::int[],
        ${values((r) => r.metrics.longestSilenceMs)}::int[], ${values((r) => r.metrics.energyRangeDb)}::float8[],
        ${values((r) => r.metrics.pitchRangeSemitones)}::float8[], ${values((r) => r.metrics.followEnergyScore ?? null)}::float8[],
        ${values((r) => r.metrics.pausesOnCue?.asked ?? null)}::int[], ${values((r) => r.metrics.pausesOnCue?.taken ?? null)}::int[],
        ${values((r) => r.metrics.articulationRate ?? null)}::float8[], ${values((r) => r.metrics.filledPausesPerMinute ?? null)}::float8[]
      )
    `.execute(trx);
  },
});
