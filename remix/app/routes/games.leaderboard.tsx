import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, Link, useLoaderData, useSearchParams } from '@remix-run/react';
import { Button, focusRing } from '~/components/button';
import { loadLeaderboard } from '~/classes/classes-data.server';
import { LeaderboardList } from '~/classes/leaderboard-card';
import { GeneralErrorBoundary } from '~/components/error-boundary';

export const meta: MetaFunction = () => [{ title: 'Leaderboard | Impromptu' }];

export function loader({ request }: LoaderFunctionArgs) {
  return loadLeaderboard(request);
}

/** /games/leaderboard: a cohort's ranking today or this week (spec 3 §3 daily and weekly rankings). */
export default function LeaderboardPage() {
  const { groups, groupId, leaderboard } = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  const period = params.get('period') === 'daily' ? 'daily' : 'weekly';
  const tab = (value: 'daily' | 'weekly', label: string) => {
    const next = new URLSearchParams(params);
    next.set('period', value);
    return (
      <Link
        to={`?${next.toString()}`}
        aria-current={period === value ? 'page' : undefined}
        className={`inline-flex min-h-11 items-center rounded-full px-4 text-sm font-bold ${period === value ? 'bg-ink text-white' : 'bg-white text-ink ring-1 ring-slate-300'} ${focusRing}`}
      >
        {label}
      </Link>
    );
  };
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-12">
      <h1 className="text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">Leaderboard</h1>
      <p className="mt-3 text-lg text-ink-muted">
        Points for rounds played, practice sessions finished and live classes attended. Coaches are not ranked.
      </p>
      {groups.length === 0 || !leaderboard ? (
        <p className="mt-8 rounded-2xl border border-slate-200 bg-white p-6 text-ink-muted">
          Leaderboards belong to cohorts. Once you join one, your cohort’s ranking appears here.
        </p>
      ) : (
        <>
          <div className="mt-6 flex flex-wrap items-end gap-4">
            <nav aria-label="Period" className="flex gap-2">
              {tab('weekly', 'This week')}
              {tab('daily', 'Today')}
            </nav>
            {groups.length > 1 ? (
              <Form method="get" className="flex items-end gap-2">
                <input type="hidden" name="period" value={period} />
                <label className="text-sm font-semibold text-ink">
                  Group
                  <select
                    name="group"
                    defaultValue={groupId ?? undefined}
                    className="ml-2 min-h-11 rounded-xl border border-slate-300 bg-white px-3"
                  >
                    {groups.map((g) => (
                      <option key={g.id} value={g.id}>
                        {g.name}
                      </option>
                    ))}
                  </select>
                </label>
                <Button
                  variant="plain"
                  className="min-h-11 rounded-full bg-ink px-4 text-sm font-bold text-white"
                  type="submit"
                >
                  Show
                </Button>
              </Form>
            ) : null}
          </div>
          <section
            aria-label={`${groups.find((g) => g.id === groupId)?.name ?? 'Cohort'} ranking`}
            className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
          >
            {leaderboard.entries.length === 0 ? (
              <p className="text-ink-muted">No points yet {period === 'daily' ? 'today' : 'this week'}.</p>
            ) : (
              <LeaderboardList entries={leaderboard.entries} />
            )}
          </section>
        </>
      )}
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
