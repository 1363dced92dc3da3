import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData, useSearchParams } from '@remix-run/react';
import { useMemo } from 'react';
import { formatInZone } from '@impromptu/kernel';
import { ServiceNotice } from '~/components/service-notice';
import { GameProgressTabs, type DateFormats } from '~/progress/game-progress';
import { loadProgressPage } from '~/progress/progress-page.server';
import { StreakCard } from '~/progress/streak-card';

export const meta: MetaFunction = () => [
  { title: 'Your progress | Impromptu' },
  {
    name: 'description',
    content: 'Your games, your voice metrics round by round against your own baseline, and your daily streak.',
  },
];

export async function loader({ request }: LoaderFunctionArgs) {
  return loadProgressPage(request);
}

/**
 * The page's date formats, each remembering what it wrote: every chart and table of a game formats the same rounds'
 * instants again (about ten trends a game), and a zone's format through date-fns is the costly part of the render.
 */
function dateFormats(timeZone: string): DateFormats {
  const remembered = (pattern: string) => {
    const written = new Map<string, string>();
    return (iso: string) => {
      let text = written.get(iso);
      if (text === undefined) {
        text = formatInZone(iso, pattern, timeZone);
        written.set(iso, text);
      }
      return text;
    };
  };
  return { day: remembered('MMM d'), date: remembered('MMM d, y') };
}

/** /games/progress (issue 18): the learner's per-game stats, voice metric trends against their own baseline, and daily streak. */
export default function ProgressPage() {
  const { page, problem, timeZone } = useLoaderData<typeof loader>();
  const [searchParams] = useSearchParams();
  const formats = useMemo(() => dateFormats(timeZone), [timeZone]);

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-12 lg:px-8">
      <header className="max-w-2xl">
        <h1 className="text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">Your progress</h1>
        <p className="mt-3 text-lg text-ink-muted">
          How your speaking moves from round to round, measured against your own baseline, and the days you practised.
        </p>
      </header>

      {!page ? (
        <div className="mt-10">
          <ServiceNotice title="Your progress could not be loaded right now" message={problem ?? ''} />
        </div>
      ) : (
        <>
          <div className="mt-10">
            <StreakCard current={page.streak.current} today={page.streak.today} activeDays={page.streak.activeDays} />
          </div>

          <section aria-label="Your games" className="mt-12">
            {page.games.length === 0 ? (
              <div className="rounded-2xl border border-dashed border-slate-300 p-8 text-center sm:p-10">
                <h2 className="text-xl font-bold text-ink">Your progress starts with your first round</h2>
                <p className="mx-auto mt-2 max-w-xl text-ink-muted">
                  Turn on Voice metrics on a game’s setup screen and play a round. Your play count, rounds and time
                  played show here, with your speaking time, pauses, energy and pitch round by round. The audio stays on
                  your device.
                </p>
                <Link
                  to="/games/dashboard"
                  className="mt-5 inline-flex min-h-11 items-center justify-center rounded-full bg-brand-pink px-6 py-2.5 font-bold text-white shadow-sm hover:bg-brand-pink-dark"
                >
                  Choose a game
                </Link>
              </div>
            ) : (
              <GameProgressTabs games={page.games} initial={searchParams.get('game')} formats={formats} />
            )}
          </section>
        </>
      )}
    </div>
  );
}
