import { z } from 'zod';

/**
 * An account that signs in only through an identity provider has no password to type: it confirms with its e-mail
 * address, from a session started this recently (a browser left signed in is not enough to delete).
 */
export const FRESH_SIGN_IN_MINUTES = 15;

/** The words of Settings → Profile → Delete my account (issue 25 item 7). */
export const ACCOUNT_DATA_MESSAGES = {
  wrongPassword: 'That password is not right. Your account has not been deleted.',
  alreadyDeleted: 'This account has already been deleted.',
  enterPassword: 'Enter your password to delete your account.',
  wrongEmail: 'That is not the e-mail address of this account. Your account has not been deleted.',
  signInAgain: `For your safety, sign in again with your identity provider, then delete your account within ${FRESH_SIGN_IN_MINUTES} minutes.`,
  paymentsUnavailable:
    'Your subscription could not be cancelled with the payment provider right now, so nothing was deleted. Please try again in a few minutes.',
} as const;

export const DeleteAccountBodySchema = z.object({
  /** The account's current password: deleting cannot be undone, so a borrowed browser is not enough. */
  password: z.string().max(1024).optional(),
  /** For an account without a password (identity provider only): its e-mail address, typed. */
  email: z.string().max(320).optional(),
});
export type DeleteAccountBody = z.infer<typeof DeleteAccountBodySchema>;

export const AccountDeletedSchema = z.object({
  deleted: z.literal(true),
  /** Whether a paid subscription was cancelled at the payment provider on the way. */
  subscriptionCancelled: z.boolean(),
  /** What went back to the card: the unused time paid for and the credit (issue 44). */
  refundedCents: z.int().min(0),
  /** Credit no payment could take back: the farewell e-mail says how to get it. */
  creditKeptCents: z.int().min(0),
});
export type AccountDeletedDto = z.infer<typeof AccountDeletedSchema>;

const isoInstant = z.iso.datetime({ offset: true });

/** One recorded event about the person, as stored: its type, when, and its data. */
export const ExportedEventSchema = z.object({
  type: z.string(),
  recordedAt: isoInstant,
  data: z.record(z.string(), z.unknown()),
});
export type ExportedEvent = z.infer<typeof ExportedEventSchema>;

export const GameRoundExportSchema = z.object({
  sessionId: z.string(),
  game: z.string(),
  round: z.number(),
  completedAt: z.string(),
  roundDuration: z.number(),
  speechDuration: z.number(),
  pauseDuration: z.number(),
  survived: z.boolean().nullable(),
  voiceMetrics: z.record(z.string(), z.unknown()).nullable(),
});

/** The areas the recorded events are sorted into, in the order the summary shows them. */
export const ACTIVITY_AREAS = [
  'games',
  'practice',
  'courses',
  'snapshots',
  'assessments',
  'registrations',
  'feedback',
  'subscription',
  'coach',
  'notifications',
  'other',
] as const;
export type ActivityArea = (typeof ACTIVITY_AREAS)[number];

/**
 * What the payment provider holds for the person (issue 44, 8c), read from it when the download is made: the provider
 * is the ledger (ARCHITECTURE §6), so these are its subscriptions, invoices and payments, not the product's view.
 */
export const ExportedPaymentsSchema = z.object({
  /** complete: read from the provider; unavailable: the provider could not be reached, try again later. */
  status: z.enum(['complete', 'unavailable', 'none']),
  customerId: z.string().nullable(),
  subscriptions: z.array(
    z.object({
      id: z.string(),
      plan: z.string().nullable(),
      period: z.string().nullable(),
      status: z.string(),
      amountCents: z.number().int(),
      interval: z.enum(['month', 'year']),
      currentPeriodStart: isoInstant,
      currentPeriodEnd: isoInstant,
      paused: z.boolean(),
      cancelAt: isoInstant.nullable(),
      endedAt: isoInstant.nullable(),
      discount: z.string().nullable(),
    }),
  ),
  invoices: z.array(
    z.object({
      id: z.string(),
      number: z.string().nullable(),
      status: z.string(),
      createdAt: isoInstant,
      paidAt: isoInstant.nullable(),
      subtotalCents: z.number().int(),
      discountCents: z.number().int(),
      totalCents: z.number().int(),
      amountPaidCents: z.number().int(),
      url: z.string().nullable(),
      lines: z.array(z.object({ description: z.string(), amountCents: z.number().int() })),
    }),
  ),
  /** Each payment taken from the card, and how much of it was given back. */
  payments: z.array(
    z.object({
      paidAt: isoInstant,
      amountCents: z.number().int(),
      refundedCents: z.number().int(),
      status: z.string(),
    }),
  ),
  /** Money given back to the card; null only when the provider could not be read. */
  refunds: z
    .array(
      z.object({
        createdAt: isoInstant,
        amountCents: z.number().int(),
        status: z.string(),
        reason: z.string().nullable(),
      }),
    )
    .nullable(),
});
export type ExportedPayments = z.infer<typeof ExportedPaymentsSchema>;

/** Everything the product holds about the person (issue 25 item 6): reference rows and every event about them. */
export const AccountDataSchema = z.object({
  exportedAt: isoInstant,
  profile: z.object({
    id: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    type: z.string(),
    level: z.string().nullable(),
    /** The plan the person holds now, as every screen resolves it (a paid subscription, a class, or the stored plan). */
    plan: z.string().nullable(),
    preferredGame: z.string().nullable(),
    timeZone: z.string(),
    picture: z.string().nullable(),
    createdAt: isoInstant,
    signsInWith: z.enum(['password', 'identity provider', 'password and identity provider']),
  }),
  groups: z.array(z.object({ name: z.string(), type: z.string(), joinedAt: isoInstant })),
  consent: z.record(z.string(), z.unknown()).nullable(),
  writtenInputs: z.array(z.object({ label: z.string(), text: z.string(), type: z.string(), updatedAt: isoInstant })),
  /** Watched time of lesson videos: the stretches played and where each stopped (ADR 0057). */
  watchedVideos: z.array(
    z.object({
      video: z.string(),
      spans: z.array(z.tuple([z.number(), z.number()])),
      positionSeconds: z.number(),
      durationSeconds: z.number(),
      updatedAt: isoInstant,
    }),
  ),
  gameRounds: z.array(GameRoundExportSchema),
  activity: z.object(
    Object.fromEntries(ACTIVITY_AREAS.map((area) => [area, z.array(ExportedEventSchema)])) as Record<
      ActivityArea,
      z.ZodArray<typeof ExportedEventSchema>
    >,
  ),
  sessions: z.array(z.object({ signedInAt: isoInstant, lastSeenAt: isoInstant, userAgent: z.string().nullable() })),
  emails: z.array(z.object({ subject: z.string(), text: z.string(), createdAt: isoInstant, status: z.string() })),
  payments: ExportedPaymentsSchema,
});
export type AccountDataDto = z.infer<typeof AccountDataSchema>;
