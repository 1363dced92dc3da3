import { z } from 'zod';

/** The four redirect screens of spec 3 §2.15, their texts (spec 3 §8) and the BFF call behind each. */
export type RedirectKind = 'feedback-session' | 'feedback-current' | 'zoom' | 'current-class';

export const REDIRECT_KINDS: readonly RedirectKind[] = [
  'feedback-session',
  'feedback-current',
  'zoom',
  'current-class',
];

export interface RedirectTexts {
  notFoundTitle: string;
  notFoundIntro: string;
  reasons: string[];
  /** The link could not be obtained (spec 3 §8 'Failed to retrieve …'). */
  failed: string;
  /** The generic error line of the 'Something Went Wrong' screen. */
  errorMessage: string;
  missingId: string | null;
}

export const redirectTexts: Record<RedirectKind, RedirectTexts> = {
  'feedback-session': {
    notFoundTitle: 'No Feedback Available',
    notFoundIntro: 'We could not find a feedback form for this session.',
    reasons: [
      'The session link may be incomplete or mistyped.',
      'The feedback form for this session may have closed.',
      'Your account e-mail may differ from the one used in the session.',
    ],
    failed:
      'Failed to retrieve feedback form link. Please ensure your account email matches the one used in the session.',
    errorMessage: 'An error occurred while retrieving the feedback form.',
    missingId: 'Session ID is required',
  },
  'feedback-current': {
    notFoundTitle: 'No Current Feedback Available',
    notFoundIntro: 'There is no feedback form open for you right now.',
    reasons: [
      'No class or session of yours is collecting feedback at the moment.',
      'The feedback form for your last session may have closed.',
    ],
    failed: 'Failed to retrieve current feedback form.',
    errorMessage: 'An error occurred while retrieving the feedback form.',
    missingId: null,
  },
  zoom: {
    notFoundTitle: 'Meeting Not Found',
    notFoundIntro: 'We could not find this meeting for your account.',
    reasons: [
      'The meeting link may be incomplete or mistyped.',
      'The class may have been cancelled or moved.',
      'You may not be registered for this class.',
    ],
    failed: 'Failed to retrieve a valid Zoom meeting link. Please ensure you have access to this meeting.',
    errorMessage: 'An error occurred while retrieving the Zoom meeting link.',
    missingId: 'Meeting ID is required',
  },
  'current-class': {
    notFoundTitle: 'No Current Classes Found',
    notFoundIntro: 'We could not find a class for you to join right now.',
    reasons: [
      'You have no class scheduled.',
      'Your next class does not start within the next hour.',
      'Your last class finished more than 2 hours ago.',
    ],
    failed: 'Failed to retrieve a valid Zoom meeting link. Please ensure you have access to a current class.',
    errorMessage: 'An error occurred while retrieving the current meeting link.',
    missingId: null,
  },
};

/** What /resources/redirect-link answers; the screen reads it with this schema. */
export const RedirectLinkAnswerSchema = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), link: z.string() }),
  z.object({ ok: z.literal(false), statusCode: z.number(), message: z.string() }),
]);
export type RedirectLinkAnswer = z.output<typeof RedirectLinkAnswerSchema>;

/** Spec 3 §4.7: an error message containing 404 means "not found". */
export function isNotFound(message: string): boolean {
  return message.includes('404');
}
