import { keepGoing, runItBack, step } from './builders.js';
import type { ElementSeed, GoalSeed, PracticeSessionSeed } from './catalogue-types.js';
import { goal } from './goals.js';

/**
 * The recorded discussion after a class exercise (spec 2 §4 'Recorded discussion with AI feedback'):
 * with an AI coach bot in the meeting and the exercise on the recording-eligible list, the speaker's
 * turn is recorded and the group discusses while the AI feedback is written; otherwise it is an
 * ordinary timed peer discussion. The web app reads metadata.recordedDiscussion and
 * metadata.discussionScenario (PEER_DISCUSSION: 30 s).
 */
const recordedDiscussion = (header: string, body: string): ElementSeed =>
  step.discussion(header, body, {
    timerSpeed: 'EXTRA_SLOW',
    metadata: { recordedDiscussion: true, discussionScenario: 'PEER_DISCUSSION' },
  });

/** One exercise of a guided class: the speaker plays the game, then the breakout room talks about it. */
const exercise = (game: GoalSeed, discussion: { header: string; body: string }): ElementSeed[] => [
  step.game({ ...game, numberRetriesAllowed: 0 }, { displayedUserContents: [] }),
  recordedDiscussion(discussion.header, discussion.body),
];

const howClassWorks = step.untimed(
  'How a guided class works',
  'One person shares their screen and speaks; everyone else listens. When the AI coach is in the meeting, its badge in the corner says Listening while the speaker’s turn is recorded. After each turn the group gives feedback, then reads the coach’s notes together.',
  { coachingTip: 'Audience: please mute while someone is speaking, so the coach hears only the speaker.' },
);

