import type { GameDefinition, ShortCode } from '../engine/types.js';
import { analogiesBreath, autocompleteBreath } from './breath.js';
import { conductor } from './conductor.js';
import { podcast } from './podcast.js';
import { analogies, autocomplete } from './rapid-fire.js';
import { slideshow } from './slideshow.js';
import { snowGlobe } from './snow-globe.js';
import { timer } from './timer.js';
import { tripleStep } from './triple-step.js';

export { conductorSlideUrl } from './conductor.js';
export { autocompletePrompt, analogyPrompt } from './prompts.js';

/** The ten games by short code. */
export const gameDefinitions: Record<ShortCode, GameDefinition> = {
  'triple-step': tripleStep,
  conductor,
  autocomplete,
  analogies,
  'autocomplete-breath': autocompleteBreath,
  'analogies-breath': analogiesBreath,
  slideshow,
  'snow-globe': snowGlobe,
  podcast,
  timer,
};
