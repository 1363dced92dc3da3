import { describe, expect, it } from '@jest/globals';
import { createGame, reduceGame } from './game-engine.js';
import {
  END_CONDITION_MESSAGE,
  MISSING_RULES_MESSAGE,
  SEQUENCE_SHAPE_MESSAGE,
  UNHANDLED_ACTION_MESSAGE,
} from './errors.js';
import { sequence, speakerOf, survivalSequence, feedbackSequence, compact, drawTitle } from './round-helpers.js';
import {
  canGoBack,
  countdownText,
  currentComponent,
  currentPlayer,
  finishSummary,
  remainingTime,
  sequenceKey,
  shouldShowTutorial,
  showsInstructionOverlay,
  startButtonLabel,
  survivalCounterText,
} from './selectors.js';
import type { EndCondition, GameAction, GameContent, GameDefinition, GameState } from './types.js';

const content: Partial<GameContent> = {
  TITLE: ['first title', 'second title', 'third title', 'fourth title'],
  TOPIC: ['apples', 'rivers', 'kites'],
};

/** A two-sequence test game: sequence 'talk' (two 10 s parts), then feedback and survival when they apply. */
function testDefinition(overrides: Partial<GameDefinition> = {}): GameDefinition {
  return {
    shortCode: 'triple-step',
    title: 'Test',
    subtitle: 'Test game',
    colour: '#e2a248',
    sliders: [],
    toggles: [],
    defaultSettings: {},
    multiplayer: 'optional',
    rotatesPlayers: true,
    initialSequenceIndex: 0,
    needsContent: true,
    needsPhotos: false,
    needsTitles: false,
    endCondition: 'ROUNDS',
    onNextRound(state, random) {
      const drawn = drawTitle(state, random);
      const next = drawn.state;
      return {
        ...next,
        sequences: compact([
          sequence('start', 'start', [
            { type: 'start-round', round: next.settings.currentRound, player: speakerOf(next), title: drawn.title },
          ]),
          sequence('talk', 'round', [
            { type: 'speech', durationSeconds: 10, prompt: 'part one' },
            { type: 'speech', durationSeconds: 10, prompt: 'part two' },
          ]),
          feedbackSequence(next),
          survivalSequence(next),
        ]),
      };
    },
    ...overrides,
  };
}

function play(definition: GameDefinition, state: GameState, actions: GameAction[]): GameState {
  return actions.reduce((current, action) => reduceGame(definition, current, action), state);
}

const START: GameAction[] = [
  { type: 'START_GAME', now: 0 },
  { type: 'COUNTDOWN_TICK' },
  { type: 'COUNTDOWN_TICK' },
  { type: 'COUNTDOWN_TICK' },
  { type: 'BEGIN_PLAY', now: 0 },
];

function started(definition: GameDefinition, settings: Record<string, unknown> = {}, seed = 1): GameState {
  let state = createGame(definition, { seed, content, settings });
  if (state.settings.isMultiplayer) state = reduceGame(definition, state, { type: 'NEXT' });
  return play(definition, state, START);
}

/** Steps until the game ends, answering survival questions from `votes` (default yes). */
function runToEnd(definition: GameDefinition, state: GameState, votes: boolean[] = []): GameState {
  let current = state;
  for (let i = 0; i < 1000 && !current.ended; i += 1) {
    const component = currentComponent(current);
    current =
      component?.type === 'survival-round'
        ? reduceGame(definition, current, { type: 'SURVIVAL_VOTE', survived: votes.shift() ?? true })
        : reduceGame(definition, current, { type: 'NEXT_STEP' });
  }
  return current;
}

