import { Link } from '@remix-run/react';
import { activityLabel, CALENDAR_WEEKS, calendarWeeks, dayLabel, monthLabel, type ActiveDay } from './streak-calendar';

const WEEKDAYS = [
  { short: 'Mon', long: 'Monday', shown: true },
  { short: 'Tue', long: 'Tuesday', shown: false },
  { short: 'Wed', long: 'Wednesday', shown: true },
  { short: 'Thu', long: 'Thursday', shown: false },
  { short: 'Fri', long: 'Friday', shown: true },
  { short: 'Sat', long: 'Saturday', shown: false },
  { short: 'Sun', long: 'Sunday', shown: false },
] as const;

export interface StreakProps {
  current: number;
  today: string;
  activeDays: ActiveDay[];
}

/** The daily streak: the current number and a calendar of the last 12 weeks, each active day marked, today outlined. */
export function StreakCard({ current, today, activeDays }: StreakProps) {
  const weeks = calendarWeeks(today, activeDays);
  const activeCount = weeks.flatMap((week) => week.days).filter((day) => day.active && !day.future).length;
  const todayActive = activeDays.some((active) => active.day === today && active.rounds + active.practiceSteps > 0);

  return (
    <section
      aria-labelledby="progress-streak"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h2 id="progress-streak" className="text-xl font-bold text-ink">
            Daily streak
          </h2>
          <p className="mt-1 text-sm text-ink-muted">
            {activeCount} active {activeCount === 1 ? 'day' : 'days'} in the last {CALENDAR_WEEKS} weeks
          </p>
        </div>
        <p className="sm:text-right" data-testid="current-streak">
          <span className="block text-4xl font-extrabold leading-none text-brand-pink-dark">{current}</span>
          <span className="mt-1 block text-sm font-semibold text-ink">
            {current === 1 ? 'day in a row' : 'days in a row'}
          </span>
        </p>
      </div>

      {current === 0 ? (
        <p className="mt-4 rounded-xl bg-brand-yellow-light px-4 py-3 text-sm text-ink">
          {activeDays.length === 0 ? 'No streak yet.' : 'Your streak has ended.'} Play a game today to start{' '}
          {activeDays.length === 0 ? 'one' : 'a new one'}.{' '}
          <Link to="/games/dashboard" className="font-semibold text-brand-pink-dark underline hover:no-underline">
            Pick a game
          </Link>
        </p>
      ) : !todayActive ? (
        <p className="mt-4 text-sm text-ink">Play a round or a practice step today to keep it going.</p>
      ) : null}

      <div className="mt-5 overflow-x-auto">
        <table className="border-separate border-spacing-[3px] sm:border-spacing-1">
          <caption className="sr-only">
            Your activity of the last {CALENDAR_WEEKS} weeks, one column a week, Monday first
          </caption>
          <thead>
            <tr>
              <th scope="col" className="p-0">
                <span className="sr-only">Day</span>
              </th>
              {weeks.map((week, index) => {
                const monday = Number(week.start.slice(8));
                const label = index === 0 || monday <= 7 ? monthLabel(week.start) : null;
                return (
                  <th
                    key={week.start}
                    scope="col"
                    className="relative h-5 w-4 p-0 text-left align-bottom sm:w-5 lg:w-6"
                  >
                    {label ? (
                      <span
                        aria-hidden="true"
                        className="absolute bottom-0 left-0 whitespace-nowrap text-xs font-normal text-ink-muted"
                      >
                        {label}
                      </span>
                    ) : null}
                    <span className="sr-only">Week of {dayLabel(week.start)}</span>
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {WEEKDAYS.map((weekday, row) => (
              <tr key={weekday.short}>
                <th scope="row" className="pr-2 text-left text-xs font-normal text-ink-muted">
                  <span aria-hidden="true" className={weekday.shown ? undefined : 'invisible'}>
                    {weekday.short}
                  </span>
                  <span className="sr-only">{weekday.long}</span>
                </th>
                {weeks.map((week) => {
                  const day = week.days[row];
                  if (!day || day.future)
                    return <td key={week.start} className="h-4 w-4 p-0 sm:h-5 sm:w-5 lg:h-6 lg:w-6" />;
                  const words = `${dayLabel(day.day)}${day.today ? ' (today)' : ''}: ${activityLabel(day)}`;
                  return (
                    <td
                      key={day.day}
                      className="p-0"
                      data-day={day.day}
                      data-active={day.active}
                      data-today={day.today || undefined}
                    >
                      <span
                        aria-hidden="true"
                        title={words}
                        className={[
                          'block h-4 w-4 rounded-[4px] sm:h-5 sm:w-5 lg:h-6 lg:w-6',
                          day.active ? 'bg-brand-pink' : 'bg-slate-100 ring-1 ring-inset ring-slate-200',
                          day.today ? 'outline outline-2 outline-offset-1 outline-ink' : '',
                        ].join(' ')}
                      />
                      <span className="sr-only">{words}</span>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <ul aria-label="Legend" className="mt-4 flex flex-wrap items-center gap-x-5 gap-y-2 text-xs text-ink-muted">
        <li className="flex items-center gap-2">
          <span
            aria-hidden="true"
            className="block h-3.5 w-3.5 rounded-[3px] bg-slate-100 ring-1 ring-inset ring-slate-200"
          />
          No activity
        </li>
        <li className="flex items-center gap-2">
          <span aria-hidden="true" className="block h-3.5 w-3.5 rounded-[3px] bg-brand-pink" />A round or a practice
          step
        </li>
        <li className="flex items-center gap-2">
          <span
            aria-hidden="true"
            className="block h-3.5 w-3.5 rounded-[3px] bg-slate-100 outline outline-2 outline-offset-1 outline-ink"
          />
          Today
        </li>
      </ul>
    </section>
  );
}
