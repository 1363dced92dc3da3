import { Link } from '@remix-run/react';
import { Sheet } from '~/components/sheet';
import { AttendeeList } from './attendee-list';
import { ClassTime, LiveBadge, SeatsLine } from './class-card';
import { RegistrationButton } from './registration-button';
import type { ScheduledClass } from './types';
import { useLiveRegistrations } from './use-live-registrations';

/** The class detail modal of spec 3 §2.9: what the class is, when, who is coming, and the registration button. */
export function ClassDetailModal({
  event,
  timeZone,
  now,
  onClose,
}: {
  event: ScheduledClass;
  timeZone: string;
  now: Date;
  onClose: () => void;
}) {
  const { list, channel, refresh } = useLiveRegistrations(event.id, null);
  return (
    <Sheet
      title={event.event.name}
      eyebrow={event.isLive ? <LiveBadge /> : null}
      onClose={onClose}
      closeButton
      closeOnBackdrop
      width="wide"
      tone="muted"
    >
      <div className="mt-3 space-y-2">
        <ClassTime event={event} timeZone={timeZone} now={now} />
        <SeatsLine event={list ? { ...event, attendeeCount: list.attendeeCount } : event} />
      </div>
      <p className="mt-4 text-ink">{event.event.longDescription || event.event.shortDescription}</p>
      <div className="mt-6 flex flex-wrap items-center justify-between gap-4">
        <RegistrationButton event={event} now={now} onEventPage={false} onChange={refresh} />
        <Link
          to={`/games/event/${event.id}`}
          className="rounded font-semibold text-brand-pink-dark hover:underline focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-pink"
        >
          Open the event page <span aria-hidden="true">→</span>
        </Link>
      </div>
      <div className="mt-6">
        {list ? (
          <AttendeeList list={list} channel={channel} headingId={`class-detail-${event.id}-attendees`} />
        ) : (
          <p className="text-ink-muted">Loading who’s coming…</p>
        )}
      </div>
    </Sheet>
  );
}
