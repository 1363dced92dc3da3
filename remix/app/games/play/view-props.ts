import type { GameState, SequenceComponent } from '@impromptu/games';

export type ComponentOf<T extends SequenceComponent['type']> = Extract<SequenceComponent, { type: T }>;

/** What every sequence component view receives from the game player. */
export interface ComponentViewProps<T extends SequenceComponent['type']> {
  component: ComponentOf<T>;
  state: GameState;
  /** The component is over: the timer ran out (no argument) or the player skipped (seconds spent). */
  onDone(elapsedSeconds?: number): void;
  colour: string;
  /** Conductor, Slideshow and Podcast hide their controls after 5 s idle. */
  controlsHidden: boolean;
}

export function elapsedSecondsOf(ms: number): number {
  return Math.round(ms / 100) / 10;
}
