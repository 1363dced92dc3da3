import { describe, expect, it } from '@jest/globals';
import {
  createGame,
  currentComponent,
  endTally,
  gameDefinitions,
  gameReducer,
  GAME_SHORT_CODES,
  survivalCounterText,
  type GameAction,
  type GameContent,
  type GameState,
  type Photo,
  type SequenceComponent,
  type ShortCode,
} from '../index.js';

const content: GameContent = {
  TOPIC: Array.from({ length: 40 }, (_, i) => `topic ${i}`),
  TITLE: ['the last train', 'a hidden door', 'my first job', 'the wrong umbrella', 'seven minutes late'],
  NOUN: ['scissors', 'a jellyfish', 'politics', 'lighthouses'],
  ADJECTIVE: ['brave', 'quiet', 'sticky'],
  INTRODUCTION: [],
  ANALOGY: [],
};
const photos: Photo[] = Array.from({ length: 29 }, (_, i) => ({
  url: `/slideshow/photo-${i}.svg`,
  username: `artist${i}`,
  name: `Artist ${i}`,
  altDescription: `picture ${i}`,
}));

function dispatch(state: GameState, ...actions: GameAction[]): GameState {
  return actions.reduce(gameReducer, state);
}

function start(code: ShortCode, settings: Record<string, unknown> = {}, seed = 11): GameState {
  let state = createGame(gameDefinitions[code], {
    seed,
    content,
    photos: code === 'slideshow' ? photos : undefined,
    settings,
  });
  if (state.view === 'setup-multiplayer') state = dispatch(state, { type: 'NEXT' });
  return dispatch(
    state,
    { type: 'START_GAME', now: 0 },
    { type: 'COUNTDOWN_TICK' },
    { type: 'COUNTDOWN_TICK' },
    { type: 'COUNTDOWN_TICK' },
    { type: 'BEGIN_PLAY', now: 0 },
  );
}

/** Plays to the end view, collecting every component shown; survival answers come from `votes` (then 'No'). */
function playThrough(
  state: GameState,
  votes: boolean[] = [],
): { end: GameState; shown: SequenceComponent[]; rounds: SequenceComponent[][] } {
  let current = state;
  const shown: SequenceComponent[] = [];
  const rounds: SequenceComponent[][] = [[]];
  let round = `${current.settings.currentRound}:${current.settings.currentPlayer}`;
  for (let i = 0; i < 2000 && !current.ended; i += 1) {
    const component = currentComponent(current);
    if (!component) throw new Error(`no component in view ${current.view}`);
    shown.push(component);
    (rounds[rounds.length - 1] as SequenceComponent[]).push(component);
    current =
      component.type === 'survival-round'
        ? gameReducer(current, { type: 'SURVIVAL_VOTE', survived: votes.shift() ?? false })
        : gameReducer(current, { type: 'NEXT_STEP' });
    const key = `${current.settings.currentRound}:${current.settings.currentPlayer}`;
    if (key !== round && !current.ended) rounds.push([]);
    round = key;
  }
  return { end: current, shown, rounds };
}

function timedSeconds(
  components: readonly { durationSeconds?: number; type?: string }[] | SequenceComponent[],
): number {
  return (components as readonly { durationSeconds?: number; type?: string }[]).reduce(
    (sum, c) => sum + (c.type !== 'feedback-round' && typeof c.durationSeconds === 'number' ? c.durationSeconds : 0),
    0,
  );
}

describe('every game is playable to the end view', () => {
  it.each(GAME_SHORT_CODES)('%s', (code) => {
    const { end } = playThrough(start(code));
    expect(end.view).toBe('end');
    expect(end.ended).toBe(true);
    expect(end.rounds.length).toBeGreaterThan(0);
    expect(gameDefinitions[code].shortCode).toBe(code);
  });

  it.each([
    ['triple-step', '#e2a248'],
    ['conductor', '#617F89'],
    ['autocomplete', '#039be6'],
    ['analogies', '#c5317c'],
    ['slideshow', '#c5317c'],
    ['snow-globe', '#039be6'],
    ['podcast', '#c5317c'],
  ] as const)('%s has the colour %s', (code, colour) => {
    expect(gameDefinitions[code].colour).toBe(colour);
  });
});

