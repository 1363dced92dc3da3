import type { Lesson } from '@impromptu/coach/rules';
import { lectureLearner as learner, lectureSay as say, type LectureScene } from '@impromptu/db';

/**
 * The Virtual Coach's five lessons, each a short lecture: hook, the idea, a worked example, a before/after pair the
 * learner hears, the common mistake, and the drill the rounds that follow train (Rapid Fire Autocomplete: a sentence
 * starts on screen and the learner finishes it out loud). Rendered by `npm run videos:virtual-coach`.
 */
export const VIRTUAL_COACH_LESSONS: Record<Lesson, LectureScene[]> = {
  SPEED: [
    say(
      'Lesson 1',
      ['Speed'],
      'Welcome to your first lesson with your Virtual Coach. The first skill of speaking on the spot is speed. Here is a question: when a sentence appears and you have to finish it, what do you do in the first second? Most of us search for a good answer. That search is the freeze.',
      'Hook',
    ),
    say(
      'The idea',
      ['Start before you feel ready'],
      'The idea of this lesson is to start talking before you feel ready. Not after you have a good answer. Before. Any answer that comes out now is worth more than a perfect one that arrives too late.',
      'The idea',
    ),
    say(
      'Why speed first',
      ['Speed comes before quality'],
      'Why does speed come first? Because the other skills need words to work on. Energy, personality and sense all shape what you say. If nothing comes out, there is nothing to shape. Speed gives you the raw material.',
    ),
    say(
      'Worked example',
      ['Clouds are…'],
      'A worked example. The screen shows: clouds are. You do not know what clouds are. You start anyway: clouds are | pillows the sky forgot to put away. Was it the best answer? No. It was an answer, in under a second, and that is the skill.',
      'Worked example',
    ),
    say(
      'Before and after',
      ['Umbrellas are…'],
      'Now one learner finishes the same sentence twice. The sentence: umbrellas are. First, searching for the right answer.',
      'Before and after',
    ),
    learner('before', 'Umbrellas are, ~um~, ~hmm~, they are, ~well~, useful, ~I guess?~', 'Searching'),
    say('Now starting at once', ['The first thought, out loud'], 'Now starting at once.'),
    learner('after', 'Umbrellas are ~tiny *roofs*~ you carry around in case ~the sky changes its mind.~', 'A picture'),
    say(
      'The difference',
      ['The search came out as “um”', 'The start came out as a picture'],
      'In the first answer, the search for something good came out as um and hmm, and the answer ended as a question. In the second, the learner started at once, and a picture arrived on the way. Starting is what let the idea show up.',
    ),
    say(
      'Common mistake',
      ['Starting with a filler'],
      'The common mistake is to start on time with a filler, like um or so, and then search. That only looks fast. Start with the sentence itself: say the prompt’s words out loud, umbrellas are, and let your voice carry you into the rest.',
      'Common mistake',
    ),
    say(
      'Your drill',
      ['Four-second rounds', 'Start the moment it appears'],
      'Your drill: six rounds of Rapid Fire Autocomplete, and your rounds are now four seconds long. The moment a sentence appears, start talking. Do not judge the answers. Count only one thing: did you start at once? When starting at once becomes easy, the rounds get shorter.',
      'Your drill',
    ),
    say(
      'Remember',
      ['Any answer now', 'beats a perfect one later'],
      'Any answer now beats a perfect one later. Let’s go.',
    ),
  ],
  NONSENSE: [
    say(
      'Lesson 2',
      ['Nonsense'],
      'Lesson two: nonsense. Do you ever have an answer ready, and then hold it back because it sounds silly? That little voice that checks every idea before it leaves your mouth has a name in improv classes: the inner editor.',
      'Hook',
    ),
    say(
      'The idea',
      ['Permission to say something silly'],
      'The idea of this lesson is to give yourself permission to say something silly, on purpose. When nonsense is allowed, there is nothing for the inner editor to reject, so it goes quiet, and the words flow faster.',
      'The idea',
    ),
    say(
      'Why it helps',
      ['No wrong answers', 'means no reason to stop'],
      'This is not about being silly forever. It is a way to separate two jobs that fight each other: making ideas and judging them. Speaking on the spot needs the first job done fast. Judging can come later.',
    ),
    say(
      'Worked example',
      ['Staplers are…'],
      'A worked example. The sentence: staplers are. The editor wants something sensible, like office tools. Nonsense says: staplers are tiny crocodiles who only eat paper on Tuesdays. It makes no sense, and it came out in a second.',
      'Worked example',
    ),
    say(
      'Before and after',
      ['Bicycles are…'],
      'Now one learner finishes the same sentence twice: bicycles are. First, with the editor switched on.',
      'Before and after',
    ),
    learner(
      'before',
      'Bicycles are, ~well~, ~a type of transport~, ~I mean~, ~with two wheels~, and, ~um~, that is it.',
      'The editor',
    ),
    say('Now with nonsense allowed', ['Say the silly thing'], 'Now with nonsense allowed.'),
    learner('after', 'Bicycles are ~*horses*~ that ~gave up eating~ and ~took up metal~ instead.', 'Nonsense'),
    say(
      'The difference',
      ['The editor gave a definition', 'Nonsense gave an image'],
      'The first answer was safe and slow: a dictionary definition, with pauses while the editor checked it. The second was fast and surprising. And notice: the nonsense answer is the one you would remember.',
    ),
    say(
      'Common mistake',
      ['Trying to be funny'],
      'The common mistake is to try to be funny. That brings the editor straight back, because now it is checking for jokes. You are not aiming for funny. You are aiming for anything, said fast, without checking.',
      'Common mistake',
    ),
    say(
      'Your drill',
      ['Six rounds', 'Aim for no sense at all'],
      'Your drill: six rounds of Rapid Fire Autocomplete. This time, aim for answers that make no sense at all. If a sensible answer comes out, fine. If a strange one comes out, even better. Afterwards, notice how fast the answers came when nothing had to be right. That speed is what you keep when sense returns in lesson five.',
      'Your drill',
    ),
    say('Remember', ['No wrong answers'], 'There are no wrong answers in this round. Let’s play.'),
  ],
  ENERGY: [
    say(
      'Lesson 3',
      ['Energy'],
      'Lesson three: energy. Think of two friends telling you about the same film. One says: it was fine. The other says: you have to see it, the ending is incredible! Which one makes you want to buy a ticket? Same film. Different energy.',
      'Hook',
    ),
    say(
      'The idea',
      ['Say it like your best idea ever'],
      'The idea of this lesson is to say every answer like it is the best idea you have ever had. Energy is not volume. It is commitment: a voice that goes up and down, a face that moves, hands that help.',
      'The idea',
    ),
    say(
      'Why it works',
      ['Listeners feel what you feel'],
      'Listeners take their cue from you. If you sound unsure, they doubt even a good answer. If you sound committed, even a strange answer lands. Energy also feeds you: it is hard to freeze while you are moving.',
    ),
    say(
      'Worked example',
      ['Libraries are…'],
      'A worked example. Libraries are. The flat version: libraries are quiet places with books. The energetic version: libraries are treasure houses where everything is free! The words changed a little. The commitment changed a lot.',
      'Worked example',
    ),
    say(
      'Before and after',
      ['Sandwiches are…'],
      'Now one learner finishes the same sentence twice: sandwiches are. First, low energy.',
      'Before and after',
    ),
    learner('before', 'Sandwiches are, ~I suppose~, ~just~ bread with ~stuff~ in the middle.', 'Holding back'),
    say('Now with energy', ['Commit to it'], 'Now with energy.'),
    learner(
      'after',
      'Sandwiches are ~the *greatest* invention~ in history: ~a whole meal you can hold in one hand!~',
      'Committing',
    ),
    say(
      'The difference',
      ['“I suppose” took the energy out', 'Commitment put it back'],
      'The first answer apologised for itself with I suppose and just. The second committed to a big claim, and backed it with a reason. It is no truer. It is simply said like it matters.',
    ),
    say(
      'Common mistake',
      ['Starting high, ending low'],
      'The common mistake is to start with energy and let it drop by the end of the sentence, as the doubt creeps in. Keep the energy through the last word. Finish as if the last word is the best part.',
      'Common mistake',
    ),
    say(
      'Your drill',
      ['Six rounds', 'Lift your voice, face and hands'],
      'Your drill: six rounds of Rapid Fire Autocomplete, with energy. Stand up if you can. Lift your voice, your face and your hands, and keep the energy up until the last word of every answer. It will feel too big. To a listener, it will sound about right.',
      'Your drill',
    ),
    say('Remember', ['Energy makes any answer land'], 'Energy makes any answer land. Let’s go!'),
  ],
  PERSONALITY: [
    say(
      'Lesson 4',
      ['Personality'],
      'Lesson four: personality. When someone asks you a question, there are thousands of answers anyone could give. There is only one answer only you could give. That one is easier to find than you think.',
      'Hook',
    ),
    say(
      'The idea',
      ['Answer the way only you would'],
      'The idea of this lesson is to answer the way only you would. Bring in your own stories, opinions, places and people. Your life is a store of material that nobody else has, and you never run out of it.',
      'The idea',
    ),
    say(
      'Why it works',
      ['Personal is easier to find', 'and more fun to hear'],
      'A personal answer is easier to find, because you are not inventing: you are remembering. And it is more fun to hear, because a listener learns something about you instead of hearing what anyone would say.',
    ),
    say(
      'Worked example',
      ['Kitchens are…'],
      'A worked example. Kitchens are. The general answer: kitchens are where people cook. The personal answer: kitchens are where my grandmother taught me to argue and to bake. It took no longer to say.',
      'Worked example',
    ),
    say(
      'Before and after',
      ['Trains are…'],
      'Now one learner finishes the same sentence twice: trains are. First, the answer anyone could give.',
      'Before and after',
    ),
    learner('before', 'Trains are ~a form of public transport~ that ~run on rails.~', 'Anyone’s facts'),
    say('Now the answer only they could give', ['Bring yourself in'], 'Now the answer only they could give.'),
    learner(
      'after',
      'Trains are where ~I~ have read ~*every* book on my shelves~, ~one commute at a time.~',
      'One life',
    ),
    say(
      'The difference',
      ['A fact anyone knows', 'A detail from one life'],
      'The first answer was correct and could have come from anyone. The second came from one person’s life: the commute, the books. It tells us who is speaking, and that is what makes people listen.',
    ),
    say(
      'Common mistake',
      ['Thinking your life is too ordinary'],
      'The common mistake is to think your life is too ordinary to use. Ordinary is perfect. Your job, your town, your favourite food: start from something you know well, and the answer is already yours.',
      'Common mistake',
    ),
    say(
      'Your drill',
      ['Six rounds', 'Start from your own life'],
      'Your drill: six rounds of Rapid Fire Autocomplete. For each sentence, reach for something from your own life: a place, a person, a habit, an opinion. Keep the speed from lesson one. Personal does not mean slow. If nothing personal comes, start with I remember, or in my house, and let the memory finish the sentence.',
      'Your drill',
    ),
    say('Remember', ['You are the source'], 'You are the source. Let’s play.'),
  ],
  SENSE: [
    say(
      'Lesson 5',
      ['Sense'],
      'Lesson five, the last one: sense. You can now start fast, switch off the editor, say it with energy and make it yours. One thing is left, and it is the one most people try first: make it make sense.',
      'Hook',
    ),
    say(
      'The idea',
      ['Make it make sense', 'at the same speed'],
      'The idea of this lesson is to keep everything you have built, the speed, the energy and the personality, and finish each sentence with a point a listener can follow. Sense comes last on purpose, so that it does not slow you down.',
      'The idea',
    ),
    say(
      'How',
      ['Let the point arrive', 'by the end of the sentence'],
      'You do not need the point when you start. Start fast, as always, and steer, so that by the end of the sentence the listener can say: ah, I see what you mean. The beginning can wander. The ending should land.',
    ),
    say(
      'Worked example',
      ['Bridges are…'],
      'A worked example. Bridges are. Start fast: bridges are promises. Now steer toward sense: bridges are promises in steel: they tell you that you will get there. It began as a leap and ended as a point.',
      'Worked example',
    ),
    say(
      'Before and after',
      ['Keys are…'],
      'Now one learner finishes the same sentence twice: keys are. First, fast but lost.',
      'Before and after',
    ),
    learner('before', 'Keys are, like, ~jingly~, and ~metal~, and ~my cat~, I mean, ~anyway~, keys.', 'Loose pieces'),
    say('Now fast and making sense', ['Start fast, land the point'], 'Now fast, and making sense.'),
    learner('after', 'Keys are small pieces of ~*trust*~: ~whoever has one, you let into your home.~', 'One point'),
    say(
      'The difference',
      ['A jumble of pieces', 'One picture with a point'],
      'The first answer was quick, but it collected pieces and never joined them, so it stopped rather than ended. The second was just as fast, and it turned one picture into a point: a key means trust.',
    ),
    say(
      'Common mistake',
      ['Slowing down to make sense'],
      'The common mistake is to slow down to make sense: to go back to planning before speaking, and lose the speed you built in lesson one. Keep the pace. If the point is not there yet, keep talking toward it.',
      'Common mistake',
    ),
    say(
      'Your drill',
      ['Six rounds', 'Fast, lively, personal and clear'],
      'Your drill: six rounds of Rapid Fire Autocomplete. Start at once, with energy and something of yours, and finish every sentence with a point. A simple way to land it: end with a because, or with a so. Bridges are promises, because they say you will get there.',
      'Your drill',
    ),
    say(
      'Remember',
      ['Speed · Nonsense · Energy', 'Personality · Sense'],
      'Fast, lively, personal and clear: that is speaking on the spot. Let’s play.',
    ),
  ],
};
