import type { GameColour } from '../catalogue.js';
import type { NounForm } from '../rules/language.js';
import type { Random } from '../rules/random.js';
import type { FeedbackPair } from '../rules/multiplayer.js';
import type { TimedPrompt } from '../rules/snow-globe.js';
import type { GameShortCode } from '../settings/game-short-code.js';
import type { SliderSpec } from '../settings/sliders.js';
import type { DifficultyRange, ToggleSpec } from '../settings/controls.js';

export type { DifficultyRange };

export type ShortCode = GameShortCode;

export type GameView =
  | 'setup-single-player'
  | 'setup-multiplayer'
  | 'setup-player-inputs'
  | 'setup-tutorial'
  | 'ready-countdown'
  | 'start'
  | 'play'
  | 'sequence'
  | 'end';

export type ContentType = 'TOPIC' | 'TITLE' | 'ADJECTIVE' | 'INTRODUCTION' | 'NOUN' | 'ANALOGY';
export type GameContent = Record<ContentType, string[]>;

/**
 * The words a game is played with, as the content answer carries them: the content and each noun's form, one value,
 * so a caller cannot pass the nouns and drop their forms (issue 47 §3: the Virtual Coach did, "A my phone is…").
 */
export interface GameWords {
  content: Partial<GameContent>;
  nounForms: Readonly<Record<string, NounForm>>;
}

export interface Photo {
  url: string;
  username: string;
  name: string;
  altDescription: string;
  link?: string;
}

export interface Player {
  id: number;
  name: string;
}

/** The game settings of spec 1 §3, under the spec's names. */
export interface GameSettings {
  pauseDuration: number;
  speechDuration: number;
  roundDuration: number;
  totalDuration: number;
  remainingDuration: number;
  totalRounds: number;
  currentRound: number;
  isSurvivalMode: boolean;
  totalSurvivalRounds: number;
  isMultiplayer: boolean;
  playerNumbers: number;
  playerNames: string[];
  players: Player[];
  currentPlayer: number;
  showPlayerInputs: boolean;
  hasFeedbackTime: boolean;
  multiplayerData: FeedbackPair<Player>[];
  totalTopics: number;
  difficultyRange: DifficultyRange;
  isTitleSuggested: boolean;
  currentWordSets: string[];
  currentTitle: string;
  currentNouns: string[];
  currentAdjectives: string[];
}

export type EndCondition = 'ROUNDS' | 'ONCE' | 'DURATION' | 'SURVIVAL';

export type SequenceType = 'start' | 'round' | 'feedback' | 'survival' | 'breath' | 'timeline';

export type SequenceComponent =
  | { type: 'start-round'; round: number; player: Player | null; title: string | null }
  | { type: 'round'; durationSeconds: number; prompt: string; words: string[]; player: Player | null }
  | {
      type: 'triple-step-round';
      durationSeconds: number;
      title: string | null;
      topics: string[];
      secondsPerTopic: number;
      player: Player | null;
    }
  | { type: 'feedback-round'; giver: Player; receiver: Player; durationSeconds: number; text: string }
  | { type: 'survival-round'; question: string }
  | { type: 'breathe'; phase: 'BREATHE IN' | 'BREATHE OUT'; durationSeconds: number }
  | { type: 'speech'; durationSeconds: number; prompt: string }
  | { type: 'conductor-slide'; slideIndex: number; durationSeconds: number; imageUrl: string; isFinal: boolean }
  | { type: 'slideshow-title'; title: string; durationSeconds: number }
  | { type: 'slideshow-photo'; photo: Photo | null; index: number; durationSeconds: number }
  | { type: 'slideshow-wrap-up'; durationSeconds: number }
  | {
      type: 'snow-globe';
      durationSeconds: number;
      pausesAt: number[];
      pauseDuration: number;
      segments: Array<{ kind: 'speak' | 'pause'; startsAt: number; durationSeconds: number }>;
      countdownSeconds: number;
      fadeAtSeconds: number;
      tips: TimedPrompt[];
    }
  | {
      type: 'podcast-turn';
      player: Player;
      durationSeconds: number;
      colours: { text: string; background: string };
      next: string;
      isLast: boolean;
    }
  | { type: 'timer'; durationSeconds: number; tips: TimedPrompt[] };

export type ComponentType = SequenceComponent['type'];

export interface GameSequence {
  id: string;
  type: SequenceType;
  components: SequenceComponent[];
  /** How many times this sequence repeats inside one game round (usually 1). */
  totalRounds: number;
  /** 0-based repetition of this sequence in progress. */
  currentRound: number;
}

/** What the BFF records per completed round (POST /game-sessions/:id/rounds, minus the idempotency key). */
export interface RoundRecord {
  round: number;
  playerIndex: number;
  playerName: string;
  settings: GameSettings;
  roundDuration: number;
  speechDuration: number;
  pauseDuration: number;
  survived: boolean | null;
}

