import { Link } from '@remix-run/react';
import { useState } from 'react';
import { TierLink } from '~/games/catalogue/game-card';
import type { UpgradeLink } from '~/games/catalogue/upgrade';
import { ClassCard } from './class-card';
import { ClassDetailModal } from './class-detail-modal';
import type { ScheduledClass } from './types';
import { useNow } from './use-now';

const linkClass =
  'rounded font-semibold text-brand-pink-dark hover:underline focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-pink';

/**
 * Home's class sections (spec 3 §2.8): Free Live Classes (free plan only, the first 4) and Upcoming
 * Live Classes with 'View full schedule' and, for the free plan, '(Upgrade to access)'.
 */
export function HomeClassSections({
  freeClasses,
  upcomingClasses,
  timeZone,
  isFreePlan,
  upgrade,
  renderedAt,
}: {
  freeClasses: ScheduledClass[];
  upcomingClasses: ScheduledClass[];
  timeZone: string;
  isFreePlan: boolean;
  upgrade: UpgradeLink;
  renderedAt: string | null;
}) {
  const now = useNow(30_000, renderedAt);
  // The dialog shows the page's current copy of its class, so a registration the page has read again shows in both.
  const [openId, setOpenId] = useState<string | null>(null);
  const open = [...freeClasses, ...upcomingClasses].find((event) => event.id === openId);
  const list = (classes: ScheduledClass[]) => (
    <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
      {classes.map((event) => (
        <li key={event.id}>
          <ClassCard
            event={event}
            timeZone={timeZone}
            now={now}
            upgrade={upgrade}
            onOpen={setOpenId}
            headingLevel={3}
          />
        </li>
      ))}
    </ul>
  );
  return (
    <>
      {isFreePlan && freeClasses.length > 0 ? (
        <section aria-labelledby="home-free-classes" className="mt-12">
          <h2 id="home-free-classes" className="text-2xl font-extrabold tracking-tight text-ink">
            Free Live Classes
          </h2>
          {list(freeClasses)}
        </section>
      ) : null}
      <section aria-labelledby="home-upcoming-classes" className="mt-12">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <h2 id="home-upcoming-classes" className="text-2xl font-extrabold tracking-tight text-ink">
            Upcoming Live Classes
          </h2>
          <div className="flex flex-wrap gap-4">
            {isFreePlan ? (
              upgrade.kind === 'page' ? (
                <Link to={upgrade.to} className={linkClass}>
                  (Upgrade to access)
                </Link>
              ) : (
                <TierLink upgrade={upgrade} className={`inline-flex items-center gap-1 ${linkClass}`}>
                  (Upgrade to access)
                </TierLink>
              )
            ) : null}
            <Link to="/games/class" className={linkClass}>
              View full schedule <span aria-hidden="true">→</span>
            </Link>
          </div>
        </div>
        {upcomingClasses.length === 0 ? (
          <p className="mt-4 text-ink-muted">No live classes are scheduled right now.</p>
        ) : (
          list(upcomingClasses)
        )}
      </section>
      {open ? <ClassDetailModal event={open} timeZone={timeZone} now={now} onClose={() => setOpenId(null)} /> : null}
    </>
  );
}
