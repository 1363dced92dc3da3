/**
 * 'How to Play (with Examples)': one narrated, captioned video per game, shown as the game's tutorial and in its
 * 'How to play' overlay. Run `npm run videos:tutorials` to render them into remix/public/tutorials (the outputs are
 * committed, so neither CI nor `npm start` needs the tools).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { GAME_CATALOGUE, type GameShortCode } from '@impromptu/games';
import { renderAll, type Scene, type VideoScript } from './render.js';

const timer = (text: string) => `<div class="ring" style="{ring}">${text}</div>`;
const button = (text: string) => `<span class="button" style="background:{colour};color:{on}">${text}</span>`;
/** A light button (No, Pause): outlined, so it reads as a button on the white slide. */
const plainButton = (text: string) =>
  `<span class="button" style="background:#fff;color:#111827;box-shadow:inset 0 0 0 3px #374151">${text}</span>`;
const title = (text: string) => `<p class="label">Your title</p><p class="title">${text}</p>`;

const scenes: Record<GameShortCode, Scene[]> = {
  'triple-step': [
    {
      heading: 'The idea',
      visual: title('Why maps are magic'),
      narration:
        'Triple Step trains you to stay on track while surprises keep arriving. You get a title, and you speak on it.',
    },
    {
      heading: 'Words drop in',
      visual: `${title('Why maps are magic')}<p class="chip" style="color:{text}">lighthouse</p>`,
      narration:
        'Every few seconds a surprise word drops in. Weave it into your speech, then steer back to your title.',
    },
    {
      heading: 'An example',
      visual: `<p class="chip" style="color:{text}">lighthouse</p><p class="quote">"A good map works like a lighthouse: it will not move the rocks, but it shows you where they are."</p>`,
      narration: 'Say the word lighthouse arrives. A map works like a lighthouse: it shows you where the rocks are.',
    },
    {
      heading: 'Keep going',
      visual: `<div class="chips"><span>lighthouse</span><span>pancake</span><span>compass</span></div>${timer('0:42')}`,
      narration: 'The words you already used stay listed below. The timer shows how long is left. Space pauses it.',
    },
    {
      heading: 'Survival mode',
      visual: `<p class="title">Did you survive?</p><div class="row">${button('Yes')}${plainButton('No')}</div>`,
      narration:
        'Turn on survival mode for a challenge. Each round you survive is shorter, with more words to weave in.',
    },
    {
      heading: 'Your turn',
      visual: button('START TRAINING'),
      narration: 'Pick your settings, press start training, and remember: the title is your anchor.',
    },
  ],
  conductor: [
    {
      heading: 'The idea',
      visual: `<div class="dark big">7</div>`,
      narration: 'Conductor trains the range of your voice. A slide shows an energy level from zero to ten.',
    },
    {
      heading: 'Follow the slide',
      visual: `<div class="row"><div class="dark big">3</div><div class="dark big">9</div></div>`,
      narration: 'Talk about anything you like. When the slide changes, change your energy at once, without stopping.',
    },
    {
      heading: 'An example',
      visual: `<div class="dark big">2</div><p class="quote">"...and then, very quietly, the cat stepped onto the keyboard."</p>`,
      narration: 'At two, slow down and soften your voice. Low energy still carries the message.',
    },
    {
      heading: 'Another example',
      visual: `<div class="dark big">10</div><p class="quote">"And THAT is why every Tuesday should be pancake day!"</p>`,
      narration: 'At ten, use everything: volume, pace, gestures and a big smile.',
    },
    {
      heading: 'The timeline',
      visual: `<div class="row" style="width:640px;height:14px;background:#cbd5e1;border-radius:7px;justify-content:flex-start"><div style="width:40%;height:14px;background:{colour};border-radius:7px"></div></div>`,
      narration: 'The bar along the bottom is your score. It shows every slide still to come, like sheet music.',
    },
    {
      heading: 'Your turn',
      visual: button('START TRAINING'),
      narration: 'Choose a duration and start. The controls hide after a few seconds, so nothing distracts you.',
    },
  ],
  autocomplete: [
    {
      heading: 'The idea',
      visual: `<p class="big" style="color:{text}">Bananas are…</p>`,
      narration:
        'Rapid Fire Autocomplete trains quick thinking. A sentence starts on screen, and you finish it out loud.',
    },
    {
      heading: 'Fast rounds',
      visual: `<p class="big" style="color:{text}">A lighthouse is…</p>${timer('0:04')}`,
      narration: 'Each round lasts only a few seconds. Say the first thing that comes to mind, and keep talking.',
    },
    {
      heading: 'An example',
      visual: `<p class="big" style="color:{text}">Umbrellas are…</p><p class="quote">"...tiny roofs we carry around, just in case the sky changes its mind."</p>`,
      narration: 'Umbrellas are tiny roofs we carry around, just in case the sky changes its mind.',
    },
    {
      heading: 'No wrong answers',
      visual: `<p class="quote">Silly, serious or surprising: all of it counts.</p>`,
      narration: 'There are no wrong answers. The goal is to start speaking before you have a plan.',
    },
    {
      heading: 'Your turn',
      visual: button('START TRAINING'),
      narration: 'Set the number of rounds and the seconds per round, then press start training.',
    },
  ],
  analogies: [
    {
      heading: 'The idea',
      visual: `<p class="big" style="color:{text}">As calm as…</p>`,
      narration: 'Rapid Fire Analogies trains vivid language. You complete a comparison, fast.',
    },
    {
      heading: 'Fast rounds',
      visual: `<p class="big" style="color:{text}">As bright as…</p>${timer('0:04')}`,
      narration: 'A new comparison appears every few seconds. Finish it with a picture your listeners can see.',
    },
    {
      heading: 'An example',
      visual: `<p class="big" style="color:{text}">As calm as…</p><p class="quote">"...a lake at six in the morning, before anyone has thrown a stone."</p>`,
      narration: 'As calm as a lake at six in the morning, before anyone has thrown a stone.',
    },
    {
      heading: 'Play together',
      visual: `<p class="title">Ben, give Ana feedback</p>`,
      narration: 'In multiplayer, players take turns, and you can leave time for friendly feedback between speakers.',
    },
    {
      heading: 'Your turn',
      visual: button('START TRAINING'),
      narration: 'Choose your rounds and timing, press start training, and paint with your words.',
    },
  ],
  'autocomplete-breath': [
    {
      heading: 'The idea',
      visual: `<div class="row"><span class="card">Make a mess</span><span class="card">Take a breath</span><span class="card">Clean it up</span></div>`,
      narration: 'Autocomplete with Breath has three steps: make a mess, take a breath, then clean it up.',
    },
    {
      heading: 'Make a mess',
      visual: `<p class="big" style="color:{text}">Bicycles are…</p>${timer('0:04')}`,
      narration: 'First, a rushed round. Finish the sentence as fast as you can. It does not need to be tidy.',
    },
    {
      heading: 'Take a breath',
      visual: `<p class="big">BREATHE IN</p>`,
      narration: 'Then the screen asks you to breathe in, and breathe out. Let the rush go.',
    },
    {
      heading: 'Clean it up',
      visual: `<p class="big" style="color:{text}">Bicycles are…</p>`,
      narration: 'Now speak on the same sentence again, slowly, with a clear beginning, middle and end.',
    },
    {
      heading: 'An example',
      visual: `<p class="quote">"Bicycles are proof that slow can be fast: no traffic, no parking, and a free workout."</p>`,
      narration: 'Bicycles are proof that slow can be fast: no traffic, no parking, and a free workout.',
    },
    {
      heading: 'Your turn',
      visual: button('START TRAINING'),
      narration: 'Set the length of each step and start. Notice how the breath changes your second answer.',
    },
  ],
  'analogies-breath': [
    {
      heading: 'The idea',
      visual: `<div class="row"><span class="card">Make a mess</span><span class="card">Take a breath</span><span class="card">Clean it up</span></div>`,
      narration: 'Analogies with Breath pairs a rushed comparison with a calm one, a breath apart.',
    },
    {
      heading: 'Make a mess',
      visual: `<p class="big" style="color:{text}">As loud as…</p>${timer('0:03')}`,
      narration: 'Finish the comparison in a hurry. Quantity beats quality in this first step.',
    },
    {
      heading: 'Take a breath',
      visual: `<p class="big">BREATHE OUT</p>`,
      narration: 'Breathe in and out with the circle on screen. Your next answer will thank you.',
    },
    {
      heading: 'Clean it up',
      visual: `<p class="quote">"As loud as a school hall the minute the bell rings for summer."</p>`,
      narration: 'Then give the comparison again, with one clear picture: as loud as a school hall when summer starts.',
    },
    {
      heading: 'Your turn',
      visual: button('START TRAINING'),
      narration: 'Choose your timings, press start training, and feel the difference a breath makes.',
    },
  ],
  slideshow: [
    {
      heading: 'The idea',
      visual: `<div class="dark"><p class="label" style="color:#e5e7eb">Your presentation</p><p class="title">The future of breakfast</p></div>`,
      narration:
        'The Blindfolded Slideshow: you present a talk on slides you have never seen. It starts with your title.',
    },
    {
      heading: 'Surprise slides',
      visual: `<div class="dark" style="width:420px;height:200px;display:flex;align-items:center;justify-content:center">[ a photo of a hot air balloon ]</div>`,
      narration: 'Then photos appear, one after another. Connect each one to your talk, as if you had planned it.',
    },
    {
      heading: 'An example',
      visual: `<p class="quote">"As you can see, breakfast is going up in the world. Literally."</p>`,
      narration: 'A hot air balloon, on a talk about breakfast? As you can see, breakfast is going up in the world.',
    },
    {
      heading: 'Wrap it up',
      visual: `<p class="big" style="color:{text}">Wrap it up!</p>`,
      narration: 'The last slide asks you to wrap up. Land your talk with one clear closing line.',
    },
    {
      heading: 'Your turn',
      visual: button('START TRAINING'),
      narration: 'Pick the length and the speed of the slides. Replay a round with the same photos and a new title.',
    },
  ],
  'snow-globe': [
    {
      heading: 'The idea',
      visual: `<p class="title">Keep talking</p>${timer('0:58')}`,
      narration: 'Snow Globe trains the power of a pause. You talk on any subject while the timer runs.',
    },
    {
      heading: 'The globe is shaken',
      visual: `<p class="big" style="color:{text}">Breathe</p><p class="quote">Stop talking while the snow settles</p>`,
      narration: 'When the globe is shaken, stop talking. Breathe, and let the silence work for you.',
    },
    {
      heading: 'An example',
      visual: `<p class="quote">"The best holiday I ever had was... [pause] ...the one where nothing went to plan."</p>`,
      narration:
        'A pause right before your point makes people lean in. The best holiday I ever had was the one where nothing went to plan.',
    },
    {
      heading: 'Back to talking',
      visual: `${timer('5')}<p class="quote">A small timer counts you back in.</p>`,
      narration: 'A small timer counts down the last seconds of the pause. Then pick up exactly where you left off.',
    },
    {
      heading: 'Your turn',
      visual: button('START TRAINING'),
      narration: 'Choose how long to talk and press start training. Enjoy the quiet moments.',
    },
  ],
  podcast: [
    {
      heading: 'The idea',
      visual: `<div class="dark"><p class="label" style="color:#e5e7eb">On the mic</p><p class="big">Ana</p></div>`,
      narration: 'Podcast Game turns your group into a podcast. Two or more players take turns on the mic.',
    },
    {
      heading: 'Turns',
      visual: `<div class="dark"><p class="big">Ben</p><p class="quote" style="color:#e5e7eb">Up next: Ana</p></div>`,
      narration: 'Each player has a colour. When the colour changes, the next speaker picks up the conversation.',
    },
    {
      heading: 'An example',
      visual: `<p class="quote">Ana: "...so I planted tomatoes on my balcony." Ben: "And the pigeons were delighted!"</p>`,
      narration:
        'Build on what the last speaker said. Ana planted tomatoes on her balcony, and Ben says the pigeons were delighted.',
    },
    {
      heading: 'The end of the show',
      visual: `<p class="title">Up next: (End the podcast)</p>`,
      narration: 'When the screen says end the podcast, the current speaker closes the show for everyone.',
    },
    {
      heading: 'Your turn',
      visual: button('NEXT'),
      narration: 'Set the length and the pace of the turns, type the players names, and go on air.',
    },
  ],
  timer: [
    {
      heading: 'The idea',
      visual: timer('5:00'),
      narration: 'Timer is a plain countdown for any speaking practice: a talk, a pitch or a story.',
    },
    {
      heading: 'Set it',
      visual: `<p class="card">Total duration: 5 min</p>`,
      narration: 'Choose how long you want to speak, from fifteen seconds to thirty minutes.',
    },
    {
      heading: 'An example',
      visual: `${timer('1:30')}<p class="quote">"Here is my one minute thirty on why everyone should learn to whistle."</p>`,
      narration: 'Practise a toast, an update for work, or ninety seconds on why everyone should learn to whistle.',
    },
    {
      heading: 'Pause when you need to',
      visual: `<div class="row">${timer('1:12')}${plainButton('Pause')}</div>`,
      narration: 'Press the space bar or the pause button to stop the clock, and again to carry on.',
    },
    {
      heading: 'Your turn',
      visual: button('START TRAINING'),
      narration: 'Set the time, press start training, and speak until the ring runs out.',
    },
  ],
};

/** White or ink on the game colour: the yellow and the blue take ink. */
function onColour(colour: string): string {
  return colour === '#e2a248' || colour === '#039be6' ? '#1b2330' : '#ffffff';
}

/** The game colour as text on the light slide: the yellow and the blue darkened to read (4.5:1). */
function textColour(colour: string): string {
  return colour === '#e2a248' ? '#8a5a12' : colour === '#039be6' ? '#0272aa' : colour;
}

export const TUTORIAL_SCRIPTS: VideoScript[] = GAME_CATALOGUE.map((game) => ({
  id: game.shortCode,
  title: game.name,
  colour: game.colour,
  onColour: onColour(game.colour),
  textColour: textColour(game.colour),
  large: true,
  scenes: scenes[game.shortCode],
}));

const outDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../remix/public/tutorials');
const only = process.argv.slice(2);
await renderAll(only.length ? TUTORIAL_SCRIPTS.filter((script) => only.includes(script.id)) : TUTORIAL_SCRIPTS, outDir);
