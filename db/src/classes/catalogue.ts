import type { CurriculumElementType, EventType, PrivacyLevel } from '../schema/index.js';

export interface ClassEventSeed {
  slug: string;
  name: string;
  type: EventType;
  /** Plan codes that may register; an empty list is open to every plan. */
  requiredTiers: string[];
  shortDescription: string;
  longDescription: string;
  durationMinutes: number;
}

const PAID = ['trainings', 'free_trainings', 'coach', 'simulator'];
const EVERYONE = ['free', ...PAID];

/** The live classes of the development schedule: written for this product, for every audience. */
export const classEventCatalogue: readonly ClassEventSeed[] = [
  {
    slug: 'open-mic-warm-up',
    name: 'Open Mic Warm-Up',
    type: 'LIVE_CLASS',
    requiredTiers: EVERYONE,
    shortDescription: 'Thirty friendly minutes of one-minute talks on surprise topics.',
    longDescription:
      'Bring nothing but your voice. Each of us draws a topic and speaks for a minute, then hears one thing that worked. Students, retirees and team leads all welcome — cameras optional.',
    durationMinutes: 45,
  },
  {
    slug: 'the-confident-pause',
    name: 'The Confident Pause',
    type: 'LIVE_CLASS',
    requiredTiers: EVERYONE,
    shortDescription: 'Swap filler words for silence that sounds sure of itself.',
    longDescription:
      'We practise landing a sentence and waiting two beats before the next one. You will leave with a drill you can run while making coffee, and a recording of your own calmer pace.',
    durationMinutes: 45,
  },
  {
    slug: 'storytelling-in-five-minutes',
    name: 'Storytelling in Five Minutes',
    type: 'LIVE_CLASS',
    requiredTiers: PAID,
    shortDescription: 'Shape a small moment from your week into a story with a turn.',
    longDescription:
      'Setting, tension, turn, takeaway. In breakout rooms of three you tell the same story twice, and the second telling is always better. Great for wedding toasts and team retros alike.',
    durationMinutes: 60,
  },
  {
    slug: 'handling-tough-questions',
    name: 'Handling Tough Questions',
    type: 'LIVE_CLASS',
    requiredTiers: PAID,
    shortDescription: 'Answer the question you were asked, calmly, even when it stings.',
    longDescription:
      'Pause, acknowledge, answer, bridge. We rehearse with questions from job interviews, parent evenings, town halls and Q&A after a talk, each answered in under forty-five seconds.',
    durationMinutes: 60,
  },
  {
    slug: 'pitch-practice-lab',
    name: 'Pitch Practice Lab',
    type: 'LIVE_CLASS',
    requiredTiers: PAID,
    shortDescription: 'Ninety seconds to say what you do and why it matters.',
    longDescription:
      'Founders, job seekers, club volunteers and researchers: bring the idea you keep explaining badly. You pitch, we ask one question, you pitch again with the answer folded in.',
    durationMinutes: 60,
  },
  {
    slug: 'fundamentals-cohort-class',
    name: 'Fundamentals Cohort Class',
    type: 'COHORT_CLASS',
    requiredTiers: PAID,
    shortDescription: 'A live class of the fundamentals cohort.',
    longDescription: 'Practise the week’s techniques live with your coach and cohort.',
    durationMinutes: 60,
  },
];

export interface ScheduledClassSeed {
  /** Stable key of the seeded row (kept in metadata.seed_key): a new seed moves it, never duplicates it. */
  key: string;
  eventSlug: string;
  /** Start relative to the moment of seeding, so the schedule always lies ahead. */
  startOffsetMinutes: number;
  privacy: PrivacyLevel;
  maxAttendees: number;
  zoomMeetingId?: string;
}

const DAY = 24 * 60;

