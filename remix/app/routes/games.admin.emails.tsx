import { AdminEmailListSchema } from '@impromptu/bff/contracts';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, Link, useLoaderData } from '@remix-run/react';
import { useId } from 'react';
import { AdminPageHeader } from '~/admin/admin-page-header';
import { requireAdmin } from '~/admin/require-admin.server';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { BffError, bff } from '~/utils/bff.server';

export const meta: MetaFunction = () => [{ title: 'E-mails | Admin | Impromptu' }];

/** 'MMM d y, h:mm a' in the admin's own zone, so server and browser render the same text. */
function formatWhen(iso: string, timeZone: string): string {
  const options = {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  } as const;
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat('en-US', { ...options, timeZone }).formatToParts(new Date(iso));
  } catch {
    parts = new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' }).formatToParts(new Date(iso));
  }
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('month')} ${part('day')} ${part('year')}, ${part('hour')}:${part('minute')} ${part('dayPeriod')} ${part('timeZoneName')}`.trim();
}

export async function loader({ request }: LoaderFunctionArgs) {
  const { profile, token } = await requireAdmin(request);
  const url = new URL(request.url);
  const page = Math.max(1, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1);
  // One address's e-mails: a bulk upload's thousands of invitations would bury everything else.
  const to = url.searchParams.get('to')?.trim().slice(0, 254) || null;
  const query = new URLSearchParams({ page: String(page), ...(to ? { to } : {}) });
  const timeZone = profile.user.ianaTimeZone ?? 'UTC';
  try {
    // Newest first and cut into pages by the BFF.
    const list = await bff.request(`/admin/emails?${query.toString()}`, {
      schema: AdminEmailListSchema,
      token,
      signal: request.signal,
    });
    const emails = list.emails.map((email) => ({ ...email, when: formatWhen(email.sentAt, timeZone) }));
    return { ...list, emails, to, problem: null };
  } catch (error) {
    // An address the BFF does not take (not an e-mail address) is said beside the filter.
    if (!(error instanceof BffError) || error.statusCode !== 400) throw error;
    return { emails: [], total: 0, page: 1, pageCount: 1, to, problem: 'Enter a whole e-mail address to filter by.' };
  }
}

function withTo(to: string | null, page: number): string {
  const query = new URLSearchParams({ ...(page > 1 ? { page: String(page) } : {}), ...(to ? { to } : {}) });
  return `?${query.toString()}`;
}

function AddressFilter({ to, problem }: { to: string | null; problem: string | null }) {
  const inputId = useId();
  const problemId = useId();
  return (
    <Form
      method="get"
      role="search"
      aria-label="E-mails to one address"
      className="mt-6 flex flex-wrap items-end gap-3"
    >
      <div className="flex min-w-0 flex-1 flex-col gap-1.5 sm:max-w-sm">
        <label htmlFor={inputId} className="text-sm font-semibold text-ink">
          Sent to
        </label>
        <input
          id={inputId}
          name="to"
          type="email"
          defaultValue={to ?? ''}
          placeholder="name@example.com"
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? problemId : undefined}
          className="block w-full rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 text-base text-ink shadow-sm focus:border-brand-pink focus:outline-none focus:ring-2 focus:ring-brand-pink"
        />
      </div>
      <button
        type="submit"
        className="rounded-full bg-brand-pink-dark px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-pink focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-pink"
      >
        Filter
      </button>
      {to ? (
        <Link
          to="?"
          className="rounded-full border border-slate-300 bg-white px-5 py-2.5 text-sm font-semibold text-ink hover:bg-slate-50 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-pink"
        >
          Show all
        </Link>
      ) : null}
      {problem ? (
        <p id={problemId} role="alert" className="w-full text-sm font-medium text-red-700">
          {problem}
        </p>
      ) : null}
    </Form>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;

const STATUS: Record<string, { label: string; className: string }> = {
  sent: { label: 'Sent', className: 'bg-emerald-100 text-emerald-900' },
  pending: { label: 'Waiting', className: 'bg-brand-yellow-light text-brand-yellow-dark' },
  failed: { label: 'Failed', className: 'bg-red-100 text-red-900' },
};

function Pager({ page, pageCount, to }: { page: number; pageCount: number; to: string | null }) {
  if (pageCount <= 1) return null;
  const linkClass =
    'rounded-full border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-ink hover:bg-slate-50 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-pink';
  return (
    <nav aria-label="Pages of e-mails" className="mt-6 flex items-center justify-between gap-3">
      {page > 1 ? (
        <Link to={withTo(to, page - 1)} className={linkClass}>
          <span aria-hidden="true">← </span>Newer
        </Link>
      ) : (
        <span />
      )}
      <p className="text-sm font-semibold text-ink" aria-current="page">
        Page {page} of {pageCount}
      </p>
      {page < pageCount ? (
        <Link to={withTo(to, page + 1)} className={linkClass}>
          Older<span aria-hidden="true"> →</span>
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

export default function AdminEmailsPage() {
  const { emails, total, page, pageCount, to, problem } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 sm:py-12 lg:px-8">
      <AdminPageHeader title="E-mails">
        The e-mails Impromptu has sent, such as the e-mail that tells a learner their next lesson is unlocked, newest
        first. This copy is kept by the built-in e-mail service.
      </AdminPageHeader>
      <AddressFilter to={to} problem={problem} />
      <p role="status" className="mt-6 text-sm text-ink-muted">
        {total} {total === 1 ? 'e-mail' : 'e-mails'}
        {to ? ` to ${to}` : ''}.{pageCount > 1 ? ` Page ${page} of ${pageCount}.` : ''}
      </p>
      {emails.length === 0 ? (
        <p className="mt-6 rounded-2xl border border-slate-200 bg-white px-4 py-10 text-center text-ink-muted">
          {to ? `No e-mails sent to ${to}.` : 'No e-mails sent yet.'}
        </p>
      ) : (
        <>
          <ol aria-label="E-mails, newest first" className="mt-6 flex flex-col gap-4">
            {emails.map((email) => {
              const status = STATUS[email.status] ?? { label: email.status, className: 'bg-slate-100 text-ink' };
              return (
                <li key={email.id}>
                  <article
                    aria-label={email.subject}
                    className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
                  >
                    <header className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
                      <h2 className="text-lg font-bold text-ink">{email.subject}</h2>
                      <span
                        className={`self-start whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-bold uppercase tracking-wide ${status.className}`}
                      >
                        {status.label}
                      </span>
                    </header>
                    <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
                      <dt className="font-semibold text-ink-muted">To</dt>
                      <dd className="break-all text-ink">{email.to}</dd>
                      <dt className="font-semibold text-ink-muted">When</dt>
                      <dd className="text-ink">
                        <time dateTime={email.sentAt}>{email.when}</time>
                      </dd>
                    </dl>
                    <div className="mt-4 whitespace-pre-wrap break-words rounded-xl bg-slate-50 p-4 text-base text-ink">
                      {email.text}
                    </div>
                  </article>
                </li>
              );
            })}
          </ol>
          <Pager page={page} pageCount={pageCount} to={to} />
        </>
      )}
    </div>
  );
}
