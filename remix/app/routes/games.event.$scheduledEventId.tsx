import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { AttendeeList } from '~/classes/attendee-list';
import { ClassTime, LiveBadge, SeatsLine } from '~/classes/class-card';
import { loadEvent } from '~/classes/classes-data.server';
import { AddToCalendarLink, RegistrationButton } from '~/classes/registration-button';
import { useLiveRegistrations } from '~/classes/use-live-registrations';
import { useNow } from '~/classes/use-now';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { requireUserWithPlan } from '~/utils/session.server';

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.event.event.name ?? 'Class'} | Impromptu` },
];

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const [profile, { event, registrations }] = await Promise.all([
    requireUserWithPlan(request),
    loadEvent(request, params.scheduledEventId),
  ]);
  return { event, registrations, timeZone: profile.user.ianaTimeZone ?? 'UTC', renderedAt: context.renderedAt ?? null };
}

/** /games/event/{scheduledEventId} (spec 3 §2.9): one class with its registration button and who is coming, live. */
export default function EventPage() {
  const { event, registrations, timeZone, renderedAt } = useLoaderData<typeof loader>();
  const now = useNow(1_000, renderedAt);
  const { list, channel, refresh } = useLiveRegistrations(event.id, registrations);
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-12">
      <Link
        to="/games/class"
        className="rounded text-sm font-semibold text-brand-pink-dark hover:underline focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-pink"
      >
        <span aria-hidden="true">←</span> All live classes
      </Link>
      <p className="mt-6 text-ink-muted">You are viewing the event:</p>
      <div className="mt-1 flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">{event.event.name}</h1>
        {event.isLive ? <LiveBadge /> : null}
      </div>
      <div className="mt-3 space-y-1">
        <ClassTime event={event} timeZone={timeZone} now={now} />
        <SeatsLine event={list ? { ...event, attendeeCount: list.attendeeCount } : event} />
      </div>
      <p className="mt-5 text-lg text-ink">{event.event.longDescription || event.event.shortDescription}</p>
      <div className="mt-8 flex flex-col items-start gap-3">
        <RegistrationButton event={event} now={now} onEventPage onChange={refresh} timeZone={timeZone} />
        {now.getTime() < new Date(event.endTime).getTime() ? <AddToCalendarLink scheduledEventId={event.id} /> : null}
      </div>
      <div className="mt-10">
        {list ? <AttendeeList list={list} channel={channel} headingId="event-attendees" /> : null}
      </div>
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
