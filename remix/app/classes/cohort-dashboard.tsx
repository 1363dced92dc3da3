import { LockClosedIcon } from '@heroicons/react/20/solid';
import { Form, Link, useSubmit } from '@remix-run/react';
import { useRef, useState, type KeyboardEvent } from 'react';
import { formatClassTime } from '@impromptu/classes/rules';
import { ClassBanner } from './class-banner';
import { LeaderboardCard } from './leaderboard-card';
import { OnboardingDialog } from './onboarding-dialog';
import type { ClassBanner as Banner, CohortDashboard, CohortDashboardView } from './types';
import { Button, focusRing } from '~/components/button';

const SECTION_TITLES: Record<CohortDashboard['curriculum']['weeks'][number]['sections'][number]['type'], string> = {
  OVERVIEW: 'Overview',
  PREWORK_MODULES: 'Prework',
  CLASS_MODULES: 'Class modules',
  HOMEWORK_MODULES: 'Homework',
  RESOURCES: 'Resources',
  TENETS: 'Tenets',
};

type Week = CohortDashboard['curriculum']['weeks'][number];

function WeekTabs({
  weeks,
  selected,
  onSelect,
}: {
  weeks: Week[];
  selected: number;
  onSelect: (week: number) => void;
}) {
  const refs = useRef<Record<number, HTMLButtonElement | null>>({});
  const unlocked = weeks.filter((w) => w.isUnlocked).map((w) => w.week);
  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const index = unlocked.indexOf(selected);
    const next =
      event.key === 'ArrowRight'
        ? unlocked[(index + 1) % unlocked.length]
        : event.key === 'ArrowLeft'
          ? unlocked[(index - 1 + unlocked.length) % unlocked.length]
          : undefined;
    if (next === undefined) return;
    event.preventDefault();
    onSelect(next);
    refs.current[next]?.focus();
  }
  return (
    <>
      {/* Phones: a dropdown, locked weeks disabled (spec 3 §4.9). */}
      <div className="sm:hidden">
        <label htmlFor="week-select" className="block text-sm font-semibold text-ink">
          Week
        </label>
        <select
          id="week-select"
          value={selected}
          onChange={(event) => onSelect(Number(event.target.value))}
          className="mt-1 min-h-11 w-full rounded-xl border border-slate-300 bg-white px-3 text-ink"
        >
          {weeks.map((week) => (
            <option key={week.week} value={week.week} disabled={!week.isUnlocked}>
              {week.name}
              {week.isUnlocked ? '' : ' (locked)'}
            </option>
          ))}
        </select>
      </div>
      <div role="tablist" aria-label="Weeks" className="hidden flex-wrap gap-2 sm:flex">
        {weeks.map((week) => (
          <button
            // Not `Button`: a tab of a tablist, with its own selected look and arrow-key focus.
            key={week.week}
            ref={(element) => {
              refs.current[week.week] = element;
            }}
            type="button"
            role="tab"
            id={`week-tab-${week.week}`}
            aria-selected={week.week === selected}
            aria-controls="week-panel"
            tabIndex={week.week === selected ? 0 : -1}
            disabled={!week.isUnlocked}
            onClick={() => onSelect(week.week)}
            onKeyDown={onKeyDown}
            className={`inline-flex min-h-11 items-center gap-1.5 rounded-full px-4 text-sm font-bold disabled:cursor-not-allowed ${
              week.week === selected
                ? 'bg-ink text-white'
                : week.isUnlocked
                  ? 'bg-white text-ink ring-1 ring-slate-300 hover:bg-slate-100'
                  : 'bg-slate-100 text-slate-600'
            } ${focusRing}`}
          >
            {week.isUnlocked ? null : <LockClosedIcon className="h-3.5 w-3.5" aria-hidden="true" />}
            {week.name}
            {week.isUnlocked ? null : <span className="sr-only"> (locked)</span>}
          </button>
        ))}
      </div>
    </>
  );
}

