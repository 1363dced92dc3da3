import { z } from 'zod';
import type { GroupType, StoredPlanCode } from '@impromptu/db';
import { isTimeZone, wallTimeInZone } from '@impromptu/kernel';

/**
 * The three bulk CSV uploads of spec 3 §3, §4.11 and §7 (ADR 0032). One row schema each, used as
 * they are by the web app's preview and by the batch endpoints, which check every row again and
 * answer per row. Forgiving input, strict data: headers are matched whatever their case and spaces
 * (with a few aliases), enum values whatever their case, times with or without seconds or zone;
 * what is stored is still only what the schemas allow.
 */

export type BulkKind = 'users' | 'scheduledEvents' | 'userScheduledEvents';

/** A file the screen takes: its preview stays quick and 10,000 Users rows upload in seconds (README, benchmarks). */
export const MAX_BULK_ROWS = 10_000;
export const MAX_BULK_FILE_BYTES = 5 * 1024 * 1024;
export const MAX_BULK_FILE_MB = 5;
/** The rows one batch request may hold; the screen sends a file in chunks of at most BULK_CHUNK_ROWS. */
export const MAX_BATCH_ROWS = 500;
export const BULK_CHUNK_ROWS = 200;
/** The screen's chunks stay under this many bytes of JSON, well under the BFF's 100 KB body limit. */
export const BULK_CHUNK_BYTES = 60 * 1024;
export const BULK_LIMIT_REASON = `One file holds at most ${MAX_BULK_ROWS.toLocaleString('en-US')} rows and ${MAX_BULK_FILE_MB} MB, so that its preview stays quick in the browser and its upload takes seconds, not minutes. Split a larger file.`;

/** CSV cells arrive as text; an empty cell is an absent value. */
const cell = <T extends z.ZodType>(schema: T, normalise: (value: string) => string = (value) => value) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? (value.trim() === '' ? undefined : normalise(value.trim())) : value),
    schema,
  );

/** Enum cells: `public` is PUBLIC, `Fundamentals class` is FUNDAMENTALS_CLASS. */
const upper = (value: string) => value.toUpperCase().replace(/[\s-]+/g, '_');
const lower = (value: string) => value.toLowerCase().replace(/[\s-]+/g, '_');

export const MOJIBAKE_MESSAGE =
  'holds \uFFFD where a letter was: the file was not saved as UTF-8 (save it as CSV UTF-8)';
export const FORMULA_MESSAGE = 'must not start with =, +, - or @ (a spreadsheet would run it as a formula)';
/** A cell a spreadsheet would read as a formula (=HYPERLINK(…), +1, -1, @SUM). */
export const looksLikeFormula = (text: string): boolean => /^[=+\-@\t\r]/.test(text);
const text = (max: number) =>
  z
    .string('is required')
    .max(max, `must be at most ${max} characters`)
    .refine((value) => !looksLikeFormula(value), FORMULA_MESSAGE)
    .refine((value) => !value.includes('\uFFFD'), MOJIBAKE_MESSAGE);
/** An enum whose blank cell is refused as required, any other value with the list. */
const requiredEnum = <const T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.enum(values, { error: (issue) => (issue.input === undefined ? 'is required' : message) });

export const BULK_PLAN_CODES = [
  'free',
  'trainings',
  'free_trainings',
  'coach',
  'simulator',
  'legacy_trainings',
] as const satisfies readonly StoredPlanCode[];
export const BULK_GROUP_TYPES = [
  'FUNDAMENTALS_CLASS',
  'FUNDAMENTALS_POD',
  'PROFESSIONAL_L1_CLASS',
  'FUNDAMENTALS_L2_CLASS',
  'CUSTOM_WORKSHOP',
  'CORPORATE_FUNDAMENTALS_CLASS',
  'PRIVATE_COACHING_POD',
] as const satisfies readonly GroupType[];

const email = cell(
  z
    .email({ error: (issue) => (issue.input === undefined ? 'is required' : 'is not an e-mail address') })
    .max(254, 'must be at most 254 characters')
    .refine((value) => !looksLikeFormula(value), FORMULA_MESSAGE),
  (value) => value.toLowerCase(),
);
const day = z.iso.date('must be a date as YYYY-MM-DD, e.g. 2031-05-06');

