/** Spec 2 §4: the lessons of the Virtual Coach, in the order they are taught. */
export const LESSONS = ['SPEED', 'NONSENSE', 'ENERGY', 'PERSONALITY', 'SENSE'] as const;
export type Lesson = (typeof LESSONS)[number];

/** The game the coach plays: Rapid Fire Autocomplete, whose 2-6 s rounds and 6 rounds are the coach's defaults (spec 2 §5, §9). */
export const VIRTUAL_COACH_GAME = 'autocomplete';

/** Spec 2 §9 Virtual Coach defaults. */
export const VIRTUAL_COACH_DEFAULTS = {
  roundDuration: 5,
  totalRounds: 6,
  playerName: 'Player 1',
  /** SPEED is passed once its rounds are this short: SPEED easy lowers the round duration by 1 down to here. */
  passCriteria: 3,
  speedRoundDuration: 4,
  twoMeTwoYouReps: 4,
  /** The alternate button shows after more than this many loops on a lesson. */
  loopThreshold: 2,
  maxConfidence: 5,
} as const;

/** Spec 2 §4: the progress bar is the steps completed out of 7 (the lesson keys minus one). */
export const PROGRESS_STEPS = 7;

/** Spec 2 §9: accounts created after this day are welcomed; older ones are introduced to a new feature. */
export const WELCOME_TITLE_AFTER = '2021-07-28';
export const INTRODUCING_TITLE = 'Introducing Virtual Coach';
export const WELCOME_TITLE = 'Welcome to your Virtual Coach';

export function isLesson(value: unknown): value is Lesson {
  return typeof value === 'string' && (LESSONS as readonly string[]).includes(value);
}

/** The lesson after this one, or null after SENSE. */
export function nextLesson(lesson: Lesson): Lesson | null {
  return LESSONS[LESSONS.indexOf(lesson) + 1] ?? null;
}

/** The round duration a lesson starts with: SPEED 4 s, the others the default 5 s. */
export function lessonRoundDuration(lesson: Lesson): number {
  return lesson === 'SPEED' ? VIRTUAL_COACH_DEFAULTS.speedRoundDuration : VIRTUAL_COACH_DEFAULTS.roundDuration;
}

/** The intro's title for an account created at `createdAt` (ISO instant): welcome after 2021-07-28, else 'Introducing Virtual Coach'. */
export function introTitle(createdAt: string): string {
  return createdAt.slice(0, 10) > WELCOME_TITLE_AFTER ? WELCOME_TITLE : INTRODUCING_TITLE;
}

/** Progress bar value, 0 to 1. */
export function progressOf(stepsCompleted: number): number {
  return Math.min(1, Math.max(0, stepsCompleted / PROGRESS_STEPS));
}

export interface LessonContent {
  lesson: Lesson;
  number: number;
  name: string;
  /** What the lesson asks of the learner, in one line. */
  focus: string;
  /** Shown under the lesson video. */
  body: string;
  videoUrl: string;
  /** The reflection question after the lesson's game (answered Yes or No). */
  question: string;
  /** Reflection context after a Yes (easy) and after a No (hard). */
  easy: string;
  hard: string;
}

/** The bundled videos (scripts/videos/virtual-coach.ts renders them into remix/public/virtual-coach). */
export function coachVideoUrl(id: string): string {
  return `/virtual-coach/${id}.mp4`;
}

export const EXAMPLE_VIDEO_URL = coachVideoUrl('example');
export const TWO_ME_TWO_YOU_VIDEO_URL = coachVideoUrl('two-me-two-you');

export const LESSON_CONTENT: Readonly<Record<Lesson, LessonContent>> = {
  SPEED: {
    lesson: 'SPEED',
    number: 1,
    name: 'Speed',
    focus: 'Start talking before you feel ready.',
    body: 'Your rounds are now 4 seconds long. Say the first thing that comes to mind the moment the sentence appears — no pause to plan.',
    videoUrl: coachVideoUrl('lesson-speed'),
    question: 'Did you start every round without a pause?',
    easy: 'Great: speed is becoming a habit. Let’s make the rounds shorter and keep the pace.',
    hard: 'That is normal on a first try. The pause is your brain looking for the perfect answer — any answer will do.',
  },
  NONSENSE: {
    lesson: 'NONSENSE',
    number: 2,
    name: 'Nonsense',
    focus: 'Give yourself permission to say something silly.',
    body: 'This time, aim for answers that make no sense at all. Nonsense switches off the inner editor that slows you down.',
    videoUrl: coachVideoUrl('lesson-nonsense'),
    question: 'Did you let yourself say nonsense without stopping?',
    easy: 'Wonderful. When nonsense is allowed, the words flow — and the fear of a wrong answer fades.',
    hard: 'The inner editor is strong. Try saying the silliest thing you can think of, on purpose.',
  },
  ENERGY: {
    lesson: 'ENERGY',
    number: 3,
    name: 'Energy',
    focus: 'Say every answer like it is the best idea you have ever had.',
    body: 'Lift your voice, your face and your hands. Energy makes any answer land, even a strange one.',
    videoUrl: coachVideoUrl('lesson-energy'),
    question: 'Did you keep your energy up in every round?',
    easy: 'Brilliant. Energy is contagious: your listeners feel what you feel.',
    hard: 'Energy dips when we start judging ourselves. Stand up, smile, and try the rounds again.',
  },
  PERSONALITY: {
    lesson: 'PERSONALITY',
    number: 4,
    name: 'Personality',
    focus: 'Answer the way only you would.',
    body: 'Bring in your own stories, opinions and humour. A personal answer is easier to find and more fun to hear.',
    videoUrl: coachVideoUrl('lesson-personality'),
    question: 'Did your answers sound like you?',
    easy: 'Lovely. Your experiences are an endless source of things to say.',
    hard: 'Reach for something you know well: your job, your town, your favourite food. Start from there.',
  },
  SENSE: {
    lesson: 'SENSE',
    number: 5,
    name: 'Sense',
    focus: 'Now make it make sense — at the same speed.',
    body: 'Keep the speed, the energy and the personality, and finish each sentence with a point a listener can follow.',
    videoUrl: coachVideoUrl('lesson-sense'),
    question: 'Did your answers make sense while you kept the pace?',
    easy: 'That is the whole skill: fast, lively, personal and clear. You are ready to speak on the spot.',
    hard: 'Sense comes last for a reason. Keep the pace and let the point arrive by the end of the sentence.',
  },
};
