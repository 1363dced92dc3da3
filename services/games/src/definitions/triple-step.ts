import { secondsPerTopic, survivalNext } from '../rules/triple-step.js';
import {
  compact,
  drawTitle,
  drawWords,
  feedbackSequence,
  sequence,
  speakerOf,
  startRoundSequence,
  survivalSequence,
} from '../engine/round-helpers.js';
import type { GameDefinition } from '../engine/types.js';
import { commonParts } from './common.js';

/**
 * Triple Step: a speech on an unused title while totalTopics topic words drop in, one every
 * (duration − 8) / topics seconds. Survival mode asks after each speech and shrinks the next round.
 */
export const tripleStep: GameDefinition = {
  ...commonParts('triple-step'),
  // One speech per player; survival mode plays on until a speaker does not survive.
  defaultSettings: { ...commonParts('triple-step').defaultSettings, totalRounds: 1 },
  needsTitles: true,
  endCondition: (settings) => (settings.isSurvivalMode ? 'SURVIVAL' : 'ROUNDS'),
  onNextRound(state, random, info) {
    let next = state;
    if (info.survivalRoundCompleted) {
      const shrunk = survivalNext({
        totalDuration: state.settings.totalDuration,
        totalTopics: state.settings.totalTopics,
      });
      next = { ...next, settings: { ...next.settings, ...shrunk, remainingDuration: shrunk.totalDuration } };
    }
    const drawn = drawTitle(next, random);
    const title = next.settings.isTitleSuggested ? drawn.title : null;
    const topics = drawWords(drawn.state, 'TOPIC', next.settings.totalTopics, random);
    next = topics.state;
    const { totalDuration, totalTopics } = next.settings;
    return {
      ...next,
      sequences: compact([
        startRoundSequence(next, title),
        sequence('triple-step-round', 'round', [
          {
            type: 'triple-step-round',
            durationSeconds: totalDuration,
            title,
            topics: topics.words,
            secondsPerTopic: secondsPerTopic(totalDuration, totalTopics),
            player: speakerOf(next),
          },
        ]),
        feedbackSequence(next),
        survivalSequence(next),
      ]),
    };
  },
};
