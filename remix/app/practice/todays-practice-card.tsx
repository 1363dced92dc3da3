import { Link } from '@remix-run/react';
import { useId } from 'react';
import { primaryButton, secondaryButton } from './ui';

/** Spec 2 §9: the card's duration. */
export const TODAYS_PRACTICE_DURATION = '3 - 5 min';
export const TODAYS_PRACTICE_HREF = '/games/practice/daily';

/** Spec 2 §2 dashboard card 'Today's Practice' ('3 - 5 min'), behind the DAILY_PRACTICE feature; a region of its own, not one of the game cards (articles) it stands above. */
export function TodaysPracticeCard({ headingLevel, doneToday = false }: { headingLevel: 2 | 3; doneToday?: boolean }) {
  const titleId = useId();
  // An h2 among the games list's h2 cards; an h3 under the home page's 'Daily practice' heading.
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-4 overflow-hidden rounded-2xl border border-brand-pink/30 bg-brand-pink-light p-5 shadow-sm sm:flex-row sm:items-center sm:justify-between"
    >
      <div>
        <Heading id={titleId} className="text-xl font-extrabold tracking-tight text-ink">
          Today&apos;s Practice
        </Heading>
        {doneToday ? (
          <>
            <p className="mt-1 inline-flex items-center gap-1.5 rounded-full bg-white px-3 py-1 text-sm font-bold text-ink">
              <span aria-hidden="true">✓</span> Done for today
            </p>
            <p className="mt-2 text-base text-ink">
              You finished today&apos;s practice. A new one is ready tomorrow; you can play today&apos;s again
              meanwhile.
            </p>
          </>
        ) : (
          <>
            <p className="mt-1 text-sm font-semibold text-ink-muted">{TODAYS_PRACTICE_DURATION}</p>
            <p className="mt-2 text-base text-ink">
              A short guided session: a warm-up, a game, a reflection and a step of your talk outline.
            </p>
          </>
        )}
      </div>
      {doneToday ? (
        <Link
          to={TODAYS_PRACTICE_HREF}
          className={`${secondaryButton} shrink-0`}
          aria-label="Practise again: Today's Practice"
        >
          Practise again
        </Link>
      ) : (
        <Link to={TODAYS_PRACTICE_HREF} className={`${primaryButton} shrink-0`} aria-label="Start Today's Practice">
          Start
        </Link>
      )}
    </section>
  );
}
