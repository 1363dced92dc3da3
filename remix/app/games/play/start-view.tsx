import { useEffect } from 'react';
import { conductorSlideUrl, CONDUCTOR_SLIDE_COUNT, type GameState } from '@impromptu/games';
import { usePreloadedImages } from './preload';

/** Images the game shows, loaded before play: all twelve Conductor slides, the Slideshow's photos. */
export function imagesToPreload(state: GameState): string[] {
  if (state.shortCode === 'conductor')
    return Array.from({ length: CONDUCTOR_SLIDE_COUNT }, (_, i) => conductorSlideUrl(i));
  if (state.shortCode === 'slideshow') {
    return state.sequences
      .flatMap((s) => s.components)
      .flatMap((c) => (c.type === 'slideshow-photo' && c.photo ? [c.photo.url] : []));
  }
  return [];
}

/** The game's first screen: waits for its images, then begins play. */
export function StartView({ state, onBegin, colour }: { state: GameState; onBegin(): void; colour: string }) {
  const ready = usePreloadedImages(imagesToPreload(state));
  useEffect(() => {
    if (ready) onBegin();
  }, [ready, onBegin]);
  return (
    <div className="flex flex-1 items-center justify-center" role="status" aria-live="polite">
      <div className="flex flex-col items-center gap-4">
        <span
          aria-hidden="true"
          className="h-12 w-12 animate-spin rounded-full border-4 border-ink/10"
          style={{ borderTopColor: colour }}
        />
        <p className="text-lg font-semibold text-ink-muted">Loading…</p>
      </div>
    </div>
  );
}
