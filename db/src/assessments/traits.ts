import type { TraitMetadata, TraitType } from '../schema/assessments.js';

/** The question set a wizard asks when none is named (spec 3 §3: traits are fetched by question-set name, default General). */
export const DEFAULT_QUESTION_SET = 'General';

/** The 8 speaking categories of spec 3 §9, in the order the radar draws them. */
export const TRAIT_CATEGORIES = [
  'surrender',
  'authenticity',
  'confidence',
  'flow',
  'silence',
  'recovery',
  'musicality',
  'storytelling',
] as const;
export type TraitCategory = (typeof TRAIT_CATEGORIES)[number];

export interface TraitSeed {
  name: string;
  questionSet: string;
  type: TraitType;
  metadata: TraitMetadata;
}

const trait = (category: TraitCategory, name: string, question: string): TraitSeed => ({
  name,
  questionSet: DEFAULT_QUESTION_SET,
  type: 'TRAIT',
  metadata: { category, question },
});

/** The 26 sub-traits: each a 0–10 self-rating, written for people who speak off the cuff. */
const general: TraitSeed[] = [
  trait(
    'surrender',
    'Letting go of the script',
    'When a prompt surprises me, I drop what I planned and speak to what is in front of me.',
  ),
  trait(
    'surrender',
    'Saying yes to the prompt',
    'I accept whatever topic I am given instead of steering back to something safe.',
  ),
  trait(
    'surrender',
    'Trusting the first idea',
    'I start with the first idea that comes to mind rather than waiting for a better one.',
  ),
  trait('authenticity', 'Sounding like myself', 'When I speak in front of others I sound the way I do with friends.'),
  trait(
    'authenticity',
    'Sharing real opinions',
    'I say what I actually think, even when it might not be the popular view.',
  ),
  trait('authenticity', 'Letting feeling show', 'I let my enthusiasm, doubt or humour show while I talk.'),
  trait('confidence', 'Steady voice', 'My voice stays steady and clear when I start speaking.'),
  trait('confidence', 'Grounded stance', 'I stand or sit still and open instead of fidgeting or shrinking.'),
  trait('confidence', 'Looking at the audience', 'I look at the people I am talking to, not at the floor or my notes.'),
  trait('confidence', 'Owning the room', 'I take the space and time I need without apologising for it.'),
  trait('flow', 'Keeping going', 'Once I start, I keep talking until I reach a natural end.'),
  trait('flow', 'Linking ideas', 'I connect one thought to the next so listeners can follow my path.'),
  trait('flow', 'Staying on point', 'I come back to my main point instead of drifting away from it.'),
  trait('silence', 'Pausing on purpose', 'I use short pauses to let an idea land before moving on.'),
  trait('silence', 'Comfort with silence', 'A moment of silence while I think does not make me panic.'),
  trait('silence', 'Few filler words', "I rarely fill gaps with 'um', 'like' or 'you know'."),
  trait('recovery', 'Coming back from a blank', 'When my mind goes blank I find a way back into what I was saying.'),
  trait('recovery', 'Using mistakes', 'When I stumble, I carry on or turn the slip into part of the talk.'),
  trait('recovery', 'Calm under pressure', 'A tough question or a tight time limit does not throw me off.'),
  trait('musicality', 'Varying pace', 'I speed up and slow down to match what I am saying.'),
  trait('musicality', 'Varying pitch', 'My voice rises and falls instead of staying flat.'),
  trait('musicality', 'Stressing key words', 'I lean on the words that matter most so they stand out.'),
  trait('storytelling', 'Clear shape', 'What I say has a beginning, a middle and an end.'),
  trait('storytelling', 'Vivid detail', 'I use concrete details and examples that people can picture.'),
  trait('storytelling', 'Landing the ending', 'I finish with a clear last line rather than trailing off.'),
  trait('storytelling', 'Reaching the listener', 'I shape my story around what the listener cares about.'),
];

const question = (
  questionSet: string,
  type: TraitType,
  name: string,
  metadata: Omit<TraitMetadata, 'category'> & { category?: string },
): TraitSeed => ({
  name,
  questionSet,
  type,
  metadata: { category: metadata.category ?? 'context', ...metadata },
});

const SPEAKING_PLACES = [
  'Meetings at work',
  'Presentations',
  'Interviews',
  'Social events',
  'Classes or lectures',
  'Online videos or podcasts',
];

/** The other question sets the wizards ask (spec 3 §3 trait types), and the goals follow-up. */
const others: TraitSeed[] = [
  question('Start', 'GOAL', 'Main goal', { question: 'What do you most want to get better at in the next few weeks?' }),
  question('Start', 'SELECT_ALL', 'Where I speak', {
    question: 'Where do you speak in front of others?',
    choices: SPEAKING_PLACES,
    has_other: true,
  }),
  question('Start', 'SELECT_ONE', 'How often I speak', {
    question: 'How often do you speak in front of a group?',
    choices: ['Every day', 'Every week', 'Every month', 'A few times a year', 'Almost never'],
    has_other: true,
  }),
  question('Mid', 'CHECK_IN', 'Progress so far', {
    question: 'How do you feel about your progress so far?',
    explain_why: true,
  }),
  question('Mid', 'TEXT_AREA', 'What is working', { question: 'Which exercise has helped you most, and why?' }),
  question('End', 'RATING', 'Would recommend', {
    question: 'How likely are you to recommend Impromptu to a friend?',
    explain_why: true,
  }),
  question('End', 'COURSE_GENERAL', 'Most helpful part', {
    question: 'Which part of your training helped you most?',
    choices: ['Games', "Today's Practice", 'Self-paced courses', 'Live classes', 'My pod or cohort'],
    has_other: true,
  }),
  question('End', 'TEXT_AREA', 'Biggest change', { question: 'What has changed most in the way you speak?' }),
  question('Short End', 'RATING', 'Overall progress', {
    question: 'How much has your speaking improved since you started?',
    explain_why: true,
  }),
  question('Short End', 'TEXT', 'One word', { question: 'Sum up your training in one word.' }),
  question('Private Coaching', 'GOAL', 'Coaching goal', {
    question: 'What would make our coaching a success for you?',
  }),
  question('Private Coaching', 'SELECT_ONE', 'Upcoming moment', {
    question: 'What are you preparing for?',
    choices: [
      'A presentation',
      'A job interview',
      'A pitch',
      'A wedding or celebration speech',
      'Everyday conversations',
    ],
    has_other: true,
  }),
  question('Fundamentals Context', 'SELECT_ONE', 'Why Fundamentals', {
    question: 'What brings you to the Fundamentals course?',
    choices: ['My job asks more of me', 'I want to feel less nervous', 'I want to be more persuasive', 'Curiosity'],
    has_other: true,
  }),
  question('Fundamentals Context', 'TEXT', 'Speaking moment', {
    question: 'Describe a recent moment when you had to speak without preparing.',
  }),
  question('Goals', 'GOAL', 'Goal for next month', { question: 'What is your speaking goal for the next month?' }),
  question('Goals', 'TEXT_AREA', 'How I will know', { question: 'How will you know you reached it?' }),
];

/** Every trait the wizards ask, in the order they are asked within each question set. */
export const traitCatalogue: readonly TraitSeed[] = [...general, ...others];
