/**
 * The Virtual Coach's videos: the game example, the five lessons (lectures of 2–5 minutes whose scripts are in
 * virtual-coach-lessons.ts) and the two-me-two-you video, narrated and captioned by track the same way as the games'
 * tutorials (render.ts); the learner's answers are in the learner's voice. Run `npm run videos:virtual-coach` to render them into
 * remix/public/virtual-coach (the outputs are committed, so neither CI nor `npm start` needs the tools); name ids to
 * render only those (`npm run videos:virtual-coach -- lesson-speed`).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LESSON_CONTENT, LESSONS } from '@impromptu/coach/rules';
import { catalogueEntry } from '@impromptu/games';
import { slides } from './lecture-slide.js';
import { renderAll, type VideoScript } from './render.js';
import { VIRTUAL_COACH_LESSONS } from './virtual-coach-lessons.js';

const COLOUR = catalogueEntry('autocomplete').colour;
const prompt = (text: string) => `<p class="big" style="color:{text}">${text}</p>`;
const quote = (text: string) => `<p class="quote">"${text}"</p>`;
const timer = (text: string) => `<div class="ring" style="{ring}">${text}</div>`;

export const VIRTUAL_COACH_SCRIPTS: VideoScript[] = [
  {
    id: 'example',
    title: 'Virtual Coach · the game',
    colour: COLOUR,
    onColour: '#1b2330',
    textColour: '#0272aa',
    large: true,
    scenes: [
      {
        heading: 'An example',
        visual: prompt('Bananas are…'),
        narration:
          'Here is the game you will play with your coach. A sentence starts on screen, and you finish it out loud.',
      },
      {
        heading: 'Keep going',
        visual: `<div class="row">${prompt('Bananas are…')}${timer('0:05')}</div>${quote('...nature’s own snack, wrapped and ready to go.')}`,
        narration: 'Bananas are nature’s own snack, wrapped and ready to go.',
        speaker: 'learner',
      },
      {
        heading: 'Then the next one',
        visual: prompt('Mornings are…'),
        narration: 'You answer, and the next sentence arrives at once. No pause to judge the last one.',
      },
      {
        heading: 'Your turn',
        visual: `<p class="title">Six rounds · five seconds each</p>`,
        narration: 'Six rounds, five seconds each. Ready? Let’s play.',
      },
    ],
  },
  ...LESSONS.map((lesson) => ({
    id: `lesson-${lesson.toLowerCase()}`,
    title: `Lesson ${LESSON_CONTENT[lesson].number} · ${LESSON_CONTENT[lesson].name}`,
    colour: COLOUR,
    onColour: '#1b2330',
    textColour: '#0272aa',
    large: true,
    kicker: 'Virtual Coach',
    scenes: slides(VIRTUAL_COACH_LESSONS[lesson]),
  })),
  {
    id: 'two-me-two-you',
    title: 'Try again with Coach',
    colour: COLOUR,
    onColour: '#1b2330',
    textColour: '#0272aa',
    large: true,
    scenes: [
      {
        heading: 'Two me, two you',
        visual: `<div class="row"><span class="card">Coach</span><span class="card">Coach</span><span class="card">You</span><span class="card">You</span></div>`,
        narration: 'Let’s do it together. I answer two sentences, then you answer two. Four reps, side by side.',
      },
      {
        heading: 'Me',
        visual: `${prompt('Trains are…')}${quote('...living rooms that travel.')}`,
        narration: 'Trains are living rooms that travel. Umbrellas are roofs you can fold.',
        speaker: 'coach',
      },
      {
        heading: 'You',
        visual: `${prompt('Candles are…')}${timer('0:05')}`,
        narration: 'Now you. Candles are… and then, gardens are… Go!',
      },
    ],
  },
];

const outDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../remix/public/virtual-coach');
const only = process.argv.slice(2);
await renderAll(
  only.length ? VIRTUAL_COACH_SCRIPTS.filter((script) => only.includes(script.id)) : VIRTUAL_COACH_SCRIPTS,
  outDir,
);
