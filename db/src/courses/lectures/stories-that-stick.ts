import type { LectureScene } from '../catalogue-types.js';
import { learner, say } from './scene.js';

/**
 * Stories That Stick's lectures, one a lesson: hook, the idea, a worked example, a before/after pair the learner
 * hears, the common mistake, and the drill the practice that follows trains. Rendered by `npm run videos:lectures`.
 */
export const storiesLectures: Record<string, LectureScene[]> = {
  'why-stories-work': [
    say(
      'Lesson 1',
      ['Why stories work'],
      'Welcome to Stories That Stick. Five lessons on telling short, true stories that people remember. Lesson one: why stories work. Let us start with a small test. Think of the last talk you sat through. What do you remember from it: a number, or a moment someone described?',
      'Hook',
    ),
    say(
      'The idea',
      ['Facts inform', 'Stories make people care'],
      'For most of us, it is the moment. The idea of this lesson is that facts inform, but stories make people care about the facts. A story gives a listener a person to follow, a problem to worry about, and a change to feel.',
      'The idea',
    ),
    say(
      'Evidence',
      ['Stories are remembered', 'long after the numbers'],
      'In a classroom exercise described by Chip and Dan Heath in their book Made to Stick, students gave short persuasive speeches, then listeners wrote down what they remembered. Far more of them remembered the stories than any single statistic. Numbers still matter. A story is what carries them.',
    ),
    say(
      'You have stories',
      ['Firsts', 'Mistakes · Surprises'],
      'The good news: you already own dozens of stories. You do not need adventures. Look at three places. Your firsts: a first job, a first flight. Your mistakes. And your surprises, the moments that did not go as you expected.',
    ),
    say(
      'Worked example',
      ['“Customers like our support.”'],
      'A worked example. The fact: customers are happy with our support team. The story: last Tuesday, Maria called us. Not with a problem. She called to say that Ahmed had stayed on the line for an hour to rescue her shop’s website before a sale. The fact is the same. Now it has a face.',
      'Worked example',
    ),
    say(
      'Before and after',
      ['“What was your first job like?”'],
      'Now one learner answers the same question twice: what was your first job like? First, as a summary of facts.',
      'Before and after',
    ),
    learner(
      'before',
      'My first job was in a bakery, it was fine, I learned a lot about customer service and working hard, and the hours were early.',
    ),
    say('Now as a story', ['A moment, not a summary'], 'Now as a story.'),
    learner(
      'after',
      'My first job was in a bakery. | On day one, at five in the morning, I dropped a whole tray of croissants. | The owner just handed me another tray and said: *again*. | I still hear that word.',
    ),
    say(
      'The difference',
      ['A summary told us about it', 'A story took us there'],
      'The first answer summarised, and words like learned a lot asked us to take it on trust. The second chose one moment, with a time, an action and a line someone said. We could see it, so we believe the lesson without being told it.',
    ),
    say(
      'Common mistake',
      ['Waiting for a big story'],
      'The common mistake is to think your stories are too small. Small is good. A dropped tray is easier to picture than a career. Listeners do not need drama. They need one moment they can see.',
      'Common mistake',
    ),
    say(
      'Your drill',
      ['Timer', 'One minute, one first'],
      'Your drill is a one minute story on the Timer, about a first time. Where were you, what happened, and what changed? Pick the first you can picture most clearly, and tell one moment of it, not the whole year.',
      'Your drill',
    ),
    say(
      'Remember',
      ['Keep a list of your stories'],
      'After today, keep a list of your stories and add one a week. When a question comes, you will have a moment ready.',
    ),
  ],
  'the-shape-of-a-story': [
    say(
      'Lesson 2',
      ['The shape of a story'],
      'Lesson two: the shape of a story. You have probably heard a story that was all true, all interesting, and still somehow went nowhere. The events were there. The shape was missing.',
      'Hook',
    ),
    say(
      'The idea',
      ['Situation · Problem', 'Turn · Result'],
      'The idea of this lesson is a four beat shape. A situation: where we are, and who. A problem: what goes wrong, or what is at stake. A turn: the moment something changes. And a result: how things ended, and what it meant.',
      'The idea',
    ),
    say(
      'Why a shape',
      ['The problem makes us care', 'The turn is the heart'],
      'The situation and the problem set the stakes. Without a problem, nothing can change, and a story without change is a report. The turn is the heart of the story: the decision, the surprise, the thing someone said.',
    ),
    say(
      'Worked example',
      ['The missed train'],
      'A worked example, one sentence per beat. Situation: I was travelling to my sister’s wedding, where I was giving a speech. Problem: my train was cancelled, and the next one was too late. Turn: a stranger on the platform heard me and offered to share a taxi. Result: I arrived with ten minutes to spare, and she got a mention in my speech.',
      'Worked example',
    ),
    say(
      'Start small',
      ['One sentence a beat', 'Then add detail'],
      'Start with one sentence per beat. Once the shape is there, you can add detail anywhere, and the story will still hold. Without the shape, detail just makes it longer.',
    ),
    say(
      'Before and after',
      ['Same events, twice'],
      'Now one learner tells the same events twice. First, in the order they came to mind.',
      'Before and after',
    ),
    learner(
      'before',
      'So I got a new bike, and before that I used to take the bus, and then one day the chain broke, and actually that was in the rain, and it was fine in the end.',
    ),
    say('Now in four beats', ['Situation, problem, turn, result'], 'Now in four beats.'),
    learner(
      'after',
      'I had just started cycling to work. | One rainy morning, my chain snapped, two miles from the office. | A bus driver stopped and said: bikes go on the front. | I was on time, and I learned every bus has a *rack*.',
    ),
    say(
      'The difference',
      ['Events in memory order', 'Beats in story order'],
      'The first version gave events in the order memory offered them, and it ended on it was fine, with no turn. The second set the situation, named the problem, gave a turn with a line of speech, and ended on a result with a small lesson.',
    ),
    say(
      'Common mistake',
      ['Too much situation'],
      'The common mistake is too much situation. We explain the background for a minute before anything goes wrong, and listeners drift. Get to the problem within your first two or three sentences.',
      'Common mistake',
    ),
    say(
      'Your drill',
      ['Triple Step', 'Keep the four beats'],
      'Your drill is Triple Step. Tell a story in four beats while surprise words drop in. Weave each word into the beat you are in, and keep moving: situation, problem, turn, result. The shape is what lets you absorb surprises.',
      'Your drill',
    ),
    say(
      'Remember',
      ['Situation, problem, turn, result'],
      'If you lose your place, ask yourself one question: what beat am I in? Situation, problem, turn, result.',
    ),
  ],
  'details-that-paint': [
    say(
      'Lesson 3',
      ['Details that paint'],
      'Lesson three: details that paint. Close your eyes for a second and picture a nice café. Now picture a café with one wobbly table that everyone fights over. Which one could you see?',
      'Hook',
    ),
    say(
      'The idea',
      ['One sharp detail', 'beats ten general ones'],
      'The idea of this lesson is that one sharp detail does more than ten general ones. General words like nice, busy or interesting give listeners nothing to see. A specific detail gives them a picture, and a picture is what they remember.',
      'The idea',
    ),
    say(
      'Two tools',
      ['A detail you can see', 'A comparison'],
      'You have two tools. The first is a detail a listener can see, hear or touch: a wobbly table, a smell of burnt toast. The second is a comparison, which makes the unfamiliar familiar: as quiet as a library at midnight.',
    ),
    say(
      'Worked example',
      ['“The office was chaotic.”'],
      'A worked example. The general version: the office was chaotic on launch day. The painted version: on launch day, three phones rang at once, and someone was eating cereal standing on a chair to reach the wifi router. You did not need the word chaotic. You saw it.',
      'Worked example',
    ),
    say(
      'Choose one',
      ['One detail a moment', 'Not a list'],
      'Notice that the painted version did not list everything. It chose. One or two details per moment are enough. The listener’s imagination fills in the rest, and does it better than a list.',
    ),
    say(
      'Before and after',
      ['“Describe your grandmother’s kitchen.”'],
      'Now one learner describes the same place twice: their grandmother’s kitchen. First, with general words.',
      'Before and after',
    ),
    learner(
      'before',
      'It was really nice and cosy, very homely, there was always food, and it was a warm place, a really lovely kitchen.',
    ),
    say('Now with details that paint', ['What could we see?'], 'Now with details that paint.'),
    learner(
      'after',
      'Her kitchen smelled of *cinnamon*. | There was a radio on the fridge that only played one station, | and a drawer that stuck, like it was guarding the spoons.',
    ),
    say(
      'The difference',
      ['“Nice, cosy, lovely”', 'became cinnamon and a stuck drawer'],
      'The first answer used five words that all meant nice, and none of them could be pictured. The second gave a smell, an object and a comparison. It is no longer, but we have been in that kitchen now.',
    ),
    say(
      'Common mistake',
      ['Piling on adjectives'],
      'The common mistake is to add adjectives instead of details: really, very, beautiful, amazing. Adjectives tell listeners how to feel. Details let them feel it themselves. When you reach for an adjective, ask: what exactly did I see?',
      'Common mistake',
    ),
    say(
      'Your drill',
      ['Rapid Fire Analogies', 'Paint a picture fast'],
      'Your drill is Rapid Fire Analogies. Each round gives you the start of a comparison, and a few seconds to finish it. Finish with something a listener can see. Not, it is like something good, but, it is like a dog meeting snow for the first time.',
      'Your drill',
    ),
    say(
      'Remember',
      ['Choose one detail', 'a listener can see'],
      'Speed matters more than brilliance in this drill. Choose one detail a listener can see.',
    ),
  ],
  'tension-and-the-turn': [
    say(
      'Lesson 4',
      ['Tension and the turn'],
      'Lesson four: tension and the turn. I opened the envelope, and inside was | | a single sentence. Notice what you just did. You waited for the next word. That waiting is tension.',
      'Hook',
    ),
    say(
      'The idea',
      ['Tension is a question', 'the listener wants answered'],
      'The idea of this lesson is that tension is a question the listener wants answered. Will she make the train? What was in the envelope? As long as the question is open, your listeners lean in.',
      'The idea',
    ),
    say(
      'Hold the moment',
      ['Slow down before the turn', 'Pause, then turn'],
      'You build tension by holding the moment just before the turn. Slow down as you approach it. Give one more detail than usual. Then pause, and deliver the turn. The pause is where the question is loudest.',
    ),
    say(
      'Worked example',
      ['The interview'],
      'A worked example. I had one question left in the interview. The manager looked at my notes, put down her pen, and said: | | why should we not hire you? That pause, before her line, is the tension. Rushing through it would have given the surprise away.',
      'Worked example',
    ),
    say(
      'Before and after',
      ['Same story, twice'],
      'Now one learner tells the same moment twice. It is about waiting for exam results. First, rushing through the turn.',
      'Before and after',
    ),
    learner(
      'before',
      'So I opened the results and I had passed, which was great, because I had been really worried about it all summer.',
    ),
    say('Now holding the moment', ['Slow, then pause, then turn'], 'Now holding the moment.'),
    learner(
      'after',
      'All summer I had been dreading that email. | When it came, I sat on the stairs, | opened it, | and read the first word. | | *Congratulations*.',
    ),
    say(
      'The difference',
      ['The result came first', 'The result came last, after a pause'],
      'The first version gave the result in the first sentence, then explained the worry, so there was never a question to wait for. The second set up the worry first, slowed down with small actions, paused, and let one word carry the turn.',
    ),
    say(
      'Common mistake',
      ['Giving the ending away'],
      'The common mistake is to give the ending away at the start: the funniest thing happened, or it all worked out in the end. You have just answered the question before asking it. Keep the result for the result.',
      'Common mistake',
    ),
    say(
      'Your drill',
      ['Snow Globe', 'Pause when the globe shakes'],
      'Your drill is Snow Globe. Tell a story, and when the globe shakes, pause and breathe, then carry on. Use each pause like the moment before a turn: let it hold a question, then continue with something your listener wanted to hear.',
      'Your drill',
    ),
    say(
      'Remember',
      ['Make them wait a beat', 'for the turn'],
      'The pause will feel long to you, and exciting to them. Make them wait a beat for the turn.',
    ),
  ],
  'telling-it-live': [
    say(
      'Lesson 5',
      ['Telling it live'],
      'Lesson five, the last one: telling it live. A story you have written down is only half made. The other half is how it sounds when you tell it, out loud, to real people.',
      'Hook',
    ),
    say(
      'The idea',
      ['Energy follows the story'],
      'The idea of this lesson is that your energy should follow the story. Lower and slower for tension. Higher and brighter for the result. When the voice moves with the story, listeners feel each beat without being told.',
      'The idea',
    ),
    say(
      'Everything together',
      ['Shape · Detail', 'Tension · Energy'],
      'This brings the course together. The shape gives you beats. Details paint each beat. Tension holds the turn. And energy carries the listener from one beat to the next.',
    ),
    say(
      'Worked example',
      ['The taxi story, live'],
      'A worked example: the missed train story from lesson two, told live. The situation, steady: I was on my way to my sister’s wedding. The problem, lower and slower: the board said, cancelled. | The turn, quieter still: a stranger said, share my taxi? The result, bright: I made it, with ten minutes to spare!',
      'Worked example',
    ),
    say(
      'Rehearse out loud',
      ['Never only in your head'],
      'To get there, rehearse out loud, never only in your head. Silent rehearsal skips the pauses, the breaths and the stumbles. Telling the story aloud finds the words that are easy to say, and those are the ones that stay.',
    ),
    say(
      'Before and after',
      ['Same story, twice'],
      'Now one learner tells the same short story twice, about a lost dog that came home. First, at one level.',
      'Before and after',
    ),
    learner(
      'before',
      'Our dog ran off in the park and we looked for hours and we thought he was gone but then he was sitting at our front door when we got home.',
    ),
    say(
      'Now with energy that follows the story',
      ['Low for the worry, bright for the end'],
      'Now with energy that follows the story.',
    ),
    learner(
      'after',
      'Our dog slipped his lead in the park. | We searched for three hours. | | It got dark. | | We walked home without him, | opened the gate, | and there he was on the doorstep, *wagging*!',
    ),
    say(
      'The difference',
      ['One long sentence', 'became beats with room to feel them'],
      'The first version was one breathless sentence at one level, so the happy ending sounded the same as the worry. The second gave each beat its own sentence, slowed down and paused in the dark part, and lifted for the result.',
    ),
    say(
      'Common mistake',
      ['Performing instead of telling'],
      'The common mistake is to perform instead of tell: a big voice from the first word to the last. That is as flat as a quiet one. Tell it as if to one friend, and let the changes come from the story.',
      'Common mistake',
    ),
    say(
      'Your drill',
      ['Conductor', 'Your story, live'],
      'Your drill is Conductor. Tell your story while a slide shows an energy level. Follow each level without stopping. You will not always get the level that fits the beat. That is the practice: range you can call on when the story needs it.',
      'Your drill',
    ),
    say(
      'Remember',
      ['Tell the same story five times', 'and it becomes yours'],
      'That completes Stories That Stick. Find your stories, give them a shape, paint one detail, hold the turn, and tell them out loud. Tell the same story five times, and it becomes yours.',
    ),
  ],
};
