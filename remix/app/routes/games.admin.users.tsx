import { AdminUserListSchema } from '@impromptu/bff/contracts';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, Link, useLoaderData } from '@remix-run/react';
import { useId } from 'react';
import { InvitationStatus } from '~/account/invitation-status';
import { InviteUserSection } from '~/account/invite-user-section';
import { AdminPageHeader } from '~/admin/admin-page-header';
import { requireAdmin } from '~/admin/require-admin.server';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { bff } from '~/utils/bff.server';

export const meta: MetaFunction = () => [{ title: 'Users | Admin | Impromptu' }];

export async function loader({ request }: LoaderFunctionArgs) {
  const { token } = await requireAdmin(request);
  const url = new URL(request.url);
  const q = url.searchParams.get('q')?.trim().slice(0, 100) ?? '';
  const page = Math.max(1, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1);
  const search = new URLSearchParams({ page: String(page) });
  if (q) search.set('q', q);
  // Searched, sorted (current streak, longest first) and cut into pages by the BFF.
  const list = await bff.request(`/admin/users?${search}`, {
    schema: AdminUserListSchema,
    token,
    signal: request.signal,
  });
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
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="h-4 w-4"
        fill={days > 0 ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
      >
        <path strokeLinejoin="round" d="M12 2c1 4 5 6 5 11a5 5 0 0 1-10 0c0-2 1-3.5 2-4.5 0 2 1 3 2 3 0-3-1-6 1-9.5Z" />
      </svg>
      {days} {days === 1 ? 'day' : 'days'}
    </span>
  );
}

/** The users page's address for a search and a page. */
function usersHref(q: string, page: number): string {
  const search = new URLSearchParams();
  if (q) search.set('q', q);
  if (page > 1) search.set('page', String(page));
  const query = search.toString();
  return query ? `?${query}` : '?';
}

function UserSearch({ q }: { q: string }) {
  const id = useId();
  return (
    <Form method="get" role="search" className="mt-6 flex max-w-xl flex-col gap-2 sm:flex-row sm:items-end">
      <div className="flex flex-1 flex-col gap-1.5">
        <label htmlFor={id} className="text-sm font-semibold text-ink">
          Search users
        </label>
        <input
          id={id}
          type="search"
          name="q"
          defaultValue={q}
          placeholder="Name or e-mail"
          className="block w-full rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 text-base text-ink shadow-sm placeholder:text-slate-500 focus:border-brand-pink focus:outline-none focus:ring-2 focus:ring-brand-pink"
        />
      </div>
      <button
        type="submit"
        className="rounded-full bg-brand-pink-dark px-6 py-2.5 font-semibold text-white shadow-sm hover:bg-brand-pink"
      >
        Search
      </button>
    </Form>
  );
}

function Pager({ q, page, pageCount }: { q: string; page: number; pageCount: number }) {
  if (pageCount <= 1) return null;
  const linkClass =
    'rounded-full border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-ink hover:bg-slate-50';
  return (
    <nav aria-label="Pages of users" className="mt-6 flex items-center justify-between gap-3">
      {page > 1 ? (
        <Link to={usersHref(q, page - 1)} className={linkClass}>
          <span aria-hidden="true">← </span>Previous page
        </Link>
      ) : (
        <span />
      )}
      <p className="text-sm font-semibold text-ink" aria-current="page">
        Page {page} of {pageCount}
      </p>
      {page < pageCount ? (
        <Link to={usersHref(q, page + 1)} className={linkClass}>
          Next page<span aria-hidden="true"> →</span>
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

export default function AdminUsersPage() {
  const { users, total, page, pageCount, q } = useLoaderData<typeof loader>();
  const count = `${total} ${total === 1 ? 'user' : 'users'}`;
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-12 lg:px-8">
      <AdminPageHeader title="Users">Everyone with an account, longest current daily streak first.</AdminPageHeader>
      <InviteUserSection />
      <UserSearch q={q} />
      <p role="status" className="mt-4 text-sm text-ink-muted">
        {q ? `${count} match “${q}”.` : `${count}.`}
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
                <tr>
                  <th scope="col" className="px-4 py-3 font-semibold text-ink sm:px-6">
                    Name
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold text-ink">
                    Type
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold text-ink">
                    Preferred game
                  </th>
                  <th
                    scope="col"
                    aria-sort="descending"
                    className="whitespace-nowrap px-4 py-3 font-semibold text-ink sm:px-6"
                  >
                    Current streak
                  </th>
                </tr>
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
          <Pager q={q} page={page} pageCount={pageCount} />
        </>
      )}
    </div>
  );
}
