import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { loadGroups } from '~/classes/classes-data.server';
import { GeneralErrorBoundary } from '~/components/error-boundary';

export const meta: MetaFunction = () => [{ title: 'Groups | Impromptu' }];

export function loader({ request }: LoaderFunctionArgs) {
  return loadGroups(request);
}

const GROUP_TYPE_NAMES: Record<string, string> = {
  FUNDAMENTALS_CLASS: 'Fundamentals class',
  FUNDAMENTALS_POD: 'Fundamentals pod',
  PROFESSIONAL_L1_CLASS: 'Professional class',
  FUNDAMENTALS_L2_CLASS: 'Fundamentals level 2',
  CUSTOM_WORKSHOP: 'Workshop',
  CORPORATE_FUNDAMENTALS_CLASS: 'Corporate class',
  PRIVATE_COACHING_POD: 'Private coaching pod',
};

/** /games/groups: the user's groups and who is in them. */
export default function GroupsPage() {
  const { groups } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 sm:py-12">
      <h1 className="text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">Your groups</h1>
      {groups.length === 0 ? (
        <p className="mt-8 rounded-2xl border border-slate-200 bg-white p-6 text-ink-muted">
          You are not in a group yet. Groups form around cohorts and workshops; in the meantime,{' '}
          <Link to="/games/class" className="font-semibold text-brand-pink-dark underline">
            join a live class
          </Link>
          .
        </p>
      ) : (
        <ul className="mt-8 space-y-6">
          {groups.map((group) => (
            <li key={group.id}>
              <section
                aria-labelledby={`group-${group.id}`}
                className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
              >
                <div className="flex flex-wrap items-baseline justify-between gap-3">
                  <h2 id={`group-${group.id}`} className="text-xl font-bold text-ink">
                    {group.name}
                  </h2>
                  <span className="text-sm text-ink-muted">
                    {GROUP_TYPE_NAMES[group.type] ?? group.type} ·{' '}
                    {group.status === 'ACTIVE' ? 'Active' : group.status.toLowerCase()}
                  </span>
                </div>
                {group.description ? <p className="mt-2 text-ink-muted">{group.description}</p> : null}
                <h3 className="mt-4 text-sm font-bold uppercase tracking-wide text-ink-muted">
                  {group.members.length} members
                </h3>
                <ul className="mt-2 grid gap-1 sm:grid-cols-2">
                  {group.members.map((member) => (
                    <li key={member.userId} className="text-ink">
                      {member.name}
                      {member.type === 'COACH' ? (
                        <span className="ml-2 rounded-full bg-brand-yellow-light px-2 py-0.5 text-xs font-bold text-brand-yellow-dark">
                          Coach
                        </span>
                      ) : null}
                    </li>
                  ))}
                </ul>
                {group.hasCurriculum && group.status === 'ACTIVE' ? (
                  <div className="mt-4 flex flex-wrap gap-4">
                    <Link
                      to={`/games/cohort?group=${group.id}`}
                      className="font-semibold text-brand-pink-dark hover:underline"
                    >
                      Open the cohort dashboard <span aria-hidden="true">→</span>
                    </Link>
                    <Link
                      to={`/games/leaderboard?group=${group.id}`}
                      className="font-semibold text-brand-pink-dark hover:underline"
                    >
                      Leaderboard <span aria-hidden="true">→</span>
                    </Link>
                  </div>
                ) : null}
              </section>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
