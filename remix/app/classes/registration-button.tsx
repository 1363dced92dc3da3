import { CalendarDaysIcon } from '@heroicons/react/24/outline';
import { useNavigate, useRevalidator } from '@remix-run/react';
import { useState } from 'react';
import {
  isJoinOpen,
  joinOpensAt,
  joinOpensLabel,
  registrationButtonLabel,
  registrationButtonState,
  type RegistrationButtonState,
} from '@impromptu/classes/rules';
import { systemTimeZone } from '@impromptu/kernel';
import { callRelayed } from '~/utils/bff-client';
import type { ScheduledClass } from './types';
import { Button } from '~/components/button';

/** "Add to calendar": the class's .ics file (issue 29 §10), downloaded from the web app's calendar route. */
export function AddToCalendarLink({ scheduledEventId }: { scheduledEventId: string }) {
  return (
    <a
      href={`/games/event/${encodeURIComponent(scheduledEventId)}/calendar.ics`}
      download
      className="inline-flex min-h-11 items-center gap-2 rounded-full px-1 py-2 text-sm font-semibold text-brand-blue-dark underline-offset-2 hover:underline focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-pink"
    >
      <CalendarDaysIcon aria-hidden="true" className="h-5 w-5" strokeWidth={2} />
      Add to calendar
    </a>
  );
}

function userTimeZone(): string {
  return systemTimeZone() ?? 'UTC';
}

const base =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-6 py-2.5 text-sm font-extrabold tracking-wide disabled:cursor-not-allowed';
const styles: Record<RegistrationButtonState, string> = {
  LOADING: 'bg-slate-200 text-ink-muted',
  UNREGISTERED: 'bg-brand-pink-dark text-white hover:bg-brand-pink',
  BOOKING: 'bg-brand-pink-dark/80 text-white',
  REGISTERED: 'border-2 border-brand-blue-dark bg-white text-brand-blue-dark hover:bg-brand-blue-light',
  LIVE: 'bg-green-700 text-white hover:bg-green-800',
  ENDED: 'bg-slate-200 text-ink-muted',
  CANCELLED: 'bg-brand-pink-dark text-white hover:bg-brand-pink',
};

/**
 * The registration button of spec 3 §4.4. Its state is derived from the class, the clock and the
 * user's own registration; a click registers (UNREGISTERED → REGISTERING → REGISTERED), joins a live
 * class (an unregistered user is registered first), or on a card goes to the event page.
 */
