import { z } from 'zod';
import { USER_TYPES } from '@impromptu/access';
import { DEFAULT_CONTENT_COLLECTION, GAME_CONTENT_TYPES } from '../../play/content/content.dto.js';

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
    .max(50_000, 'The list must be at most 50000 characters.')
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
    type: z.enum(USER_TYPES),
    preferredGame: z.string().nullable().meta({ description: 'A game short code' }),
    preferredGameName: z.string().nullable(),
    currentDailyStreak: z.number().int(),
    invitationPending: z
      .boolean()
      .meta({ description: 'Invited and not accepted yet: the invitation can be sent again (issue 25)' }),
  })
  .meta({ id: 'AdminUser' });

/** The page a list query asks for, from 1 (the admin lists are paged alike). */
const pageNumber = z.coerce
  .number()
  .int()
  .min(1, 'must be 1 or more')
  .default(1)
  .meta({ description: 'The page, from 1', example: 1 });

/** Where one page of a paged list stands: `total` and `pageCount` say of what, in the list's own words. */
function pageFields(total: string, pageCount: string) {
  return {
    total: z.number().int().meta({ description: total }),
    page: z.number().int(),
    pageSize: z.number().int(),
    pageCount: z.number().int().meta({ description: pageCount }),
  };
}

/** Rows per page of the Users table: a phone shows them as cards, so a page stays short. */
export const ADMIN_USERS_PAGE_SIZE = 25;

export const AdminUserQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .max(100, 'must be at most 100 characters')
    .optional()
    .meta({ description: 'Part of a name or e-mail address, any case', example: 'lena' }),
  page: pageNumber,
});

export const AdminUserListSchema = z
  .object({
    users: z.array(AdminUserSchema),
    ...pageFields('Users that match the search, on every page', 'Pages of matching users (at least 1)'),
  })
  .meta({ id: 'AdminUserList', description: 'One page of the users that match, by current streak, longest first' });

/** E-mails per page of the admin E-mails page. */
export const ADMIN_EMAILS_PAGE_SIZE = 20;

export const AdminEmailQuerySchema = z.object({
  page: pageNumber,
  to: z
    .email('must be an e-mail address')
    .transform((value) => value.toLowerCase())
    .optional()
    .meta({
      description: 'Only the e-mails to this address (a bulk upload’s thousands of invitations fill the pages)',
    }),
});

export const AdminEmailSchema = z
  .object({
    id: z.uuid(),
    to: z.string().meta({ description: 'The recipient address' }),
    subject: z.string(),
    text: z.string().meta({ description: 'The plain-text body' }),
    status: z.enum(['pending', 'sent', 'failed']),
    sentAt: z.iso
      .datetime()
      .meta({ description: 'When the e-mail port delivered it (or, before that, when it was written)' }),
  })
  .meta({ id: 'AdminEmail' });

export const AdminEmailListSchema = z
  .object({
    emails: z.array(AdminEmailSchema),
    ...pageFields('E-mails kept, on every page', 'Pages of e-mails (at least 1)'),
  })
  .meta({
    id: 'AdminEmailList',
    description: 'One page of the e-mails the embedded e-mail adapter kept, newest first',
  });

export type AdminContentQuery = z.infer<typeof AdminContentQuerySchema>;
export type AdminContentItem = z.infer<typeof AdminContentItemSchema>;
export type AdminContentSave = z.output<typeof AdminContentSaveSchema>;
export type AdminContentSaveResult = z.infer<typeof AdminContentSaveResultSchema>;
export type AdminUser = z.infer<typeof AdminUserSchema>;
export type AdminUserQuery = z.output<typeof AdminUserQuerySchema>;
export type AdminUserList = z.infer<typeof AdminUserListSchema>;
export type AdminEmailQuery = z.output<typeof AdminEmailQuerySchema>;
export type AdminEmailList = z.infer<typeof AdminEmailListSchema>;
