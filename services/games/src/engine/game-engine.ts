import { nextSeeded, type Random } from '../rules/random.js';
import { feedbackPairs, playersFromNames, removePlayer } from '../rules/multiplayer.js';
import { pickUnusedTitle } from '../rules/triple-step.js';
import { titleCase } from '../rules/language.js';
import { DEFAULT_SETTINGS, normaliseContent, resizePlayerNames } from './defaults.js';
import {
  END_CONDITION_MESSAGE,
  MISSING_RULES_MESSAGE,
  SEQUENCE_SHAPE_MESSAGE,
  UNHANDLED_ACTION_MESSAGE,
} from './errors.js';
import { assertSettingsTypes } from './settings-validation.js';
import type {
  CreateGameOptions,
  EndCondition,
  GameAction,
  GameDefinition,
  GameSequence,
  GameSettings,
  GameState,
  GameView,
  NextRoundInfo,
  RoundRecord,
  SequenceComponent,
} from './types.js';

const SETUP_VIEWS: readonly GameView[] = [
  'setup-single-player',
  'setup-multiplayer',
  'setup-player-inputs',
  'setup-tutorial',
];
/** Views of a running game: they share one slot on top of the setup views in the history. */
const GAME_VIEWS: readonly GameView[] = ['ready-countdown', 'start', 'play', 'sequence', 'end'];
export const READY_COUNTDOWN_STEPS = 3;

export function isSetupView(view: GameView): boolean {
  return SETUP_VIEWS.includes(view);
}

export function isGameView(view: GameView): boolean {
  return GAME_VIEWS.includes(view);
}

export function assertDefinition(
  definition: GameDefinition,
): asserts definition is GameDefinition & Required<Pick<GameDefinition, 'onNextRound' | 'endCondition'>> {
  if (
    typeof definition.onNextRound !== 'function' ||
    definition.endCondition === undefined ||
    definition.endCondition === null
  ) {
    throw new Error(MISSING_RULES_MESSAGE);
  }
}

export function assertSequences(sequences: readonly GameSequence[]): void {
  for (const sequence of sequences) {
    const { id, type } = (sequence ?? {}) as Partial<GameSequence>;
    if (typeof id !== 'string' || id.length === 0 || typeof type !== 'string' || type.length === 0) {
      throw new Error(SEQUENCE_SHAPE_MESSAGE);
    }
  }
}

/** Runs fn with a Random drawn from the state's seed and stores the advanced seed back. */
export function withRandom(state: GameState, fn: (state: GameState, random: Random) => GameState): GameState {
  let seed = state.seed;
  const random: Random = () => {
    const step = nextSeeded(seed);
    seed = step.seed;
    return step.value;
  };
  const next = fn(state, random);
  return { ...next, seed };
}

export function endConditionOf(definition: GameDefinition, state: GameState): EndCondition {
  if (state.endConditionOverride) return state.endConditionOverride;
  const condition = definition.endCondition;
  return typeof condition === 'function' ? condition(state.settings) : (condition as EndCondition);
}

/**
 * Step 3 of the next-step algorithm (spec 1 §4). `wrapped` says the multiplayer rotation came back to the first
 * player: a multiplayer ROUNDS game finishes only then, so every player gets the same number of turns.
 */
export function isGameFinished(condition: EndCondition, state: GameState, wrapped: boolean): boolean {
  const { settings } = state;
  switch (condition) {
    case 'ROUNDS':
      return (!settings.isMultiplayer || wrapped) && settings.currentRound >= settings.totalRounds;
    case 'ONCE':
      return !settings.isMultiplayer || wrapped;
    case 'DURATION':
      return settings.remainingDuration <= 0;
    case 'SURVIVAL':
      // Multiplayer: the game ends when the last remaining player did not survive.
      return state.lastSurvived === false && (!settings.isMultiplayer || settings.players.length === 0);
    default:
      throw new Error(END_CONDITION_MESSAGE);
  }
}

/** The player records a game starts with: the named seats in multiplayer, one player otherwise. */
function startingPlayers(settings: GameSettings): GameSettings['players'] {
  if (!settings.isMultiplayer) return playersFromNames([settings.playerNames[0] ?? 'Player 1']);
  return playersFromNames(resizePlayerNames(settings.playerNames, settings.playerNumbers));
}

function withHistoryTop(state: GameState, view: GameView): GameState {
  const history = [...state.history];
  if (history.length > 0 && isGameView(history[history.length - 1] as GameView)) history.pop();
  history.push(view);
  return { ...state, view, history };
}

