import { z } from 'zod';
import { defineEvents, type CatalogueEvent } from '@impromptu/event-store';
import { VoiceMetricsSchema } from '@impromptu/voice/metrics';

/** Stream of one game session: `game-session-{sessionId}`. */
export function gameSessionStreamId(sessionId: string): string {
  return `game-session-${sessionId}`;
}

/** The game settings as the engine holds them (spec 1 §3 Game settings); the engine's own schema validated them. */
export const GameSettingsSchema = z.record(z.string(), z.unknown());

/** Spec 2 §3 Player: id (index) and name. */
export const PlayerSchema = z.object({ id: z.number().int().min(0), name: z.string() });

const isoInstant = z.iso.datetime({ offset: true });

export const GameSessionStartedV1 = z.object({
  sessionId: z.uuid(),
  userId: z.uuid(),
  shortCode: z.string(),
  settings: GameSettingsSchema,
  isMultiplayer: z.boolean(),
  players: z.array(PlayerSchema),
  /** The user's iana_time_zone when the session started: the zone its rounds are counted in. */
  timeZone: z.string(),
  startedAt: isoInstant,
});

/** userId and shortCode are carried on every event so projections aggregate a batch without a join to its start. */
export const RoundCompletedV1 = z.object({
  sessionId: z.uuid(),
  userId: z.uuid(),
  shortCode: z.string(),
  round: z.number().int().min(1),
  playerIndex: z.number().int().min(0),
  playerName: z.string(),
  /** The settings in force for this round (survival changes them between rounds). */
  settings: GameSettingsSchema,
  roundDuration: z.number().min(0),
  speechDuration: z.number().min(0),
  pauseDuration: z.number().min(0),
  /** The survival vote; null when the round had none. */
  survived: z.boolean().nullable(),
  cards: z.array(z.string()).optional(),
  /**
   * The round's voice figures (issue 18), measured in the learner's browser when they turned voice metrics
   * on: figures only, never audio. Optional, so the schema stays version 1: every event stored before it
   * existed is still valid as it is, and needs no upcaster.
   */
  voiceMetrics: VoiceMetricsSchema.optional(),
  completedAt: isoInstant,
  timeZone: z.string(),
});

export const GameSessionFinishedV1 = z.object({
  sessionId: z.uuid(),
  userId: z.uuid(),
  shortCode: z.string(),
  totalRounds: z.number().int().min(0),
  totalDuration: z.number().min(0),
  survivalRounds: z.number().int().min(0).nullable(),
  finishedAt: isoInstant,
});

export type GameSessionStarted = z.infer<typeof GameSessionStartedV1>;
export type RoundCompleted = z.infer<typeof RoundCompletedV1>;
export type GameSessionFinished = z.infer<typeof GameSessionFinishedV1>;

/** The events of a game session at their current schema versions; a new version adds an upcaster here. */
export const gameSessionEvents = defineEvents({
  GameSessionStarted: { version: 1, schema: GameSessionStartedV1 },
  RoundCompleted: { version: 1, schema: RoundCompletedV1 },
  GameSessionFinished: { version: 1, schema: GameSessionFinishedV1 },
});

export type GameSessionEvent = CatalogueEvent<typeof gameSessionEvents>;
