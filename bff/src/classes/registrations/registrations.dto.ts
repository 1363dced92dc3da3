import { z } from 'zod';

export const SCHEDULED_EVENT_NOT_FOUND = 'Class not found (404): no public class has this id.';
export const NOT_REGISTERED = 'You are not registered for this class.';
export const CLASS_ENDED = 'This class has ended: registration is closed.';
/** Issue 29 §10: the join link is given from 15 minutes before the start (the class banner's rule) until the end. */
export const JOIN_NOT_OPEN = 'You can join this class from 15 minutes before it starts.';

const isoInstant = z.iso.datetime({ offset: true });

export const ScheduledEventParamsSchema = z.object({
  scheduledEventId: z
    .uuid('must be a class id (a UUID)')
    .meta({ description: 'The scheduled event', example: '0190f1a2-0000-7000-8000-00000000e001' }),
});

const RegistrationStatusSchema = z.enum(['REGISTERED', 'CANCELLED']);
const RegistrationTypeSchema = z.enum(['ATTENDEE', 'HOST']);

/** A scheduled class as the class list, the event page and Home show it (spec 3 §3 scheduled event with its event). */
export const ScheduledClassSchema = z
  .object({
    id: z.uuid(),
    startTime: isoInstant,
    endTime: isoInstant.meta({ description: 'end_time, else the start plus the duration' }),
    durationSeconds: z.number().int(),
    isLive: z.boolean().meta({ description: 'Held live now: is_live and now inside the class window' }),
    hasEnded: z.boolean(),
    maxAttendees: z.number().int(),
    attendeeCount: z.number().int().meta({ description: 'Registered attendees (hosts not counted)' }),
    privacyLevel: z.enum(['PUBLIC', 'PRIVATE']),
    event: z.object({
      id: z.uuid(),
      slug: z.string(),
      name: z.string(),
      type: z.string(),
      shortDescription: z.string(),
      longDescription: z.string(),
      requiredSubscriptionTiers: z.array(z.string()),
      imageUrl: z.string().nullable(),
    }),
    /** Spec 3 §2.9: a free-plan user sees classes whose tiers exclude the free plan dimmed, leading to billing. */
    lockedForPlan: z.boolean(),
    ownRegistration: z.object({ status: RegistrationStatusSchema, type: RegistrationTypeSchema }).nullable(),
  })
  .meta({ id: 'ScheduledClass' });

export const ScheduledClassListSchema = z
  .object({ classes: z.array(ScheduledClassSchema), timeZone: z.string() })
  .meta({ id: 'ScheduledClassList' });

export const HomeClassesSchema = z
  .object({
    freeClasses: z
      .array(ScheduledClassSchema)
      .meta({ description: 'Free plan only: the first 4 classes open to the free plan' }),
    upcomingClasses: z.array(ScheduledClassSchema).meta({ description: 'The next 10 public classes' }),
    timeZone: z.string(),
  })
  .meta({ id: 'HomeClasses' });

export const RegistrationEntrySchema = z.object({
  userId: z.uuid(),
  name: z.string(),
  picture: z.string().nullable(),
  type: RegistrationTypeSchema,
  status: RegistrationStatusSchema,
  registeredAt: isoInstant,
});

export const RegistrationListSchema = z
  .object({
    scheduledEventId: z.uuid(),
    maxAttendees: z.number().int(),
    attendeeCount: z.number().int(),
    registrations: z
      .array(RegistrationEntrySchema)
      .meta({ description: 'Current registrations, hosts first, then in order of registration' }),
  })
  .meta({ id: 'RegistrationList' });

export const RegisterBodySchema = z.object({
  idempotencyKey: z
    .uuid('must be a UUID, new for each registration')
    .meta({ description: 'Sent again unchanged when the request is retried' }),
  scheduled_event_id: z
    .uuid('must be a class id (a UUID)')
    .meta({ description: 'The scheduled event to register for' }),
  user_timezone: z
    .string()
    .min(1, 'is required')
    .max(64)
    .refine((zone) => {
      try {
        new Intl.DateTimeFormat('en', { timeZone: zone });
        return true;
      } catch {
        return false;
      }
    }, 'must be an IANA time zone, e.g. Europe/Lisbon')
    .meta({ description: 'The zone the user registers from', example: 'Europe/Lisbon' }),
});

export const RegisteredSchema = z
  .object({
    success: z.literal(true),
    data: z.object({
      zoom_join_url: z.url({ protocol: /^https?$/ }).meta({ description: 'Where the attendee joins the class' }),
      status: z.literal('REGISTERED'),
    }),
  })
  .meta({ id: 'Registered' });

export const CancelledSchema = z.object({ status: z.literal('CANCELLED') }).meta({ id: 'RegistrationCancelled' });

export const CancelBodySchema = z.object({
  idempotencyKey: z
    .uuid('must be a UUID, new for each cancellation')
    .meta({ description: 'Sent again unchanged when the request is retried' }),
});

export const ClassBannerSchema = z
  .object({
    state: z.enum(['hidden', 'upcoming', 'live']),
    class: z
      .object({
        scheduledEventId: z.uuid(),
        name: z.string(),
        type: z.string(),
        startTime: isoInstant,
        endTime: isoInstant,
      })
      .nullable(),
    refreshSeconds: z.number().int(),
  })
  .meta({
    id: 'ClassBanner',
    description:
      'Spec 3 §4.5: from the user’s fundamentals, cohort and workshop registrations, the earliest matching class',
  });

export type ScheduledEventParams = z.infer<typeof ScheduledEventParamsSchema>;
export type ScheduledClassDto = z.infer<typeof ScheduledClassSchema>;
export type ScheduledClassList = z.infer<typeof ScheduledClassListSchema>;
export type HomeClasses = z.infer<typeof HomeClassesSchema>;
export type RegistrationList = z.infer<typeof RegistrationListSchema>;
export type RegisterBody = z.infer<typeof RegisterBodySchema>;
export type Registered = z.infer<typeof RegisteredSchema>;
export type Cancelled = z.infer<typeof CancelledSchema>;
export type CancelBody = z.infer<typeof CancelBodySchema>;
export type ClassBanner = z.infer<typeof ClassBannerSchema>;