function replaceTop(state: GameState, view: GameView): GameState {
  const history = [...state.history.slice(0, -1), view];
  return { ...state, view, history };
}

function pushView(state: GameState, view: GameView): GameState {
  return { ...state, view, history: [...state.history, view] };
}

function isReady(_definition: GameDefinition, state: GameState): boolean {
  return !isLoading(state);
}

/** Still loading: content or photos missing, or a suggested title missing (spec 2 §2 'LOADING CONTENT'). */
export function isLoading(state: GameState): boolean {
  const { needs } = state;
  if (needs.content && !state.contentLoaded) return true;
  if (needs.photos && !state.photosLoaded) return true;
  return needs.titles && state.settings.isTitleSuggested && state.content.TITLE.length === 0;
}

/** Builds the coming round's sequences through the definition and points at its first component. */
function prepareRound(
  definition: GameDefinition,
  state: GameState,
  info: NextRoundInfo,
  sequenceIndex: number,
): GameState {
  assertDefinition(definition);
  const prepared = withRandom(state, (current, random) => definition.onNextRound(current, random, info));
  assertSequences(prepared.sequences);
  const sequences = prepared.sequences.map((sequence) => ({ ...sequence, currentRound: 0 }));
  const start = Math.min(sequenceIndex, Math.max(0, sequences.length - 1));
  return { ...prepared, sequences, sequenceIndex: start, componentIndex: 0 };
}

/** A fresh game from the chosen settings: round 1, first player, no survival rounds, full remaining time. */
function freshGame(
  definition: GameDefinition,
  state: GameState,
  { rebuildPairings, restorePlayers }: { rebuildPairings: boolean; restorePlayers: boolean },
): GameState {
  const base = state.baseSettings ?? state.settings;
  const players = restorePlayers ? startingPlayers(base) : state.settings.players;
  let next: GameState = {
    ...state,
    settings: {
      ...state.settings,
      totalDuration: base.totalDuration,
      totalTopics: base.totalTopics,
      totalRounds: base.totalRounds,
      players,
      currentRound: 1,
      currentPlayer: 0,
      totalSurvivalRounds: 0,
      remainingDuration: base.totalDuration,
      currentTitle: '',
    },
    lastSurvived: null,
    ended: false,
    rounds: [],
    gameNumber: state.gameNumber + 1,
  };
  if (rebuildPairings) {
    next = withRandom(next, (current, random) => ({
      ...current,
      settings: {
        ...current.settings,
        multiplayerData: current.settings.isMultiplayer ? feedbackPairs(current.settings.players, random) : [],
      },
    }));
  }
  if (definition.onStart) {
    const onStart = definition.onStart;
    next = withRandom(next, (current, random) => onStart(current, random));
  }
  next = { ...next, baseSettings: { ...next.settings } };
  const firstIndex = next.embedded ? definition.initialSequenceIndex : 0;
  return prepareRound(definition, next, { isFirstRound: true, survivalRoundCompleted: false }, firstIndex);
}

function startGame(definition: GameDefinition, state: GameState, now: number | undefined): GameState {
  if (!isSetupView(state.view) || !isReady(definition, state)) return state;
  const settings: GameSettings = { ...state.settings, players: startingPlayers(state.settings) };
  const prepared = freshGame(
    definition,
    { ...state, settings, baseSettings: null },
    { rebuildPairings: true, restorePlayers: false },
  );
  const withClock = { ...prepared, countdownIndex: 0, clock: { now: now ?? state.clock.now, playStartedAt: null } };
  return withHistoryTop(withClock, 'ready-countdown');
}

/** Seconds a finished component took off the remaining time (feedback time is not speaking time). */
function consumedSeconds(component: SequenceComponent, elapsedSeconds: number | undefined): number {
  if (component.type === 'feedback-round' || component.type === 'start-round' || component.type === 'survival-round')
    return 0;
  return elapsedSeconds ?? component.durationSeconds;
}

export function currentSequenceOf(state: GameState): GameSequence | null {
  return state.sequences[state.sequenceIndex] ?? null;
}

export function currentComponentOf(state: GameState): SequenceComponent | null {
  if (!['start', 'play', 'sequence'].includes(state.view) || state.ended) return null;
  return currentSequenceOf(state)?.components[state.componentIndex] ?? null;
}

