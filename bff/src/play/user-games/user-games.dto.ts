import { z } from 'zod';

export const UserGameSchema = z
  .object({
    isTutorialCompleted: z.boolean(),
    tutorialVideoUrl: z.string().nullable(),
    instructionVideoUrl: z.string().nullable(),
    lastSettings: z
      .record(z.string(), z.unknown())
      .nullable()
      .meta({ description: 'The settings of the last session of this game' }),
    preferred: z.boolean().meta({ description: "This game is the user's preferred game: the last one started" }),
  })
  .meta({ id: 'UserGame' });

export const UpdateUserGameBodySchema = z.object({ isTutorialCompleted: z.boolean() }).meta({ id: 'UpdateUserGame' });

export type UserGameDto = z.infer<typeof UserGameSchema>;
export type UpdateUserGameBody = z.infer<typeof UpdateUserGameBodySchema>;
