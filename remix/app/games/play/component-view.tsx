import type { GameState, SequenceComponent } from '@impromptu/games';
import { FeedbackRound } from '../shared/feedback-round';
import { BreatheView } from './views/breathe-view';
import { ConductorView } from './views/conductor-view';
import { PodcastView } from './views/podcast-view';
import { PromptRoundView, SpeechView } from './views/prompt-round-view';
import { SlideshowPhotoView, SlideshowTitleView, SlideshowWrapUpView } from './views/slideshow-view';
import { SnowGlobeView } from './views/snow-globe-view';
import { StartRoundView } from './views/start-round-view';
import { SurvivalView } from './views/survival-view';
import { TimerView } from './views/timer-view';
import { TripleStepView } from './views/triple-step-view';

export interface ComponentViewSwitchProps {
  component: SequenceComponent;
  state: GameState;
  colour: string;
  controlsHidden: boolean;
  onDone(elapsedSeconds?: number): void;
  onVote(survived: boolean): void;
}

/** One view per sequence component type. */
export function ComponentView({ component, state, colour, controlsHidden, onDone, onVote }: ComponentViewSwitchProps) {
  const common = { state, colour, controlsHidden, onDone };
  switch (component.type) {
    case 'start-round':
      return <StartRoundView component={component} {...common} />;
    case 'round':
      return <PromptRoundView component={component} {...common} />;
    case 'triple-step-round':
      return <TripleStepView component={component} {...common} />;
    case 'feedback-round':
      return (
        <FeedbackRound
          giver={component.giver}
          receiver={component.receiver}
          durationSeconds={component.durationSeconds}
          onDone={onDone}
          colour={colour}
        />
      );
    case 'survival-round':
      return (
        <SurvivalView
          component={component}
          state={state}
          colour={colour}
          controlsHidden={controlsHidden}
          onVote={onVote}
        />
      );
    case 'breathe':
      return <BreatheView component={component} {...common} />;
    case 'speech':
      return <SpeechView component={component} {...common} />;
    case 'conductor-slide':
      return <ConductorView component={component} {...common} />;
    case 'slideshow-title':
      return <SlideshowTitleView component={component} {...common} />;
    case 'slideshow-photo':
      return <SlideshowPhotoView component={component} {...common} />;
    case 'slideshow-wrap-up':
      return <SlideshowWrapUpView component={component} {...common} />;
    case 'snow-globe':
      return <SnowGlobeView component={component} {...common} />;
    case 'podcast-turn':
      return <PodcastView component={component} {...common} />;
    case 'timer':
      return <TimerView component={component} {...common} />;
    default: {
      const unknown: never = component;
      throw new Error(`Unknown sequence component ${JSON.stringify(unknown)}`);
    }
  }
}

/** Components drawn edge to edge (their own overlay carries the round details). */
export function isFullBleed(component: SequenceComponent | null): boolean {
  return (
    component?.type === 'conductor-slide' ||
    component?.type === 'slideshow-title' ||
    component?.type === 'slideshow-photo' ||
    component?.type === 'slideshow-wrap-up' ||
    component?.type === 'podcast-turn'
  );
}
