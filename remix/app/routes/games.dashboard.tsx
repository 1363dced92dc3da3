import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { LOCKED_GAMES_FOR_FREE } from '@impromptu/access';
import { GameList, UpgradeForMoreGames, hasLockedGames } from '~/components/game-card';
import { ServiceNotice } from '~/components/service-notice';
import { loadPlanAccess } from '~/games/frame/plan-access.server';
import { loadGameCatalogue } from '~/utils/games.server';

export const meta: MetaFunction = () => [
  { title: 'Games | Impromptu' },
  { name: 'description', content: 'Pick a speaking game and play a round.' },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const [catalogue, access] = await Promise.all([loadGameCatalogue(request), loadPlanAccess(request)]);
  return { ...catalogue, access };
}

export default function GamesDashboard() {
  const { games, problem, access } = useLoaderData<typeof loader>();

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
          <>
            <GameList games={games} access={access} from="dashboard" />
            {hasLockedGames(access, LOCKED_GAMES_FOR_FREE) ? <UpgradeForMoreGames /> : null}
          </>
        )}
      </div>
    </div>
  );
}