describe('Triple Step', () => {
  it.each([
    [60, 6, 52 / 6],
    [30, 3, 22 / 3],
    [10, 6, 1],
  ])('a %i s round with %i topics shows a topic every %f s', (totalDuration, totalTopics, seconds) => {
    const state = start('triple-step', { totalDuration, totalTopics });
    const round = state.sequences.flatMap((s) => s.components).find((c) => c.type === 'triple-step-round');
    expect(round).toMatchObject({ durationSeconds: totalDuration, secondsPerTopic: seconds });
    expect(round?.type === 'triple-step-round' && round.topics).toHaveLength(totalTopics);
  });

  it('draws an unused title each round', () => {
    const { rounds } = playThrough(start('triple-step', { isSurvivalMode: true }), [true, true, true, true]);
    const titles = rounds
      .map((r) => r.find((c) => c.type === 'start-round'))
      .map((c) => (c?.type === 'start-round' ? c.title : null));
    expect(titles).toHaveLength(5);
    expect(new Set(titles).size).toBe(5);
  });

  it("survival: 'Did you survive?', each survived round shrinks to 90 % (at least 1 s less) and grows topics to 110 % (at least one more)", () => {
    const { end, rounds } = playThrough(
      start('triple-step', { isSurvivalMode: true, totalDuration: 60, totalTopics: 6 }),
      [true, true, true],
    );
    const speeches = rounds.map((r) => r.find((c) => c.type === 'triple-step-round'));
    expect(
      speeches.map((c) => (c?.type === 'triple-step-round' ? [c.durationSeconds, c.topics.length] : null)),
    ).toEqual([
      [60, 6],
      [54, 7],
      [49, 8],
      [44, 9],
    ]);
    expect(rounds[0]?.at(-1)).toEqual({ type: 'survival-round', question: 'Did you survive?' });
    expect(end.settings.totalSurvivalRounds).toBe(3);
    expect(survivalCounterText(end)).toBe('3 rounds survived');
    expect(end.rounds.map((r) => r.survived)).toEqual([true, true, true, false]);
  });

  it("multiplayer survival asks 'Did {receiver} survive?' after the 15 s feedback round", () => {
    const state = start('triple-step', {
      isSurvivalMode: true,
      isMultiplayer: true,
      playerNumbers: 2,
      hasFeedbackTime: true,
      playerNames: ['Ana', 'Ben'],
    });
    const components = state.sequences.flatMap((s) => s.components);
    expect(components.map((c) => c.type)).toEqual([
      'start-round',
      'triple-step-round',
      'feedback-round',
      'survival-round',
    ]);
    expect(components[2]).toMatchObject({ durationSeconds: 15, text: 'Ben, give Ana feedback' });
    expect(components[3]).toEqual({ type: 'survival-round', question: 'Did Ana survive?' });
  });

  it('plays one speech per player without survival mode', () => {
    const { end } = playThrough(start('triple-step', { isMultiplayer: true, playerNumbers: 3 }));
    expect(end.rounds.map((r) => r.playerName)).toEqual(['Player 1', 'Player 2', 'Player 3']);
  });

  it("ends counting rounds as the header did, and the speeches apart (issue 29 §8: not 'ROUNDS 5' after 'Round 3')", () => {
    const { end, rounds } = playThrough(
      start('autocomplete', { isMultiplayer: true, playerNumbers: 2, playerNames: ['Ana', 'Ben'], totalRounds: 3 }),
    );
    const headerRounds = new Set(end.rounds.map((record) => record.round));
    expect(rounds.length).toBeGreaterThan(3);
    expect(endTally(end)).toEqual({ rounds: headerRounds.size, speeches: end.rounds.length });
    expect(endTally(end).rounds).toBe(Math.max(...headerRounds));
    expect(endTally(end).speeches).toBeGreaterThan(endTally(end).rounds);
  });
});

