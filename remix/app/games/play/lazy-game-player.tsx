import { lazy, Suspense } from 'react';
import { FullPageSpinner } from '~/components/spinner';
import type { GamePlayerProps } from './types';

const load = () => import('./game-player');
const Player = lazy(() => load().then((module) => ({ default: module.GamePlayer })));

/**
 * The running game's code (player, views, countdowns, confetti) is not part of a game page's first
 * load (issue 9: first-load JavaScript under 150 KB): the frame fetches it while setup is shown, and
 * a click on START that beats it sees the loading state for that moment.
 */
export function preloadGamePlayer(): void {
  void load();
}

export function LazyGamePlayer(props: GamePlayerProps) {
  return (
    <Suspense fallback={<FullPageSpinner label="Loading the game" />}>
      <Player {...props} />
    </Suspense>
  );
}