function roundRecord(state: GameState, survived: boolean | null): RoundRecord {
  const { settings } = state;
  const player = settings.players[settings.currentPlayer];
  return {
    round: settings.currentRound,
    playerIndex: player?.id ?? settings.currentPlayer,
    playerName: player?.name ?? 'Player 1',
    settings: { ...settings },
    roundDuration: settings.roundDuration,
    speechDuration: settings.speechDuration,
    pauseDuration: settings.pauseDuration,
    survived,
  };
}

function endGame(state: GameState): GameState {
  const ended = { ...state, ended: true };
  return ended.embedded ? ended : withHistoryTop(ended, 'end');
}

/** Steps 3 to 5 of spec 1 §4: the round is over; end the game or rotate and start the next round. */
function finishRound(definition: GameDefinition, state: GameState, survived: boolean | null): GameState {
  const { settings } = state;
  const recorded: GameState = {
    ...state,
    rounds: [...state.rounds, roundRecord(state, survived)],
    lastSurvived: survived ?? state.lastSurvived,
  };

  let players = settings.players;
  let nextIndex = 0;
  let wrapped = true;
  let pairings = settings.multiplayerData;
  let removed = false;
  if (settings.isMultiplayer && definition.rotatesPlayers) {
    if (survived === false) {
      const removal = removePlayer(players, settings.currentPlayer);
      players = removal.players;
      nextIndex = removal.nextIndex;
      wrapped = removal.wrapped;
      removed = true;
    } else {
      nextIndex = settings.currentPlayer + 1;
      wrapped = nextIndex >= players.length;
      if (wrapped) nextIndex = 0;
    }
  }
  let next: GameState = { ...recorded, settings: { ...settings, players, multiplayerData: pairings } };
  if (removed) {
    // The removed player can no longer give or receive feedback: pair the players who are left.
    next = withRandom(next, (current, random) => {
      pairings = feedbackPairs(current.settings.players, random);
      return { ...current, settings: { ...current.settings, multiplayerData: pairings } };
    });
  }

  if (isGameFinished(endConditionOf(definition, next), next, wrapped)) return endGame(next);

  const survivalRoundCompleted =
    next.settings.isSurvivalMode && (settings.isMultiplayer ? wrapped && players.length > 0 : survived === true);
  next = {
    ...next,
    settings: {
      ...next.settings,
      currentPlayer: nextIndex,
      currentRound: wrapped ? next.settings.currentRound + 1 : next.settings.currentRound,
      totalSurvivalRounds: next.settings.totalSurvivalRounds + (survivalRoundCompleted ? 1 : 0),
    },
  };
  return prepareRound(
    definition,
    next,
    { isFirstRound: false, survivalRoundCompleted },
    next.breakBetweenRounds && !next.embedded ? 0 : definition.initialSequenceIndex,
  );
}

/** Steps 1 and 2 of spec 1 §4: next component, else the sequence's next repetition, else the next sequence. */
function advance(definition: GameDefinition, state: GameState, survived: boolean | null): GameState {
  const sequence = currentSequenceOf(state);
  if (!sequence) return finishRound(definition, state, survived);
  if (state.componentIndex + 1 < sequence.components.length) {
    return { ...state, componentIndex: state.componentIndex + 1 };
  }
  if (sequence.currentRound + 1 < sequence.totalRounds) {
    const sequences = state.sequences.map((s, i) =>
      i === state.sequenceIndex ? { ...s, currentRound: s.currentRound + 1 } : s,
    );
    return { ...state, sequences, componentIndex: 0 };
  }
  if (state.sequenceIndex + 1 < state.sequences.length) {
    return { ...state, sequenceIndex: state.sequenceIndex + 1, componentIndex: 0 };
  }
  return finishRound(definition, state, survived);
}

function nextStep(definition: GameDefinition, state: GameState, elapsedSeconds: number | undefined): GameState {
  if ((state.view !== 'play' && state.view !== 'sequence') || state.ended) return state;
  const component = currentComponentOf(state);
  // The survival question moves on only with an answer.
  if (component?.type === 'survival-round') return state;
  const consumed = component ? consumedSeconds(component, elapsedSeconds) : 0;
  const spent = {
    ...state,
    settings: { ...state.settings, remainingDuration: state.settings.remainingDuration - consumed },
  };
  return advance(definition, spent, null);
}

function survivalVote(definition: GameDefinition, state: GameState, survived: boolean): GameState {
  if (currentComponentOf(state)?.type !== 'survival-round') return state;
  return advance(definition, { ...state, lastSurvived: survived }, survived);
}

