import { goal } from '../practice/goals.js';
import type { CourseSeed } from './catalogue-types.js';
import { storiesLectures } from './lectures/stories-that-stick.js';

/** A paid self-paced course (LIVE_PAID): no unlock schedule, so each lesson opens as soon as the last lecture is watched. */
export const storiesThatStick: CourseSeed = {
  slug: 'stories-that-stick',
  name: 'Stories That Stick',
  description:
    'Five lessons on telling short, true stories that people remember: at work, at the dinner table and on stage.',
  status: 'LIVE_PAID',
  unlockSchedule: null,
  cardEmoji: '📖',
  outcomes: [
    'Find true stories in your own life for work, the dinner table or a stage.',
    'Tell a story in four beats: situation, problem, turn, result.',
    'Paint a moment with one detail a listener can see.',
    'Hold the pause before the turn and tell a story live with energy that follows it.',
  ],
  colour: '#7c3aed',
  tags: ['Intermediate', 'Storytelling'],
  metadata: { days: 5 },
  lessons: [
    {
      slug: 'why-stories-work',
      name: 'Why Stories Work',
      description: 'Facts inform, stories persuade. Find the stories you already have.',
      practiceMinutes: { min: 5, max: 9 },
      breakdown: [
        { type: 'point', text: 'Listeners remember a story long after the numbers fade.' },
        { type: 'point', text: 'You already own dozens of stories: firsts, mistakes, surprises.' },
        { type: 'takeaway', text: 'Keep a list of your stories and add one a week.' },
      ],
      additionalResources: [
        {
          type: 'GAME',
          title: 'Play Timer',
          resource_url: '/games/dashboard/timer',
          is_external: false,
          instructions: 'Tell a one-minute story about a first time.',
        },
      ],
      lecture: storiesLectures['why-stories-work']!,
      practice: {
        name: 'Why Stories Work',
        description: 'Tell a one-minute story about a first time.',
        summary: ['Stories make facts matter.', 'Firsts make easy stories.', 'Keep a list of your stories.'],
        introduction: 'Today you will find a story you already own and tell it in one minute.',
        warmUp: {
          header: 'Warm up: list three firsts',
          body: 'Say out loud three firsts from your life: a first job, a first trip, a first mistake.',
          coachingTip: 'Pick the one you can picture most clearly.',
          examples: ['My first day at the bakery.', 'My first flight alone.', 'The first time I forgot a name.'],
        },
        game: goal.timer({
          name: 'Timer: a first-time story',
          shortDescription: 'One minute, one first.',
          instructionHeader: 'Tell it',
          instructionBody: 'Where were you, what happened, what changed? One minute.',
          recapHeader: 'Story told',
          recapBody: 'One story, told out loud, is worth ten written in a notebook.',
        }),
        reflection: { header: 'Could you picture it?', body: 'Tell it again with one more detail, or move on.' },
        conclusion: 'Lesson one is done. Next: the shape of a story.',
      },
    },
    {
      slug: 'the-shape-of-a-story',
      name: 'The Shape of a Story',
      description: 'Situation, problem, turn, result: a shape that fits stories of any length.',
      practiceMinutes: { min: 5, max: 9 },
      breakdown: [
        { type: 'point', text: 'Situation and problem set the stakes.' },
        { type: 'point', text: 'The turn is the moment something changes; the result is what it meant.' },
        { type: 'takeaway', text: 'Situation, problem, turn, result.' },
      ],
      additionalResources: [
        {
          type: 'GAME',
          title: 'Play Triple Step',
          resource_url: '/games/dashboard/triple-step',
          is_external: false,
          instructions: 'Keep the story’s shape while surprise words arrive.',
        },
      ],
      lecture: storiesLectures['the-shape-of-a-story']!,
      practice: {
        name: 'The Shape of a Story',
        description: 'Tell a story in four beats while surprise words drop in.',
        summary: [
          'Four beats: situation, problem, turn, result.',
          'One sentence per beat to start.',
          'The turn is the heart.',
        ],
        introduction: 'Today you will tell a story in four beats.',
        warmUp: {
          header: 'Warm up: four sentences',
          body: 'Tell the story of your last trip in four sentences: situation, problem, turn, result.',
          coachingTip: 'Say “and then” before the turn to make it land.',
          examples: [
            '“We were on the train. It stopped for an hour. And then a stranger handed out cake. We made friends for life.”',
          ],
        },
        game: goal.tripleStep({
          name: 'Triple Step: four beats',
          shortDescription: 'A four-beat story with three surprise words.',
          instructionHeader: 'Four beats',
          instructionBody: 'Situation, problem, turn, result. Use each word as it arrives.',
          recapHeader: 'Shaped',
          recapBody: 'The shape carried you, even through surprises.',
        }),
        reflection: {
          header: 'Where was your turn?',
          body: 'Could a listener name the moment things changed? Again, or move on.',
        },
        conclusion: 'Lesson two is done. Next: details that paint a picture.',
      },
    },
    {
      slug: 'details-that-paint',
      name: 'Details That Paint',
      description: 'One sharp detail does more than ten general ones.',
      practiceMinutes: { min: 4, max: 7 },
      breakdown: [
        { type: 'point', text: '“A nice café” is forgettable; “a café with one wobbly table” is not.' },
        { type: 'point', text: 'Comparisons make the unfamiliar familiar.' },
        { type: 'takeaway', text: 'Choose one detail a listener can see.' },
      ],
      additionalResources: [
        {
          type: 'GAME',
          title: 'Play Rapid Fire Analogies',
          resource_url: '/games/dashboard/analogies',
          is_external: false,
          instructions: 'Finish each comparison with a picture.',
        },
      ],
      lecture: storiesLectures['details-that-paint']!,
      practice: {
        name: 'Details That Paint',
        description: 'Fast comparisons that paint pictures.',
        summary: ['Specific beats general.', 'Comparisons paint pictures.', 'One detail is enough.'],
        introduction: 'Today you will practise vivid details through fast comparisons.',
        warmUp: {
          header: 'Warm up: upgrade a detail',
          body: 'Describe your front door, first in general words, then with one specific detail.',
          coachingTip: 'Colours, sounds and numbers make details concrete.',
          examples: ['“A red door.” → “A red door with a dent from my bike.”'],
        },
        game: goal.analogies({
          name: 'Rapid Fire Analogies: paint it',
          shortDescription: 'Five comparisons with one clear picture each.',
          instructionHeader: 'Paint it',
          instructionBody: 'Finish each comparison with something a listener can see.',
          recapHeader: 'Painted',
          recapBody: 'Five pictures in under a minute.',
        }),
        reflection: { header: 'Which picture was best?', body: 'Play again for sharper pictures, or move on.' },
        conclusion: 'Lesson three is done. Next: tension and the turn.',
      },
    },
    {
      slug: 'tension-and-the-turn',
      name: 'Tension and the Turn',
      description: 'Hold the moment before things change, and your listeners lean in.',
      practiceMinutes: { min: 5, max: 8 },
      breakdown: [
        { type: 'point', text: 'Tension is a question the listener wants answered.' },
        { type: 'point', text: 'Slow down and pause just before the turn.' },
        { type: 'takeaway', text: 'Make them wait a beat for the turn.' },
      ],
      additionalResources: [
        {
          type: 'GAME',
          title: 'Play Snow Globe',
          resource_url: '/games/dashboard/snow-globe',
          is_external: false,
          instructions: 'Pause and breathe when the globe shakes.',
        },
      ],
      lecture: storiesLectures['tension-and-the-turn']!,
      practice: {
        name: 'Tension and the Turn',
        description: 'Pause on cue to build tension in a story.',
        summary: ['Tension is an open question.', 'Slow down before the turn.', 'A pause makes them lean in.'],
        introduction: 'Today you will tell a story and pause when prompted, to build tension.',
        warmUp: {
          header: 'Warm up: the cliffhanger',
          body: 'Tell the first half of a story and stop just before the turn. Count to three. Then finish it.',
          coachingTip: 'Lower your voice slightly before the pause.',
          examples: ['“I opened the envelope… (pause) …and it was a yes.”'],
        },
        game: goal.snowGlobe({
          name: 'Snow Globe: the pause before the turn',
          shortDescription: 'A one-minute story with pauses when the globe shakes.',
          instructionHeader: 'Pause when it shakes',
          instructionBody: 'Tell a story. When the globe shakes, pause and breathe, then carry on.',
          recapHeader: 'Tension built',
          recapBody: 'Each pause made the next sentence matter more.',
        }),
        reflection: { header: 'Did the pauses help?', body: 'Did your listeners lean in? Again, or move on.' },
        conclusion: 'Lesson four is done. Next, the last lesson: telling it live.',
      },
    },
    {
      slug: 'telling-it-live',
      name: 'Telling It Live',
      description: 'Bring it together: shape, detail, tension and energy in one story told live.',
      practiceMinutes: { min: 6, max: 9 },
      breakdown: [
        { type: 'point', text: 'Energy follows the story: lower for tension, higher for the result.' },
        { type: 'point', text: 'Rehearse out loud, never only in your head.' },
        { type: 'takeaway', text: 'Tell the same story five times and it becomes yours.' },
      ],
      additionalResources: [
        {
          type: 'GAME',
          title: 'Play Conductor',
          resource_url: '/games/dashboard/conductor',
          is_external: false,
          instructions: 'Let your energy follow the story.',
        },
      ],
      lecture: storiesLectures['telling-it-live']!,
      practice: {
        name: 'Telling It Live',
        description: 'Tell your story with energy that follows it.',
        summary: ['Energy follows the story.', 'Rehearse out loud.', 'Five tellings make it yours.'],
        introduction: 'Today you will tell your best story with energy that follows its shape.',
        warmUp: {
          header: 'Warm up: pick your story',
          body: 'Choose the story you have liked best in this course. Say its four beats in one breath each.',
          coachingTip: 'Smile on the result. It changes your voice.',
          examples: ['Situation, problem, turn, result.'],
        },
        game: goal.conductor({
          name: 'Conductor: the story live',
          shortDescription: 'One minute of story, energy on cue.',
          instructionHeader: 'Tell it live',
          instructionBody: 'Tell your story and follow the energy on each slide.',
          recapHeader: 'Told live',
          recapBody: 'Shape, detail, tension and energy, in one telling.',
        }),
        reflection: { header: 'Ready to tell it for real?', body: 'Play once more, or finish the course.' },
        conclusion: 'You have finished Stories That Stick. Your certificate is waiting on the course page.',
      },
    },
  ],
};