describe('definition checks and errors', () => {
  it.each([
    ['onNextRound', { onNextRound: undefined }],
    ['endCondition', { endCondition: undefined }],
  ])('a definition without %s cannot start a game', (_name, overrides) => {
    expect(() => createGame(testDefinition(overrides), { seed: 1 })).toThrow(MISSING_RULES_MESSAGE);
  });

  it.each([
    ['no id', { type: 'round', components: [], totalRounds: 1, currentRound: 0 }],
    ['no type', { id: 'x', components: [], totalRounds: 1, currentRound: 0 }],
  ])('a sequence with %s is refused', (_name, broken) => {
    const definition = testDefinition({ onNextRound: (state) => ({ ...state, sequences: [broken as never] }) });
    const state = createGame(definition, { seed: 1, content });
    expect(() => reduceGame(definition, state, { type: 'START_GAME' })).toThrow(SEQUENCE_SHAPE_MESSAGE);
  });

  it('an unknown action is an error', () => {
    const definition = testDefinition();
    const state = createGame(definition, { seed: 1, content });
    expect(() => reduceGame(definition, state, { type: 'DANCE' } as unknown as GameAction)).toThrow(
      UNHANDLED_ACTION_MESSAGE,
    );
  });

  it('an unknown end condition is an error when the round ends', () => {
    const definition = testDefinition({ endCondition: 'FOREVER' as EndCondition });
    expect(() => runToEnd(definition, started(definition))).toThrow(END_CONDITION_MESSAGE);
  });

  it.each([
    ['isMultiplayer', 'isMultiplayer must be a boolean', 'yes'],
    ['isSurvivalMode', 'isSurvivalMode must be a boolean', 1],
    ['playerNumbers', 'playerNumbers must be a number', '3'],
    ['roundDuration', 'roundDuration must be a number', null],
    ['totalRounds', 'totalRounds must be a number', '6'],
    ['totalDuration', 'totalDuration must be a number', true],
    ['remainingDuration', 'remainingDuration must be a number', '10'],
    ['pauseDuration', 'pauseDuration must be a number', {}],
    ['speechDuration', 'speechDuration must be a number', []],
    ['totalTopics', 'totalTopics must be a number', 'six'],
    ['difficultyRange', 'difficultyRange must be an object', 2],
  ])('UPDATE_SETTINGS with a wrong %s raises "%s"', (key, message, value) => {
    const definition = testDefinition();
    const state = createGame(definition, { seed: 1, content });
    expect(() => reduceGame(definition, state, { type: 'UPDATE_SETTINGS', settings: { [key]: value } })).toThrow(
      message,
    );
  });

  it("the collections' totalRounds must be numbers", () => {
    const definition = testDefinition();
    const state = createGame(definition, { seed: 1, content });
    expect(() =>
      reduceGame(definition, state, {
        type: 'UPDATE_SETTINGS',
        settings: { collections: [{ totalRounds: 'two' }] } as never,
      }),
    ).toThrow('collections.totalRounds must be a number');
  });

  it('UPDATE_SETTINGS with right types merges them', () => {
    const definition = testDefinition();
    const state = createGame(definition, { seed: 1, content });
    const next = reduceGame(definition, state, {
      type: 'UPDATE_SETTINGS',
      settings: { totalDuration: 90, playerNumbers: 4 },
    });
    expect(next.settings.totalDuration).toBe(90);
    expect(next.settings.remainingDuration).toBe(90);
    expect(next.settings.playerNames).toEqual(['Player 1', 'Player 2', 'Player 3', 'Player 4']);
  });
});

describe('defaults (spec 1 §9)', () => {
  it('start with the spec defaults', () => {
    const state = createGame(testDefinition(), { seed: 1 });
    expect(state.settings).toMatchObject({
      totalTopics: 6,
      playerNumbers: 3,
      playerNames: ['Player 1', 'Player 2', 'Player 3'],
      roundDuration: 5,
      totalRounds: 6,
      isTitleSuggested: true,
      hasFeedbackTime: false,
      isMultiplayer: false,
      currentWordSets: ['Clean'],
    });
  });
});

