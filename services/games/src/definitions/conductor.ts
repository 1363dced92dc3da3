import { CONDUCTOR_FINAL_SLIDE_INDEX, conductorTimeline } from '../rules/conductor.js';
import { compact, drawTitle, feedbackSequence, sequence, startRoundSequence } from '../engine/round-helpers.js';
import type { GameDefinition } from '../engine/types.js';
import { commonParts } from './common.js';

/** The slide image of an energy level (0–10) or the final slide (11), served by the web app. */
export function conductorSlideUrl(slideIndex: number): string {
  return `/conductor/slide-${String(slideIndex).padStart(2, '0')}.svg`;
}

/** Conductor: the speaker follows a timeline of energy slides (intro, 6 s segments, a 5 s slide, the final slide). */
export const conductor: GameDefinition = {
  ...commonParts('conductor'),
  endCondition: 'ONCE',
  onNextRound(state, random) {
    const drawn = drawTitle(state, random);
    const next = drawn.state;
    const timeline = conductorTimeline(next.settings.totalDuration, random);
    return {
      ...next,
      sequences: compact([
        startRoundSequence(next, next.settings.isTitleSuggested ? drawn.title : null),
        sequence(
          'conductor-timeline',
          'timeline',
          timeline.map((segment) => ({
            type: 'conductor-slide' as const,
            slideIndex: segment.slideIndex,
            durationSeconds: segment.durationSeconds,
            imageUrl: conductorSlideUrl(segment.slideIndex),
            isFinal: segment.slideIndex === CONDUCTOR_FINAL_SLIDE_INDEX,
          })),
        ),
        feedbackSequence(next),
      ]),
    };
  },
};