export interface GameState {
  shortCode: ShortCode;
  view: GameView;
  history: GameView[];
  settings: GameSettings;
  /** Settings chosen at START_GAME: reset and back restore survival-shrunk durations and removed players from here. */
  baseSettings: GameSettings | null;
  content: GameContent;
  /** The marked form of each noun of the content (issue 29 §12); a noun not in it falls back to the spelling rule. */
  nounForms?: Readonly<Record<string, NounForm>>;
  contentLoaded: boolean;
  photos: Photo[];
  photosLoaded: boolean;
  /** What start waits for, copied from the definition so selectors need only the state. */
  needs: { content: boolean; photos: boolean; titles: boolean };
  sequences: GameSequence[];
  sequenceIndex: number;
  componentIndex: number;
  usedTitles: string[];
  /** Words not yet shown, per content type (topics, nouns, adjectives): refilled when one or none remain. */
  wordPools: Partial<Record<ContentType, string[]>>;
  lastSurvived: boolean | null;
  countdownIndex: number;
  ended: boolean;
  rounds: RoundRecord[];
  /** Increments on every new game (start, reset, retry, back): the web opens a new game session for each. */
  gameNumber: number;
  timedPrompts: TimedPrompt[];
  embedded: boolean;
  /** A practice goal's type (DURATION or ROUNDS) in force instead of the definition's end condition. */
  endConditionOverride: EndCondition | null;
  seed: number;
  clock: { now: number | null; playStartedAt: number | null };
  /**
   * Every round starts from its start card, even where the definition starts later rounds past it (Rapid Fire):
   * the web turns it on while the learner's voice is measured or recorded, so the round's debrief has a pause
   * to show in (issue 31, ADR 0042 addendum). Absent: off.
   */
  breakBetweenRounds?: boolean;
}

export type { GameColour };

export interface GameDefinition {
  shortCode: ShortCode;
  title: string;
  subtitle: string;
  colour: GameColour;
  sliders: readonly SliderSpec[];
  toggles: readonly ToggleSpec[];
  defaultSettings: Partial<GameSettings>;
  multiplayer: 'optional' | 'always' | 'never';
  /** False when one round already holds every player's turn (Podcast): the engine then does not rotate speakers. */
  rotatesPlayers: boolean;
  /** Sequence index a round starts from after the first (and an embedded game from the start): 1 for Rapid Fire. */
  initialSequenceIndex: 0 | 1;
  needsPhotos: boolean;
  needsContent: boolean;
  /** A suggested title is drawn each round (Triple Step, Slideshow): start waits for titles when isTitleSuggested. */
  needsTitles: boolean;
  endCondition?: EndCondition | ((settings: GameSettings) => EndCondition);
  /** Once per game, before the first round (e.g. the breath games' random total of rounds). */
  onStart?: (state: GameState, random: Random) => GameState;
  /** Prepares the coming round: draws its title or words and builds state.sequences. */
  onNextRound?: (state: GameState, random: Random, info: NextRoundInfo) => GameState;
}

export interface NextRoundInfo {
  /** The first round of a game (start, reset, retry). */
  isFirstRound: boolean;
  /** A survival round was just completed (single player survived, or the multiplayer rotation wrapped). */
  survivalRoundCompleted: boolean;
}

export type GameAction =
  | { type: 'CONTENT_LOADED'; content: Partial<GameContent>; nounForms?: Readonly<Record<string, NounForm>> }
  | { type: 'PHOTOS_LOADED'; photos: Photo[] }
  | { type: 'UPDATE_SETTINGS'; settings: Partial<Record<keyof GameSettings, unknown>> }
  | { type: 'SET_MULTIPLAYER'; isMultiplayer: boolean }
  | { type: 'SET_PLAYER_NAME'; index: number; name: string }
  | { type: 'SHOW_TUTORIAL' }
  | { type: 'TUTORIAL_DONE' }
  | { type: 'NEXT' }
  | { type: 'START_GAME'; now?: number }
  | { type: 'COUNTDOWN_TICK' }
  | { type: 'BEGIN_PLAY'; now?: number }
  | { type: 'NEXT_STEP'; now?: number; elapsedSeconds?: number }
  | { type: 'SURVIVAL_VOTE'; survived: boolean }
  | { type: 'RESET_GAME'; now?: number; photos?: Photo[] }
  | { type: 'RETRY_GAME'; now?: number }
  | { type: 'BACK' }
  | { type: 'SET_BREAK_BETWEEN_ROUNDS'; on: boolean };

export interface CreateGameOptions {
  seed: number;
  content?: Partial<GameContent>;
  nounForms?: Readonly<Record<string, NounForm>>;
  now?: number;
  settings?: Partial<Record<keyof GameSettings, unknown>>;
  embedded?: boolean;
  timedPrompts?: TimedPrompt[];
  photos?: Photo[];
  endCondition?: EndCondition;
}