describe('Conductor', () => {
  it.each([60, 90, 180])(
    'a %i s timeline: intro 10 s, 6 s segments, a 5 s slide, the final 10 s slide 11',
    (totalDuration) => {
      const { shown } = playThrough(start('conductor', { totalDuration }));
      const slides = shown.filter((c) => c.type === 'conductor-slide');
      expect(timedSeconds(slides)).toBe(totalDuration);
      expect(slides[0]?.durationSeconds).toBe(10);
      expect(slides.at(-1)).toMatchObject({
        slideIndex: 11,
        durationSeconds: 10,
        isFinal: true,
        imageUrl: '/conductor/slide-11.svg',
      });
      expect(slides.at(-2)?.durationSeconds).toBe(5);
      const middle = slides.slice(1, -2);
      for (const slide of middle.slice(0, -1)) expect(slide.durationSeconds).toBe(6);
      expect(middle.at(-1)?.durationSeconds).toBeLessThanOrEqual(12);
      for (const slide of slides.slice(1, -1))
        expect([1, 2, 3, 8, 9, 10]).toContain(slide.type === 'conductor-slide' && slide.slideIndex);
    },
  );
});

describe('Rapid Fire', () => {
  it.each([
    ['autocomplete', 'NOUN'],
    ['analogies', 'ADJECTIVE'],
  ] as const)(
    '%s: a fresh word every round, the pool refilled when one or none remain; later rounds start at sequence 1',
    (code, type) => {
      const { end, rounds } = playThrough(start(code, { totalRounds: 8, roundDuration: 3 }));
      expect(end.rounds).toHaveLength(8);
      const words = rounds
        .map((r) => r.find((c) => c.type === 'round'))
        .map((c) => (c?.type === 'round' ? c.words[0] : ''));
      // Every pool-full of words is shown once before any repeats.
      const size = content[type].length;
      expect(new Set(words.slice(0, size)).size).toBe(size);
      for (const round of rounds) expect(round.find((c) => c.type === 'round')?.durationSeconds).toBe(3);
      expect(rounds[0]?.[0]?.type).toBe('start-round');
      for (const round of rounds.slice(1)) expect(round[0]?.type).toBe('round');
      expect(gameDefinitions[code].initialSequenceIndex).toBe(1);
    },
  );

  it('with a break between rounds (voice measured or recorded, issue 31) every round starts from its start card', () => {
    const game = dispatch(start('autocomplete', { totalRounds: 3, roundDuration: 3 }), {
      type: 'SET_BREAK_BETWEEN_ROUNDS',
      on: true,
    });
    const { end, rounds } = playThrough(game);
    expect(end.rounds).toHaveLength(3);
    for (const round of rounds) expect(round.map((c) => c.type)).toEqual(['start-round', 'round']);
    // Turned off again, later rounds start past it as before.
    const off = dispatch(game, { type: 'SET_BREAK_BETWEEN_ROUNDS', on: false });
    for (const round of playThrough(off).rounds.slice(1)) expect(round[0]?.type).toBe('round');
  });

  it('autocomplete prompts take is/are by plural and singular detection', () => {
    const { shown } = playThrough(start('autocomplete', { totalRounds: 4 }));
    const prompts = shown
      .filter((c) => c.type === 'round')
      .map((c) => (c.type === 'round' ? c.prompt : ''))
      .sort();
    expect(prompts).toEqual(['A jellyfish is…', 'Lighthouses are…', 'Politics is…', 'Scissors are…']);
  });

  it.each(['autocomplete', 'autocomplete-breath'] as const)(
    "%s words its prompts by the nouns' marked forms, loaded with the content (issue 29 §12)",
    (code) => {
      const nouns = ['building a fort', 'swimming pools', 'music', 'lighthouse'];
      let state = createGame(gameDefinitions[code], { seed: 3, content: { ...content, NOUN: [] } });
      state = dispatch(state, {
        type: 'CONTENT_LOADED',
        content: { ...content, NOUN: nouns },
        nounForms: {
          'building a fort': 'UNCOUNTABLE',
          'swimming pools': 'PLURAL',
          music: 'UNCOUNTABLE',
          lighthouse: 'SINGULAR',
        },
      });
      state = dispatch(
        state,
        { type: 'START_GAME', now: 0 },
        { type: 'COUNTDOWN_TICK' },
        { type: 'COUNTDOWN_TICK' },
        { type: 'COUNTDOWN_TICK' },
        { type: 'BEGIN_PLAY', now: 0 },
      );
      const prompts = new Set<string>();
      for (let step = 0; step < 400 && !state.ended; step += 1) {
        const component = currentComponent(state);
        if (component && 'prompt' in component && typeof component.prompt === 'string') prompts.add(component.prompt);
        state = dispatch(state, { type: 'NEXT_STEP', now: step * 10_000 });
      }
      for (const prompt of prompts) {
        expect(['Building a fort is…', 'Swimming pools are…', 'Music is…', 'A lighthouse is…']).toContain(prompt);
      }
      expect(prompts.size).toBeGreaterThan(0);
    },
  );
});

