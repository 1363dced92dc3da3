import { z } from 'zod';
// From the games package, which the web app bundles anyway (a value import of @impromptu/db would bring pg).
import { DEFAULT_CONTENT_COLLECTION, GAME_CONTENT_TYPES, NOUN_FORMS } from '@impromptu/games';

export { DEFAULT_CONTENT_COLLECTION, GAME_CONTENT_TYPES };

export const ContentQuerySchema = z.object({
  collections: z
    .string()
    .max(1000, 'must be at most 1000 characters')
    .optional()
    .transform((list) =>
      (list ?? '')
        .split(',')
        .map((name) => name.trim())
        .filter((name) => name !== ''),
    )
    .meta({
      description: `Word sets to draw from, comma-separated; unknown names are ignored and none means ${DEFAULT_CONTENT_COLLECTION}`,
      example: 'Clean,Business',
    }),
});

export const ContentCollectionSchema = z
  .object({ id: z.uuid(), name: z.string(), isDefault: z.boolean() })
  .meta({ id: 'ContentCollection' });

const texts = z.array(z.string());

export const GameContentResponseSchema = z
  .object({
    collections: z.array(ContentCollectionSchema).meta({ description: 'Every word set, for the setup multi-select' }),
    selectedCollections: z.array(z.string()).meta({ description: 'The word sets the content was drawn from' }),
    content: z.object({
      TOPIC: texts,
      TITLE: texts,
      ADJECTIVE: texts,
      INTRODUCTION: texts,
      NOUN: texts,
      ANALOGY: texts,
    }),
    nounForms: z.record(z.string(), z.enum(NOUN_FORMS)).meta({
      description:
        "Each noun's grammatical form, which words its Autocomplete prompt: SINGULAR (countable, with its article), PLURAL, UNCOUNTABLE or PROPER (a name); nouns without one are left out",
      example: { 'swimming pools': 'PLURAL', music: 'UNCOUNTABLE', 'a lighthouse': 'SINGULAR' },
    }),
    gameUser: z.object({ playCount: z.number().int() }).nullable(),
  })
  .meta({ id: 'GameContent' });

export const PhotosQuerySchema = z.object({
  count: z.coerce
    .number({ message: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(50, 'must be at most 50')
    .default(29)
    .meta({ description: 'How many photos (1–50)', example: 29 }),
});

export const PhotoSchema = z
  .object({
    url: z.string(),
    username: z.string(),
    name: z.string(),
    altDescription: z.string().nullable(),
    link: z.string().optional(),
  })
  .meta({ id: 'Photo' });

export const PhotosResponseSchema = z
  .object({
    photos: z.array(PhotoSchema),
    error: z.string().optional().meta({ description: 'Set when the photo service failed; photos is then empty' }),
  })
  .meta({ id: 'Photos' });

export type ContentQuery = z.output<typeof ContentQuerySchema>;
export type GameContentResponse = z.infer<typeof GameContentResponseSchema>;
export type PhotosQuery = z.output<typeof PhotosQuerySchema>;
export type PhotosResponse = z.infer<typeof PhotosResponseSchema>;
