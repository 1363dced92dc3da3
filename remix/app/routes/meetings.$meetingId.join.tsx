import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { requireUser } from '~/utils/session.server';

export const meta: MetaFunction = () => [{ title: 'Class meeting | Impromptu' }];

/**
 * The built-in stand-in for a Zoom meeting: the embedded meetings adapter links here
 * (?role=attendee or ?role=host) so the product runs with no Zoom account. It says what is true: the link works and
 * the meeting would open here, but no one has joined a call (issue 29 §10).
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const role = new URL(request.url).searchParams.get('role') === 'host' ? 'host' : 'attendee';
  return { meetingId: params.meetingId ?? '', role, firstName: user.user.firstName } as const;
}

export default function MeetingJoined() {
  const { meetingId, role, firstName } = useLoaderData<typeof loader>();
  return (
    <section
      aria-labelledby="meeting-joined-heading"
      className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center sm:px-6 sm:py-20"
    >
      <span
        aria-hidden="true"
        className="flex h-16 w-16 items-center justify-center rounded-full bg-brand-blue-light text-brand-blue-dark"
      >
        <svg viewBox="0 0 24 24" className="h-8 w-8" fill="none" stroke="currentColor" strokeWidth="2">
          <rect x="3" y="6" width="13" height="12" rx="2" />
          <path strokeLinejoin="round" d="m16 10 5-3v10l-5-3z" />
        </svg>
      </span>
      <h1 id="meeting-joined-heading" className="mt-6 text-2xl font-extrabold tracking-tight text-ink sm:text-3xl">
        {firstName ? `Your class link works, ${firstName}` : 'Your class link works'}
      </h1>
      <dl className="mt-6 grid w-full grid-cols-2 gap-3 text-left">
        <div className="rounded-xl border border-slate-200 bg-white p-4">
          <dt className="text-sm text-ink-muted">Meeting</dt>
          <dd className="mt-1 break-all font-bold text-ink">{meetingId}</dd>
        </div>
        <div className="rounded-xl border border-slate-200 bg-white p-4">
          <dt className="text-sm text-ink-muted">Your link is for the</dt>
          <dd className="mt-1 font-bold text-ink">{role === 'host' ? 'Host' : 'Attendee'}</dd>
        </div>
      </dl>
      <p className="mt-6 text-ink-muted">
        With Zoom configured, this link opens the class&rsquo;s video meeting. This copy of Impromptu runs without Zoom,
        so no call opens and you have not joined a meeting: this page stands in for it.
      </p>
      <Link
        to="/games/home"
        className="mt-8 inline-flex items-center justify-center rounded-full bg-brand-pink px-6 py-3 font-semibold text-white shadow-sm hover:bg-brand-pink-dark focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-pink"
      >
        Back to Home
      </Link>
    </section>
  );
}