describe('Breath games', () => {
  it.each(['autocomplete-breath', 'analogies-breath'] as const)(
    '%s: 1–3 random rounds, each a rushed round, BREATHE IN / BREATHE OUT, then a speech',
    (code) => {
      const totals = new Set<number>();
      for (let seed = 1; seed <= 30; seed += 1) {
        const { end, rounds } = playThrough(
          start(code, { roundDuration: 4, pauseDuration: 6, speechDuration: 20 }, seed),
        );
        totals.add(end.rounds.length);
        for (const round of rounds) {
          expect(round.map((c) => c.type)).toEqual(['start-round', 'round', 'breathe', 'breathe', 'speech']);
          expect(
            round
              .slice(1)
              .map((c) =>
                'phase' in c ? c.phase : c.type === 'round' || c.type === 'speech' ? c.durationSeconds : null,
              ),
          ).toEqual([4, 'BREATHE IN', 'BREATHE OUT', 20]);
          expect(timedSeconds(round.slice(2, 4))).toBe(6);
        }
      }
      expect([...totals].sort()).toEqual([1, 2, 3]);
    },
  );
});

describe('The Blindfolded Slideshow', () => {
  it.each([
    [50, 15, true, 2],
    [50, 10, true, 4],
    [50, 5, true, 8],
    [155, 5, true, 29],
    [155, 15, false, 10],
    [100, 10, false, 9],
  ])('%i s at %i s a photo (title %s) shows %i photos', (totalDuration, value, isTitleSuggested, count) => {
    const { shown } = playThrough(
      start('slideshow', {
        totalDuration,
        isTitleSuggested,
        difficultyRange: { label: 'x', min: value, max: value, value },
      }),
    );
    expect(shown.filter((c) => c.type === 'slideshow-photo')).toHaveLength(count);
    expect(shown.at(-1)).toEqual({ type: 'slideshow-wrap-up', durationSeconds: 5 });
    expect(shown[0]?.type).toBe(isTitleSuggested ? 'slideshow-title' : 'slideshow-photo');
    if (isTitleSuggested) expect(shown[0]).toMatchObject({ durationSeconds: 5 });
  });

  it('replay last round keeps the images and picks a new title', () => {
    const { end, shown } = playThrough(start('slideshow'));
    const retry = gameReducer(end, { type: 'RETRY_GAME' });
    const again = retry.sequences.flatMap((s) => s.components);
    expect(again.filter((c) => c.type === 'slideshow-photo')).toEqual(
      shown.filter((c) => c.type === 'slideshow-photo'),
    );
    expect(again[0]?.type === 'slideshow-title' && again[0].title).not.toBe(
      shown[0]?.type === 'slideshow-title' && shown[0].title,
    );
  });

  it('a failed photo fetch ends loading with no images', () => {
    let state = createGame(gameDefinitions.slideshow, { seed: 1, content });
    expect(state.photosLoaded).toBe(false);
    state = dispatch(state, { type: 'PHOTOS_LOADED', photos: [] }, { type: 'START_GAME' });
    expect(state.view).toBe('ready-countdown');
    const photosShown = state.sequences.flatMap((s) => s.components).filter((c) => c.type === 'slideshow-photo');
    expect(photosShown.length).toBeGreaterThan(0);
    for (const photo of photosShown) expect(photo.type === 'slideshow-photo' && photo.photo).toBeNull();
  });
});

