import { z } from 'zod';

export const FEEDBACK_SESSION_NOT_FOUND = 'Feedback session not found (404)';
export const NO_CURRENT_FEEDBACK_SESSION = 'No current feedback session (404)';

export const FeedbackSessionParamsSchema = z.object({
  sessionId: z
    .string()
    .min(1, 'Session ID is required')
    .max(64, 'must be at most 64 characters')
    .meta({ description: 'The feedback session id', example: '6f1c2a52-3c1e-4d7b-9f57-0d1f1c7f3b11' }),
});

export const FeedbackRedirectSchema = z
  .object({
    success: z.literal(true),
    redirectUrl: z.url({ protocol: /^https?$/ }).meta({
      description: "The feedback form link, with the user's e-mail",
      example: 'https://forms.example.com/f?email=lena%40example.com',
    }),
  })
  .meta({ id: 'FeedbackRedirect' });

export type FeedbackSessionParams = z.infer<typeof FeedbackSessionParamsSchema>;
export type FeedbackRedirect = z.infer<typeof FeedbackRedirectSchema>;

export interface FeedbackSessionRow {
  id: string;
  formUrl: string;
  scheduledEventId: string | null;
}
