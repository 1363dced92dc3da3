/**
 * The Virtual Coach's videos: the game example, the five lessons and the two-me-two-you video, narrated and captioned
 * the same way as the games' tutorials (render.ts). Run `npm run videos:virtual-coach` to render them into
 * remix/public/virtual-coach (the outputs are committed, so neither CI nor `npm start` needs the tools); name ids to
 * render only those (`npm run videos:virtual-coach -- lesson-speed`).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LESSON_CONTENT, LESSONS, type Lesson } from '@impromptu/coach/rules';
import { catalogueEntry } from '@impromptu/games';
import { renderAll, type Scene, type VideoScript } from './render.js';

const COLOUR = catalogueEntry('autocomplete').colour;
const prompt = (text: string) => `<p class="big" style="color:{text}">${text}</p>`;
const quote = (text: string) => `<p class="quote">"${text}"</p>`;
const timer = (text: string) => `<div class="ring" style="{ring}">${text}</div>`;

const lessonScenes: Record<Lesson, Scene[]> = {
  SPEED: [
    {
      heading: 'Lesson 1',
      visual: prompt('Speed'),
      narration: 'The first skill of impromptu speaking is speed: starting before you feel ready.',
    },
    {
      heading: 'Four seconds',
      visual: `${prompt('Clouds are…')}${timer('0:04')}`,
      narration: 'Your rounds are now four seconds long. The moment a sentence appears, start talking.',
    },
    {
      heading: 'An example',
      visual: `${prompt('Clouds are…')}${quote('...pillows the sky forgot to put away.')}`,
      narration: 'Clouds are pillows the sky forgot to put away. Not perfect, and that is the point.',
    },
  ],
  NONSENSE: [
    {
      heading: 'Lesson 2',
      visual: prompt('Nonsense'),
      narration: 'The second skill is nonsense: giving yourself permission to say something silly.',
    },
    {
      heading: 'Switch off the editor',
      visual: `${prompt('Staplers are…')}${quote('...tiny crocodiles who only eat paper on Tuesdays.')}`,
      narration:
        'Staplers are tiny crocodiles who only eat paper on Tuesdays. Aim for answers that make no sense at all.',
    },
    {
      heading: 'Why it works',
      visual: `<p class="title">No wrong answers</p>`,
      narration: 'When nonsense is allowed, the inner editor goes quiet, and the words start to flow.',
    },
  ],
  ENERGY: [
    {
      heading: 'Lesson 3',
      visual: prompt('Energy'),
      narration: 'The third skill is energy. Say every answer like it is the best idea you have ever had.',
    },
    {
      heading: 'Lift everything',
      visual: `${prompt('Mondays are…')}${quote('...the FRESHEST start of the whole week!')}`,
      narration: 'Mondays are the freshest start of the whole week! Lift your voice, your face and your hands.',
    },
    {
      heading: 'Why it works',
      visual: `<p class="title">Energy makes any answer land</p>`,
      narration: 'Listeners feel what you feel. Energy carries even a strange answer.',
    },
  ],
  PERSONALITY: [
    {
      heading: 'Lesson 4',
      visual: prompt('Personality'),
      narration: 'The fourth skill is personality: answering the way only you would.',
    },
    {
      heading: 'Bring yourself',
      visual: `${prompt('Kitchens are…')}${quote('...where my grandmother taught me to argue and to bake.')}`,
      narration:
        'Kitchens are where my grandmother taught me to argue and to bake. Use your stories, opinions and humour.',
    },
    {
      heading: 'Why it works',
      visual: `<p class="title">You are the source</p>`,
      narration: 'A personal answer is easier to find, and more fun to hear.',
    },
  ],
  SENSE: [
    {
      heading: 'Lesson 5',
      visual: prompt('Sense'),
      narration: 'The last skill is sense. Now make it make sense, at the same speed.',
    },
    {
      heading: 'Land the point',
      visual: `${prompt('Bridges are…')}${quote('...promises in steel: they say you will get there.')}`,
      narration: 'Bridges are promises in steel: they say you will get there. Keep the pace, and finish with a point.',
    },
    {
      heading: 'All together',
      visual: `<div class="row"><span class="card">Speed</span><span class="card">Energy</span><span class="card">Personality</span><span class="card">Sense</span></div>`,
      narration: 'Fast, lively, personal and clear: that is speaking on the spot.',
    },
  ],
};

export const VIRTUAL_COACH_SCRIPTS: VideoScript[] = [
  {
    id: 'example',
    title: 'Virtual Coach · the game',
    colour: COLOUR,
    onColour: '#1b2330',
    textColour: '#0272aa',
    scenes: [
      {
        heading: 'An example',
        visual: prompt('Bananas are…'),
        narration:
          'Here is the game you will play with your coach. A sentence starts on screen, and you finish it out loud.',
      },
      {
        heading: 'Keep going',
        visual: `${prompt('Bananas are…')}${quote('...nature’s own snack, wrapped and ready to go.')}${timer('0:05')}`,
        narration: 'Bananas are nature’s own snack, wrapped and ready to go. Then the next sentence arrives.',
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
    scenes: lessonScenes[lesson],
  })),
  {
    id: 'two-me-two-you',
    title: 'Try again with Coach',
    colour: COLOUR,
    onColour: '#1b2330',
    textColour: '#0272aa',
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