/** Whether the runtime knows the IANA time zone (the kernel's rule, handed on to the web app's preview). */
export { isTimeZone };

const ZONED = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?\s*(Z|[+-]\d{2}:?\d{2})?$/i;

/**
 * A start time as an instant (ISO, UTC): ISO with or without seconds, `T` or a space, with its own
 * zone (Z, +02:00), or without one, read in `timeZone`. Undefined for anything else.
 */
export function parseStartTime(value: string, timeZone: string): string | undefined {
  const match = ZONED.exec(value.trim());
  if (!match) return undefined;
  const [, y, mo, d, h, mi, s, zone] = match;
  const fields = [y, mo, d, h, mi, s ?? '0'].map(Number) as [number, number, number, number, number, number];
  const [year, month, dayOfMonth, hour, minute, second] = fields;
  if (month < 1 || month > 12 || dayOfMonth < 1 || dayOfMonth > 31 || hour > 23 || minute > 59 || second > 59)
    return undefined;
  const wall = Date.UTC(year, month - 1, dayOfMonth, hour, minute, second);
  if (new Date(wall).getUTCDate() !== dayOfMonth) return undefined;
  let instant: number;
  if (zone !== undefined) {
    const sign = zone.toUpperCase() === 'Z' ? 0 : zone.startsWith('-') ? -1 : 1;
    const digits = zone.replace(/[^0-9]/g, '');
    const offset = sign === 0 ? 0 : sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2, 4)));
    instant = wall - offset * 60_000;
  } else {
    instant = wallTimeInZone(wall, timeZone);
  }
  return new Date(instant).toISOString();
}

export const START_TIME_MESSAGE =
  'must be a date and time such as 2031-05-06 17:00 (in the chosen time zone) or 2031-05-06T17:00:00Z';

const usersRow = z
  .object({
    fullName: cell(text(200).optional()),
    firstName: cell(text(100).optional()),
    lastName: cell(text(100).optional()),
    email,
    plan: cell(z.enum(BULK_PLAN_CODES, `must be one of ${BULK_PLAN_CODES.join(', ')}`).optional(), lower),
    promo: cell(text(100).optional()),
    promoExpiryDate: cell(day.optional()),
    groupName: cell(text(200)),
    groupType: cell(requiredEnum(BULK_GROUP_TYPES, `must be one of ${BULK_GROUP_TYPES.join(', ')}`), upper),
    userGroupType: cell(
      z
        .string()
        .max(50)
        .regex(/^[A-Za-z_]+$/, 'must be a word such as STUDENT or COACH')
        .optional(),
      upper,
    ),
  })
  .refine((row) => row.fullName !== undefined || row.firstName !== undefined, {
    message: 'needs firstName or fullName',
    path: ['firstName'],
  });

const scheduledEventsRow = (timeZone: string) =>
  z.object({
    eventId: cell(z.string('is required').min(1, 'is required').max(200)),
    eventName: cell(text(200).optional()),
    hostUserEmail: cell(z.email('is not an e-mail address').optional(), (value) => value.toLowerCase()),
    hostZoomEmail: cell(z.email('is not an e-mail address').optional(), (value) => value.toLowerCase()),
    startTime: cell(
      z.string('is required').transform((value, ctx) => {
        const instant = parseStartTime(value, timeZone);
        if (instant === undefined) {
          ctx.addIssue({ code: 'custom', message: START_TIME_MESSAGE });
          return z.NEVER;
        }
        return instant;
      }),
    ),
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
        .max(10_000, 'must be at most 10000')
        .default(50),
    ),
    privacyLevel: cell(z.enum(['PUBLIC', 'PRIVATE'], 'must be PUBLIC or PRIVATE').default('PUBLIC'), upper),
  });

const userScheduledEventsRow = z.object({
  status: cell(z.enum(['REGISTERED', 'CANCELLED'], 'must be REGISTERED or CANCELLED').default('REGISTERED'), upper),
  type: cell(z.enum(['ATTENDEE', 'HOST'], 'must be ATTENDEE or HOST').default('ATTENDEE'), upper),
  userEmail: email,
  scheduledEventId: cell(z.uuid('must be a class id (a UUID)'), (value) => value.toLowerCase()),
});