describe('Snow Globe', () => {
  it.each([30, 60, 600])(
    'a %i s talk with 6 s pauses after 7–19 s segments, at least 10 s left after a pause',
    (totalDuration) => {
      const state = start('snow-globe', { totalDuration, pauseDuration: 6 });
      const globe = state.sequences.flatMap((s) => s.components).find((c) => c.type === 'snow-globe');
      if (globe?.type !== 'snow-globe') throw new Error('no snow globe');
      expect(globe).toMatchObject({
        durationSeconds: totalDuration,
        pauseDuration: 6,
        countdownSeconds: 5,
        fadeAtSeconds: 5,
      });
      expect(timedSeconds(globe.segments)).toBe(totalDuration);
      for (const segment of globe.segments.filter((s) => s.kind === 'pause')) {
        expect(segment.durationSeconds).toBe(6);
        expect(totalDuration - (segment.startsAt + 6)).toBeGreaterThanOrEqual(10);
      }
      expect(globe.pausesAt).toEqual(globe.segments.filter((s) => s.kind === 'pause').map((s) => s.startsAt));
    },
  );
});

describe('Podcast', () => {
  it.each([
    [0, 10, 20],
    [1, 5, 15],
    [2, 3, 10],
    [3, 3, 20],
  ])('difficulty %i: turns of %i–%i s, players rotating, ending with (End the podcast)', (value, min, max) => {
    const { end, shown } = playThrough(
      start('podcast', { totalDuration: 120, playerNumbers: 3, difficultyRange: { label: 'x', min, max, value } }),
    );
    const turns = shown.filter((c) => c.type === 'podcast-turn');
    expect(timedSeconds(turns)).toBe(120);
    turns.forEach((turn, index) => {
      if (turn.type !== 'podcast-turn') return;
      expect(turn.player.id).toBe(index % 3);
      if (index < turns.length - 1) expect(turn.durationSeconds).toBeGreaterThanOrEqual(min);
      expect(turn.durationSeconds).toBeLessThanOrEqual(max);
      expect(turn.isLast).toBe(index === turns.length - 1);
    });
    expect(turns.at(-1)).toMatchObject({ next: '(End the podcast)' });
    expect(end.view).toBe('end');
  });

  it('is always multiplayer and starts in the multiplayer setup', () => {
    const state = createGame(gameDefinitions.podcast, { seed: 1, content });
    expect(state.view).toBe('setup-multiplayer');
    expect(gameReducer(state, { type: 'SET_MULTIPLAYER', isMultiplayer: false }).settings.isMultiplayer).toBe(true);
  });
});

describe('Timer', () => {
  it('one countdown of the total duration (default 300 s)', () => {
    const { shown } = playThrough(start('timer'));
    expect(shown).toEqual([{ type: 'timer', durationSeconds: 300, tips: [] }]);
  });

  it('needs no content: START TRAINING at once', () => {
    const state = createGame(gameDefinitions.timer, { seed: 1 });
    expect(dispatch(state, { type: 'START_GAME' }).view).toBe('ready-countdown');
  });
});

describe('what each game is (the defaults of commonParts and where a game departs from them)', () => {
  it('says for every game who plays, whether turns rotate, where a round starts and what it draws', () => {
    const flags = Object.fromEntries(
      Object.values(gameDefinitions).map((definition) => [
        definition.shortCode,
        [
          definition.multiplayer,
          definition.rotatesPlayers,
          definition.initialSequenceIndex,
          definition.needsContent,
          definition.needsPhotos,
          definition.needsTitles,
        ],
      ]),
    );
    // [multiplayer, rotatesPlayers, initialSequenceIndex, needsContent, needsPhotos, needsTitles]
    expect(flags).toEqual({
      'autocomplete-breath': ['optional', true, 0, true, false, false],
      'analogies-breath': ['optional', true, 0, true, false, false],
      conductor: ['optional', true, 0, true, false, false],
      podcast: ['always', false, 0, true, false, false],
      autocomplete: ['optional', true, 1, true, false, false],
      analogies: ['optional', true, 1, true, false, false],
      slideshow: ['optional', true, 0, true, true, true],
      'snow-globe': ['optional', true, 0, true, false, false],
      timer: ['optional', true, 0, false, false, false],
      'triple-step': ['optional', true, 0, true, false, true],
    });
  });
});
