import { VideoCameraIcon } from '@heroicons/react/24/outline';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { ButtonLink } from '~/components/button';
import { IconBadge, NoticePage } from '~/components/notice-page';
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
    <NoticePage
      id="meeting-joined-heading"
      badge={<IconBadge icon={VideoCameraIcon} tone="blue" />}
      heading={firstName ? `Your class link works, ${firstName}` : 'Your class link works'}
      className="py-16 sm:px-6 sm:py-20"
    >
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
      <ButtonLink to="/games/home" variant="primary" className="mt-8 px-6 py-3 font-semibold shadow-sm">
        Back to Home
      </ButtonLink>
    </NoticePage>
  );
}