/** The columns of each upload (spec 3 §3 bulk CSV rows), in the order of the template. */
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
} as const satisfies Record<BulkKind, readonly string[]>;

/** Columns a file must have; the others may be left out. */
export const REQUIRED_HEADERS = {
  users: ['email', 'groupName', 'groupType'],
  scheduledEvents: ['eventId', 'startTime', 'durationMinutes'],
  userScheduledEvents: ['userEmail', 'scheduledEventId'],
} as const satisfies Record<BulkKind, readonly string[]>;

/** What a blank cell becomes (spec 3 §5, §9), shown in the preview. */
export const BULK_DEFAULTS: Record<BulkKind, Record<string, string>> = {
  users: {},
  scheduledEvents: { maxAttendees: '50', privacyLevel: 'PUBLIC' },
  userScheduledEvents: { status: 'REGISTERED', type: 'ATTENDEE' },
};

/** The list of columns shown before a file is chosen, and the template's example row. */
export const BULK_COLUMN_HELP: Record<BulkKind, Record<string, { example: string; takes: string }>> = {
  users: {
    fullName: { example: 'Avery Quinn', takes: 'The name, split into first and last name; or give those two' },
    firstName: { example: '', takes: 'Needed when fullName is blank' },
    lastName: { example: '', takes: 'Optional' },
    email: { example: 'avery.quinn@example.com', takes: 'An e-mail address; a new person is sent an invitation' },
    plan: { example: 'trainings', takes: BULK_PLAN_CODES.join(', ') },
    promo: { example: '', takes: 'A promo code, optional' },
    promoExpiryDate: { example: '', takes: 'YYYY-MM-DD' },
    groupName: { example: 'Autumn Cohort', takes: 'The group: the same on every row' },
    groupType: { example: 'FUNDAMENTALS_CLASS', takes: BULK_GROUP_TYPES.join(', ') },
    userGroupType: { example: 'STUDENT', takes: 'A word such as STUDENT or COACH' },
  },
  scheduledEvents: {
    eventId: { example: 'open-mic-warm-up', takes: 'The event’s id or slug' },
    eventName: { example: 'Open Mic Warm-Up', takes: 'Optional, for your own reading' },
    hostUserEmail: { example: 'coach@example.com', takes: 'An existing user, registered as HOST' },
    hostZoomEmail: { example: 'coach@example.com', takes: 'Optional' },
    startTime: { example: '2031-05-06 17:00', takes: 'Date and time, in the chosen time zone unless it has its own' },
    durationMinutes: { example: '60', takes: '1 to 720' },
    maxAttendees: { example: '', takes: 'Seats; blank is 50' },
    privacyLevel: { example: '', takes: 'PUBLIC or PRIVATE; blank is PUBLIC' },
  },
  userScheduledEvents: {
    status: { example: 'REGISTERED', takes: 'REGISTERED or CANCELLED; blank is REGISTERED' },
    type: { example: 'ATTENDEE', takes: 'ATTENDEE or HOST; blank is ATTENDEE' },
    userEmail: { example: 'learner@example.com', takes: 'An existing user' },
    scheduledEventId: { example: '3f1c2a9e-8b7d-4c6e-9a51-2d4f6b8e0c13', takes: 'A class id (a UUID)' },
  },
};

/** Header spellings that mean a column (compared lower-case, without spaces or punctuation). */
const ALIASES: Record<BulkKind, Record<string, string>> = {
  users: {
    name: 'fullName',
    givenname: 'firstName',
    surname: 'lastName',
    familyname: 'lastName',
    emailaddress: 'email',
    mail: 'email',
    promocode: 'promo',
    promoexpiry: 'promoExpiryDate',
    group: 'groupName',
    role: 'userGroupType',
  },
  scheduledEvents: {
    event: 'eventId',
    eventslug: 'eventId',
    host: 'hostUserEmail',
    hostemail: 'hostUserEmail',
    start: 'startTime',
    starts: 'startTime',
    duration: 'durationMinutes',
    seats: 'maxAttendees',
    privacy: 'privacyLevel',
  },
  userScheduledEvents: {
    email: 'userEmail',
    emailaddress: 'userEmail',
    classid: 'scheduledEventId',
    scheduledevent: 'scheduledEventId',
  },
};