/** Back (spec 1 §4): pops a view and resets rounds, title, player index, survival count and remaining time. */
function back(state: GameState): GameState {
  if (state.history.length <= 1) return state;
  const history = state.history.slice(0, -1);
  const base = state.baseSettings ?? state.settings;
  const reset: GameState = {
    ...state,
    history,
    view: history[history.length - 1] as GameView,
    settings: {
      ...state.settings,
      totalDuration: base.totalDuration,
      totalTopics: base.totalTopics,
      totalRounds: base.totalRounds,
      players: startingPlayers(state.settings),
      currentRound: 1,
      currentPlayer: 0,
      totalSurvivalRounds: 0,
      remainingDuration: base.totalDuration,
    },
    sequences: [],
    sequenceIndex: 0,
    componentIndex: 0,
    lastSurvived: null,
    ended: false,
    countdownIndex: 0,
    rounds: [],
  };
  return withRandom(reset, (current, random) => {
    const { title, used } = pickUnusedTitle(current.content.TITLE, current.usedTitles, random);
    return {
      ...current,
      usedTitles: used,
      settings: { ...current.settings, currentTitle: title === null ? '' : titleCase(title) },
    };
  });
}

function updateSettings(state: GameState, update: Record<string, unknown>): GameState {
  assertSettingsTypes(update);
  const merged = { ...state.settings, ...(update as Partial<GameSettings>) };
  if ('playerNumbers' in update || 'playerNames' in update) {
    merged.playerNames = resizePlayerNames(merged.playerNames, merged.playerNumbers);
  }
  if ('totalDuration' in update && !('remainingDuration' in update)) merged.remainingDuration = merged.totalDuration;
  if (isSetupView(state.view)) merged.players = startingPlayers(merged);
  let next: GameState = { ...state, settings: merged };
  if ('isMultiplayer' in update && (state.view === 'setup-single-player' || state.view === 'setup-multiplayer')) {
    next = replaceTop(next, merged.isMultiplayer ? 'setup-multiplayer' : 'setup-single-player');
  }
  return next;
}

function setMultiplayer(definition: GameDefinition, state: GameState, isMultiplayer: boolean): GameState {
  if (state.view !== 'setup-single-player' && state.view !== 'setup-multiplayer') return state;
  const value = definition.multiplayer === 'always' ? true : definition.multiplayer === 'never' ? false : isMultiplayer;
  return updateSettings(state, { isMultiplayer: value });
}

function prepareEmbeddedIfReady(definition: GameDefinition, state: GameState): GameState {
  if (!state.embedded || state.sequences.length > 0 || state.ended || !isReady(definition, state)) return state;
  return freshGame(
    definition,
    { ...state, gameNumber: state.gameNumber },
    { rebuildPairings: true, restorePlayers: true },
  );
}

