import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { LOCKED_GAMES_FOR_FREE } from '@impromptu/access';
import { GameList, UpgradeForMoreGames, hasLockedGames } from '~/components/game-card';
import { ServiceNotice } from '~/components/service-notice';
import { loadPlanAccess } from '~/games/frame/plan-access.server';
import { loadGameCatalogue } from '~/utils/games.server';
import { useGamesUser } from './games';

export const meta: MetaFunction = () => [{ title: 'Home | Impromptu' }];

// Spec 3 §2.8: the Games section of Home shows these three games, in this order.
const HOME_GAMES = ['triple-step', 'conductor', 'autocomplete'] as const;

export async function loader({ request }: LoaderFunctionArgs) {
  const [{ games, problem }, access] = await Promise.all([loadGameCatalogue(request), loadPlanAccess(request)]);
  const featured = HOME_GAMES.flatMap((shortCode) => games.filter((game) => game.shortCode === shortCode));
  return { games: featured, problem, access };
}

export default function HomePage() {
  const { games, problem, access } = useLoaderData<typeof loader>();
  const { user } = useGamesUser();
  const name = user.firstName?.trim();

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-12 lg:px-8">
      <header>
        <h1 className="text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">{name ? `Welcome back, ${name}!` : 'Welcome back!'}</h1>
        <p className="mt-3 text-lg text-ink-muted">Pick up where you left off, or warm up with a quick game.</p>
      </header>

      <section aria-labelledby="home-games" className="mt-12">
        <div className="flex items-end justify-between gap-4">
          <h2 id="home-games" className="text-2xl font-extrabold tracking-tight text-ink">
            Games
          </h2>
          <Link to="/games/dashboard" className="rounded font-semibold text-brand-pink-dark hover:underline">
            View all <span aria-hidden="true">→</span>
          </Link>
        </div>
        <div className="mt-6">
          {problem ? (
            <ServiceNotice title="The games could not be loaded right now" message={problem} />
          ) : (
            <>
              <GameList games={games} access={access} from="home" />
              {hasLockedGames(access, LOCKED_GAMES_FOR_FREE) ? <UpgradeForMoreGames /> : null}
            </>
          )}
        </div>
      </section>
    </div>
  );
}
