// The AI coach's pure rules (spec 1 §3, §4, §9; spec 2 §4, §7; spec 3 §4.10, §9): which class exercises a bot
// records, how a guided class's practice session slug maps to a course day, and the timings the web app keeps.
// Shared by the BFF (which refuses a start outside the list) and the web app (which starts only inside it).
// The choice of days 4 to 12 is ADR 0020.

export const COURSE_CODES = ['FUNDAMENTALS_L1', 'PROFESSIONAL_L1', 'FUNDAMENTALS_L2'] as const;
export type CourseCode = (typeof COURSE_CODES)[number];

export interface ExercisePosition {
  course: CourseCode;
  day: number;
  exercise: number;
}

/** Exercises 1 to 3 recorded on Fundamentals L1 days 4 to 12 (spec: "in varying sets; the exact sets per day are not shown"). */
const LATER_DAY_SETS: Readonly<Record<number, readonly number[]>> = {
  4: [1, 2],
  5: [2, 3],
  6: [1, 3],
  7: [1, 2, 3],
  8: [1, 2],
  9: [2, 3],
  10: [1, 3],
  11: [1, 2],
  12: [1, 2, 3],
};

/** Every recording-eligible course/day/exercise (spec 1 §9): Fundamentals L1 day 1 exercises 1, 2, 4, then days 4 to 12. */
export const RECORDING_ELIGIBLE: readonly ExercisePosition[] = Object.freeze([
  ...[1, 2, 4].map((exercise) => ({ course: 'FUNDAMENTALS_L1' as const, day: 1, exercise })),
  ...Object.entries(LATER_DAY_SETS).flatMap(([day, exercises]) =>
    exercises.map((exercise) => ({ course: 'FUNDAMENTALS_L1' as const, day: Number(day), exercise })),
  ),
]);

/** The recording starts only when the next exercise is on the list (spec 1 §4, §9). */
export function isRecordingEligible(position: { course: string; day: number; exercise: number }): boolean {
  return RECORDING_ELIGIBLE.some(
    (p) => p.course === position.course && p.day === position.day && p.exercise === position.exercise,
  );
}

/** The day a peer-led session without a day in its slug belongs to: the first class day, whose exercises are the introductory ones (ADR 0020). */
export const PEER_LED_DEFAULT_DAY = 1;

/**
 * The course and day of a guided class practice session from its slug (spec 1 §9):
 * guided-fundamentals-class-{n} and peer-led(-{n}) → FUNDAMENTALS_L1 day n; guided-class → PROFESSIONAL_L1 day 0;
 * autonomous or coachless → FUNDAMENTALS_L2 (day n when the slug ends in one, else 0); anything else → null.
 */
export function courseDayForGuidedClass(slug: string): { course: CourseCode; day: number } | null {
  const fundamentals = /^guided-fundamentals-class-(\d{1,2})$/.exec(slug);
  if (fundamentals) return { course: 'FUNDAMENTALS_L1', day: Number(fundamentals[1]) };
  const peerLed = /^peer-led(?:-class)?(?:-(\d{1,2}))?$/.exec(slug);
  if (peerLed)
    return { course: 'FUNDAMENTALS_L1', day: peerLed[1] === undefined ? PEER_LED_DEFAULT_DAY : Number(peerLed[1]) };
  if (/(^|-)(autonomous|coachless)(-|$)/.test(slug)) {
    const day = /-(\d{1,2})$/.exec(slug);
    return { course: 'FUNDAMENTALS_L2', day: day ? Number(day[1]) : 0 };
  }
  if (/^guided-class(-[a-z0-9-]+)?$/.test(slug)) return { course: 'PROFESSIONAL_L1', day: 0 };
  return null;
}

/** Recording states of a bot (spec 1 §3 bot info). */
export const RECORDING_STATUSES = ['STOPPED', 'RECORDING', 'CANCELLED'] as const;
export type RecordingStatus = (typeof RECORDING_STATUSES)[number];

/** The AI's error answer; shown as 'Uh oh! It looks like the AI errored out. Please try again.' (spec 2 §8). */
export const AI_FEEDBACK_ERROR_TEXT = 'Error getting insights';

/** Spec 1 §9 and spec 2 §9 timings of the coach link and the feedback polling. */
export const AI_COACH_TIMINGS = Object.freeze({
  botFetchRetries: 25,
  botFetchRetryDelayMs: 1000,
  heartbeatMs: 30_000,
  maxReconnectAttempts: 5,
  reconnectBaseDelayMs: 1000,
  feedbackPollMs: 1000,
  feedbackMaxTries: 90,
  feedbackMaxWaitMs: 90_000,
  feedbackErrorAfterMs: 60_000,
});

/** Discussion scenario durations in seconds (spec 2 §4). */
export const DISCUSSION_DURATIONS_SECONDS = Object.freeze({
  conductor: 50,
  PEER_DISCUSSION: 30,
  READ_AI_FEEDBACK: 20,
  default: 10,
});

/** Bot creation (spec 3 §4.10, §9): at least 1; the warning shows above 2; the BFF refuses more than the cap in one request. */
export const MIN_BOTS_PER_REQUEST = 1;
export const BOT_COST_WARNING_ABOVE = 2;
export const MAX_BOTS_PER_REQUEST = 10;

/**
 * The meeting id of a meeting URL, the key of GET /audio_recordings/{meetingId}: a Zoom link's number (/j/{id}, /s/{id},
 * /wc/{id}/join), the embedded meeting page's id (/meetings/{id}/join), else the URL's host and path.
 */
export function meetingIdFromUrl(meetingUrl: string): string {
  let url: URL;
  try {
    url = new URL(meetingUrl);
  } catch {
    return meetingUrl;
  }
  const zoom = /\/(?:j|s|w|wc)\/(\d+)(?:\/|$)/.exec(url.pathname);
  if (zoom?.[1]) return zoom[1];
  const embedded = /\/meetings\/([^/]+)\/join\/?$/.exec(url.pathname);
  if (embedded?.[1]) return decodeURIComponent(embedded[1]);
  return `${url.host}${url.pathname.replace(/\/+$/, '')}`;
}
