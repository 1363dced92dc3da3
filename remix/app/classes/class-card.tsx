import { Link } from '@remix-run/react';
import { countdown, formatClassTime } from '@impromptu/classes/rules';
import { Button, focusRing } from '~/components/button';
import { TierLink } from '~/games/catalogue/game-card';
import type { UpgradeLink } from '~/games/catalogue/upgrade';
import { RegistrationButton } from './registration-button';
import type { ScheduledClass } from './types';

export function ClassTime({ event, timeZone, now }: { event: ScheduledClass; timeZone: string; now: Date }) {
  const start = new Date(event.startTime);
  return (
    <p className="text-sm text-ink-muted">
      <time dateTime={event.startTime} className="font-semibold text-ink">
        {formatClassTime(start, timeZone)}
      </time>
      <span aria-hidden="true"> · </span>
      <span suppressHydrationWarning>{countdown(start, now)}</span>
    </p>
  );
}

export function LiveBadge() {
  return (
    <span className="inline-flex items-center gap-1.5 rounded-full bg-green-100 px-2.5 py-0.5 text-xs font-extrabold uppercase tracking-wide text-green-800">
      <span aria-hidden="true" className="h-1.5 w-1.5 rounded-full bg-green-700" />
      Live now
    </span>
  );
}

const seatsLeft = (event: ScheduledClass) => Math.max(0, event.maxAttendees - event.attendeeCount);

export function SeatsLine({ event }: { event: ScheduledClass }) {
  const left = seatsLeft(event);
  return (
    <p className="text-sm text-ink-muted">{left === 0 ? 'Full' : `${left} of ${event.maxAttendees} seats left`}</p>
  );
}

/**
 * A class on the list (spec 3 §2.9): its time in the user's zone, the countdown, the seats left and
 * the registration button; the card opens the class detail. A class the free plan cannot join is
 * dimmed and leads to where a plan that opens it is had.
 */
export function ClassCard({
  event,
  timeZone,
  now,
  upgrade,
  onOpen,
  headingLevel = 3,
}: {
  event: ScheduledClass;
  timeZone: string;
  now: Date;
  upgrade: UpgradeLink;
  /** Opens the class's dialog, by its id: the page shows its current copy of the class there. */
  onOpen: (scheduledEventId: string) => void;
  headingLevel?: 2 | 3 | 4;
}) {
  const Heading = `h${headingLevel}` as const;
  if (event.lockedForPlan) {
    // Dimmed (spec 3 §2.9) yet readable: at 70 % opacity only the darkest ink keeps AA contrast, so every text in the card takes it.
    const className = `flex h-full flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-5 opacity-70 shadow-sm transition hover:opacity-90 focus-visible:opacity-100 [&_*]:!text-ink ${focusRing}`;
    const body = (
      <>
        <Heading className="text-lg font-bold text-ink">{event.event.name}</Heading>
        <ClassTime event={event} timeZone={timeZone} now={now} />
        <p className="text-ink-muted">{event.event.shortDescription}</p>
        <span className="mt-auto text-sm font-bold underline">Upgrade to join this class</span>
      </>
    );
    return upgrade.kind === 'page' ? (
      // The card's name is its whole text (name, time, description, 'Upgrade to join this class'): a shorter label would hide what is seen.
      <Link to={upgrade.to} className={className}>
        {body}
      </Link>
    ) : (
      <TierLink upgrade={upgrade} className={className}>
        {body}
      </TierLink>
    );
  }
  return (
    <article className="flex h-full flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <Heading className="text-lg font-bold text-ink">
          <Button variant="plain" className="text-left hover:underline" type="button" onClick={() => onOpen(event.id)}>
            {event.event.name}
          </Button>
        </Heading>
        {event.isLive ? <LiveBadge /> : null}
      </div>
      <ClassTime event={event} timeZone={timeZone} now={now} />
      <p className="text-ink-muted">{event.event.shortDescription}</p>
      <SeatsLine event={event} />
      <div className="mt-auto">
        <RegistrationButton event={event} now={now} onEventPage={false} />
      </div>
    </article>
  );
}
