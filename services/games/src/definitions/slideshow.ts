import { slideshowTimeline } from '../rules/slideshow.js';
import { compact, drawTitle, feedbackSequence, sequence } from '../engine/round-helpers.js';
import type { GameDefinition, SequenceComponent } from '../engine/types.js';
import { commonParts } from './common.js';

/** The Blindfolded Slideshow: a title (5 s), photos never seen before, a wrap-up (5 s). */
export const slideshow: GameDefinition = {
  ...commonParts('slideshow'),
  needsPhotos: true,
  needsTitles: true,
  endCondition: 'ONCE',
  onNextRound(state, random) {
    const drawn = drawTitle(state, random);
    const next = drawn.state;
    const title = next.settings.isTitleSuggested ? drawn.title : null;
    const { photos } = next;
    const steps = slideshowTimeline(
      {
        totalDuration: next.settings.totalDuration,
        difficulty: next.settings.difficultyRange.value,
        hasTitle: title !== null,
        // A failed photo fetch leaves no images: the slides still run, without pictures.
        photosAvailable: photos.length > 0 ? photos.length : undefined,
      },
      random,
    );
    const photoCount = steps.filter((step) => step.kind === 'photo').length;
    // Each multiplayer speaker starts further along the deck so turns show other photos when there are enough.
    const offset = photos.length > 0 ? (next.settings.currentPlayer * photoCount) % photos.length : 0;
    const components = steps.map((step): SequenceComponent => {
      switch (step.kind) {
        case 'title':
          return { type: 'slideshow-title', title: title ?? '', durationSeconds: step.durationSeconds };
        case 'photo':
          return {
            type: 'slideshow-photo',
            photo: photos.length > 0 ? (photos[(offset + step.photoIndex) % photos.length] ?? null) : null,
            index: step.photoIndex,
            durationSeconds: step.durationSeconds,
          };
        case 'wrap-up':
          return { type: 'slideshow-wrap-up', durationSeconds: step.durationSeconds };
      }
    });
    return {
      ...next,
      sequences: compact([sequence('slideshow', 'timeline', components), feedbackSequence(next)]),
    };
  },
};