describe('views and history', () => {
  it('single player: setup, Ready?/Set./Go!, start, play; back only with more than one view', () => {
    const definition = testDefinition();
    let state = createGame(definition, { seed: 1, content });
    expect(state.view).toBe('setup-single-player');
    expect(canGoBack(state)).toBe(false);
    state = reduceGame(definition, state, { type: 'START_GAME' });
    const words: Array<string | null> = [countdownText(state)];
    for (let i = 0; i < 3; i += 1) {
      state = reduceGame(definition, state, { type: 'COUNTDOWN_TICK' });
      words.push(countdownText(state));
    }
    expect(words).toEqual(['Ready?', 'Set.', 'Go!', null]);
    expect(state.view).toBe('start');
    state = reduceGame(definition, state, { type: 'BEGIN_PLAY', now: 1234 });
    expect(state.view).toBe('play');
    expect(state.clock.playStartedAt).toBe(1234);
    expect(state.history).toEqual(['setup-single-player', 'play']);
    expect(canGoBack(state)).toBe(true);
  });

  it('multiplayer: the switch, NEXT to player inputs, then start', () => {
    const definition = testDefinition();
    let state = createGame(definition, { seed: 1, content });
    state = reduceGame(definition, state, { type: 'SET_MULTIPLAYER', isMultiplayer: true });
    expect(state.view).toBe('setup-multiplayer');
    expect(state.history).toEqual(['setup-multiplayer']);
    state = reduceGame(definition, state, { type: 'NEXT' });
    expect(state.view).toBe('setup-player-inputs');
    state = reduceGame(definition, state, { type: 'SET_PLAYER_NAME', index: 1, name: 'Bea' });
    state = play(definition, state, START);
    expect(state.history).toEqual(['setup-multiplayer', 'setup-player-inputs', 'play']);
    expect(state.settings.players.map((p) => p.name)).toEqual(['Player 1', 'Bea', 'Player 3']);
    expect(currentPlayer(state)?.name).toBe('Player 1');
  });

  it("start reads 'LOADING CONTENT' and does nothing until content is loaded, then 'START TRAINING'", () => {
    const definition = testDefinition();
    let state = createGame(definition, { seed: 1 });
    expect(startButtonLabel(state)).toBe('LOADING CONTENT');
    expect(reduceGame(definition, state, { type: 'START_GAME' })).toBe(state);
    state = reduceGame(definition, state, { type: 'CONTENT_LOADED', content });
    expect(startButtonLabel(state)).toBe('START TRAINING');
  });

  it('the tutorial shows only when not completed, with a video, and one view deep', () => {
    const definition = testDefinition();
    const state = createGame(definition, { seed: 1, content });
    expect(shouldShowTutorial(state, { isTutorialCompleted: false, tutorialVideoUrl: 'https://video' })).toBe(true);
    expect(shouldShowTutorial(state, { isTutorialCompleted: true, tutorialVideoUrl: 'https://video' })).toBe(false);
    expect(shouldShowTutorial(state, { isTutorialCompleted: false, tutorialVideoUrl: null })).toBe(false);
    const tutorial = reduceGame(definition, state, { type: 'SHOW_TUTORIAL' });
    expect(tutorial.view).toBe('setup-tutorial');
    expect(showsInstructionOverlay(tutorial, 'https://howto')).toBe(false);
    expect(showsInstructionOverlay(state, 'https://howto')).toBe(true);
    // The tutorial is the first view: one entry deep, so no Back.
    expect(tutorial.history).toEqual(['setup-tutorial']);
    expect(canGoBack(tutorial)).toBe(false);
    expect(reduceGame(definition, tutorial, { type: 'SHOW_TUTORIAL' }).history).toEqual(['setup-tutorial']);
    const done = reduceGame(definition, tutorial, { type: 'TUTORIAL_DONE' });
    expect(done.view).toBe('setup-single-player');
    expect(done.history).toEqual(['setup-single-player']);
    const deeper = reduceGame(
      definition,
      reduceGame(definition, state, { type: 'SET_MULTIPLAYER', isMultiplayer: true }),
      { type: 'NEXT' },
    );
    expect(shouldShowTutorial(deeper, { isTutorialCompleted: false, tutorialVideoUrl: 'https://video' })).toBe(false);
    expect(reduceGame(definition, deeper, { type: 'SHOW_TUTORIAL' }).view).toBe('setup-player-inputs');
  });

  it('back resets rounds, picks a new title and resets player index, survival count and remaining time', () => {
    const definition = testDefinition({ endCondition: 'ROUNDS' });
    let state = started(definition, { isMultiplayer: true, totalRounds: 3, totalDuration: 60 });
    const firstTitle = state.settings.currentTitle;
    state = play(definition, state, [{ type: 'NEXT_STEP' }, { type: 'NEXT_STEP' }, { type: 'NEXT_STEP' }]);
    expect(state.settings.currentPlayer).toBe(1);
    state = {
      ...state,
      settings: { ...state.settings, totalSurvivalRounds: 2, remainingDuration: 5, currentRound: 2 },
    };
    const back = reduceGame(definition, state, { type: 'BACK' });
    expect(back.view).toBe('setup-player-inputs');
    expect(back.settings).toMatchObject({
      currentRound: 1,
      currentPlayer: 0,
      totalSurvivalRounds: 0,
      remainingDuration: 60,
    });
    expect(back.settings.currentTitle).not.toBe(firstTitle);
    expect(back.settings.currentTitle).not.toBe('');
    const setup = reduceGame(definition, back, { type: 'BACK' });
    expect(setup.view).toBe('setup-multiplayer');
    expect(canGoBack(setup)).toBe(false);
    expect(reduceGame(definition, setup, { type: 'BACK' })).toBe(setup);
  });
});

