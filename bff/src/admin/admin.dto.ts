import { z } from 'zod';
import { DEFAULT_CONTENT_COLLECTION, GAME_CONTENT_TYPES } from '@impromptu/db';

/** The types the Game Content page edits (spec 2 §2: Topics, Titles, Introductions). */
export const ADMIN_CONTENT_TYPES = ['TOPIC', 'TITLE', 'INTRODUCTION'] as const;

export const AdminContentQuerySchema = z.object({
  type: z.enum(GAME_CONTENT_TYPES).meta({ description: 'The content type to list', example: 'TOPIC' }),
});

export const AdminContentItemSchema = z
  .object({ id: z.uuid(), text: z.string(), createdAt: z.iso.datetime() })
  .meta({ id: 'AdminContentItem' });

export const AdminContentListSchema = z
  .array(AdminContentItemSchema)
  .meta({ id: 'AdminContentList', description: 'Entries of one type, newest first' });

export const AdminContentSaveSchema = z.object({
  type: z.enum(ADMIN_CONTENT_TYPES, { message: 'must be TOPIC, TITLE or INTRODUCTION' }),
  text: z
    .string({ message: 'must be text' })
    .max(50_000, 'must be at most 50000 characters')
    .meta({ description: 'Comma-separated entries', example: 'the best day of the week, why socks disappear' }),
  collection: z
    .string()
    .trim()
    .min(1, 'must not be empty')
    .max(100, 'must be at most 100 characters')
    .default(DEFAULT_CONTENT_COLLECTION)
    .meta({ description: 'The word set the entries join', example: DEFAULT_CONTENT_COLLECTION }),
});

export const AdminContentSaveResultSchema = z
  .object({
    inserted: z.number().int().meta({ description: 'New entries added' }),
    skipped: z.number().int().meta({ description: 'Entries that already existed' }),
  })
  .meta({ id: 'AdminContentSaveResult' });

export const AdminUserSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    email: z.string(),
    type: z.enum(['LEARNER', 'COACH', 'ADMIN']),
    preferredGame: z.string().nullable().meta({ description: 'A game short code' }),
    preferredGameName: z.string().nullable(),
    currentDailyStreak: z.number().int(),
  })
  .meta({ id: 'AdminUser' });

export const AdminUserListSchema = z
  .array(AdminUserSchema)
  .meta({ id: 'AdminUserList', description: 'Every user, by current streak, longest first' });

export type AdminContentQuery = z.infer<typeof AdminContentQuerySchema>;
export type AdminContentItem = z.infer<typeof AdminContentItemSchema>;
export type AdminContentSave = z.output<typeof AdminContentSaveSchema>;
export type AdminContentSaveResult = z.infer<typeof AdminContentSaveResultSchema>;
export type AdminUser = z.infer<typeof AdminUserSchema>;
