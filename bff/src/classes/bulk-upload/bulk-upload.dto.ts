import { z } from 'zod';
import type { GroupType, PlanCode } from '@impromptu/db';

/**
 * The three bulk CSV uploads of spec 3 §3, §4.11 and §7, one row schema each. The web app checks
 * every row with these same schemas before anything is sent; the BFF checks them again, then the
 * rows against the database, and writes all of an upload or none of it.
 */

/** CSV cells arrive as text; an empty cell is an absent value. */
const cell = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) =>
      typeof value === 'string' && value.trim() === '' ? undefined : typeof value === 'string' ? value.trim() : value,
    schema,
  );

export const BULK_PLAN_CODES = [
  'free',
  'trainings',
  'free_trainings',
  'coach',
  'simulator',
  'legacy_trainings',
] as const satisfies readonly PlanCode[];
export const BULK_GROUP_TYPES = [
  'FUNDAMENTALS_CLASS',
  'FUNDAMENTALS_POD',
  'PROFESSIONAL_L1_CLASS',
  'FUNDAMENTALS_L2_CLASS',
  'CUSTOM_WORKSHOP',
  'CORPORATE_FUNDAMENTALS_CLASS',
  'PRIVATE_COACHING_POD',
] as const satisfies readonly GroupType[];

const email = cell(z.email('must be an e-mail address').max(254));
const day = z.iso.date('must be a date as YYYY-MM-DD');
const instant = z.iso.datetime({
  offset: true,
  message: 'must be a date and time with its zone, e.g. 2031-05-06T17:00:00Z',
});

export const UsersRowSchema = z
  .object({
    fullName: cell(z.string().max(200).optional()),
    firstName: cell(z.string().max(100).optional()),
    lastName: cell(z.string().max(100).optional()),
    email,
    plan: cell(z.enum(BULK_PLAN_CODES, `must be one of ${BULK_PLAN_CODES.join(', ')}`).optional()),
    promo: cell(z.string().max(100).optional()),
    promoExpiryDate: cell(day.optional()),
    groupName: cell(z.string('is required').min(1, 'is required').max(200)),
    groupType: cell(z.enum(BULK_GROUP_TYPES, `must be one of ${BULK_GROUP_TYPES.join(', ')}`)),
    userGroupType: cell(
      z
        .string()
        .max(50)
        .regex(/^[A-Za-z_]+$/, 'must be a word such as STUDENT or COACH')
        .optional(),
    ),
  })
  .refine((row) => row.fullName !== undefined || row.firstName !== undefined, {
    message: 'needs firstName or fullName',
    path: ['firstName'],
  });

export const ScheduledEventsRowSchema = z.object({
  eventId: cell(z.string('is required').min(1, 'is required').max(200)),
  eventName: cell(z.string().max(200).optional()),
  hostUserEmail: cell(z.email('must be an e-mail address').optional()),
  hostZoomEmail: cell(z.email('must be an e-mail address').optional()),
  startTime: cell(instant),
  durationMinutes: cell(
    z.coerce
      .number('must be a number of minutes')
      .int('must be a whole number of minutes')
      .min(1, 'must be at least 1')
      .max(720, 'must be at most 720'),
  ),
  // Spec 3 §5: blank means 50 seats and PUBLIC.
  maxAttendees: cell(
    z.coerce
      .number('must be a number')
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .max(10_000)
      .default(50),
  ),
  privacyLevel: cell(z.enum(['PUBLIC', 'PRIVATE'], 'must be PUBLIC or PRIVATE').default('PUBLIC')),
});

export const UserScheduledEventsRowSchema = z.object({
  status: cell(z.enum(['REGISTERED', 'CANCELLED'], 'must be REGISTERED or CANCELLED').default('REGISTERED')),
  type: cell(z.enum(['ATTENDEE', 'HOST'], 'must be ATTENDEE or HOST').default('ATTENDEE')),
  userEmail: email,
  scheduledEventId: cell(z.uuid('must be a class id (a UUID)')),
});

/** The header each upload needs (spec 3 §3 bulk CSV rows). */
export const BULK_HEADERS = {
  users: [
    'fullName',
    'firstName',
    'lastName',
    'email',
    'plan',
    'promo',
    'promoExpiryDate',
    'groupName',
    'groupType',
    'userGroupType',
  ],
  scheduledEvents: [
    'eventId',
    'eventName',
    'hostUserEmail',
    'hostZoomEmail',
    'startTime',
    'durationMinutes',
    'maxAttendees',
    'privacyLevel',
  ],
  userScheduledEvents: ['status', 'type', 'userEmail', 'scheduledEventId'],
} as const;

/** Columns a file must have; the others may be left out. */
export const REQUIRED_HEADERS = {
  users: ['email', 'groupName', 'groupType'],
  scheduledEvents: ['eventId', 'startTime', 'durationMinutes'],
  userScheduledEvents: ['userEmail', 'scheduledEventId'],
} as const;

export const MAX_BULK_ROWS = 2_000;
export const ONE_GROUP_PER_UPLOAD =
  'One Users upload holds one group: every row needs the same groupName and groupType.';

const batch = <T extends z.ZodType>(row: T) =>
  z.object({
    data: z
      .array(row)
      .min(1, 'must hold at least one row')
      .max(MAX_BULK_ROWS, `must hold at most ${MAX_BULK_ROWS} rows`),
  });

export const UsersBatchSchema = batch(UsersRowSchema).superRefine((body, ctx) => {
  const groups = new Set(body.data.map((row) => `${row.groupName}\u0000${row.groupType}`));
  if (groups.size > 1) ctx.addIssue({ code: 'custom', message: ONE_GROUP_PER_UPLOAD, path: ['data'] });
});
export const ScheduledEventsBatchSchema = batch(ScheduledEventsRowSchema);
export const UserScheduledEventsBatchSchema = batch(UserScheduledEventsRowSchema);

export const BulkUploadResultSchema = z
  .object({
    kind: z.enum(['USERS', 'SCHEDULED_EVENTS', 'USER_SCHEDULED_EVENTS']),
    rows: z.number().int(),
    created: z.number().int().meta({ description: 'Rows that created something' }),
    unchanged: z.number().int().meta({ description: 'Rows whose records already existed' }),
    replayed: z.boolean().meta({ description: 'The same rows were uploaded before: nothing was created again' }),
  })
  .meta({ id: 'BulkUploadResult' });

export type UsersRow = z.output<typeof UsersRowSchema>;
export type ScheduledEventsRow = z.output<typeof ScheduledEventsRowSchema>;
export type UserScheduledEventsRow = z.output<typeof UserScheduledEventsRowSchema>;
export type UsersBatch = z.output<typeof UsersBatchSchema>;
export type ScheduledEventsBatch = z.output<typeof ScheduledEventsBatchSchema>;
export type UserScheduledEventsBatch = z.output<typeof UserScheduledEventsBatchSchema>;
export type BulkUploadResult = z.infer<typeof BulkUploadResultSchema>;
