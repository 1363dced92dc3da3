import { filledColours } from '~/games/shared/game-colour';
import { GameVideo } from './game-video';
import { Button } from '~/components/button';

export const TUTORIAL_TITLE = 'How to Play (with Examples)';

/** Spec 2 §2 tutorial view: the game's tutorial video, 'WATCH LATER' (setup, not marked) and 'COMPLETE' (marked, then setup). */
export function TutorialView({
  gameName,
  videoUrl,
  accent,
  saving,
  error,
  onWatchLater,
  onComplete,
}: {
  gameName: string;
  videoUrl: string;
  accent: string;
  saving: boolean;
  error: string | null;
  onWatchLater: () => void;
  onComplete: () => void;
}) {
  return (
    <section aria-labelledby="tutorial-title" className="flex flex-col gap-6">
      <h2 id="tutorial-title" className="text-center text-2xl font-extrabold tracking-tight text-ink sm:text-3xl">
        {TUTORIAL_TITLE}
      </h2>
      <GameVideo url={videoUrl} title={`${gameName}: ${TUTORIAL_TITLE}`} />
      {error ? (
        <p role="alert" className="rounded-xl bg-brand-pink-light px-4 py-3 text-sm text-brand-pink-dark">
          {error}
        </p>
      ) : null}
      <div className="grid gap-3 sm:grid-cols-2">
        <Button
          variant="plain"
          className="rounded-full border-2 border-slate-300 bg-white px-6 py-3.5 font-extrabold tracking-wide text-ink hover:bg-slate-50"
          type="button"
          onClick={onWatchLater}
        >
          WATCH LATER
        </Button>
        <button
          // Not `Button`: filled in the game's accent colour, its focus outline drawn to suit it.
          type="button"
          onClick={onComplete}
          disabled={saving}
          aria-busy={saving || undefined}
          className={`rounded-full px-6 py-3.5 font-extrabold tracking-wide shadow-md focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-700 ${
            saving ? 'cursor-wait opacity-70' : 'hover:brightness-95'
          }`}
          style={filledColours(accent)}
        >
          COMPLETE
        </button>
      </div>
    </section>
  );
}