export function reduceGame(definition: GameDefinition, state: GameState, action: GameAction): GameState {
  switch (action.type) {
    case 'CONTENT_LOADED': {
      const loaded = {
        ...state,
        content: normaliseContent(action.content),
        nounForms: { ...action.nounForms },
        contentLoaded: true,
        wordPools: {},
      };
      return prepareEmbeddedIfReady(definition, loaded);
    }
    case 'PHOTOS_LOADED':
      return prepareEmbeddedIfReady(definition, { ...state, photos: [...action.photos], photosLoaded: true });
    case 'UPDATE_SETTINGS':
      return updateSettings(state, action.settings as Record<string, unknown>);
    case 'SET_MULTIPLAYER':
      return setMultiplayer(definition, state, action.isMultiplayer);
    case 'SET_PLAYER_NAME': {
      const names = resizePlayerNames(
        state.settings.playerNames,
        Math.max(state.settings.playerNumbers, action.index + 1),
      );
      names[action.index] = action.name;
      return updateSettings(state, { playerNames: names });
    }
    // The tutorial is the first view when it shows (spec 2 §2): it takes the setup view's place in the history, so
    // there is nothing to go back to, and WATCH LATER or COMPLETE puts the setup view back in its place.
    case 'SHOW_TUTORIAL':
      return state.history.length === 1 && isSetupView(state.view) ? replaceTop(state, 'setup-tutorial') : state;
    case 'TUTORIAL_DONE':
      if (state.view !== 'setup-tutorial') return state;
      return replaceTop(state, defaultSetupView(definition, state));
    case 'NEXT':
      if (state.view !== 'setup-multiplayer') return state;
      return pushView({ ...state, settings: { ...state.settings, showPlayerInputs: true } }, 'setup-player-inputs');
    case 'START_GAME':
      return startGame(definition, state, action.now);
    case 'COUNTDOWN_TICK': {
      if (state.view !== 'ready-countdown') return state;
      const countdownIndex = state.countdownIndex + 1;
      return countdownIndex >= READY_COUNTDOWN_STEPS
        ? replaceTop({ ...state, countdownIndex }, 'start')
        : { ...state, countdownIndex };
    }
    case 'BEGIN_PLAY':
      if (state.view !== 'start') return state;
      return replaceTop(
        { ...state, clock: { now: action.now ?? state.clock.now, playStartedAt: action.now ?? null } },
        'play',
      );
    case 'NEXT_STEP':
      return nextStep(
        definition,
        { ...state, clock: { ...state.clock, now: action.now ?? state.clock.now } },
        action.elapsedSeconds,
      );
    case 'SURVIVAL_VOTE':
      return survivalVote(definition, state, action.survived);
    case 'RESET_GAME':
    case 'RETRY_GAME': {
      if (!isGameView(state.view)) return state;
      const isReset = action.type === 'RESET_GAME';
      const photos = isReset && action.photos ? { photos: [...action.photos], photosLoaded: true } : {};
      const fresh = freshGame(definition, { ...state, ...photos }, { rebuildPairings: isReset, restorePlayers: true });
      const clock = { now: action.now ?? state.clock.now, playStartedAt: action.now ?? state.clock.playStartedAt };
      const withClock = { ...fresh, clock };
      return withClock.embedded ? withHistoryTop(withClock, 'sequence') : withHistoryTop(withClock, 'play');
    }
    case 'BACK':
      return back(state);
    case 'SET_BREAK_BETWEEN_ROUNDS':
      return (state.breakBetweenRounds ?? false) === action.on ? state : { ...state, breakBetweenRounds: action.on };
    default: {
      const unknownAction: never = action;
      void unknownAction;
      throw new Error(UNHANDLED_ACTION_MESSAGE);
    }
  }
}

function defaultSetupView(definition: GameDefinition, state: GameState): GameView {
  return definition.multiplayer === 'always' || state.settings.isMultiplayer
    ? 'setup-multiplayer'
    : 'setup-single-player';
}

/** A new game in its first view: setup (or 'sequence' when embedded in a practice session). */
export function createGame(definition: GameDefinition, options: CreateGameOptions): GameState {
  assertDefinition(definition);
  if (options.settings) assertSettingsTypes(options.settings as Record<string, unknown>);
  const settings: GameSettings = {
    ...DEFAULT_SETTINGS,
    ...definition.defaultSettings,
    ...((options.settings ?? {}) as Partial<GameSettings>),
  };
  if (definition.multiplayer === 'always') settings.isMultiplayer = true;
  if (definition.multiplayer === 'never') settings.isMultiplayer = false;
  settings.playerNames = resizePlayerNames(settings.playerNames, settings.playerNumbers);
  if (!options.settings || !('remainingDuration' in options.settings))
    settings.remainingDuration = settings.totalDuration;
  settings.players = startingPlayers(settings);
  const embedded = options.embedded ?? false;
  const view: GameView = embedded ? 'sequence' : defaultSetupView(definition, { settings } as GameState);
  const state: GameState = {
    shortCode: definition.shortCode,
    view,
    history: [view],
    settings,
    baseSettings: null,
    content: normaliseContent(options.content),
    nounForms: { ...options.nounForms },
    contentLoaded: options.content !== undefined,
    photos: options.photos ? [...options.photos] : [],
    photosLoaded: options.photos !== undefined,
    needs: { content: definition.needsContent, photos: definition.needsPhotos, titles: definition.needsTitles },
    sequences: [],
    sequenceIndex: 0,
    componentIndex: 0,
    usedTitles: [],
    wordPools: {},
    lastSurvived: null,
    countdownIndex: 0,
    ended: false,
    rounds: [],
    gameNumber: 0,
    timedPrompts: options.timedPrompts ? [...options.timedPrompts] : [],
    embedded,
    endConditionOverride: options.endCondition ?? null,
    seed: options.seed | 0,
    clock: { now: options.now ?? null, playStartedAt: embedded ? (options.now ?? null) : null },
  };
  return prepareEmbeddedIfReady(definition, state);
}