describe('next step (spec 1 §4)', () => {
  it('advances components, then repeats a sequence for its rounds, then moves to the next sequence', () => {
    const definition = testDefinition({
      endCondition: 'ONCE',
      onNextRound: (state) => ({
        ...state,
        sequences: [
          sequence(
            'a',
            'round',
            [
              { type: 'speech', durationSeconds: 1, prompt: 'a1' },
              { type: 'speech', durationSeconds: 1, prompt: 'a2' },
            ],
            2,
          ),
          sequence('b', 'round', [{ type: 'speech', durationSeconds: 1, prompt: 'b1' }]),
        ],
      }),
    });
    let state = started(definition);
    const seen: string[] = [];
    const keys = new Set<string>();
    while (!state.ended) {
      const component = currentComponent(state);
      if (component?.type === 'speech') seen.push(component.prompt);
      keys.add(sequenceKey(state));
      state = reduceGame(definition, state, { type: 'NEXT_STEP' });
    }
    expect(seen).toEqual(['a1', 'a2', 'a1', 'a2', 'b1']);
    expect(keys.size).toBe(2);
    expect(state.view).toBe('end');
    expect(state.history).toEqual(['setup-single-player', 'end']);
  });

  it.each([
    [1, 1],
    [3, 3],
    [6, 6],
  ])('ROUNDS: single player with totalRounds %i plays %i rounds', (totalRounds, expected) => {
    const definition = testDefinition({ endCondition: 'ROUNDS' });
    const end = runToEnd(definition, started(definition, { totalRounds }));
    expect(end.rounds.map((r) => r.round)).toEqual(Array.from({ length: expected }, (_, i) => i + 1));
    expect(end.ended).toBe(true);
  });

  it('ROUNDS in multiplayer: the player advances and wraps; the round counts when it wraps', () => {
    const definition = testDefinition({ endCondition: 'ROUNDS' });
    const end = runToEnd(definition, started(definition, { isMultiplayer: true, playerNumbers: 3, totalRounds: 2 }));
    expect(end.rounds.map((r) => [r.round, r.playerIndex])).toEqual([
      [1, 0],
      [1, 1],
      [1, 2],
      [2, 0],
      [2, 1],
      [2, 2],
    ]);
  });

  it('ONCE: finished after one round (one turn per player in multiplayer)', () => {
    const definition = testDefinition({ endCondition: 'ONCE' });
    expect(runToEnd(definition, started(definition)).rounds).toHaveLength(1);
    expect(runToEnd(definition, started(definition, { isMultiplayer: true, playerNumbers: 2 })).rounds).toHaveLength(2);
  });

  it('DURATION: rounds go on until the remaining time is used up', () => {
    const definition = testDefinition({ endCondition: 'DURATION' });
    let state = started(definition, { totalDuration: 50 });
    expect(remainingTime(state)).toBe(50);
    state = reduceGame(definition, state, { type: 'NEXT_STEP' });
    state = reduceGame(definition, state, { type: 'NEXT_STEP' });
    expect(remainingTime(state)).toBe(40);
    const end = runToEnd(definition, state);
    // Each round speaks 20 s: 50 s take three rounds (remaining 50 → 30 → 10 → −10).
    expect(end.rounds).toHaveLength(3);
    expect(remainingTime(end)).toBeLessThanOrEqual(0);
  });

  it('DURATION counts the seconds actually spent when a step is skipped early', () => {
    const definition = testDefinition({ endCondition: 'DURATION' });
    let state = started(definition, { totalDuration: 50 });
    state = reduceGame(definition, state, { type: 'NEXT_STEP' });
    state = reduceGame(definition, state, { type: 'NEXT_STEP', elapsedSeconds: 3 });
    expect(remainingTime(state)).toBe(47);
  });

  it('a practice goal can force its end condition', () => {
    const definition = testDefinition({ endCondition: 'ROUNDS' });
    const state = createGame(definition, {
      seed: 1,
      content,
      embedded: true,
      endCondition: 'DURATION',
      settings: { totalDuration: 20 },
    });
    expect(state.view).toBe('sequence');
    const end = runToEnd(definition, state);
    expect(end.rounds).toHaveLength(1);
    expect(end.ended).toBe(true);
    expect(end.view).toBe('sequence');
  });

  it('the end view sets ended (confetti and ding) and records every round', () => {
    const definition = testDefinition({ endCondition: 'ROUNDS' });
    const end = runToEnd(definition, started(definition, { totalRounds: 2 }));
    expect(end.view).toBe('end');
    expect(end.ended).toBe(true);
    expect(currentComponent(end)).toBeNull();
    expect(finishSummary(end)).toEqual({ totalRounds: 2, totalDuration: 60 });
    expect(end.rounds[0]).toMatchObject({
      round: 1,
      playerIndex: 0,
      playerName: 'Player 1',
      survived: null,
      roundDuration: 5,
    });
  });
});

