import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { GameCard, GameGrid } from '~/components/game-card';
import { ServiceNotice } from '~/components/service-notice';
import { gameColour, textColourOn } from '~/utils/game-colour';
import { loadGameCatalogue } from '~/utils/games.server';

export const meta: MetaFunction = () => [
  { title: 'Games | Impromptu' },
  { name: 'description', content: 'Pick a speaking game and play a round.' },
];

export async function loader({ request }: LoaderFunctionArgs) {
  return loadGameCatalogue(request);
}

export default function GamesDashboard() {
  const { games, problem } = useLoaderData<typeof loader>();

  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 lg:px-8">
      <header className="max-w-2xl">
        <h1 className="text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">Games</h1>
        <p className="mt-3 text-lg text-ink-muted">
          Pick a game and play a round. Each one trains a different part of speaking on the spot.
        </p>
      </header>

      <div className="mt-10">
        {problem ? (
          <ServiceNotice title="The games could not be loaded right now" message={problem} />
        ) : games.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-slate-300 p-10 text-center text-ink-muted">
            No games are available yet.
          </p>
        ) : (
          <GameGrid>
            {games.map((game) => {
              const colour = gameColour(game.colour);
              return (
                <li key={game.id}>
                  <GameCard game={game} colour={colour}>
                    <Link
                      to={`/games/dashboard/${game.shortCode}`}
                      aria-label={`Play ${game.name}`}
                      className="inline-flex w-full items-center justify-center gap-2 rounded-full px-5 py-2.5 text-sm font-bold shadow-sm transition-opacity hover:opacity-90"
                      style={{ backgroundColor: colour, color: textColourOn(colour) }}
                    >
                      <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4" fill="currentColor">
                        <path d="M6 4.5v11a1 1 0 0 0 1.5.86l9-5.5a1 1 0 0 0 0-1.72l-9-5.5A1 1 0 0 0 6 4.5Z" />
                      </svg>
                      Play
                    </Link>
                  </GameCard>
                </li>
              );
            })}
          </GameGrid>
        )}
      </div>
    </div>
  );
}