/** A cohort course: taught live over weeks, so its card links to the page where a seat is booked. */
export const fundamentalsCohort: CourseSeed = {
  slug: 'fundamentals-of-impromptu-speaking',
  name: 'Fundamentals of Impromptu Speaking',
  description: 'Fifteen live classes over five weeks with a coach and a small group, three days a week.',
  status: 'COHORT_BASED',
  unlockSchedule: null,
  cardEmoji: '🎤',
  outcomes: [
    'Speak for two minutes on a topic you have never prepared.',
    'Give and take feedback in a small group with a coach.',
    'Keep a three-day-a-week practice habit for five weeks.',
  ],
  colour: '#c5317c',
  tags: ['Coach-led', 'Live'],
  metadata: { learnMoreUrl: 'https://impromptu.example/cohorts/fundamentals' },
  lessons: [],
};

/** A draft: only admins see it, under 'In Development'. */
export const speakingOnCamera: CourseSeed = {
  slug: 'speaking-on-camera',
  name: 'Speaking on Camera',
  description: 'Video calls and recorded updates: look, sound and feel present through a lens.',
  status: 'DRAFT',
  unlockSchedule: null,
  cardEmoji: '🎥',
  outcomes: [
    'Look at the lens and frame yourself so people feel you are talking to them.',
    'Sound present through a microphone on calls and recorded updates.',
  ],
  colour: '#0369a1',
  tags: ['Remote work'],
  metadata: { days: 3 },
  lessons: [
    {
      slug: 'find-the-lens',
      name: 'Find the Lens',
      description: 'Where to look, and how to frame yourself.',
      practiceMinutes: { min: 4, max: 6 },
      breakdown: [{ type: 'takeaway', text: 'Talk to the lens as if it were one friend.' }],
      additionalResources: [],
      lecture: null,
      practice: null,
    },
    {
      slug: 'sound-present',
      name: 'Sound Present',
      description: 'Energy that survives a microphone.',
      practiceMinutes: { min: 4, max: 6 },
      breakdown: [{ type: 'takeaway', text: 'Add ten percent more energy than feels natural.' }],
      additionalResources: [],
      lecture: null,
      practice: null,
    },
  ],
};
