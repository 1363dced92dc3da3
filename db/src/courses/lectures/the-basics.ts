import type { LectureScene } from '../catalogue-types.js';
import { learner, say } from './scene.js';

/**
 * The Basics' lectures, one a lesson: hook, the idea, a worked example, a before/after pair the learner hears, the
 * common mistake, and the drill the practice that follows trains. Rendered by `npm run videos:lectures`.
 */
export const basicsLectures: Record<string, LectureScene[]> = {
  'say-yes-to-the-prompt': [
    say(
      'Lesson 1',
      ['Say yes to the prompt'],
      'Welcome to The Basics. Over seven short lessons you will learn to speak on the spot, one skill a day. Today’s skill is the first one, and it sounds almost too simple: say yes to the prompt.',
      'Hook',
    ),
    say(
      'The freeze',
      ['“So… tell us about yourself.”'],
      'Picture it. Someone turns to you in a meeting and says, so, tell us about yourself. For a second, nothing comes. What is happening in that second? Usually, you are arguing with the question. You wish it were narrower, or easier, or asked of someone else.',
    ),
    say(
      'The idea',
      ['Accept the question you were given'],
      'That argument costs you the very seconds you need to think. So the idea of this lesson is plain. Accept the question you were given, exactly as it is, and start from it. Improvisers call this saying yes: whatever your partner offers, you take it and build on it.',
      'The idea',
    ),
    say(
      'How',
      ['Repeat the prompt', 'Then say one true thing'],
      'In practice, saying yes has two moves. First, repeat the prompt in your own words, out loud. About myself? Sure. Second, say one true thing that starts from it. You do not need your best thing. You need a first thing.',
    ),
    say(
      'Why it works',
      ['Repeating buys two calm seconds'],
      'Repeating the prompt does two jobs. It tells your listeners that you heard them. And it buys you two calm seconds, during which your voice is already moving while your mind catches up.',
    ),
    say(
      'Worked example',
      ['“What did you think of the talk?”'],
      'Here is a worked example. A colleague asks: what did you think of the talk? The resisting answer starts with, oh, I am not sure I am the right person to ask. The accepting answer starts with the prompt itself: what did I think of the talk? | I think the second half was the strongest.',
      'Worked example',
    ),
    say(
      'Before and after',
      ['Same question, two answers'],
      'Now listen to the same learner answer the same question twice. The question is: tell us about yourself. First, the answer that fights the prompt.',
      'Before and after',
    ),
    learner(
      'before',
      'Oh, um, about me? There is not much to say really, I mean, I am not that interesting, I work in logistics I guess, and, yeah.',
    ),
    say('Now the answer that says yes', ['Accept, then one true thing'], 'Now the answer that says yes.'),
    learner(
      'after',
      'About me? | Sure. | I work in logistics, which means I am the person who knows where your *parcel* is. | And outside work, I bake bread *badly*, every weekend.',
    ),
    say(
      'The difference',
      ['Repeated the prompt', 'One true, specific thing'],
      'Same person, same facts. The first answer apologised for the question and trailed off. The second repeated the prompt, paused, and gave one specific, true thing, then another. Nothing clever was needed. Only yes.',
    ),
    say(
      'Common mistake',
      ['Waiting for a better question'],
      'The common mistake is to wait for a better question, or to answer a different one you like more. Listeners notice. Take the question you were given, even a dull one, and find the first true thing inside it.',
      'Common mistake',
    ),
    say(
      'Your drill',
      ['Triple Step', 'Say yes to every surprise word'],
      'Your drill today is Triple Step. You will talk on a title for one minute, and surprise words will drop in. Each word is a small prompt. Say yes to it: use it in your next sentence, then steer back to your title.',
      'Your drill',
    ),
    say(
      'Remember',
      ['Say yes first', 'Decide what to say second'],
      'Do not judge how well you weave each word in. Count only whether you said yes. Say yes first, and decide what to say second.',
    ),
  ],
  'start-before-you-are-ready': [
    say(
      'Lesson 2',
      ['Start before you are ready'],
      'Lesson two: start before you are ready. Here is a question to begin with. When you speak on the spot, how long do you think you wait before your first word? Most people guess one second. It often feels like ten.',
      'Hook',
    ),
    say(
      'The wait',
      ['Waiting for the perfect first line'],
      'That wait usually has one cause: we are looking for a perfect first line. We believe that if we find it, the rest will follow. But the perfect line rarely comes, and the silence grows while we look for it.',
    ),
    say(
      'The idea',
      ['Your first words do not need a plan'],
      'The idea of this lesson is that your first words do not need a plan. Speaking is how many of us find out what we think. Start moving, and the point tends to arrive while you are already talking.',
      'The idea',
    ),
    say(
      'Openers',
      ['“Here is what comes to mind…”', '“The first thing I notice is…”'],
      'To make starting easy, keep a few openers ready. Here is what comes to mind. The first thing I notice is. What surprises me is. An opener is not a trick to fill air. It is a ramp: it gets your voice moving and points you at an answer.',
    ),
    say(
      'Worked example',
      ['“How would you improve our website?”'],
      'A worked example. Someone asks: how would you improve our website? You have no plan. You start with an opener. The first thing I notice is | the sign up button. It is grey, and I missed it twice. Once you have started, a point appeared: make the button easy to find.',
      'Worked example',
    ),
    say(
      'Before and after',
      ['Same question, two starts'],
      'Now the same learner, same question, twice. The question: what makes a good neighbour? First, waiting for the perfect start.',
      'Before and after',
    ),
    learner('before', 'Um. Hmm. A good neighbour, that is a hard one, let me think, um, I do not know, someone nice?'),
    say('Now starting at once', ['An opener, then keep going'], 'Now starting at once, with an opener.'),
    learner(
      'after',
      'Here is what comes to mind: | my neighbour Sam. | He waters my plants when I travel and never mentions it. | So a good neighbour helps *quietly*.',
    ),
    say(
      'The difference',
      ['Started at once', 'The point arrived on the way'],
      'In the first answer, the search for the right start used up the time, and the answer ended as a question. In the second, the opener started the voice, a real example arrived, and the point came at the end. The learner did not know the point at the start.',
    ),
    say(
      'Common mistake',
      ['Rehearsing in your head first'],
      'The common mistake is to rehearse the first sentence silently before saying it. It feels safer, but it doubles the wait, and the rehearsed sentence usually comes out stiff. Let the first sentence be rough. You can polish the second one.',
      'Common mistake',
    ),
    say(
      'Your drill',
      ['Rapid Fire Autocomplete', 'First thought, out loud'],
      'Your drill is Rapid Fire Autocomplete. A sentence starts on screen, and you have a few seconds to finish it out loud. There is no time to plan, and that is the point. Say the first thing you think, even if it is odd, and keep going.',
      'Your drill',
    ),
    say(
      'Remember',
      ['Momentum first', 'Polish later'],
      'Notice, after each round, that the words came once your voice started. Momentum first, polish later.',
    ),
  ],
  'one-point-well-made': [
    say(
      'Lesson 3',
      ['One point, well made'],
      'Lesson three: one point, well made. Think of the last time someone answered your question for two minutes, and you still did not know what they meant. Length was not the problem. There was no point to hold on to.',
      'Hook',
    ),
    say(
      'The idea',
      ['Point', 'Reason · Example · Point'],
      'The idea of this lesson is a four step shape. Say your point. Give one reason. Add one example. Then say your point again. Point, reason, example, point. It is short enough to remember under pressure, and it fits almost any question.',
      'The idea',
    ),
    say(
      'Point first',
      ['Listeners need to know where you are going'],
      'Why point first? Because listeners can only follow a journey when they know the destination. A point at the end asks them to hold everything in their heads, waiting. A point at the start lets them hang every sentence on it.',
    ),
    say(
      'Say it again',
      ['The last thing they hear is your point'],
      'And why say it again at the end? Because by then you have earned it. The reason and the example have made it believable, and the last thing your listeners hear is the thing you most want them to remember.',
    ),
    say(
      'Worked example',
      ['Should you walk to work?'],
      'A worked example. Should you walk to work? Point: yes, walk to work. Reason: it clears my head before the day starts. Example: yesterday I solved a problem on the way in that had stuck me all week. Point again: so, walk to work.',
      'Worked example',
    ),
    say(
      'Before and after',
      ['Same question, two answers'],
      'Now listen to one learner answer the same question twice. The question: is breakfast the most important meal of the day? First, without a shape.',
      'Before and after',
    ),
    learner(
      'before',
      'Well, it depends, some people skip it and they are fine, and my brother eats a lot, but then lunch matters too, and, I guess it depends on the person, so, yeah.',
    ),
    say('Now with the shape', ['Point, reason, example, point'], 'Now with the shape.'),
    learner(
      'after',
      'No. | Lunch matters more for me, | because that is when my energy dips. | On days I skip lunch, my afternoon meetings go badly. | So for me, *lunch* wins.',
    ),
    say(
      'The difference',
      ['Point in the first word', 'Point again at the end'],
      'The first answer was not wrong, but it wandered, and it ended on “it depends”. The second gave the point in its first word, one reason, one example from real life, and the point again. It was shorter, and it was clearer.',
    ),
    say(
      'Common mistake',
      ['Two or three points at once'],
      'The common mistake is to make three points because you have three ideas. Under pressure, three points come out as none. Pick the one you can give an example for, and save the others for the next question.',
      'Common mistake',
    ),
    say(
      'Your drill',
      ['Timer: one minute, one point'],
      'Your drill is a one minute answer on the Timer. The question is: should everyone learn to cook? The screen will nudge you: at fifteen seconds, your reason; at thirty, an example; near the end, your point again.',
      'Your drill',
    ),
    say(
      'Remember',
      ['Point, reason, example, point'],
      'If you lose your way in the middle, say your point again. It is always a safe place to return to. Point, reason, example, point.',
    ),
  ],
  'structure-on-the-spot': [
    say(
      'Lesson 4',
      ['Structure on the spot'],
      'Lesson four: structure on the spot. Have you ever started an answer well, then reached the middle and thought, what now? That moment is not a lack of ideas. It is a lack of a next stop.',
      'Hook',
    ),
    say(
      'The idea',
      ['Past', 'Present · Future'],
      'The idea of this lesson is a ready made route with three stops: past, present, future. How it was, how it is, how it could be. Almost any topic has a history, a current state, and a possible next step.',
      'The idea',
    ),
    say(
      'Why a structure',
      ['You always know where to go next'],
      'A structure does not make you sound rehearsed. It gives you somewhere to go next. When one stop runs dry, you move to the next, and your listener feels the answer moving forward.',
    ),
    say(
      'Worked example',
      ['Topic: phones'],
      'A worked example, on the topic of phones. Past: when I was small, our phone had a cord, and the whole family heard every call. Present: now mine fits in a pocket, and nobody hears anything. Future: one day, it may fit inside my glasses. Three sentences, and the topic has a shape.',
      'Worked example',
    ),
    say(
      'It stretches',
      ['One sentence a stop', 'or one minute a stop'],
      'The same route stretches. In a hurry, give one sentence a stop. With more time, tell a small story at each stop. The route stays the same.',
    ),
    say(
      'Before and after',
      ['Topic: your town'],
      'Now one learner, one topic, twice. The topic: your town. First, with no route.',
      'Before and after',
    ),
    learner(
      'before',
      'My town, well, it is fine, there is a park, and a station, and there is a new café, and the park is nice, and, um, that is it really.',
    ),
    say('Now with past, present, future', ['How it was, how it is, how it could be'], 'Now with the route.'),
    learner(
      'after',
      'Twenty years ago my town was a stop the trains skipped. | Today it has a station, a park, and a café that is always full. | Next, I hope it gets a *library*.',
    ),
    say(
      'The difference',
      ['A list went nowhere', 'A route went forward'],
      'The first answer was a list, and lists circle back: the park appeared twice. The second moved through time, so every sentence was a step forward, and the last sentence felt like an ending.',
    ),
    say(
      'Common mistake',
      ['Spending the whole time in the past'],
      'The common mistake is to spend the whole time at the first stop. The past is comfortable: it is full of stories. Give each stop a fair share, and keep the future for last, because it ends on something to look forward to.',
      'Common mistake',
    ),
    say(
      'Your drill',
      ['Triple Step', 'Past, present, future'],
      'Your drill is Triple Step with the route. Speak on your title, moving from past to present to future, while surprise words drop in. Weave each word into the stop you are at, then carry on to the next stop.',
      'Your drill',
    ),
    say(
      'Remember',
      ['How it was', 'How it is · How it could be'],
      'When in doubt, remember the three stops: how it was, how it is, how it could be.',
    ),
  ],
  'pause-with-purpose': [
    say(
      'Lesson 5',
      ['Pause with purpose'],
      'Lesson five: pause with purpose. Listen to this. | | | Two seconds of silence. Did it feel like a mistake? To the person speaking, a pause feels long. To listeners, it usually sounds like someone thinking, and confident enough to take their time.',
      'Hook',
    ),
    say(
      'The idea',
      ['Silence is a tool, not a gap'],
      'The idea of this lesson is that silence is a tool. A pause after an important sentence lets it land. A pause before your next point gives you time to find it. And a pause is quiet, while filler words are not.',
      'The idea',
    ),
    say(
      'Filler words',
      ['“um”, “uh”, “like”, “you know”'],
      'Filler words are the sounds we make to hold the floor while we think: um, uh, like, you know. Research on conversation, by the psychologists Herbert Clark and Jean Fox Tree, found that speakers use uh and um to signal that a delay is coming. So a filler does not hide a pause. It announces one.',
    ),
    say(
      'Where to pause',
      ['After a key sentence', 'Before a new point'],
      'Pause in two places. After a sentence that matters, so your listeners can take it in. And before a new point, so you can choose it. You do not need to remove every filler. Replace some with silence.',
    ),
    say(
      'Worked example',
      ['Finish · stop · breathe · continue'],
      'A worked example. Instead of: so, um, the results were good, and, um, we should continue. Try: the results were good. | Stop. Breathe. | We should continue. Finish the sentence, stop, breathe, and then continue.',
      'Worked example',
    ),
    say(
      'Before and after',
      ['Same update, twice'],
      'Now one learner gives the same short update twice. First, filling every gap.',
      'Before and after',
    ),
    learner(
      'before',
      'So, um, the project is, like, mostly done, and, uh, we had some delays, you know, but, um, we should finish on Friday, so, yeah.',
    ),
    say('Now with pauses', ['Silence instead of filler'], 'Now with pauses where the fillers were.'),
    learner('after', 'The project is mostly done. | | We had two delays. | | We will finish on *Friday*.'),
    say(
      'The difference',
      ['Same words', 'Fillers became silence'],
      'The facts did not change. The second version replaced the fillers with pauses, and the sentences got shorter. Each fact had room to land, and Friday, the thing that mattered, came last, after a breath.',
    ),
    say(
      'Common mistake',
      ['Pausing in the middle of a sentence'],
      'The common mistake is to pause in the middle of a sentence, as in: we will finish on, | Friday. That sounds like you lost your place. Finish the sentence first, then pause.',
      'Common mistake',
    ),
    say(
      'Your drill',
      ['Timer', 'Pause three times on purpose'],
      'Your drill is a one minute talk on the Timer. Three times, the screen will say: pause, breathe, continue. When it does, finish your sentence, stop, take a full breath, and only then carry on.',
      'Your drill',
    ),
    say(
      'Remember',
      ['A pause feels long to you', 'and confident to them'],
      'Count the pause in your head if you need to: one, two. It will feel long to you, and confident to them.',
    ),
  ],
  'vary-your-voice': [
    say(
      'Lesson 6',
      ['Vary your voice'],
      'Lesson six: vary your voice. Think of the sound of a fridge. After a minute, you stop hearing it. A voice that never changes does the same thing to listeners: it becomes background.',
      'Hook',
    ),
    say(
      'The idea',
      ['Contrast is what listeners hear'],
      'The idea of this lesson is contrast. Listeners notice change, not level. A loud voice that stays loud is as flat as a quiet one. What they hear is the moment you change gear.',
      'The idea',
    ),
    say(
      'Three dials',
      ['Energy', 'Pace · Volume'],
      'You have three dials. Energy: how much life is in your voice. Pace: how fast you speak. Volume: how loud. Turn one on purpose, and you mark a moment as different.',
    ),
    say(
      'Two gears',
      ['Slower and softer: this matters', 'Bigger and faster: this is exciting'],
      'Two gear changes do most of the work. Slower and softer says: this matters, lean in. Bigger and faster says: this is exciting, come with me. Used at the right moment, either one makes a sentence stand out.',
    ),
    say(
      'Worked example',
      ['“We won the contract.”'],
      'A worked example. You are telling your team: we spent three months on the bid. We rewrote it four times. And this morning, | we won the contract. The build up can be steady. The last four words deserve a change: slower first, then bigger.',
      'Worked example',
    ),
    say(
      'Before and after',
      ['Same news, twice'],
      'Now one learner shares the same news twice. First, one level throughout.',
      'Before and after',
    ),
    learner(
      'before',
      'We spent three months on the bid, we rewrote it four times, and this morning we won the contract, so that is good news.',
    ),
    say('Now with a change of gear', ['Steady, then slower, then bigger'], 'Now with a change of gear.'),
    learner(
      'after',
      'We spent three months on the bid. | We rewrote it four times. | And this morning, | | we won the *contract*!',
    ),
    say(
      'The difference',
      ['Steady build', 'A pause, then the news'],
      'The first version hurried through the news at the same speed as the background, and added “so that is good news”, because the voice had not said so. The second slowed down, paused before the news, and let the last line stand out.',
    ),
    say(
      'Common mistake',
      ['Changing at random'],
      'The common mistake is to vary your voice at random, like a radio being tuned. Change has to mean something. Decide which sentence matters most, and change gear there.',
      'Common mistake',
    ),
    say(
      'Your drill',
      ['Conductor', 'Change gear on cue'],
      'Your drill is Conductor. Talk about anything you like, while a slide shows an energy level from zero to ten. When the number changes, change your energy at once, without stopping. It builds the range you will later use on purpose.',
      'Your drill',
    ),
    say(
      'Remember',
      ['Contrast is what listeners hear'],
      'The lowest levels are often the hardest: quiet, but still alive. Contrast is what listeners hear.',
    ),
  ],
  'land-the-ending': [
    say(
      'Lesson 7',
      ['Land the ending'],
      'Lesson seven, the last one: land the ending. How does most impromptu speaking end? So, yeah. That is it, I guess. A good answer can be thrown away in its last five seconds.',
      'Hook',
    ),
    say(
      'Endings are remembered',
      ['The end shapes the memory'],
      'Endings carry extra weight. Psychologists describe a peak end rule: we judge an experience largely by its most intense moment and by how it ended. A talk is an experience too. Its last line colours how the rest is remembered.',
    ),
    say(
      'The idea',
      ['Finish with a Bow'],
      'The idea of this lesson is to finish with a Bow: one sentence that ties back to your point, and then silence. Like a performer’s bow, it tells everyone, clearly and kindly, that you are done.',
      'The idea',
    ),
    say(
      'Know your last line',
      ['Decide it early', 'Then stop after it'],
      'The trick is to know your last line before you need it. As soon as you know your point, you know your Bow: it is your point, said once more, perhaps as an invitation. Say it, then stop talking.',
    ),
    say(
      'Worked example',
      ['Walk to work'],
      'A worked example. You have argued that people should walk to work. Your Bow: so tomorrow, leave the car at home. | Then stop. No, and that is about it. Just stop, and let the line ring.',
      'Worked example',
    ),
    say(
      'Before and after',
      ['Same talk, two endings'],
      'Now one learner ends the same short talk, about reading before bed, in two ways. First, the fade.',
      'Before and after',
    ),
    learner(
      'before',
      'And that is why I read before bed, it helps me sleep, so, yeah, I guess that is basically it, anyway.',
    ),
    say('Now with a Bow', ['Tie back, then stop'], 'Now with a Bow.'),
    learner('after', 'That is why I read before bed. | | Tonight, try ten *pages* instead of ten *videos*.'),
    say(
      'The difference',
      ['A fade gives the talk away', 'A Bow gives it a last line'],
      'The first ending apologised its way out: so yeah, I guess, anyway. The second tied back to the point, paused, turned it into an invitation, and stopped. The listener knows exactly what to do with it.',
    ),
    say(
      'Common mistake',
      ['Adding one more thing'],
      'The common mistake is to land a good ending and then keep going: oh, and one more thing. The silence after a Bow feels awkward to you. To listeners, it is applause space. Leave it empty.',
      'Common mistake',
    ),
    say(
      'Your drill',
      ['Rapid Fire Analogies', 'A clear picture, then stop'],
      'Your drill is Rapid Fire Analogies. Each round gives you the start of a comparison. Finish it with a clear picture, and then stop talking, before the timer does. Every round is a small Bow.',
      'Your drill',
    ),
    say(
      'Remember',
      ['Know your last line', 'Say it, then stop'],
      'That completes The Basics: say yes, start before you are ready, make one point, use a route, pause, change gear, and land the ending. Know your last line, say it, then stop.',
    ),
  ],
};
