import { FireIcon } from '@heroicons/react/24/outline';
import { admin } from '@impromptu/bff/routes';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { InvitationStatus } from '~/account/invitation-status';
import { InviteUserSection } from '~/account/invite-user-section';
import { AdminPageHeader } from '~/admin/admin-page-header';
import { listHref, ListPager, ListSearch } from '~/admin/list-controls';
import { requireAdmin } from '~/admin/require-admin.server';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { bffFor } from '~/utils/bff-session.server';
import { ColumnHeadings } from '~/components/data-table';

export const meta: MetaFunction = () => [{ title: 'Users | Admin | Impromptu' }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const url = new URL(request.url);
  const q = url.searchParams.get('q')?.trim().slice(0, 100) ?? '';
  const page = Math.max(1, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1);
  // Searched, sorted (current streak, longest first) and cut into pages by the BFF.
  const list = await bffFor(request).call(admin.listUsers, { query: { page: String(page), ...(q ? { q } : {}) } });
  return { ...list, q };
}

export const ErrorBoundary = GeneralErrorBoundary;

/** The type tag of a user (spec 2 §2), coloured with the brand palette. */
const TYPE_TAGS: Record<string, { label: string; className: string }> = {
  ADMIN: { label: 'Admin', className: 'bg-brand-pink-light text-brand-pink-dark' },
  COACH: { label: 'Coach', className: 'bg-brand-blue-light text-brand-blue-dark' },
  LEARNER: { label: 'Learner', className: 'bg-brand-gray-light text-brand-gray-dark' },
};

function TypeTag({ type }: { type: string }) {
  const tag = TYPE_TAGS[type] ?? { label: type, className: 'bg-slate-100 text-ink' };
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-bold uppercase tracking-wide ${tag.className}`}
    >
      {tag.label}
    </span>
  );
}

function Streak({ days }: { days: number }) {
  return (
    <span
      className={`inline-flex items-center gap-1.5 font-semibold tabular-nums ${days > 0 ? 'text-brand-yellow-dark' : 'text-ink-muted'}`}
    >
      <FireIcon className="h-4 w-4" aria-hidden="true" />
      {days} {days === 1 ? 'day' : 'days'}
    </span>
  );
}

export default function AdminUsersPage() {
  const { users, total, page, pageCount, q } = useLoaderData<typeof loader>();
  const count = `${total} ${total === 1 ? 'user' : 'users'}`;
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-12 lg:px-8">
      <AdminPageHeader title="Users">Everyone with an account, longest current daily streak first.</AdminPageHeader>
      <InviteUserSection />
      <ListSearch label="Search users" name="q" type="search" value={q} placeholder="Name or e-mail" button="Search" />
      <p role="status" className="mt-4 text-sm text-ink-muted">
        {q ? `${count} ${total === 1 ? 'matches' : 'match'} “${q}”.` : `${count}.`}
        {pageCount > 1 ? ` Page ${page} of ${pageCount}.` : ''}
      </p>

      {users.length === 0 ? (
        <p className="mt-8 rounded-2xl border border-slate-200 bg-white px-4 py-10 text-center text-ink-muted">
          {q ? (
            <>
              No user matches “{q}”.{' '}
              <Link to="?" className="font-semibold text-brand-pink-dark underline">
                Show every user
              </Link>
            </>
          ) : (
            'No users yet.'
          )}
        </p>
      ) : (
        <>
          {/* Phones: one card per user, in the same order as the table. */}
          <ol aria-label="Users sorted by current streak, longest first" className="mt-8 flex flex-col gap-3 sm:hidden">
            {users.map((user) => (
              <li key={user.id} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
                <div className="flex items-start justify-between gap-3">
                  <div className="min-w-0">
                    <p className="font-semibold text-ink">{user.name}</p>
                    {user.name !== user.email ? <p className="break-all text-xs text-ink-muted">{user.email}</p> : null}
                    {user.invitationPending ? <InvitationStatus userId={user.id} name={user.name} /> : null}
                  </div>
                  <TypeTag type={user.type} />
                </div>
                <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
                  <div>
                    <dt className="text-xs font-semibold uppercase tracking-wide text-ink-muted">Preferred game</dt>
                    <dd className="mt-0.5 text-ink">
                      {user.preferredGameName ?? user.preferredGame ?? <span className="text-ink-muted">None yet</span>}
                    </dd>
                  </div>
                  <div>
                    <dt className="text-xs font-semibold uppercase tracking-wide text-ink-muted">Current streak</dt>
                    <dd className="mt-0.5">
                      <Streak days={user.currentDailyStreak} />
                    </dd>
                  </div>
                </dl>
              </li>
            ))}
          </ol>
          <div className="mt-8 hidden overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm sm:block">
            <table className="min-w-full divide-y divide-slate-200 text-left text-sm">
              <caption className="sr-only">Users sorted by current streak, longest first</caption>
              <thead className="bg-slate-50">
                <ColumnHeadings
                  columns={[
                    { heading: 'Name', className: 'sm:px-6' },
                    'Type',
                    'Preferred game',
                    { heading: 'Current streak', className: 'whitespace-nowrap sm:px-6', sort: 'descending' },
                  ]}
                  cellClassName="px-4 py-3 font-semibold text-ink"
                />
              </thead>
              <tbody className="divide-y divide-slate-100">
                {users.map((user) => (
                  <tr key={user.id}>
                    <td className="px-4 py-3 sm:px-6">
                      <span className="block font-semibold text-ink">{user.name}</span>
                      {user.name !== user.email ? (
                        <span className="block break-all text-xs text-ink-muted">{user.email}</span>
                      ) : null}
                      {user.invitationPending ? <InvitationStatus userId={user.id} name={user.name} /> : null}
                    </td>
                    <td className="px-4 py-3">
                      <TypeTag type={user.type} />
                    </td>
                    <td className="px-4 py-3 text-ink">
                      {user.preferredGameName ?? user.preferredGame ?? <span className="text-ink-muted">None yet</span>}
                    </td>
                    <td className="whitespace-nowrap px-4 py-3 sm:px-6">
                      <Streak days={user.currentDailyStreak} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ListPager
            page={page}
            pageCount={pageCount}
            label="Pages of users"
            hrefOf={(to) => listHref({ name: 'q', value: q }, to)}
            previous="Previous page"
            next="Next page"
          />
        </>
      )}
    </div>
  );
}
