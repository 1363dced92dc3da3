import { admin } from '@impromptu/bff/routes';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { DATE_TIME_PATTERN, formatInZone, zoneAbbreviation } from '@impromptu/kernel';
import { AdminPageHeader } from '~/admin/admin-page-header';
import { listHref, ListPager, ListSearch } from '~/admin/list-controls';
import { requireAdmin } from '~/admin/require-admin.server';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { bffRefusal } from '~/utils/bff.server';
import { bffFor } from '~/utils/bff-session.server';

export const meta: MetaFunction = () => [{ title: 'E-mails | Admin | Impromptu' }];

/** 'MMM d y, h:mm a' in the admin's own zone, so server and browser render the same text. */
function formatWhen(iso: string, timeZone: string): string {
  return `${formatInZone(iso, DATE_TIME_PATTERN, timeZone)} ${zoneAbbreviation(iso, timeZone)}`;
}

export async function loader({ request }: LoaderFunctionArgs) {
  const { profile } = await requireAdmin(request);
  const url = new URL(request.url);
  const page = Math.max(1, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1);
  // One address's e-mails: a bulk upload's thousands of invitations would bury everything else.
  const to = url.searchParams.get('to')?.trim().slice(0, 254) || null;
  const timeZone = profile.user.ianaTimeZone ?? 'UTC';
  try {
    // Newest first and cut into pages by the BFF.
    const list = await bffFor(request).call(admin.listEmails, { query: { page: String(page), ...(to ? { to } : {}) } });
    const emails = list.emails.map((email) => ({ ...email, when: formatWhen(email.sentAt, timeZone) }));
    return { ...list, emails, to, problem: null };
  } catch (error) {
    // An address the BFF does not take (not an e-mail address) is said beside the filter.
    bffRefusal(error, 400);
    return { emails: [], total: 0, page: 1, pageCount: 1, to, problem: 'Enter a whole e-mail address to filter by.' };
  }
}

export const ErrorBoundary = GeneralErrorBoundary;

const STATUS: Record<string, { label: string; className: string }> = {
  sent: { label: 'Sent', className: 'bg-emerald-100 text-emerald-900' },
  pending: { label: 'Waiting', className: 'bg-brand-yellow-light text-brand-yellow-dark' },
  failed: { label: 'Failed', className: 'bg-red-100 text-red-900' },
};

export default function AdminEmailsPage() {
  const { emails, total, page, pageCount, to, problem } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 sm:py-12 lg:px-8">
      <AdminPageHeader title="E-mails">
        The e-mails Impromptu has sent, such as the e-mail that tells a learner their next lesson is unlocked, newest
        first. This copy is kept by the built-in e-mail service.
      </AdminPageHeader>
      <ListSearch
        label="Sent to"
        name="to"
        type="email"
        value={to}
        placeholder="name@example.com"
        button="Filter"
        problem={problem}
        clearLabel="Show all"
      />
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
          <ListPager
            page={page}
            pageCount={pageCount}
            label="Pages of e-mails"
            hrefOf={(next) => listHref({ name: 'to', value: to }, next)}
            previous="Newer"
            next="Older"
          />
        </>
      )}
    </div>
  );
}
