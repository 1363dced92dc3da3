import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { ServiceNotice } from '~/components/service-notice';
import { GameList, UpgradeForMoreGames } from '~/games/catalogue/game-card';
import { gameCardView, loadHomePage } from '~/games/catalogue/home-page.server';
import { loadPlanAccess } from '~/games/catalogue/plan-access.server';
import { TodaysPracticeCard } from '~/practice/todays-practice-card';
import { TheBasicsCard } from '~/courses/home-course-sections';

export const meta: MetaFunction = () => [
  { title: 'Games | Impromptu' },
  { name: 'description', content: 'Pick a speaking game and play a round.' },
];

export async function loader({ request }: LoaderFunctionArgs) {
  // Home's one page read, shell included (ADR 0043 addendum): the games, The Basics and Today's Practice are in it.
  const [home, access] = await Promise.all([loadHomePage(request, '/games/dashboard'), loadPlanAccess(request)]);
  const theBasics = home.courses?.catalogue?.selfPaced.find((course) => course.slug === 'the-basics') ?? null;
  return {
    games: home.games.map(gameCardView),
    problem: home.problem,
    access,
    dailyPractice: home.dailyPractice,
    theBasics,
  };
}

export default function GamesDashboard() {
  const { games, problem, access, dailyPractice, theBasics } = useLoaderData<typeof loader>();

  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 lg:px-8">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="max-w-2xl">
          <h1 className="text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">Games</h1>
          <p className="mt-3 text-lg text-ink-muted">
            Pick a game and play a round. Each one trains a different part of speaking on the spot.
          </p>
        </div>
        <Link to="/games/progress" className="rounded font-semibold text-brand-pink-dark hover:underline">
          Your progress <span aria-hidden="true">→</span>
        </Link>
      </header>

      {dailyPractice ? (
        <div className="mt-10">
          <TodaysPracticeCard headingLevel={2} doneToday={dailyPractice.doneToday} />
        </div>
      ) : null}

      {theBasics ? (
        <div className="mt-6">
          <TheBasicsCard course={theBasics} />
        </div>
      ) : null}

      <div className="mt-10">
        {problem ? (
          <ServiceNotice title="The games could not be loaded right now" message={problem} />
        ) : games.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-slate-300 p-10 text-center text-ink-muted">
            No games are available yet.
          </p>
        ) : (
          <>
            <GameList games={games} access={access} from="dashboard" headingLevel={2} />
            <UpgradeForMoreGames access={access} />
          </>
        )}
      </div>
    </div>
  );
}
