import { z } from 'zod';

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

export type GameSessionEvent =
  | { type: 'GameSessionStarted'; data: GameSessionStarted }
  | { type: 'RoundCompleted'; data: RoundCompleted }
  | { type: 'GameSessionFinished'; data: GameSessionFinished };

export type GameSessionEventType = GameSessionEvent['type'];

export const GAME_SESSION_EVENT_TYPES: readonly GameSessionEventType[] = ['GameSessionStarted', 'RoundCompleted', 'GameSessionFinished'];

/** Current schema version of each event type; a new version adds an upcaster in parseGameSessionEvent. */
export const GAME_SESSION_SCHEMA_VERSION: Record<GameSessionEventType, number> = {
  GameSessionStarted: 1,
  RoundCompleted: 1,
  GameSessionFinished: 1,
};

/** A stored event as the current version; throws on an unknown type or version, or data that does not match. */
export function parseGameSessionEvent(event: { type: string; schemaVersion: number; data: unknown }): GameSessionEvent {
  if (event.schemaVersion !== 1) throw new Error(`${event.type} has unknown schema version ${event.schemaVersion}`);
  switch (event.type) {
    case 'GameSessionStarted':
      return { type: event.type, data: GameSessionStartedV1.parse(event.data) };
    case 'RoundCompleted':
      return { type: event.type, data: RoundCompletedV1.parse(event.data) };
    case 'GameSessionFinished':
      return { type: event.type, data: GameSessionFinishedV1.parse(event.data) };
    default:
      throw new Error(`not a game session event: ${event.type}`);
  }
}

/**
 * A stored event as the current version without re-validating its data: the decider wrote it
 * through these schemas, and folding a session on every round must not re-parse every earlier round.
 */
export function fromStoredGameSessionEvent(event: { type: string; schemaVersion: number; data: unknown }): GameSessionEvent {
  if (event.schemaVersion !== 1) throw new Error(`${event.type} has unknown schema version ${event.schemaVersion}`);
  if (!(GAME_SESSION_EVENT_TYPES as readonly string[]).includes(event.type)) throw new Error(`not a game session event: ${event.type}`);
  return event as GameSessionEvent;
}

/** The event as the store appends it, with its schema version. */
export function toEventToAppend(event: GameSessionEvent): { type: string; data: Record<string, unknown>; schemaVersion: number } {
  return { type: event.type, data: event.data, schemaVersion: GAME_SESSION_SCHEMA_VERSION[event.type] };
}