/** Columns the screen writes itself (the problems of a downloaded report): ignored without a warning. */
export const REPORT_COLUMN = 'problems';

const squash = (header: string) =>
  header
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

/** The spec's name of a header cell, or undefined for a column the upload does not take. */
export function columnOf(kind: BulkKind, header: string): string | undefined {
  const key = squash(header);
  const own = (BULK_HEADERS[kind] as readonly string[]).find((column) => squash(column) === key);
  return own ?? ALIASES[kind][key];
}

/** A row with the spec's column names: other keys are dropped (the screen warns about them). */
export function canonicalRow(kind: BulkKind, raw: unknown): unknown {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return raw;
  const row: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(raw)) {
    const column = columnOf(kind, key);
    if (column !== undefined && (row[column] === undefined || row[column] === '')) row[column] = value;
  }
  return row;
}

/** The row schema of an upload: the same in the browser's preview and at the batch endpoint. */
export function bulkRowSchema(kind: BulkKind, options: { timeZone?: string } = {}): z.ZodType {
  const own =
    kind === 'users'
      ? usersRow
      : kind === 'scheduledEvents'
        ? scheduledEventsRow(options.timeZone ?? 'UTC')
        : userScheduledEventsRow;
  return z.preprocess((raw) => canonicalRow(kind, raw), own);
}

export const UsersRowSchema = bulkRowSchema('users');
export const ScheduledEventsRowSchema = bulkRowSchema('scheduledEvents');
export const UserScheduledEventsRowSchema = bulkRowSchema('userScheduledEvents');

export const ONE_GROUP_PER_UPLOAD =
  'One Users upload holds one group: every row needs the same groupName and groupType.';

export interface RowIssue {
  column: string;
  message: string;
}

/** What one row says that makes it the same as another row of the same file. */
export function duplicateKey(kind: BulkKind, row: Record<string, unknown>): string | undefined {
  const value = (column: string) =>
    String(row[column] ?? '')
      .trim()
      .toLowerCase();
  if (kind === 'users') return value('email') || undefined;
  if (kind === 'userScheduledEvents')
    return value('userEmail') && value('scheduledEventId')
      ? `${value('userEmail')} ${value('scheduledEventId')}`
      : undefined;
  return value('eventId') && value('startTime') ? `${value('eventId')} ${value('startTime')}` : undefined;
}

const DUPLICATE_COLUMN: Record<BulkKind, string> = {
  users: 'email',
  scheduledEvents: 'startTime',
  userScheduledEvents: 'userEmail',
};

/**
 * The rules over a whole file (or one batch request): a row repeated is refused after its first
 * appearance, and a Users file names one group. `firstRow` is the file's number of the first row.
 */
export function fileRules(
  kind: BulkKind,
  rows: Record<string, unknown>[],
  firstRow = 1,
): { fileProblems: string[]; rowIssues: Map<number, RowIssue[]> } {
  const rowIssues = new Map<number, RowIssue[]>();
  const seen = new Map<string, number>();
  rows.forEach((row, index) => {
    const key = duplicateKey(kind, row);
    if (key === undefined) return;
    const earlier = seen.get(key);
    if (earlier === undefined) seen.set(key, index);
    else
      rowIssues.set(index, [
        {
          column: DUPLICATE_COLUMN[kind],
          message:
            kind === 'users' ? `is the same e-mail as row ${earlier + firstRow}` : `repeats row ${earlier + firstRow}`,
        },
      ]);
  });
  const fileProblems: string[] = [];
  if (kind === 'users') {
    // Rows with a blank name or an unknown type are refused at their own row, not counted as a group.
    const groups = new Set(
      rows
        .map((row) => [String(row['groupName'] ?? '').trim(), upper(String(row['groupType'] ?? '').trim())] as const)
        .filter(([name, type]) => name !== '' && (BULK_GROUP_TYPES as readonly string[]).includes(type))
        .map(([name, type]) => `${name}\u0000${type}`),
    );
    if (groups.size > 1) fileProblems.push(ONE_GROUP_PER_UPLOAD);
  }
  return { fileProblems, rowIssues };
}

