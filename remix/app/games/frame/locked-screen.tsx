import { Link } from '@remix-run/react';
import { UPGRADE_TO_PLAY } from '@impromptu/access';
import { BILLING_PAGE } from '~/components/game-card';

/** Spec 2 §6: a game the plan does not include; the only way on is the billing page. */
export function LockedScreen({ gameName, isPlanPaused }: { gameName: string; isPlanPaused: boolean }) {
  return (
    <section aria-labelledby="locked-title" className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center sm:py-24">
      <span aria-hidden="true" className="flex h-16 w-16 items-center justify-center rounded-full bg-slate-200 text-slate-600">
        <svg viewBox="0 0 24 24" className="h-8 w-8" fill="none" stroke="currentColor" strokeWidth="2">
          <rect x="5" y="11" width="14" height="10" rx="2" />
          <path strokeLinecap="round" d="M8 11V8a4 4 0 1 1 8 0v3" />
        </svg>
      </span>
      <h2 id="locked-title" className="mt-6 text-2xl font-extrabold tracking-tight text-ink sm:text-3xl">
        {gameName} is locked
      </h2>
      <p className="mt-4 text-ink-muted">
        {isPlanPaused
          ? `Your plan is paused. Resume or upgrade your plan to play ${gameName} and every other game.`
          : `${gameName} comes with the Simulator, Trainings and Coach plans. Upgrade to play it and every other game.`}
      </p>
      <Link
        to={BILLING_PAGE}
        className="mt-8 inline-flex items-center justify-center rounded-full bg-brand-pink px-8 py-3.5 font-bold text-white shadow-sm hover:bg-brand-pink-dark focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-pink"
      >
        {UPGRADE_TO_PLAY}
      </Link>
    </section>
  );
}

/** An unknown game short code. */
export function GameNotFoundScreen() {
  return (
    <section aria-labelledby="not-found-title" className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center sm:py-24">
      <p className="rounded-full bg-brand-pink-light px-4 py-1 text-sm font-bold text-brand-pink-dark">404</p>
      <h2 id="not-found-title" className="mt-6 text-2xl font-extrabold tracking-tight text-ink sm:text-3xl">
        We could not find that game
      </h2>
      <p className="mt-4 text-ink-muted">The link may be broken, or the game may have a new name. Every game is on the games page.</p>
      <Link
        to="/games/dashboard"
        className="mt-8 inline-flex items-center justify-center rounded-full bg-brand-pink px-8 py-3.5 font-bold text-white shadow-sm hover:bg-brand-pink-dark focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-pink"
      >
        Browse games
      </Link>
    </section>
  );
}
