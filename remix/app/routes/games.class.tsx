import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { useState } from 'react';
import { dayHeading, dayIn } from '@impromptu/classes/rules';
import { ClassCard } from '~/classes/class-card';
import { ClassDetailModal } from '~/classes/class-detail-modal';
import { loadClassList } from '~/classes/classes-data.server';
import { scheduledClassView, type ScheduledClass } from '~/classes/types';
import { useNow } from '~/classes/use-now';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { loadPlanAccess } from '~/games/catalogue/plan-access.server';
import { loadPageRead } from '~/utils/session.server';

export const meta: MetaFunction = () => [{ title: 'Live Zoom Classes | Impromptu' }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const [{ classes, timeZone }, access] = await Promise.all([
    // The view's one BFF read carries the list with the shell (ADR 0043 addendum); a revalidation asks the list alone.
    loadPageRead(request, '/games/class').then((page) => page?.classes ?? loadClassList(request)),
    loadPlanAccess(request),
  ]);
  return {
    // Only what the cards and the class dialog show travels to the browser (ADR 0043, addendum 2).
    classes: classes.map(scheduledClassView),
    timeZone,
    upgrade: access.upgrade,
    renderedAt: context.renderedAt ?? null,
  };
}

/** /games/class, 'Live Zoom Classes' (spec 3 §2.9): public classes grouped by day in the user's zone. */
export default function ClassListPage() {
  const { classes, timeZone, upgrade, renderedAt } = useLoaderData<typeof loader>();
  const now = useNow(1_000, renderedAt);
  // The dialog shows the list's current copy of its class, so a registration the list has read again shows in both.
  const [openId, setOpenId] = useState<string | null>(null);
  const open = classes.find((event) => event.id === openId);
  const days = new Map<string, ScheduledClass[]>();
  for (const event of classes) {
    const key = dayIn(new Date(event.startTime), timeZone);
    days.set(key, [...(days.get(key) ?? []), event]);
  }
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-12 lg:px-8">
      <h1 className="text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">Live Zoom Classes</h1>
      <p className="mt-3 text-lg text-ink-muted">
        Practise live with a coach and a small group. Times are shown in your time zone ({timeZone}).
      </p>
      {classes.length === 0 ? (
        <p className="mt-10 rounded-2xl border border-slate-200 bg-white p-6 text-ink-muted">
          No classes are scheduled for the coming weeks yet. Check back soon.
        </p>
      ) : (
        [...days.entries()].map(([day, events]) => {
          const id = `day-${day}`;
          return (
            <section key={day} aria-labelledby={id} className="mt-10">
              <h2 id={id} className="text-xl font-extrabold tracking-tight text-ink" suppressHydrationWarning>
                {dayHeading(new Date(events[0]!.startTime), now, timeZone)}
              </h2>
              <ul className="mt-4 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
                {events.map((event) => (
                  <li key={event.id}>
                    <ClassCard event={event} timeZone={timeZone} now={now} upgrade={upgrade} onOpen={setOpenId} />
                  </li>
                ))}
              </ul>
            </section>
          );
        })
      )}
      {open ? <ClassDetailModal event={open} timeZone={timeZone} now={now} onClose={() => setOpenId(null)} /> : null}
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