describe('survival vote (spec 1 §4)', () => {
  const definition = testDefinition({ endCondition: 'SURVIVAL' });

  it("single player: the count increments when the player survived; 'No' ends the game", () => {
    let state = started(definition, { isSurvivalMode: true });
    state = play(definition, state, [{ type: 'NEXT_STEP' }, { type: 'NEXT_STEP' }, { type: 'NEXT_STEP' }]);
    expect(currentComponent(state)).toEqual({ type: 'survival-round', question: 'Did you survive?' });
    expect(currentComponent(reduceGame(definition, state, { type: 'NEXT_STEP' }))?.type).toBe('survival-round');
    state = reduceGame(definition, state, { type: 'SURVIVAL_VOTE', survived: true });
    expect(state.settings.totalSurvivalRounds).toBe(1);
    expect(survivalCounterText(state)).toBe('1 round survived');
    const end = runToEnd(definition, state, [true, false]);
    expect(end.settings.totalSurvivalRounds).toBe(2);
    expect(survivalCounterText(end)).toBe('2 rounds survived');
    expect(end.rounds.map((r) => r.survived)).toEqual([true, true, false]);
    expect(end.view).toBe('end');
    expect(finishSummary(end).survivalRounds).toBe(2);
  });

  it('multiplayer: a player who did not survive is removed; the count increments when the round wraps', () => {
    let state = started(definition, { isSurvivalMode: true, isMultiplayer: true, playerNumbers: 3 });
    state = play(definition, state, [{ type: 'NEXT_STEP' }, { type: 'NEXT_STEP' }, { type: 'NEXT_STEP' }]);
    expect(currentComponent(state)).toEqual({ type: 'survival-round', question: 'Did Player 1 survive?' });
    // Round 1: Player 1 survives, Player 2 does not, Player 3 survives → wrap.
    state = runUntilVotes(state, [true, false, true]);
    expect(state.settings.players.map((p) => p.name)).toEqual(['Player 1', 'Player 3']);
    expect(state.settings.totalSurvivalRounds).toBe(1);
    expect(state.settings.currentRound).toBe(2);
    expect(currentPlayer(state)?.name).toBe('Player 1');
    // Round 2: Player 1 out, Player 3 out → nobody left: the game ends.
    const end = runToEnd(definition, state, [false, false]);
    expect(end.ended).toBe(true);
    expect(end.settings.players).toHaveLength(0);
    expect(end.settings.totalSurvivalRounds).toBe(1);
  });

  function runUntilVotes(start: GameState, votes: boolean[]): GameState {
    let state = start;
    while (votes.length > 0) {
      const component = currentComponent(state);
      state =
        component?.type === 'survival-round'
          ? reduceGame(definition, state, { type: 'SURVIVAL_VOTE', survived: votes.shift() as boolean })
          : reduceGame(definition, state, { type: 'NEXT_STEP' });
    }
    return state;
  }
});

