import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useFetcher, useLoaderData } from '@remix-run/react';
import { useEffect, useState } from 'react';
import { HomeClassSections } from '~/classes/home-classes';
import { scheduledClassView } from '~/classes/types';
import { ServiceNotice } from '~/components/service-notice';
import { firstVisitToHome } from '~/games/catalogue/first-visit.server';
import { GameList, UpgradeForMoreGames } from '~/games/catalogue/game-card';
import { homeGreeting, WELCOMED_ACTION } from '~/games/catalogue/greeting';
import { gameCardView, loadHomePage } from '~/games/catalogue/home-page.server';
import { loadPlanAccess } from '~/games/catalogue/plan-access.server';
import { HomeCourseSections } from '~/courses/home-course-sections';
import { TodaysPracticeCard } from '~/practice/todays-practice-card';
import { requireUserWithPlan } from '~/utils/session.server';
import { useGamesUser } from './games';

export const meta: MetaFunction = () => [{ title: 'Home | Impromptu' }];

// Spec 3 §2.8: the Games section of Home shows these three games, in this order.
const HOME_GAMES = ['triple-step', 'conductor', 'autocomplete'] as const;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const [{ games, problem, courses, classes, dailyPractice }, access, profile] = await Promise.all([
    loadHomePage(request),
    loadPlanAccess(request),
    requireUserWithPlan(request),
  ]);
  const featured = HOME_GAMES.flatMap((shortCode) => games.filter((game) => game.shortCode === shortCode));
  const firstVisit = await firstVisitToHome(request, profile.user.id);
  return {
    games: featured.map(gameCardView),
    problem,
    access,
    firstVisit,
    dailyPractice,
    courses,
    // Only what the cards and the class dialog show travels to the browser (ADR 0043, addendum 2).
    classes: classes && {
      ...classes,
      freeClasses: classes.freeClasses.map(scheduledClassView),
      upcomingClasses: classes.upcomingClasses.map(scheduledClassView),
    },
    renderedAt: context.renderedAt ?? null,
  };
}

export default function HomePage() {
  const { games, problem, access, firstVisit, dailyPractice, courses, classes, renderedAt } =
    useLoaderData<typeof loader>();
  const { user } = useGamesUser();
  // The greeting of this visit: a revalidation while the page is open (the class lists refresh) reads the
  // cookie the first load set, and must not turn 'Welcome' into 'Welcome back' under the reader's eyes.
  const [firstVisitOfThisView] = useState(firstVisit);
  const greeting = homeGreeting(user.firstName, firstVisitOfThisView);
  // The next visit says 'Welcome back' once this one has shown its welcome.
  const welcomed = useFetcher();
  const submitWelcomed = welcomed.submit;
  useEffect(() => {
    if (firstVisitOfThisView) submitWelcomed(null, { method: 'post', action: WELCOMED_ACTION });
  }, [firstVisitOfThisView, submitWelcomed]);

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-12 lg:px-8">
      <header>
        <h1 className="text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">{greeting.title}</h1>
        <p className="mt-3 text-lg text-ink-muted">{greeting.lead}</p>
      </header>

      {dailyPractice ? (
        <section aria-labelledby="home-daily-practice" className="mt-10">
          <h2 id="home-daily-practice" className="text-2xl font-extrabold tracking-tight text-ink">
            Daily practice
          </h2>
          <div className="mt-6">
            <TodaysPracticeCard headingLevel={3} doneToday={dailyPractice.doneToday} />
          </div>
        </section>
      ) : null}

      {classes ? (
        <HomeClassSections
          {...classes}
          isFreePlan={access.plan === 'free'}
          upgrade={access.upgrade}
          renderedAt={renderedAt}
        />
      ) : null}
      {courses ? <HomeCourseSections result={courses} upgrade={access.upgrade} /> : null}

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
              <GameList games={games} access={access} from="home" headingLevel={3} />
              <UpgradeForMoreGames access={access} />
            </>
          )}
        </div>
      </section>
    </div>
  );
}