function UpcomingSessions({ sessions, timeZone }: { sessions: CohortDashboard['upcomingSessions']; timeZone: string }) {
  return (
    <section aria-labelledby="sessions-heading" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="sessions-heading" className="text-lg font-bold text-ink">
        Upcoming sessions
      </h2>
      {sessions.length === 0 ? (
        <p className="mt-3 text-ink-muted">You have no upcoming sessions.</p>
      ) : (
        <ul className="mt-3 space-y-3">
          {sessions.map((session) => (
            <li key={session.scheduledEventId}>
              <Link
                to={`/games/event/${session.scheduledEventId}`}
                className="block rounded-xl p-2 hover:bg-slate-50 focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-pink"
              >
                <span className="block font-semibold text-ink">
                  {session.name}
                  {session.registrationType === 'HOST' ? (
                    <span className="ml-2 text-xs font-bold text-brand-yellow-dark">Host</span>
                  ) : null}
                  {session.isLive ? (
                    <span className="ml-2 text-xs font-extrabold uppercase text-green-800">Live now</span>
                  ) : null}
                </span>
                <span className="block text-sm text-ink-muted">
                  {formatClassTime(new Date(session.startTime), timeZone)}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The cohort dashboard of spec 3 §2.10 (/games/cohort and /games/fundamentals). */
export function CohortDashboardScreen({ dashboard, banner }: { dashboard: CohortDashboardView; banner: Banner }) {
  const { curriculum, group, groups, timeZone } = dashboard;
  const firstOpen =
    curriculum.weeks.find((w) => w.week === curriculum.activeWeek && w.isUnlocked)?.week ??
    curriculum.weeks.find((w) => w.isUnlocked)?.week ??
    1;
  const [selected, setSelected] = useState(firstOpen);
  const [onboarding, setOnboarding] = useState(dashboard.onboarding.open);
  const submit = useSubmit();
  const week = curriculum.weeks.find((w) => w.week === selected);
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-12 lg:px-8">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <p className="text-sm font-bold uppercase tracking-wide text-brand-pink-dark">{curriculum.name}</p>
          <h1 className="text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">{group.name}</h1>
        </div>
        {groups.length > 1 ? (
          <Form method="get" onChange={(event) => submit(event.currentTarget)}>
            <label htmlFor="group-select" className="block text-sm font-semibold text-ink">
              Group
            </label>
            <select
              id="group-select"
              name="group"
              defaultValue={group.id}
              className="mt-1 min-h-11 rounded-xl border border-slate-300 bg-white px-3 text-ink"
            >
              {groups.map((g) => (
                <option key={g.id} value={g.id}>
                  {g.name}
                </option>
              ))}
            </select>
            <noscript>
              <Button type="submit" variant="secondary" size="sm" className="mt-1">
                Show
              </Button>
            </noscript>
          </Form>
        ) : null}
      </div>

      <div className="mt-6">
        <ClassBanner initial={banner} timeZone={timeZone} />
      </div>

      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div>
          <WeekTabs weeks={curriculum.weeks} selected={selected} onSelect={setSelected} />
          {week ? (
            <div id="week-panel" role="tabpanel" aria-labelledby={`week-tab-${week.week}`} className="mt-6 space-y-6">
              <p className="text-lg font-semibold text-ink">{week.theme}</p>
              {week.sections.map((section) => (
                <section key={section.type} aria-labelledby={`section-${section.type}`}>
                  <h2 id={`section-${section.type}`} className="text-xl font-extrabold tracking-tight text-ink">
                    {SECTION_TITLES[section.type]}
                  </h2>
                  <ul className="mt-3 grid gap-3 sm:grid-cols-2">
                    {section.elements.map((element) => (
                      <li key={element.id} className="rounded-2xl border border-slate-200 bg-white p-4">
                        {element.url ? (
                          <Link
                            to={element.url}
                            className="font-bold text-brand-pink-dark hover:underline focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-pink"
                          >
                            {element.title}
                          </Link>
                        ) : (
                          <p className="font-bold text-ink">{element.title}</p>
                        )}
                        {element.body ? <p className="mt-1 text-ink-muted">{element.body}</p> : null}
                      </li>
                    ))}
                  </ul>
                </section>
              ))}
            </div>
          ) : null}
        </div>
        <div className="space-y-6">
          <LeaderboardCard leaderboard={dashboard.leaderboard} groupId={group.id} />
          <UpcomingSessions sessions={dashboard.upcomingSessions} timeZone={timeZone} />
          {curriculum.communityUrl ? (
            <section
              aria-labelledby="community-heading"
              className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
            >
              <h2 id="community-heading" className="text-lg font-bold text-ink">
                Your cohort community
              </h2>
              <p className="mt-2 text-ink-muted">
                Share wins, ask questions and find a practice partner between classes.
              </p>
              <a
                href={curriculum.communityUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="mt-3 inline-flex min-h-11 items-center gap-2 rounded-full bg-brand-blue-dark px-5 text-sm font-bold text-white hover:bg-brand-blue focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-blue"
              >
                Join the community<span className="sr-only"> (opens in a new tab)</span>
              </a>
              <p className="mt-3">
                <Link
                  to="/games/groups"
                  className="rounded text-sm font-semibold text-ink-muted underline-offset-2 hover:underline focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-pink"
                >
                  Who is in your groups
                </Link>
              </p>
            </section>
          ) : null}
        </div>
      </div>
      {onboarding ? <OnboardingDialog onDone={() => setOnboarding(false)} /> : null}
    </div>
  );
}
