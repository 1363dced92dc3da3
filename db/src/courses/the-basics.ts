import { goal } from '../practice/goals.js';
import type { AdditionalResource } from '../schema/courses.js';
import type { CourseSeed } from './catalogue-types.js';
import { basicsLectures } from './lectures/the-basics.js';

const play = (shortCode: string, name: string, instructions: string): AdditionalResource => ({
  type: 'GAME',
  title: `Play ${name}`,
  resource_url: `/games/dashboard/${shortCode}`,
  is_external: false,
  instructions,
});

/**
 * The Basics: the free seven-day course of spec 2 §1. One lesson a day (the unlock schedule), each a
 * short lecture and a practice played with a free game.
 */
export const theBasics: CourseSeed = {
  slug: 'the-basics',
  name: 'The Basics',
  description:
    'Seven short lessons, one a day, that take you from freezing up to speaking on the spot with a clear point and a strong finish.',
  status: 'LIVE_FREE',
  unlockSchedule: '1 day',
  cardEmoji: '🌱',
  outcomes: [
    'Start speaking the moment you are asked, without freezing.',
    'Answer any question with one clear point, a reason and an example.',
    'Hold a structure, pause on purpose and vary your voice as you speak.',
    'Finish with a clear last line instead of trailing off.',
  ],
  colour: '#0e7c66',
  tags: ['Beginner', 'Impromptu'],
  metadata: { days: 7 },
  lessons: [
    {
      slug: 'say-yes-to-the-prompt',
      name: 'Say Yes to the Prompt',
      description: 'Why accepting the question you are given is the first skill of speaking on the spot.',
      practiceMinutes: { min: 4, max: 7 },
      breakdown: [
        { type: 'point', text: 'Resisting a prompt spends the seconds you need to think.' },
        { type: 'point', text: 'Repeat the prompt out loud: it shows acceptance and buys time.' },
        { type: 'takeaway', text: 'Say yes first, decide what to say second.' },
      ],
      additionalResources: [play('triple-step', 'Triple Step', 'Say yes to every surprise word that drops in.')],
      lecture: basicsLectures['say-yes-to-the-prompt']!,
      practice: {
        name: 'Say Yes to the Prompt',
        description: 'Accept surprise words without breaking your stride.',
        summary: ['Repeat the prompt to buy time.', 'Accept the surprise, then steer.', 'Every yes gets easier.'],
        introduction:
          'Today you practise accepting whatever arrives. No prompt is wrong; it is just the next thing to talk about.',
        warmUp: {
          header: 'Warm up: repeat and begin',
          body: 'Read the prompt below out loud, then say one sentence about it. Do not judge the sentence.',
          coachingTip: 'Start with the prompt’s own words: “My favourite breakfast is…”.',
          examples: ['Prompt: your favourite breakfast.', '“My favourite breakfast is the one someone else cooks.”'],
        },
        game: goal.tripleStep({
          name: 'Triple Step: say yes',
          shortDescription: 'Weave three surprise words into a one-minute talk.',
          instructionHeader: 'Say yes to every word',
          instructionBody: 'When a word appears, use it in your next sentence, then steer back to your title.',
          recapHeader: 'You said yes',
          recapBody: 'Three surprises, and you kept going. That is the whole skill.',
        }),
        reflection: {
          header: 'How did that feel?',
          body: 'Did any word make you stop? Play again to say yes faster, or keep going.',
        },
        conclusion: 'Lesson one is done. Tomorrow: starting before you feel ready.',
      },
    },
    {
      slug: 'start-before-you-are-ready',
      name: 'Start Before You Are Ready',
      description: 'Your first words do not need a plan. Learn to open fast and find your point as you go.',
      practiceMinutes: { min: 4, max: 7 },
      breakdown: [
        { type: 'point', text: 'Waiting for the perfect first line makes silence longer, not answers better.' },
        { type: 'point', text: 'A simple opener gets you moving: “Here is what comes to mind…”.' },
        { type: 'takeaway', text: 'Momentum first, polish later.' },
      ],
      additionalResources: [
        play('autocomplete', 'Rapid Fire Autocomplete', 'Finish each sentence before you have a plan.'),
      ],
      lecture: basicsLectures['start-before-you-are-ready']!,
      practice: {
        name: 'Start Before You Are Ready',
        description: 'Finish sentences fast, before a plan arrives.',
        summary: [
          'Openers get your voice moving.',
          'First thoughts are good enough.',
          'Speed beats polish in the first seconds.',
        ],
        introduction: 'Today is about speed. You will start speaking before you feel ready, over and over.',
        warmUp: {
          header: 'Warm up: three openers',
          body: 'Say each opener out loud, finishing it with anything at all.',
          coachingTip: 'Keep your voice up at the end of the opener, as if more is coming.',
          examples: ['“Here is what comes to mind…”', '“The first thing I notice is…”', '“What surprises me is…”'],
        },
        game: goal.autocomplete({
          name: 'Rapid Fire Autocomplete: quick starts',
          shortDescription: 'Five fast sentence finishes.',
          instructionHeader: 'First thought, out loud',
          instructionBody: 'A sentence starts on screen. Finish it before the timer runs out.',
          recapHeader: 'Quick starts',
          recapBody: 'Five starts without a plan. Notice how the words arrived once you began.',
        }),
        reflection: {
          header: 'Did the words come?',
          body: 'Most people find the words arrive once the voice starts. Play again, or keep going.',
        },
        conclusion: 'Lesson two is done. Tomorrow: making one point, and making it well.',
      },
    },
    {
      slug: 'one-point-well-made',
      name: 'One Point, Well Made',
      description: 'Point, reason, example, point: a four-step shape that makes any answer clear.',
      practiceMinutes: { min: 5, max: 8 },
      breakdown: [
        { type: 'point', text: 'Say your point first, so listeners know where you are going.' },
        { type: 'point', text: 'Give one reason and one example, then say the point again.' },
        { type: 'takeaway', text: 'Point, reason, example, point.' },
      ],
      additionalResources: [play('timer', 'Timer', 'Give a one-minute answer with point, reason, example, point.')],
      lecture: basicsLectures['one-point-well-made']!,
      practice: {
        name: 'One Point, Well Made',
        description: 'Answer in one minute with point, reason, example, point.',
        summary: ['Lead with your point.', 'One reason, one example.', 'Finish by saying the point again.'],
        introduction: 'Today you will give a one-minute answer with a clear shape: point, reason, example, point.',
        warmUp: {
          header: 'Warm up: say the point first',
          body: 'Answer out loud in one sentence: is breakfast the most important meal? Start with yes or no.',
          coachingTip: 'Your first sentence is your headline. Make it short.',
          examples: ['“No. Lunch matters more, because that is when my energy dips.”'],
        },
        game: goal.timer(
          {
            name: 'Timer: one point in one minute',
            shortDescription: 'A one-minute answer with point, reason, example, point.',
            instructionHeader: 'Pick a side and go',
            instructionBody: 'Should everyone learn to cook? Point, reason, example, point.',
            recapHeader: 'One point, well made',
            recapBody: 'You gave your listener a headline and a reason to believe it.',
            timedPrompts: [
              { at: 15, text: 'Now your reason.', durationSeconds: 6 },
              { at: 30, text: 'Now an example.', durationSeconds: 6 },
              { at: 48, text: 'Say your point again.', durationSeconds: 8 },
            ],
          },
          { totalDuration: 60 },
        ),
        reflection: {
          header: 'Was the point clear?',
          body: 'Could a listener repeat your point in one sentence? Try again, or keep going.',
        },
        conclusion: 'Lesson three is done. Tomorrow: a structure for any question.',
      },
    },
    {
      slug: 'structure-on-the-spot',
      name: 'Structure on the Spot',
      description: 'Past, present, future: a ready-made structure that turns any topic into a talk.',
      practiceMinutes: { min: 5, max: 8 },
      breakdown: [
        { type: 'point', text: 'A structure gives you somewhere to go next.' },
        { type: 'point', text: 'Past, present, future fits almost any topic.' },
        { type: 'takeaway', text: 'When in doubt: how it was, how it is, how it could be.' },
      ],
      additionalResources: [play('triple-step', 'Triple Step', 'Use past, present, future while the words drop in.')],
      lecture: basicsLectures['structure-on-the-spot']!,
      practice: {
        name: 'Structure on the Spot',
        description: 'Hold a past, present, future structure while surprises arrive.',
        summary: [
          'Past, present, future fits any topic.',
          'A structure tells you what comes next.',
          'Surprises fit inside a structure.',
        ],
        introduction: 'Today you will speak with a structure: past, present, future, and keep it while words drop in.',
        warmUp: {
          header: 'Warm up: three stops',
          body: 'Say one sentence each about your phone: how it was, how it is, how it could be.',
          coachingTip: 'Signal each stop: “Back then… today… one day…”.',
          examples: ['“Back then phones had cords. Today mine fits in a pocket. One day it may fit in a lens.”'],
        },
        game: goal.tripleStep({
          name: 'Triple Step: past, present, future',
          shortDescription: 'A one-minute talk in three stops, with surprise words.',
          instructionHeader: 'Three stops',
          instructionBody: 'Move from past to present to future. Weave in each word as it arrives.',
          recapHeader: 'Structured',
          recapBody: 'The structure held, even with surprises.',
        }),
        reflection: {
          header: 'Did the structure help?',
          body: 'Did you always know what came next? Play again, or keep going.',
        },
        conclusion: 'Lesson four is done. Tomorrow: the power of a pause.',
      },
    },
    {
      slug: 'pause-with-purpose',
      name: 'Pause with Purpose',
      description: 'Silence is not a mistake. A pause lets a point land and gives you time to think.',
      practiceMinutes: { min: 4, max: 7 },
      breakdown: [
        { type: 'point', text: 'Filler words fill the space a pause would use better.' },
        { type: 'point', text: 'Pause after an important sentence, and before your next point.' },
        { type: 'takeaway', text: 'A pause feels long to you and confident to them.' },
      ],
      additionalResources: [play('timer', 'Timer', 'Speak for a minute and pause on purpose at least three times.')],
      lecture: basicsLectures['pause-with-purpose']!,
      practice: {
        name: 'Pause with Purpose',
        description: 'Replace filler words with deliberate pauses.',
        summary: ['Pauses replace filler words.', 'Pause after a point so it lands.', 'A breath is a reset.'],
        introduction: 'Today you will pause on purpose. When the screen asks, stop, breathe, and go on.',
        warmUp: {
          header: 'Warm up: the two-second pause',
          body: 'Say a sentence about your day, pause for two full seconds, then say another.',
          coachingTip: 'Count “one thousand, two thousand” in your head.',
          examples: ['“Today started early. (pause) And it got better.”'],
        },
        game: goal.timer(
          {
            name: 'Timer: pauses on purpose',
            shortDescription: 'A one-minute talk with three deliberate pauses.',
            instructionHeader: 'Talk about a place you love',
            instructionBody: 'When the screen says pause, finish your sentence, stop, breathe, and continue.',
            recapHeader: 'Paused with purpose',
            recapBody: 'Each pause gave your words room to land.',
            timedPrompts: [
              { at: 15, text: 'Pause. Breathe. Continue.', durationSeconds: 5 },
              { at: 30, text: 'Pause. Breathe. Continue.', durationSeconds: 5 },
              { at: 45, text: 'Pause. Breathe. Continue.', durationSeconds: 5 },
            ],
          },
          { totalDuration: 60 },
        ),
        reflection: {
          header: 'How long did the pauses feel?',
          body: 'Most pauses feel twice as long to the speaker as to the listener. Again, or keep going?',
        },
        conclusion: 'Lesson five is done. Tomorrow: using the range of your voice.',
      },
    },
    {
      slug: 'vary-your-voice',
      name: 'Vary Your Voice',
      description: 'Energy, pace and volume keep listeners with you. Learn to change gear on purpose.',
      practiceMinutes: { min: 5, max: 8 },
      breakdown: [
        { type: 'point', text: 'A steady voice becomes background noise.' },
        { type: 'point', text: 'Change energy to mark what matters: slower and softer, or bigger and faster.' },
        { type: 'takeaway', text: 'Contrast is what listeners hear.' },
      ],
      additionalResources: [play('conductor', 'Conductor', 'Follow the energy level on each slide.')],
      lecture: basicsLectures['vary-your-voice']!,
      practice: {
        name: 'Vary Your Voice',
        description: 'Follow the energy level you are given, without stopping.',
        summary: ['Contrast keeps attention.', 'Low energy can be powerful.', 'Change gear without stopping.'],
        introduction: 'Today you will change the energy of your voice on cue.',
        warmUp: {
          header: 'Warm up: one sentence, three energies',
          body: 'Say “I cannot believe it is Friday” at energy two, then five, then nine.',
          coachingTip: 'Use your body too: lean in at two, open your arms at nine.',
          examples: ['At two: a whisper to a friend.', 'At nine: a stadium announcement.'],
        },
        game: goal.conductor({
          name: 'Conductor: change gear',
          shortDescription: 'One minute following the energy slides.',
          instructionHeader: 'Follow the number',
          instructionBody: 'Talk about anything. When the number changes, change your energy at once.',
          recapHeader: 'Full range',
          recapBody: 'You used more of your voice than most speakers ever do.',
        }),
        reflection: {
          header: 'Which level was hardest?',
          body: 'Low energy is often the hardest to hold. Play again, or keep going.',
        },
        conclusion: 'Lesson six is done. Tomorrow, the last lesson: landing the ending.',
      },
    },
    {
      slug: 'land-the-ending',
      name: 'Land the Ending',
      description: 'A talk is remembered by how it ends. Finish with a Bow, not a fade.',
      practiceMinutes: { min: 5, max: 8 },
      breakdown: [
        { type: 'point', text: '“So, yeah… that’s it” throws away a good talk.' },
        { type: 'point', text: 'A Bow ties back to your point in one sentence, then stops.' },
        { type: 'takeaway', text: 'Know your last line before you need it, and stop after it.' },
      ],
      additionalResources: [
        play('analogies', 'Rapid Fire Analogies', 'Finish each comparison with a picture, then stop.'),
      ],
      lecture: basicsLectures['land-the-ending']!,
      practice: {
        name: 'Land the Ending',
        description: 'Finish every answer cleanly, then stop.',
        summary: [
          'A Bow ties back to your point.',
          'Stop after your last line.',
          'Silence after an ending is applause.',
        ],
        introduction: 'Today you will practise endings: finish cleanly, then stop.',
        warmUp: {
          header: 'Warm up: write your Bow in your head',
          body: 'Think of a point you believe. Say it, then say one sentence that ties back to it, and stop.',
          coachingTip: 'Drop your pitch on the last word. It signals the end.',
          examples: ['“Walk to work. … So tomorrow, leave the car at home.”'],
        },
        game: goal.analogies({
          name: 'Rapid Fire Analogies: clean endings',
          shortDescription: 'Five comparisons, each landed and stopped.',
          instructionHeader: 'Land each one',
          instructionBody: 'Finish the comparison with a clear picture, then stop talking.',
          recapHeader: 'Landed',
          recapBody: 'Five clean endings. Your listeners know when you are done.',
        }),
        reflection: {
          header: 'Did you stop cleanly?',
          body: 'Did you add words after your ending? Play again, or finish the course.',
        },
        conclusion: 'You have finished The Basics. Collect your certificate on the course page.',
      },
    },
  ],
};
