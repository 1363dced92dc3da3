import { z } from 'zod';
import type { Game } from '@impromptu/db';

export const GAME_SHORT_CODE = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;

/** A game short code wherever one arrives: in a path or in a body. */
export const ShortCodeSchema = z
  .string()
  .max(64, 'must be at most 64 characters')
  .regex(GAME_SHORT_CODE, 'must be a game short code: lowercase letters and digits separated by single hyphens')
  .meta({ description: 'The game short code', example: 'triple-step' });

export const GameShortCodeParamsSchema = z.object({ shortCode: ShortCodeSchema });

export const GameSchema = z
  .object({
    id: z.uuid(),
    shortCode: z.string().meta({ example: 'triple-step' }),
    name: z.string().meta({ example: 'Triple Step' }),
    subtitle: z.string(),
    description: z.string(),
    colour: z.string().meta({ description: 'The game colour, #rrggbb', example: '#4a90d9' }),
    tutorialVideoUrl: z.string().nullable(),
  })
  .meta({ id: 'Game' });

export const GameListSchema = z
  .array(GameSchema)
  .meta({ id: 'GameList', description: 'Every game, in catalogue order' });

export type GameShortCodeParams = z.infer<typeof GameShortCodeParamsSchema>;
export type GameDto = z.infer<typeof GameSchema>;

export type GameRow = Pick<
  Game,
  'id' | 'short_code' | 'name' | 'subtitle' | 'description' | 'colour' | 'tutorial_video_url'
>;

export function mapGame(row: GameRow): GameDto {
  return {
    id: row.id,
    shortCode: row.short_code,
    name: row.name,
    subtitle: row.subtitle,
    description: row.description,
    colour: row.colour,
    tutorialVideoUrl: row.tutorial_video_url,
  };
}