/** The development schedule: one class live now, one within 15 minutes, then three weeks ahead, free and paid. */
export const scheduledClassCatalogue: readonly ScheduledClassSeed[] = [
  { key: 'open-mic-now', eventSlug: 'open-mic-warm-up', startOffsetMinutes: -15, privacy: 'PUBLIC', maxAttendees: 40 },
  {
    key: 'storytelling-soon',
    eventSlug: 'storytelling-in-five-minutes',
    startOffsetMinutes: 10,
    privacy: 'PUBLIC',
    maxAttendees: 12,
  },
  {
    key: 'pause-1',
    eventSlug: 'the-confident-pause',
    startOffsetMinutes: DAY + 120,
    privacy: 'PUBLIC',
    maxAttendees: 30,
  },
  {
    key: 'questions-1',
    eventSlug: 'handling-tough-questions',
    startOffsetMinutes: 2 * DAY + 60,
    privacy: 'PUBLIC',
    maxAttendees: 20,
  },
  {
    key: 'pitch-1',
    eventSlug: 'pitch-practice-lab',
    startOffsetMinutes: 3 * DAY + 180,
    privacy: 'PUBLIC',
    maxAttendees: 15,
  },
  {
    key: 'open-mic-2',
    eventSlug: 'open-mic-warm-up',
    startOffsetMinutes: 4 * DAY,
    privacy: 'PUBLIC',
    maxAttendees: 40,
  },
  {
    key: 'pause-2',
    eventSlug: 'the-confident-pause',
    startOffsetMinutes: 8 * DAY + 120,
    privacy: 'PUBLIC',
    maxAttendees: 30,
  },
  {
    key: 'storytelling-2',
    eventSlug: 'storytelling-in-five-minutes',
    startOffsetMinutes: 9 * DAY,
    privacy: 'PUBLIC',
    maxAttendees: 12,
  },
  {
    key: 'questions-2',
    eventSlug: 'handling-tough-questions',
    startOffsetMinutes: 11 * DAY + 60,
    privacy: 'PUBLIC',
    maxAttendees: 20,
  },
  {
    key: 'pitch-2',
    eventSlug: 'pitch-practice-lab',
    startOffsetMinutes: 17 * DAY + 180,
    privacy: 'PUBLIC',
    maxAttendees: 15,
  },
  // The cohort's classes: the one with Zoom meeting id 123 starts in 30 minutes (the redirect routes use it).
  {
    key: 'cohort-past',
    eventSlug: 'fundamentals-cohort-class',
    startOffsetMinutes: -90,
    privacy: 'PRIVATE',
    maxAttendees: 12,
  },
  {
    key: 'cohort-next',
    eventSlug: 'fundamentals-cohort-class',
    startOffsetMinutes: 30,
    privacy: 'PUBLIC',
    maxAttendees: 12,
    zoomMeetingId: '123',
  },
  {
    key: 'cohort-2',
    eventSlug: 'fundamentals-cohort-class',
    startOffsetMinutes: 2 * DAY + 30,
    privacy: 'PRIVATE',
    maxAttendees: 12,
  },
  {
    key: 'cohort-3',
    eventSlug: 'fundamentals-cohort-class',
    startOffsetMinutes: 4 * DAY + 30,
    privacy: 'PRIVATE',
    maxAttendees: 12,
  },
  {
    key: 'cohort-4',
    eventSlug: 'fundamentals-cohort-class',
    startOffsetMinutes: 7 * DAY + 30,
    privacy: 'PRIVATE',
    maxAttendees: 12,
  },
  {
    key: 'cohort-5',
    eventSlug: 'fundamentals-cohort-class',
    startOffsetMinutes: 9 * DAY + 30,
    privacy: 'PRIVATE',
    maxAttendees: 12,
  },
  {
    key: 'cohort-6',
    eventSlug: 'fundamentals-cohort-class',
    startOffsetMinutes: 11 * DAY + 30,
    privacy: 'PRIVATE',
    maxAttendees: 12,
  },
];

export interface CohortMemberSeed {
  email: string;
  firstName: string;
  lastName: string;
}

/** Cohort-mates of the demo learner: accounts without a password (nobody signs in as them). */
export const cohortMateCatalogue: readonly CohortMemberSeed[] = [
  { email: 'priya.raman@example.com', firstName: 'Priya', lastName: 'Raman' },
  { email: 'tomas.okafor@example.com', firstName: 'Tomás', lastName: 'Okafor' },
  { email: 'mei.lindqvist@example.com', firstName: 'Mei', lastName: 'Lindqvist' },
  { email: 'dev.castillo@example.com', firstName: 'Dev', lastName: 'Castillo' },
  { email: 'ruth.abernathy@example.com', firstName: 'Ruth', lastName: 'Abernathy' },
];

export const COHORT_GROUP_NAME = 'Fundamentals Cohort — Spring';
export const COHORT_COMMUNITY_URL = 'https://community.example.com/invite/fundamentals-spring';

interface ElementSeed {
  type: CurriculumElementType;
  title: string;
  body: string;
  url?: string;
}

interface WeekSeed {
  name: string;
  theme: string;
  elements: ElementSeed[];
}