describe('feedback round', () => {
  it('multiplayer with feedback time: each speaker gets feedback from their paired giver, never themself', () => {
    const definition = testDefinition({ endCondition: 'ONCE' });
    let state = started(definition, { isMultiplayer: true, playerNumbers: 4, hasFeedbackTime: true });
    const feedback: Array<[string, string]> = [];
    while (!state.ended) {
      const component = currentComponent(state);
      if (component?.type === 'feedback-round') {
        expect(component.durationSeconds).toBe(15);
        expect(component.text).toBe(`${component.giver.name}, give ${component.receiver.name} feedback`);
        feedback.push([component.giver.name, component.receiver.name]);
      }
      state = reduceGame(definition, state, { type: 'NEXT_STEP' });
    }
    expect(feedback.map(([, receiver]) => receiver)).toEqual(['Player 1', 'Player 2', 'Player 3', 'Player 4']);
    expect(new Set(feedback.map(([giver]) => giver)).size).toBe(4);
    for (const [giver, receiver] of feedback) expect(giver).not.toBe(receiver);
  });

  it('no feedback round without feedback time or in single player', () => {
    const definition = testDefinition({ endCondition: 'ONCE' });
    for (const settings of [
      { isMultiplayer: true, hasFeedbackTime: false },
      { isMultiplayer: false, hasFeedbackTime: true },
    ]) {
      const state = started(definition, settings);
      expect(state.sequences.map((s) => s.type)).not.toContain('feedback');
    }
  });
});

describe('reset and retry (spec 1 §4)', () => {
  const definition = testDefinition({ endCondition: 'ROUNDS' });
  const settings = { isMultiplayer: true, playerNumbers: 6, hasFeedbackTime: true, totalRounds: 1, totalDuration: 40 };

  it('reset rebuilds the pairings, picks a new title, restores remaining time and returns to play', () => {
    const end = runToEnd(definition, started(definition, settings, 3));
    const reset = reduceGame(definition, end, { type: 'RESET_GAME' });
    expect(reset.view).toBe('play');
    expect(reset.history).toEqual(['setup-multiplayer', 'setup-player-inputs', 'play']);
    expect(reset.ended).toBe(false);
    expect(reset.rounds).toEqual([]);
    expect(reset.gameNumber).toBe(end.gameNumber + 1);
    expect(reset.settings).toMatchObject({ currentRound: 1, currentPlayer: 0, remainingDuration: 40 });
    expect(reset.settings.currentTitle).not.toBe(end.settings.currentTitle);
    expect(reset.settings.multiplayerData).not.toEqual(end.settings.multiplayerData);
  });

  it('retry keeps the pairings and picks a new title', () => {
    const end = runToEnd(definition, started(definition, settings, 3));
    const retry = reduceGame(definition, end, { type: 'RETRY_GAME' });
    expect(retry.view).toBe('play');
    expect(retry.settings.multiplayerData).toEqual(end.settings.multiplayerData);
    expect(retry.settings.currentTitle).not.toBe(end.settings.currentTitle);
    expect(retry.settings.remainingDuration).toBe(40);
  });
});
