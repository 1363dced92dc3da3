import {
  SNOW_GLOBE_PIE_COUNTDOWN_SECONDS,
  SNOW_GLOBE_PIE_FADE_SECONDS,
  snowGlobeTimeline,
} from '../rules/snow-globe.js';
import { compact, drawTitle, feedbackSequence, sequence, startRoundSequence } from '../engine/round-helpers.js';
import type { GameDefinition } from '../engine/types.js';
import { commonParts } from './common.js';

/** Snow Globe: a timed talk broken by pauses to breathe at random moments. */
export const snowGlobe: GameDefinition = {
  ...commonParts('snow-globe'),
  endCondition: 'ONCE',
  onNextRound(state, random) {
    const drawn = drawTitle(state, random);
    const next = drawn.state;
    const { totalDuration, pauseDuration } = next.settings;
    const segments = snowGlobeTimeline(totalDuration, random, pauseDuration);
    return {
      ...next,
      sequences: compact([
        startRoundSequence(next, next.settings.isTitleSuggested ? drawn.title : null),
        sequence('snow-globe', 'timeline', [
          {
            type: 'snow-globe',
            durationSeconds: totalDuration,
            pausesAt: segments.filter((s) => s.kind === 'pause').map((s) => s.startsAt),
            pauseDuration,
            segments,
            countdownSeconds: SNOW_GLOBE_PIE_COUNTDOWN_SECONDS,
            fadeAtSeconds: SNOW_GLOBE_PIE_FADE_SECONDS,
            tips: next.timedPrompts,
          },
        ]),
        feedbackSequence(next),
      ]),
    };
  },
};