/** The five weeks of the fundamentals curriculum. */
export const fundamentalsCurriculum: readonly WeekSeed[] = [
  {
    name: 'Week 1',
    theme: 'Say yes to the first idea',
    elements: [
      {
        type: 'OVERVIEW',
        title: 'Say yes to the first idea',
        body: 'This week we stop waiting for the perfect opening and start with whatever arrives first.',
      },
      {
        type: 'PREWORK_MODULES',
        title: 'Play Triple Step twice',
        body: 'Two rounds before the first class, so the game is familiar.',
        url: '/games/dashboard/triple-step',
      },
      {
        type: 'CLASS_MODULES',
        title: 'Class 1: Your first minute',
        body: 'Introductions by impromptu: each of us speaks for one minute about a photo.',
        url: '/games/practice/guided-fundamentals-class-1',
      },
      {
        type: 'CLASS_MODULES',
        title: 'Class 2: Accepting the prompt',
        body: 'Drills that turn “I have nothing to say” into a first sentence.',
        url: '/games/practice/guided-fundamentals-class-2',
      },
      {
        type: 'HOMEWORK_MODULES',
        title: 'Three one-minute voice notes',
        body: 'Record a minute on three everyday objects; listen back to one.',
      },
      {
        type: 'HOMEWORK_MODULES',
        title: 'Peer-led practice room',
        body: 'Meet two cohort-mates and run the first class’s exercises yourselves.',
        url: '/games/practice/peer-led',
      },
      {
        type: 'RESOURCES',
        title: 'Why the first idea is good enough',
        body: 'A two-page read on the improv rule behind this week.',
      },
      { type: 'TENETS', title: 'Done beats perfect', body: 'A finished minute teaches more than a planned one.' },
    ],
  },
  {
    name: 'Week 2',
    theme: 'Structure on the fly',
    elements: [
      {
        type: 'OVERVIEW',
        title: 'Structure on the fly',
        body: 'Point, reason, example, point: a frame you can hang any answer on.',
      },
      {
        type: 'PREWORK_MODULES',
        title: 'Play Conductor once',
        body: 'Feel how energy changes what you say.',
        url: '/games/dashboard/conductor',
      },
      {
        type: 'CLASS_MODULES',
        title: 'Class 3: The PREP frame',
        body: 'Short answers to big questions, one frame at a time.',
      },
      {
        type: 'CLASS_MODULES',
        title: 'Class 4: Signposting',
        body: 'First, then, finally — words that carry a listener.',
        url: '/games/practice/guided-fundamentals-class-4',
      },
      {
        type: 'HOMEWORK_MODULES',
        title: 'Answer five interview questions',
        body: 'Use the PREP frame, under a minute each.',
      },
      {
        type: 'RESOURCES',
        title: 'Frames cheat sheet',
        body: 'PREP, past–present–future and problem–solution on one card.',
      },
      {
        type: 'RESOURCES',
        title: 'A taste of the professional track',
        body: 'The guided class on briefings: ask, context, ask.',
        url: '/games/practice/guided-class',
      },
      { type: 'TENETS', title: 'Structure sets you free', body: 'A frame removes the fear of the blank middle.' },
    ],
  },
  {
    name: 'Week 3',
    theme: 'Voice and pace',
    elements: [
      { type: 'OVERVIEW', title: 'Voice and pace', body: 'Slow down, drop the fillers, let silence work for you.' },
      {
        type: 'CLASS_MODULES',
        title: 'Class 5: The confident pause',
        body: 'Two beats of silence after every key sentence.',
        url: '/games/practice/guided-fundamentals-class-5',
      },
      {
        type: 'HOMEWORK_MODULES',
        title: 'Record a story at two speeds',
        body: 'Tell it fast, then slow; notice which you prefer.',
      },
      { type: 'TENETS', title: 'Silence is a sentence', body: 'A pause tells the audience that something mattered.' },
    ],
  },
  {
    name: 'Week 4',
    theme: 'Stories that land',
    elements: [
      { type: 'OVERVIEW', title: 'Stories that land', body: 'Setting, tension, turn, takeaway.' },
      {
        type: 'CLASS_MODULES',
        title: 'Class 6: The turn',
        body: 'Finding the moment something changed.',
        url: '/games/practice/guided-fundamentals-class-6',
      },
      {
        type: 'HOMEWORK_MODULES',
        title: 'A two-minute story',
        body: 'One true story from this month, told to a friend.',
      },
      { type: 'RESOURCES', title: 'Story spine worksheet', body: 'Fill the blanks to find your story’s shape.' },
    ],
  },
  {
    name: 'Week 5',
    theme: 'Your showcase talk',
    elements: [
      {
        type: 'OVERVIEW',
        title: 'Your showcase talk',
        body: 'Three minutes on a topic drawn live, in front of the cohort.',
      },
      { type: 'CLASS_MODULES', title: 'Class 7: Showcase', body: 'Everyone speaks; everyone cheers.' },
      { type: 'HOMEWORK_MODULES', title: 'Write your next step', body: 'One habit you keep after the cohort ends.' },
      { type: 'TENETS', title: 'Keep speaking', body: 'Progress comes from reps, not from reading about reps.' },
    ],
  },
];

/** The cohort is in its second week: weeks 1 and 2 are open, the rest unlock as the cohort goes on. */
export const COHORT_ACTIVE_WEEK = 2;
