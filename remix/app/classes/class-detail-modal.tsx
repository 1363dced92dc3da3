import { XMarkIcon } from '@heroicons/react/20/solid';
import { Link } from '@remix-run/react';
import { useRef } from 'react';
import { useModalDialog } from '~/games/frame/full-screen-modal';
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
  const ref = useRef<HTMLDivElement>(null);
  useModalDialog(ref, onClose);
  const { list, channel, refresh } = useLiveRegistrations(event.id, null);
  const titleId = `class-detail-${event.id}`;
  return (
    <div
      className="fixed inset-0 z-50 flex items-end justify-center bg-ink/50 p-0 sm:items-center sm:p-6"
      onClick={(e) => e.target === e.currentTarget && onClose()}
    >
      <div
        ref={ref}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className="max-h-[92vh] w-full max-w-2xl overflow-y-auto rounded-t-3xl bg-slate-50 p-6 shadow-xl outline-none sm:rounded-3xl"
      >
        <div className="flex items-start justify-between gap-4">
          <div>
            {event.isLive ? <LiveBadge /> : null}
            <h2 id={titleId} className="mt-1 text-2xl font-extrabold tracking-tight text-ink">
              {event.event.name}
            </h2>
          </div>
          <button
            type="button"
            onClick={onClose}
            className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-ink-muted hover:bg-slate-200 focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-pink"
          >
            <span className="sr-only">Close</span>
            <XMarkIcon className="h-5 w-5" aria-hidden="true" />
          </button>
        </div>
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
            <AttendeeList list={list} channel={channel} headingId={`${titleId}-attendees`} />
          ) : (
            <p className="text-ink-muted">Loading who’s coming…</p>
          )}
        </div>
      </div>
    </div>
  );
}
