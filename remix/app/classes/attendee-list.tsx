import type { LiveChannelState } from './use-live-registrations';
import type { RegistrationList } from './types';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');
}

/** Who is coming (spec 3 §4.9 registration list), kept current while the page is open. */
export function AttendeeList({
  list,
  channel,
  headingId,
}: {
  list: RegistrationList;
  channel: LiveChannelState;
  headingId: string;
}) {
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white p-5">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id={headingId} className="text-lg font-bold text-ink">
          Who’s coming
        </h2>
        <p className="text-sm text-ink-muted" aria-live="polite">
          <span className="font-semibold text-ink">{list.attendeeCount}</span> of {list.maxAttendees} seats taken
        </p>
      </div>
      {list.registrations.length === 0 ? (
        <p className="mt-3 text-ink-muted">No one has registered yet. Be the first!</p>
      ) : (
        <ul aria-label="Registered" className="mt-4 grid gap-2 sm:grid-cols-2">
          {list.registrations.map((entry) => (
            <li key={entry.userId} className="flex items-center gap-3">
              <span
                aria-hidden="true"
                className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand-blue-light text-sm font-bold text-brand-blue-dark"
              >
                {initials(entry.name)}
              </span>
              <span className="text-ink">{entry.name}</span>
              {entry.type === 'HOST' ? (
                <span className="rounded-full bg-brand-yellow-light px-2 py-0.5 text-xs font-bold text-brand-yellow-dark">
                  Host
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <p className="mt-4 text-xs text-ink-muted">
        {channel === 'live' ? 'Updates live.' : channel === 'polling' ? 'Refreshing every few seconds.' : 'Connecting…'}
      </p>
    </section>
  );
}
