import { z } from 'zod';
import type { EventType } from '@impromptu/db';

export const EVENT_TYPES = [
  'LIVE_CLASS',
  'FUNDAMENTALS_CLASS',
  'COHORT_CLASS',
  'FUNDAMENTALS_WORKSHOP',
  'DAILY_PRACTICE',
  'ASSIGNMENT',
  'GROUP_PRACTICE',
] as const satisfies readonly EventType[];

export const DEFAULT_CURRENT_CLASS_TYPES = [
  'COHORT_CLASS',
  'FUNDAMENTALS_CLASS',
] as const satisfies readonly EventType[];

export const MEETING_NOT_FOUND = 'Meeting not found (404)';
export const NO_CURRENT_CLASS = 'No current class found (404)';
export const MEETINGS_PROVIDER_FAILED = 'The meetings service could not give a link; please try again.';

export const MeetingIdParamsSchema = z.object({
  meetingId: z
    .string()
    .min(1, 'Meeting ID is required')
    .max(64, 'must be at most 64 characters')
    .meta({ description: 'The Zoom meeting id of the scheduled event', example: '123' }),
});

export const CurrentClassQuerySchema = z.object({
  eventTypes: z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined) return [...DEFAULT_CURRENT_CLASS_TYPES];
      const types = value.split(',').map((type) => type.trim());
      const unknown = types.filter((type) => !(EVENT_TYPES as readonly string[]).includes(type));
      if (unknown.length) {
        ctx.addIssue({
          code: 'custom',
          message: `must be a comma-separated list of event types (${EVENT_TYPES.join(', ')}); unknown: ${unknown.join(', ')}`,
        });
        return z.NEVER;
      }
      return [...new Set(types)] as EventType[];
    })
    .meta({
      description:
        'Comma-separated event types of the classes to consider; COHORT_CLASS,FUNDAMENTALS_CLASS when absent',
      example: 'COHORT_CLASS,FUNDAMENTALS_CLASS',
    }),
});

// The web app sends the browser to these links, so they are http(s) and never a script URL.
const HttpLinkSchema = z.url({ protocol: /^https?$/ });

export const JoinLinkResponseSchema = z
  .object({
    success: z.literal(true),
    data: z.union([
      z.object({ join_url: HttpLinkSchema.meta({ description: 'The attendee join link' }) }),
      z.object({ start_url: HttpLinkSchema.meta({ description: 'The host start link (HOST registrations)' }) }),
    ]),
  })
  .meta({ id: 'MeetingJoinLink' });

export type MeetingIdParams = z.infer<typeof MeetingIdParamsSchema>;
export type CurrentClassQuery = z.output<typeof CurrentClassQuerySchema>;
export type JoinLinkResponse = z.infer<typeof JoinLinkResponseSchema>;

/** A scheduled event the user is registered for, with what the meetings port needs. */
export interface RegisteredMeetingRow {
  scheduledEventId: string;
  zoomMeetingId: string;
  zoomHostId: string | null;
  startTime: Date;
  durationSeconds: number;
  registrationType: string;
  registrationStatus: string;
  registrationMetadata: Record<string, unknown>;
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
}