const idempotencyKey = z
  .string()
  .regex(/^[A-Za-z0-9:_.-]{8,200}$/, 'must be 8 to 200 letters, digits or : _ . -')
  .optional()
  .meta({
    description:
      'The chunk’s key (the screen derives it from the file, the upload and the chunk’s index): sent again unchanged when the request is retried, it answers the first answer and writes nothing twice',
  });

const batch = (kind: BulkKind, extra: z.ZodRawShape = {}) =>
  z.object({
    idempotencyKey,
    firstRow: z.coerce
      .number()
      .int()
      .min(1)
      .max(MAX_BULK_ROWS)
      .default(1)
      .meta({ description: 'The file’s number of the first row (row problems name rows of the file)' }),
    ...extra,
    data: z
      .array(
        z.record(z.string(), z.unknown()).meta({ description: `A row: the columns ${BULK_HEADERS[kind].join(', ')}` }),
      )
      .min(1, 'must hold at least one row')
      .max(MAX_BATCH_ROWS, `must hold at most ${MAX_BATCH_ROWS} rows: send a larger file in chunks`),
  });

export const UsersBatchSchema = batch('users').meta({ id: 'UsersBatch' });
export const ScheduledEventsBatchSchema = batch('scheduledEvents', {
  timeZone: z
    .string()
    .refine(isTimeZone, 'must be an IANA time zone such as Europe/Paris')
    .default('UTC')
    .meta({ description: 'The zone of start times written without one' }),
}).meta({ id: 'ScheduledEventsBatch' });
export const UserScheduledEventsBatchSchema = batch('userScheduledEvents').meta({ id: 'UserScheduledEventsBatch' });

export const BULK_OUTCOMES = ['CREATED', 'UPDATED', 'UNCHANGED', 'REFUSED'] as const;
export type BulkOutcome = (typeof BULK_OUTCOMES)[number];

export const BulkRowResultSchema = z.object({
  index: z.number().int().meta({ description: 'The row’s index in the request’s data' }),
  outcome: z.enum(BULK_OUTCOMES),
  issues: z.array(z.object({ column: z.string(), message: z.string() })).meta({
    description: 'Why a REFUSED row was not written',
  }),
  notes: z.array(z.string()).meta({ description: 'What the admin should know of a written row' }),
});

export const BulkUploadResultSchema = z
  .object({
    kind: z.enum(['USERS', 'SCHEDULED_EVENTS', 'USER_SCHEDULED_EVENTS']),
    rows: z.number().int(),
    created: z.number().int().meta({ description: 'Rows that created a user, a class or a registration' }),
    updated: z.number().int().meta({ description: 'Rows that changed what existed' }),
    unchanged: z.number().int().meta({ description: 'Rows whose records already were so' }),
    refused: z.number().int().meta({ description: 'Rows not written: each has its issues' }),
    invited: z.number().int().meta({ description: 'Invitations sent (Users: every user created)' }),
    replayed: z.boolean().meta({ description: 'The same key was sent before: this is its first answer' }),
    results: z.array(BulkRowResultSchema),
  })
  .meta({ id: 'BulkUploadResult' });

export type UsersRow = z.output<typeof usersRow>;
export type ScheduledEventsRow = z.output<ReturnType<typeof scheduledEventsRow>>;
export type UserScheduledEventsRow = z.output<typeof userScheduledEventsRow>;
export type UsersBatch = z.output<typeof UsersBatchSchema>;
export type ScheduledEventsBatch = z.output<typeof ScheduledEventsBatchSchema> & { timeZone: string };
export type UserScheduledEventsBatch = z.output<typeof UserScheduledEventsBatchSchema>;
export type BulkRowResult = z.infer<typeof BulkRowResultSchema>;
export type BulkUploadResult = z.infer<typeof BulkUploadResultSchema>;