export function RegistrationButton({
  event,
  now,
  onEventPage,
  onChange,
  timeZone,
}: {
  event: ScheduledClass;
  now: Date;
  onEventPage: boolean;
  /** The viewer's time zone, for the time JOIN EVENT opens; the browser's when not given. */
  timeZone?: string;
  /** Called after the user's registration changed, so lists refresh. */
  onChange?: () => void;
}) {
  const navigate = useNavigate();
  const { revalidate } = useRevalidator();
  const statusOnPage = event.ownRegistration?.status ?? null;
  const [ownStatus, setOwnStatus] = useState(statusOnPage);
  // A change here reads the page's data again, so its cards, seats and dialogs say the same: once the page's data
  // answers another status than the last it gave, that is the newer word (a dialog opened before it arrived, say).
  const [lastStatusOnPage, setLastStatusOnPage] = useState(statusOnPage);
  if (statusOnPage !== lastStatusOnPage) {
    setLastStatusOnPage(statusOnPage);
    setOwnStatus(statusOnPage);
  }
  const [booking, setBooking] = useState(false);
  const [joining, setJoining] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [justRegistered, setJustRegistered] = useState(false);
  const classWindow = {
    startTime: new Date(event.startTime),
    endTime: new Date(event.endTime),
    durationSeconds: event.durationSeconds,
  };
  const state = registrationButtonState({
    ...classWindow,
    now,
    ownStatus,
    loading: false,
    booking,
  });
  const registered = ownStatus === 'REGISTERED';

  async function register(): Promise<string | null> {
    setBooking(true);
    setProblem(null);
    const answer = await callRelayed('registerForClass', {
      body: {
        idempotencyKey: crypto.randomUUID(),
        scheduled_event_id: event.id,
        user_timezone: userTimeZone(),
      },
    });
    setBooking(false);
    if (!answer.ok) {
      setProblem(answer.error.message ?? 'The registration did not go through. Please try again.');
      return null;
    }
    setOwnStatus('REGISTERED');
    setJustRegistered(true);
    onChange?.();
    void revalidate();
    return answer.data.data.zoom_join_url;
  }

  async function join() {
    setJoining(true);
    setProblem(null);
    const answer = await callRelayed('classJoinLink', { params: { scheduledEventId: event.id } });
    setJoining(false);
    if (!answer.ok) {
      setProblem(answer.error.message ?? 'The class link could not be fetched. Please try again.');
      return;
    }
    const link = 'start_url' in answer.data.data ? answer.data.data.start_url : answer.data.data.join_url;
    window.location.assign(link);
  }

  async function onClick() {
    switch (state) {
      case 'UNREGISTERED':
      case 'CANCELLED':
        await register();
        return;
      case 'REGISTERED':
        if (onEventPage) await join();
        else navigate(`/games/event/${event.id}`);
        return;
      case 'LIVE':
        if (registered) {
          await join();
        } else {
          const link = await register();
          if (link) window.location.assign(link);
        }
        return;
      case 'LOADING':
      case 'BOOKING':
      case 'ENDED':
        return;
      default: {
        const unreachable: never = state;
        return unreachable;
      }
    }
  }

  async function cancel() {
    setProblem(null);
    const answer = await callRelayed('cancelRegistration', {
      params: { scheduledEventId: event.id },
      body: { idempotencyKey: crypto.randomUUID() },
    });
    if (!answer.ok) {
      setProblem(answer.error.message ?? 'The cancellation did not go through. Please try again.');
      return;
    }
    setOwnStatus('CANCELLED');
    onChange?.();
    void revalidate();
  }

  // JOIN EVENT opens 15 minutes before the start, as the class banner does (issue 29 §10); until then it says when.
  const joinNotOpen = onEventPage && state === 'REGISTERED' && !isJoinOpen(classWindow, now);
  const label = joinNotOpen
    ? joinOpensLabel(joinOpensAt(classWindow), now, timeZone ?? userTimeZone())
    : registrationButtonLabel(state, onEventPage);
  const disabled = state === 'LOADING' || state === 'BOOKING' || state === 'ENDED' || joining || joinNotOpen;
  return (
    <div className="flex flex-col items-start gap-2">
      <div className="flex flex-wrap items-center gap-3">
        <Button
          variant="plain"
          className={`${base} ${joinNotOpen ? 'border-2 border-slate-300 bg-slate-100 text-ink-muted' : styles[state]}`}
          type="button"
          disabled={disabled}
          aria-busy={state === 'BOOKING' || joining}
          onClick={() => void onClick()}
        >
          {state === 'LIVE' ? (
            <span aria-hidden="true" className="h-2 w-2 animate-pulse rounded-full bg-white" />
          ) : null}
          {joining ? 'JOINING…' : label}
        </Button>
        {onEventPage && state === 'REGISTERED' ? (
          <Button
            variant="plain"
            className="rounded text-sm font-semibold text-ink-muted underline-offset-2 hover:underline"
            type="button"
            onClick={() => void cancel()}
          >
            Cancel my registration
          </Button>
        ) : null}
      </div>
      {joinNotOpen ? <p className="text-sm text-ink-muted">You can join from 15 minutes before the start.</p> : null}
      {!onEventPage && justRegistered && ownStatus === 'REGISTERED' ? (
        <AddToCalendarLink scheduledEventId={event.id} />
      ) : null}
      {state === 'CANCELLED' && onEventPage ? (
        <p className="text-sm text-ink-muted">Your registration was cancelled; your seat is free for someone else.</p>
      ) : null}
      <p role="status" aria-live="polite" className="sr-only">
        {state === 'BOOKING' ? 'Registering…' : state === 'REGISTERED' ? 'You are registered for this class.' : ''}
      </p>
      {problem ? (
        <p role="alert" className="text-sm font-semibold text-red-700">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
