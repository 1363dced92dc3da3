import { keepGoing, outline, runItBack, startOver, step } from './builders.js';
import type { PracticeSessionSeed } from './catalogue-types.js';
import { goal } from './goals.js';

/** Sessions played by their name: classes, assignments and group practice. */
export const otherSessions: PracticeSessionSeed[] = [
  {
    slug: 'podcast-hour',
    name: 'Podcast Hour',
    description: 'Take turns as hosts of a pretend podcast with friends or colleagues.',
    summary: [
      { text: 'Hand over the mic with a question.' },
      { text: 'Listen to build on what was said.' },
      { text: 'Keep your turn to one idea.' },
    ].map((s) => s.text),
    estimatedDuration: '8 - 10 min',
    type: 'GROUP_PRACTICE',
    displayedUserContents: [],
    elements: [
      step.introduction(
        'Podcast Hour',
        'Gather two to five people around one screen. You are about to host a podcast together, with no script.',
      ),
      step.untimed(
        'Pass the mic',
        'When your turn ends, hand over with a question for the next speaker. It keeps the conversation flowing.',
        {
          coachingTip: 'Build on the last speaker: “Adding to what Sam said…”.',
          examples: ['“…and that is why I never cook on Sundays. Priya, what is your Sunday ritual?”'],
        },
      ),
      step.game(
        goal.podcast({
          name: 'Podcast Game: one episode',
          shortDescription: 'Turn-taking hosts for one short episode.',
          instructionHeader: 'Go live',
          instructionBody: 'Each player speaks when their name appears. The screen tells you who is next.',
          recapHeader: 'That’s a wrap',
          recapBody: 'Everyone spoke, listened and handed over. That is a conversation.',
          numberRetriesAllowed: 2,
        }),
      ),
      step.discussion('Debrief', 'Each person names one thing someone else did well during the episode.', {
        timerSpeed: 'EXTRA_SLOW',
      }),
      step.decision(
        'Another episode?',
        'Record another episode with new energy, or wrap up.',
        keepGoing('Wrap up'),
        runItBack('Record another episode', 2, 1),
      ),
      step.conclusion('Episode complete', 'Great hosting. Listening well is half of speaking well.'),
    ],
  },
  {
    slug: 'build-your-talk-outline',
    name: 'Build Your Talk Outline',
    description: 'Write the Title, Arrow, Bow and Key Messages of a talk, then rehearse it.',
    summary: [
      'Title, Arrow, Bow and Key Messages make an outline.',
      'Write it, then say it.',
      'An outline beats a script.',
    ],
    estimatedDuration: '10 - 15 min',
    type: 'ASSIGNMENT',
    displayedUserContents: ['TITLE', 'ARROW', 'BOW', 'MESSAGE'],
    elements: [
      step.introduction(
        'Build Your Talk Outline',
        'Pick a talk you will give soon: a meeting update, a toast, a pitch. In this assignment you will outline it and rehearse it once.',
      ),
      step.input({
        header: 'Title and Arrow',
        body: 'Your title is the promise; your Arrow is where you want the listener to end up.',
        coachingTip: 'Write fast. You can refine later.',
        primaryCtaText: 'Save and continue',
        inputs: [outline.title(), outline.arrow()],
      }),
      step.input({
        header: 'Key Messages',
        body: 'Write the three points your talk stands on, in the order you will say them.',
        primaryCtaText: 'Save and continue',
        inputs: outline.messages().map((message, index, all) => ({
          ...message,
          ...(index > 0 ? { previousKey: all[index - 1]!.key } : {}),
          ...(index < all.length - 1 ? { nextKey: all[index + 1]!.key } : {}),
        })),
      }),
      step.input({
        header: 'Your Bow',
        body: 'Write the line you will finish on.',
        primaryCtaText: 'Save my Bow',
        inputs: [outline.bow()],
      }),
      step.instruction(
        'Rehearse from the outline',
        'Look at your outline on the side. Next you will deliver the whole talk once, from the outline only.',
        { timerSpeed: 'SLOW' },
      ),
      step.game(
        goal.timer(
          {
            name: 'Timer: two-minute rehearsal',
            shortDescription: 'Deliver your talk from the outline.',
            instructionHeader: 'Deliver it',
            instructionBody: 'Title, Arrow, three messages, Bow. Go.',
            recapHeader: 'Rehearsed',
            recapBody: 'The first full run is always the hardest. It is done.',
            timedPrompts: [
              { at: 30, text: 'On to your second key message.', durationSeconds: 8 },
              { at: 90, text: 'Time to bring it home with your Bow.', durationSeconds: 10 },
            ],
          },
          { totalDuration: 120 },
        ),
      ),
      step.decision(
        'How did it go?',
        'Rehearse again, or finish the assignment.',
        keepGoing('Finish'),
        runItBack('Rehearse again', 1, 1),
      ),
      step.conclusion('Assignment complete', 'Your outline is saved. Bring it back whenever you rehearse.'),
    ],
  },
  {
    slug: 'live-class-impromptu-foundations',
    name: 'Live Class: Impromptu Foundations',
    description: 'The class plan for an instructor-led session on impromptu speaking.',
    summary: ['Say yes to the prompt.', 'Structure beats inspiration.', 'Feedback is a gift.'],
    estimatedDuration: '20 - 25 min',
    type: 'LIVE_CLASS',
    displayedUserContents: ['ARROW'],
    elements: [
      step.introduction(
        'Welcome to class',
        'Today’s class covers the three foundations of impromptu speaking: say yes, find a structure, and finish clearly.',
      ),
      step.instruction(
        'Foundation one: say yes',
        'Accept whatever prompt you are given. Resisting it wastes the seconds you need to think.',
        {
          timerSpeed: 'EXTRA_SLOW',
          coachingTip: 'Repeat the prompt out loud. It shows acceptance and buys time.',
        },
      ),
      step.game(
        goal.tripleStep({
          name: 'Triple Step: class round',
          shortDescription: 'Each learner speaks for a minute with three surprise words.',
          instructionHeader: 'Your turn',
          instructionBody: 'Say yes to every word that appears.',
          recapHeader: 'Round complete',
          recapBody: 'Everyone said yes to the unexpected.',
        }),
      ),
      step.discussion(
        'Peer feedback',
        'In pairs, share one thing your partner did well and one thing to try next time.',
        { timerSpeed: 'EXTRA_SLOW', slideDuration: 60 },
      ),
      step.instruction(
        'Foundation two: find a structure',
        'Past, present, future. Problem, solution, benefit. Pick one and hang your words on it.',
        { timerSpeed: 'EXTRA_SLOW' },
      ),
      step.game(
        goal.timer({
          name: 'Timer: structured minute',
          shortDescription: 'One minute using a structure.',
          instructionHeader: 'Pick a structure',
          instructionBody: 'Speak for a minute using past, present, future.',
          recapHeader: 'Structured',
          recapBody: 'A structure makes any topic speakable.',
        }),
      ),
      step.decision(
        'Ready for the last foundation?',
        'Go on, or restart the class from the first foundation.',
        keepGoing('Continue'),
        startOver('Restart the class'),
      ),
      step.untimed(
        'Foundation three: finish clearly',
        'End with your Bow, then stop talking. Say thank you and hold eye contact.',
      ),
      step.conclusion(
        'Class complete',
        'Thank you for practising together. Keep your streak going with Today’s Practice.',
      ),
    ],
  },
  {
    slug: 'fundamentals-arrow-and-bow',
    name: 'Fundamentals: The Arrow and the Bow',
    description: 'Learn the two lines that frame every talk.',
    summary: ['The Arrow sets the destination.', 'The Bow ties it up.', 'Write both before anything else.'],
    estimatedDuration: '6 - 8 min',
    type: 'FUNDAMENTALS_CLASS',
    displayedUserContents: ['ARROW', 'BOW'],
    elements: [
      step.introduction(
        'The Arrow and the Bow',
        'Every clear talk has a destination and an ending. We call them the Arrow and the Bow.',
      ),
      step.untimed(
        'The Arrow',
        'The Arrow is where you want your listener to end up: what they think, feel or do. It is written for you, not said word for word.',
        {
          examples: ['“My team agrees to try the new rota for a month.”'],
        },
      ),
      step.input({
        header: 'Write your Arrow',
        body: 'Pick a real talk and write its Arrow.',
        primaryCtaText: 'Save my Arrow',
        inputs: [outline.arrow()],
      }),
      step.untimed(
        'The Bow',
        'The Bow is your final line. It ties the talk up and tells the audience you are finished.',
        {
          examples: ['“One month, one rota, one fair team. Let’s try it.”'],
        },
      ),
      step.input({
        header: 'Write your Bow',
        body: 'Write a Bow that arrives where your Arrow points.',
        primaryCtaText: 'Save my Bow',
        inputs: [outline.bow()],
      }),
      step.game(
        goal.timer(
          {
            name: 'Timer: Arrow to Bow',
            shortDescription: 'Forty-five seconds from Arrow to Bow.',
            instructionHeader: 'Connect them',
            instructionBody: 'Speak for forty-five seconds, heading towards your Arrow and ending on your Bow.',
            recapHeader: 'Framed',
            recapBody: 'A talk with a destination and an ending feels complete.',
          },
          { totalDuration: 45 },
        ),
      ),
      step.conclusion('Fundamentals complete', 'Use your Arrow and Bow in every talk from now on.'),
    ],
  },
  {
    slug: 'fundamentals-pausing-with-purpose',
    name: 'Fundamentals: Pausing With Purpose',
    description: 'Learn when and why to pause.',
    summary: ['Pause after a key line.', 'Pause before a change of topic.', 'Pause instead of filling.'],
    estimatedDuration: '5 - 7 min',
    type: 'FUNDAMENTALS_CLASS',
    displayedUserContents: [],
    elements: [
      step.introduction(
        'Pausing With Purpose',
        'A pause is punctuation you can hear. Today you learn the three places it belongs.',
      ),
      step.instruction(
        'Three places to pause',
        'After a key line, so it lands. Before a new topic, so listeners can follow. Instead of a filler, so you sound sure.',
        {
          timerSpeed: 'EXTRA_SLOW',
          examples: ['“That saved us a week.” (pause) “Now, the cost.”'],
        },
      ),
      step.game(
        goal.snowGlobe({
          name: 'Snow Globe: purposeful pauses',
          shortDescription: 'Talk with pauses at the right moments.',
          instructionHeader: 'Pause with purpose',
          instructionBody: 'Each time the globe pauses you, notice which kind of pause it is.',
          recapHeader: 'Purposeful',
          recapBody: 'You paused because you chose to, not because you were lost.',
          numberRetriesAllowed: 2,
          timedPrompts: [{ at: 10, text: 'Pause after your next key line.', durationSeconds: 8 }],
        }),
      ),
      step.decision(
        'Try it once more?',
        'Pausing gets easier each time. Go again, or finish.',
        keepGoing('Finish'),
        runItBack('Go again', 1, 1),
      ),
      step.conclusion('Fundamentals complete', 'You know where pauses belong. Use them on purpose.'),
    ],
  },
  {
    slug: 'toast-in-ninety-seconds',
    name: 'Assignment: A Toast in Ninety Seconds',
    description: 'Prepare and deliver a short, warm toast.',
    summary: ['Open with the person, not yourself.', 'One story, one quality.', 'Raise the glass on your Bow.'],
    estimatedDuration: '6 - 8 min',
    type: 'ASSIGNMENT',
    displayedUserContents: ['BOW', 'NOTE'],
    elements: [
      step.introduction(
        'A Toast in Ninety Seconds',
        'Birthdays, weddings, farewells: a toast is the most common speech people give. Let’s prepare one.',
      ),
      step.untimed(
        'The shape of a toast',
        'Who they are to you, one story that shows one quality, and a wish for the future. Then raise the glass.',
        {
          coachingTip: 'Keep the story about them, not about you.',
        },
      ),
      step.input({
        header: 'Plan your toast',
        body: 'Write the quality you will celebrate and the line you will raise your glass on.',
        primaryCtaText: 'Save my plan',
        inputs: [outline.note('toast-quality', 'The quality', 1, 15), outline.bow()],
      }),
      step.game(
        goal.timer(
          {
            name: 'Timer: ninety-second toast',
            shortDescription: 'Deliver your toast.',
            instructionHeader: 'Raise your glass',
            instructionBody: 'Deliver your toast in ninety seconds.',
            recapHeader: 'Cheers',
            recapBody: 'A warm toast is a gift. You just gave one.',
            timedPrompts: [{ at: 60, text: 'Time for your wish and your Bow.', durationSeconds: 10 }],
          },
          { totalDuration: 90 },
        ),
      ),
      step.conclusion('Assignment complete', 'You are ready for the next celebration.'),
    ],
  },
  {
    slug: 'group-rapid-fire-relay',
    name: 'Group Practice: Rapid Fire Relay',
    description: 'Rapid completions and analogies passed around a group.',
    summary: ['Keep the energy moving.', 'Cheer for each other.', 'Speed loosens everyone up.'],
    estimatedDuration: '8 - 10 min',
    type: 'GROUP_PRACTICE',
    displayedUserContents: [],
    elements: [
      step.introduction(
        'Rapid Fire Relay',
        'Form a circle. One person answers each prompt, then the next person takes the following one.',
      ),
      step.game(
        goal.autocomplete(
          {
            name: 'Rapid Fire Autocomplete: relay',
            shortDescription: 'Six completions around the circle.',
            instructionHeader: 'Pass it on',
            instructionBody: 'Whoever’s turn it is finishes the sentence. Then pass to your left.',
            recapHeader: 'Relay complete',
            recapBody: 'Everyone committed to an answer under pressure.',
          },
          { totalRounds: 6 },
        ),
      ),
      step.discussion('Favourite answer', 'As a group, pick the funniest or smartest answer from the relay.', {
        timerSpeed: 'SLOW',
      }),
      step.game(
        goal.analogies(
          {
            name: 'Rapid Fire Analogies: relay',
            shortDescription: 'Six analogies around the circle.',
            instructionHeader: 'Analogy relay',
            instructionBody: 'Same circle, now with analogies.',
            recapHeader: 'Relay complete',
            recapBody: 'Six pictures painted by six voices.',
          },
          { totalRounds: 6 },
        ),
      ),
      step.decision(
        'Another lap?',
        'Go round again from the first relay, or finish.',
        keepGoing('Finish'),
        runItBack('Another lap', 3, 2),
      ),
      step.conclusion('Relay complete', 'Group energy makes practice easier. Do it again soon.'),
    ],
  },
  {
    slug: 'tell-a-story-from-your-week',
    name: 'Assignment: A Story From Your Week',
    description: 'Find, shape and tell a short story from your own week.',
    summary: ['Small moments make good stories.', 'Find the problem in it.', 'End with what changed.'],
    estimatedDuration: '6 - 8 min',
    type: 'ASSIGNMENT',
    displayedUserContents: ['NOTE'],
    elements: [
      step.introduction(
        'A Story From Your Week',
        'You do not need dramatic events to tell a good story. Small moments work best.',
      ),
      step.instruction(
        'Find the moment',
        'Think back over the week. Find a moment with a small problem: a delay, a mistake, a surprise.',
        { timerSpeed: 'SLOW' },
      ),
      step.input({
        header: 'Shape it',
        body: 'Write the moment and what changed because of it.',
        primaryCtaText: 'Save my story',
        inputs: [outline.note('week-moment', 'The moment', 3, 40), outline.note('week-change', 'What changed', 3, 40)],
      }),
      step.game(
        goal.slideshow({
          name: 'The Blindfolded Slideshow: warm-up',
          shortDescription: 'Warm up your storytelling with random photos.',
          instructionHeader: 'Warm up',
          instructionBody: 'Tell a quick story through the photos before telling your own.',
          recapHeader: 'Warmed up',
          recapBody: 'Now tell the real one.',
        }),
      ),
      step.discussion(
        'Tell your story',
        'Tell your story out loud to someone, or to your phone’s camera. Beginning, problem, what changed.',
        { timerSpeed: 'EXTRA_SLOW' },
      ),
      step.conclusion('Assignment complete', 'Your week is full of stories. Now you know how to find them.'),
    ],
  },
];