/** Guided classes of the fundamentals cohort (class n = FUNDAMENTALS_L1 day n), a professional guided class and a peer-led class. */
export const guidedClassSessions: PracticeSessionSeed[] = [
  {
    slug: 'guided-fundamentals-class-1',
    name: 'Guided Class 1: Your First Minute',
    description:
      'The first class of the fundamentals cohort: four short exercises in a breakout room, with feedback from your group and the AI coach.',
    summary: ['Start before you feel ready.', 'Say yes to the first idea.', 'Finish on purpose, then stop.'],
    estimatedDuration: '25 - 30 min',
    type: 'FUNDAMENTALS_CLASS',
    displayedUserContents: [],
    elements: [
      step.introduction(
        'Welcome to your first class',
        'Today everyone in the breakout room speaks four times, each time a little longer. Nobody is graded; the point is to get the first minute behind you.',
        { primaryCtaText: 'Start the class' },
      ),
      howClassWorks,
      ...exercise(
        goal.timer(
          {
            name: 'Exercise 1: Twenty seconds about you',
            shortDescription: 'Introduce yourself without preparing.',
            instructionHeader: 'Who are you, in twenty seconds?',
            instructionBody:
              'Say your name, what fills your days and one thing you are curious about lately. Start the game when the room is quiet.',
            recapHeader: 'First words said',
            recapBody: 'The hardest sentence of the class is behind you.',
          },
          { totalDuration: 20 },
        ),
        {
          header: 'What stood out?',
          body: 'Each listener names one detail they remember from the introduction. The speaker listens and says thank you, nothing else.',
        },
      ),
      ...exercise(
        goal.tripleStep(
          {
            name: 'Exercise 2: Three surprise words',
            shortDescription: 'Weave three words into a short talk.',
            instructionHeader: 'Say yes to every word',
            instructionBody:
              'A title appears, then three words one by one. Use each word in your next sentence, however odd it feels.',
            recapHeader: 'Words woven',
            recapBody: 'You accepted three surprises without stopping.',
          },
          { totalDuration: 45 },
        ),
        {
          header: 'Which bridge worked best?',
          body: 'Listeners pick the moment a surprise word fitted most naturally and say why.',
        },
      ),
      step.untimed('Short break', 'Stretch, sip some water, and swap who shares the screen for the next round.'),
      ...exercise(
        goal.autocomplete(
          {
            name: 'Exercise 3: Finish the sentence',
            shortDescription: 'Quick completions to loosen up.',
            instructionHeader: 'First ending wins',
            instructionBody: 'Finish each sentence out loud with the first ending that arrives.',
            recapHeader: 'Loosened up',
            recapBody: 'Five commitments in a row.',
          },
          { totalRounds: 5 },
        ),
        { header: 'Favourite ending', body: 'As a group, pick the funniest ending and the most surprising one.' },
      ),
      ...exercise(
        goal.conductor(
          {
            name: 'Exercise 4: Follow the conductor',
            shortDescription: 'Change your energy when the slide tells you to.',
            instructionHeader: 'Let your voice move',
            instructionBody:
              'Talk about a place you love. Whenever the energy level changes, change your voice with it.',
            recapHeader: 'Energy range found',
            recapBody: 'You heard your own voice at several levels.',
          },
          { totalDuration: 60 },
        ),
        {
          header: 'Where did the energy change?',
          body: 'Listeners say at which moment the speaker’s energy shift was clearest and how it changed the story.',
        },
      ),
      step.conclusion('Class complete', 'You spoke four times today. Bring one thing you noticed to the next class.'),
    ],
  },
  {
    slug: 'guided-fundamentals-class-2',
    name: 'Guided Class 2: Accepting the Prompt',
    description: 'Drills that turn “I have nothing to say” into a first sentence.',
    summary: [
      'Repeat the prompt to buy time.',
      'Any first sentence beats silence.',
      'Let the second sentence follow the first.',
    ],
    estimatedDuration: '20 - 25 min',
    type: 'FUNDAMENTALS_CLASS',
    displayedUserContents: [],
    elements: [
      step.introduction(
        'Accepting the prompt',
        'Today’s drills train one reflex: when a prompt arrives, you say yes to it out loud before you judge it.',
        { primaryCtaText: 'Start the class' },
      ),
      howClassWorks,
      ...exercise(
        goal.analogies(
          {
            name: 'Exercise 1: Analogy relay',
            shortDescription: 'Finish each analogy out loud.',
            instructionHeader: 'Like what?',
            instructionBody: 'Complete each analogy with the first picture that comes to mind.',
            recapHeader: 'Pictures painted',
            recapBody: 'Every analogy was a yes to a prompt.',
          },
          { totalRounds: 5 },
        ),
        { header: 'Best picture', body: 'Listeners name the analogy they could see most clearly.' },
      ),
      ...exercise(
        goal.snowGlobe({
          name: 'Exercise 2: Talk through the snow',
          shortDescription: 'A minute with pauses.',
          instructionHeader: 'Pause and carry on',
          instructionBody:
            'Talk about your week. When the globe pauses you, breathe, then carry on from where you stopped.',
          recapHeader: 'Carried on',
          recapBody: 'The pauses did not stop you.',
        }),
        {
          header: 'How did the pauses sound?',
          body: 'Listeners say whether the pauses sounded lost or sure, and when.',
        },
      ),
      step.conclusion('Class complete', 'Next time a prompt arrives, say it back out loud and begin.'),
    ],
  },
  {
    slug: 'guided-fundamentals-class-4',
    name: 'Guided Class 4: Signposting',
    description: 'First, then, finally: words that carry a listener through an answer.',
    summary: ['Announce how many points you have.', 'Mark each point as you reach it.', 'Say “finally” only once.'],
    estimatedDuration: '20 - 25 min',
    type: 'FUNDAMENTALS_CLASS',
    displayedUserContents: [],
    elements: [
      step.introduction(
        'Signposting',
        'A listener cannot scroll back. Signposts tell them where they are in your answer, so they can relax and follow.',
        { primaryCtaText: 'Start the class' },
      ),
      step.instruction(
        'Three signposts',
        'Open with the count (“Two reasons…”), mark each point (“First… Second…”), and close with a clear ending (“So…”).',
        {
          timerSpeed: 'SLOW',
          examples: [
            '“Two reasons I cycle to work. First, it is the only exercise I never skip. Second, I arrive calmer. So the bike stays.”',
          ],
        },
      ),
      ...exercise(
        goal.timer(
          {
            name: 'Exercise 1: Two reasons',
            shortDescription: 'Answer a question with two signposted reasons.',
            instructionHeader: 'Why do you like where you live?',
            instructionBody: 'Answer with “Two reasons”, then “First”, “Second” and “So”.',
            recapHeader: 'Signposted',
            recapBody: 'Your listeners always knew where they were.',
          },
          { totalDuration: 40 },
        ),
        {
          header: 'Could you follow?',
          body: 'Listeners repeat the two reasons back. If they can, the signposts worked.',
        },
      ),
      ...exercise(
        goal.tripleStep(
          {
            name: 'Exercise 2: Signposts under surprise',
            shortDescription: 'Keep your signposts while surprise words arrive.',
            instructionHeader: 'Hold the structure',
            instructionBody: 'Announce three points before the words arrive, then fit each word into a point.',
            recapHeader: 'Structure held',
            recapBody: 'The frame carried you through the surprises.',
          },
          { totalDuration: 60 },
        ),
        {
          header: 'Did the frame hold?',
          body: 'Listeners say which point a surprise word landed in, and whether the count held.',
        },
      ),
      ...exercise(
        goal.autocomplete(
          {
            name: 'Exercise 3: Quick openers',
            shortDescription: 'Start every completion with a signpost.',
            instructionHeader: 'Start with the count',
            instructionBody: 'Begin each completion with “One thing…” or “Two things…”.',
            recapHeader: 'Openers drilled',
            recapBody: 'The count now comes first without thinking.',
          },
          { totalRounds: 5 },
        ),
        { header: 'Quick round', body: 'Each listener says which opener they will steal for work or home.' },
      ),
      step.conclusion('Class complete', 'Use one signpost in your next meeting, phone call or family dinner.'),
    ],
  },
  {
    slug: 'guided-fundamentals-class-5',
    name: 'Guided Class 5: The Confident Pause',
    description: 'Two beats of silence after every key sentence.',
    summary: [
      'Land the sentence, then wait.',
      'Silence sounds sure.',
      'Breathe in the pause, not in the middle of a word.',
    ],
    estimatedDuration: '20 - 25 min',
    type: 'FUNDAMENTALS_CLASS',
    displayedUserContents: [],
    elements: [
      step.introduction(
        'The confident pause',
        'Today you practise staying silent on purpose. It feels long to you and sounds calm to everyone else.',
        { primaryCtaText: 'Start the class' },
      ),
      howClassWorks,
      ...exercise(
        goal.snowGlobe({
          name: 'Exercise 1: Pause on cue',
          shortDescription: 'Let the globe set your pauses.',
          instructionHeader: 'Wait for the snow',
          instructionBody: 'Tell the story of your favourite meal. When the globe shakes, stop, breathe, and carry on.',
          recapHeader: 'Paused on cue',
          recapBody: 'Every pause was a choice.',
        }),
        {
          header: 'How long did it feel?',
          body: 'The speaker guesses how long the pauses felt; listeners say how long they sounded.',
        },
      ),
      ...exercise(
        goal.timer(
          {
            name: 'Exercise 2: Key line, two beats',
            shortDescription: 'Pause after each key sentence, without a cue.',
            instructionHeader: 'Your own pauses',
            instructionBody:
              'Explain something you know well. After each important sentence, count two beats in your head.',
            recapHeader: 'Self-paced',
            recapBody: 'Nobody told you when to pause. You did.',
          },
          { totalDuration: 45 },
        ),
        { header: 'Which line landed?', body: 'Listeners quote the sentence that stayed with them after a pause.' },
      ),
      ...exercise(
        goal.analogiesBreath({
          name: 'Exercise 3: Rush, breathe, speak',
          shortDescription: 'Feel the difference a breath makes.',
          instructionHeader: 'Mess, breath, clean',
          instructionBody: 'Rush through the analogies, take the breath, then speak slowly and clearly.',
          recapHeader: 'Felt the difference',
          recapBody: 'The clean round is the one people remember.',
        }),
        {
          header: 'Fast or slow?',
          body: 'Listeners say which round they would rather listen to for an hour, and why.',
        },
      ),
      step.conclusion('Class complete', 'Try one two-beat pause in your next conversation and notice who leans in.'),
    ],
  },
  {
    slug: 'guided-fundamentals-class-6',
    name: 'Guided Class 6: The Turn',
    description: 'Finding the moment something changed, and building the story around it.',
    summary: ['Every story has a turn.', 'Set up what was normal first.', 'End with what is different now.'],
    estimatedDuration: '20 - 25 min',
    type: 'FUNDAMENTALS_CLASS',
    displayedUserContents: [],
    elements: [
      step.introduction(
        'The turn',
        'A story is “this was normal, then something changed”. Today you find the change and put it in the middle.',
        { primaryCtaText: 'Start the class' },
      ),
      howClassWorks,
      ...exercise(
        goal.slideshow({
          name: 'Exercise 1: Slideshow story',
          shortDescription: 'Find a turn in random photos.',
          instructionHeader: 'Photos with a twist',
          instructionBody: 'Tell one story across the photos. Somewhere in the middle, something must change.',
          recapHeader: 'Twist found',
          recapBody: 'Even random photos gave you a turn.',
        }),
        { header: 'Where was the turn?', body: 'Listeners point to the photo where the story changed direction.' },
      ),
      ...exercise(
        goal.timer(
          {
            name: 'Exercise 2: A true story',
            shortDescription: 'A small moment from this month.',
            instructionHeader: 'Normal, change, now',
            instructionBody: 'Tell a small true story: what was normal, the moment it changed, what is different now.',
            recapHeader: 'Story told',
            recapBody: 'A small moment, told with a turn, holds a room.',
          },
          { totalDuration: 60 },
        ),
        {
          header: 'What changed?',
          body: 'Listeners say the turn in one sentence. If they all agree, the story was clear.',
        },
      ),
      ...exercise(
        goal.podcast({
          name: 'Exercise 3: Story swap podcast',
          shortDescription: 'Take turns building one story together.',
          instructionHeader: 'Pass the story',
          instructionBody: 'Each turn adds to one shared story. The third speaker must bring the turn.',
          recapHeader: 'Story shared',
          recapBody: 'Three voices, one story, one turn.',
        }),
        { header: 'Who brought the turn?', body: 'The group decides which turn surprised them most.' },
      ),
      step.decision(
        'One more story?',
        'Swap speakers and tell another true story, or finish the class.',
        keepGoing('Finish the class'),
        runItBack('Another story', 4, 2),
      ),
      step.conclusion('Class complete', 'Look for the turn in the next story you hear: it is always there.'),
    ],
  },
  {
    slug: 'guided-class',
    name: 'Guided Class: Briefing Like a Professional',
    description: 'A guided class for the professional track: short briefings for busy listeners, with a clear ask.',
    summary: ['Lead with the ask.', 'Give the context in one breath.', 'End by repeating the ask.'],
    estimatedDuration: '20 - 25 min',
    type: 'LIVE_CLASS',
    displayedUserContents: [],
    elements: [
      step.introduction(
        'Briefing like a professional',
        'Managers, nurses handing over a shift, volunteers updating a committee: a briefing respects the listener’s time. Today you practise the shape.',
        { primaryCtaText: 'Start the class' },
      ),
      step.instruction(
        'Ask, context, ask',
        'Say what you need first, give the context in three sentences or fewer, then repeat what you need.',
        {
          timerSpeed: 'SLOW',
          examples: [
            '“I need a decision on the venue by Friday. Two options, both in budget; the hall is closer, the garden is bigger. Can we decide by Friday?”',
          ],
        },
      ),
      ...exercise(
        goal.timer(
          {
            name: 'Exercise 1: Thirty-second briefing',
            shortDescription: 'A real request from your week.',
            instructionHeader: 'Brief the room',
            instructionBody: 'Pick a real request. Ask, context, ask, in thirty seconds.',
            recapHeader: 'Briefed',
            recapBody: 'Your listeners knew what you needed in the first sentence.',
          },
          { totalDuration: 30 },
        ),
        { header: 'Could you act on it?', body: 'Listeners say what they would do next after hearing the briefing.' },
      ),
      ...exercise(
        goal.conductor({
          name: 'Exercise 2: Calm authority',
          shortDescription: 'Hold a steady, low energy while briefing.',
          instructionHeader: 'Steady voice',
          instructionBody: 'Brief the same request again, matching the energy on the slide.',
          recapHeader: 'Steady',
          recapBody: 'Authority sounds calm, not loud.',
        }),
        {
          header: 'Which energy fitted?',
          body: 'Listeners choose the energy level that sounded most trustworthy for a briefing.',
        },
      ),
      step.conclusion('Class complete', 'Use ask, context, ask in your next e-mail, too.'),
    ],
  },
  {
    slug: 'peer-led',
    name: 'Peer-Led Class: Practice Room',
    description:
      'Run a class with your cohort-mates and no coach: the exercises of the first class, with the AI coach listening when it is in the meeting.',
    summary: ['Take turns leading.', 'Keep feedback kind and specific.', 'Everyone speaks, everyone listens.'],
    estimatedDuration: '25 - 30 min',
    type: 'GROUP_PRACTICE',
    displayedUserContents: [],
    elements: [
      step.introduction(
        'A class you run yourselves',
        'One of you shares the screen and keeps time; the others speak in turn. Swap the leader after every exercise.',
        { primaryCtaText: 'Start the class' },
      ),
      howClassWorks,
      ...exercise(
        goal.timer(
          {
            name: 'Exercise 1: Check-in minute',
            shortDescription: 'How was your week, in under a minute?',
            instructionHeader: 'Check in',
            instructionBody: 'Tell the room one good thing and one hard thing from your week.',
            recapHeader: 'Checked in',
            recapBody: 'Everyone now knows where you are this week.',
          },
          { totalDuration: 45 },
        ),
        {
          header: 'Kind and specific',
          body: 'Each listener says one specific thing the speaker did well. “Good job” does not count.',
        },
      ),
      ...exercise(
        goal.tripleStep({
          name: 'Exercise 2: Surprise words',
          shortDescription: 'Weave three words into one minute.',
          instructionHeader: 'Say yes',
          instructionBody: 'Use each word as soon as it appears.',
          recapHeader: 'Woven',
          recapBody: 'Every word used is a rep of calm under surprise.',
        }),
        { header: 'Best bridge', body: 'Listeners pick the smoothest bridge from a surprise word back to the topic.' },
      ),
      ...exercise(
        goal.autocompleteBreath({
          name: 'Exercise 3: Mess, breath, clean',
          shortDescription: 'Rush, breathe, then speak slowly.',
          instructionHeader: 'Feel the breath',
          instructionBody: 'Rush the first part, take the breath, then speak clearly.',
          recapHeader: 'Breathed',
          recapBody: 'The breath changed everything after it.',
        }),
        { header: 'Quick round', body: 'Each person says which part felt most like them.' },
      ),
      ...exercise(
        goal.conductor({
          name: 'Exercise 4: Energy relay',
          shortDescription: 'Follow the energy slides.',
          instructionHeader: 'Move your voice',
          instructionBody: 'Talk about a hobby; follow the energy level on each slide.',
          recapHeader: 'Energy moved',
          recapBody: 'Your voice has more range than you think.',
        }),
        { header: 'Most energy', body: 'Listeners name the moment the speaker sounded most alive.' },
      ),
      step.conclusion('Peer class complete', 'Thank each other, and book the next practice room before you leave.'),
    ],
  },
];
