import { z } from 'zod';
import { VoiceMetricsSchema } from '@impromptu/voice/metrics';
import { freeFormJsonObject } from '../../common/storable-input.js';
import { ShortCodeSchema } from '../games/games.dto.js';

const DURATION_MAX_SECONDS = 24 * 60 * 60;

/** The engine's game settings (spec 1 §3), stored as they come: 4 levels deep today (multiplayerData[].giver.name). */
export const GameSettingsBodySchema = freeFormJsonObject({ maxDepth: 8, maxChars: 20_000 }).meta({
  description:
    'The game settings in force (spec 1 §3 Game settings), at most 8 levels deep and 20000 characters as JSON',
});

const seconds = z.number().min(0).max(DURATION_MAX_SECONDS).meta({ description: 'Seconds' });
const playerName = z.string().trim().min(1).max(100);

export const GameSessionParamsSchema = z.object({ sessionId: z.uuid('must be a game session id') });

export const StartGameSessionBodySchema = z
  .object({
    shortCode: ShortCodeSchema,
    settings: GameSettingsBodySchema,
    isMultiplayer: z.boolean(),
    players: z
      .array(z.union([playerName, z.object({ id: z.number().int().min(0), name: playerName })]))
      .max(50)
      .meta({ description: "The players' names, or players as { id (index), name }" }),
  })
  .meta({ id: 'StartGameSession' });

export const GameSessionStartedSchema = z.object({ sessionId: z.uuid() }).meta({ id: 'GameSessionStartedResponse' });

export const CompleteRoundBodySchema = z
  .object({
    idempotencyKey: z
      .uuid('must be a UUID, new for each round')
      .meta({ description: 'Sent again unchanged when the request is retried' }),
    round: z.number().int().min(1).max(100_000).meta({
      description: 'The round number in this session: 1, 2, 3… in order, with no gap (every player’s turn counts)',
    }),
    playerIndex: z.number().int().min(0).max(49),
    playerName: playerName,
    settings: GameSettingsBodySchema,
    roundDuration: seconds,
    speechDuration: seconds,
    pauseDuration: seconds,
    survived: z.boolean().nullable().meta({ description: 'The survival vote; null when the round had none' }),
    cards: z
      .array(z.string().max(500))
      .max(500)
      .optional()
      .meta({ description: 'The cards (topics, words, photos) shown in the round' }),
    voiceMetrics: VoiceMetricsSchema.optional().meta({
      description:
        "The round's voice figures when the learner turned voice metrics on (issue 18): figures only, never audio",
    }),
  })
  .meta({ id: 'CompleteRound' });

export const CompleteRoundQuerySchema = z.object({
  consistent: z
    .enum(['0', '1'])
    .optional()
    .meta({ description: '1: answer once the per-game stats include this round (bounded wait)' }),
});

export const FinishGameSessionBodySchema = z
  .object({
    idempotencyKey: z.uuid('must be a UUID'),
    totalRounds: z.number().int().min(0).max(100_000),
    totalDuration: seconds,
    survivalRounds: z.number().int().min(0).max(100_000).nullable().optional(),
  })
  .meta({ id: 'FinishGameSession' });

export const RecordedSchema = z
  .object({ position: z.number().int().meta({ description: "The event's global position in the event store" }) })
  .meta({ id: 'RecordedResponse' });

export const GatherBodySchema = z.object({ settings: GameSettingsBodySchema }).meta({ id: 'GatherGameSettings' });

export type GameSessionParams = z.infer<typeof GameSessionParamsSchema>;
export type StartGameSessionBody = z.infer<typeof StartGameSessionBodySchema>;
export type GameSessionStartedDto = z.infer<typeof GameSessionStartedSchema>;
export type CompleteRoundBody = z.infer<typeof CompleteRoundBodySchema>;
export type CompleteRoundQuery = z.infer<typeof CompleteRoundQuerySchema>;
export type FinishGameSessionBody = z.infer<typeof FinishGameSessionBodySchema>;
export type RecordedDto = z.infer<typeof RecordedSchema>;
export type GatherBody = z.infer<typeof GatherBodySchema>;
