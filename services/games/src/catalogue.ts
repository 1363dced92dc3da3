/** The four game colours of spec 1 §9. */
export const GAME_PALETTE = { pink: '#c5317c', yellow: '#e2a248', gray: '#617F89', blue: '#039be6' } as const;

export type GameColour = (typeof GAME_PALETTE)[keyof typeof GAME_PALETTE];

export interface GameCatalogueEntry {
  shortCode: string;
  name: string;
  /** Spec 2 §1's words for the game: the subtitle of its card (spec 1 §2), also stored as its description. */
  subtitle: string;
  colour: GameColour;
  /** Spec 2 §6: open to every plan; the others need a paid plan that is not paused. */
  openToAllPlans: boolean;
}

/**
 * The ten games of spec 2 §1, in the order the game lists show them. Everything else that names the
 * games (short codes, definitions, the database rows, plan access) derives from this list.
 */
export const GAME_CATALOGUE = [
  {
    shortCode: 'triple-step',
    name: 'Triple Step',
    subtitle: 'Weave unexpected words into a speech.',
    colour: GAME_PALETTE.yellow,
    openToAllPlans: true,
  },
  {
    shortCode: 'conductor',
    name: 'Conductor',
    subtitle: 'Vary vocal energy along a guided slide timeline.',
    colour: GAME_PALETTE.gray,
    openToAllPlans: true,
  },
  // Spec 2 §1 describes the Rapid Fire pair in one line: "fast sentence-completion or analogy rounds".
  {
    shortCode: 'autocomplete',
    name: 'Rapid Fire Autocomplete',
    subtitle: 'Fast sentence-completion rounds.',
    colour: GAME_PALETTE.blue,
    openToAllPlans: true,
  },
  {
    shortCode: 'analogies',
    name: 'Rapid Fire Analogies',
    subtitle: 'Fast analogy rounds.',
    colour: GAME_PALETTE.pink,
    openToAllPlans: true,
  },
  // The breath variants take the colour of the game they extend.
  {
    shortCode: 'autocomplete-breath',
    name: 'Autocomplete with Breath',
    subtitle: 'A rushed round, a breathing pause, then a longer speech.',
    colour: GAME_PALETTE.blue,
    openToAllPlans: false,
  },
  {
    shortCode: 'analogies-breath',
    name: 'Analogies with Breath',
    subtitle: 'A rushed round, a breathing pause, then a longer speech.',
    colour: GAME_PALETTE.pink,
    openToAllPlans: false,
  },
  {
    shortCode: 'slideshow',
    name: 'The Blindfolded Slideshow',
    subtitle: 'Present on random photos.',
    colour: GAME_PALETTE.pink,
    openToAllPlans: false,
  },
  {
    shortCode: 'snow-globe',
    name: 'Snow Globe',
    subtitle: 'Pause and breathe prompts during a timed talk.',
    colour: GAME_PALETTE.blue,
    openToAllPlans: false,
  },
  {
    shortCode: 'podcast',
    name: 'Podcast Game',
    subtitle: 'Multiplayer turn-taking.',
    colour: GAME_PALETTE.pink,
    openToAllPlans: false,
  },
  // Spec 1 §9 gives Timer no colour: gray, the neutral one of the four, suits a plain countdown.
  {
    shortCode: 'timer',
    name: 'Timer',
    subtitle: 'A plain countdown.',
    colour: GAME_PALETTE.gray,
    openToAllPlans: true,
  },
] as const satisfies readonly GameCatalogueEntry[];

export type GameShortCode = (typeof GAME_CATALOGUE)[number]['shortCode'];

/** The catalogue entry of a game. */
export function catalogueEntry(shortCode: GameShortCode): GameCatalogueEntry {
  const entry = GAME_CATALOGUE.find((game) => game.shortCode === shortCode);
  // Unreachable: GameShortCode is derived from the catalogue.
  if (!entry) throw new Error(`no game ${shortCode} in the catalogue`);
  return entry;
}

/** The kinds of words the games draw (spec 1 §5), in the order the admin and the games list them. */
export const GAME_CONTENT_TYPES = ['TOPIC', 'TITLE', 'ADJECTIVE', 'INTRODUCTION', 'NOUN', 'ANALOGY'] as const;
export type GameContentType = (typeof GAME_CONTENT_TYPES)[number];

/** The word set every game uses unless the player picks others (spec 1 §5). */
export const DEFAULT_CONTENT_COLLECTION = 'Clean';
