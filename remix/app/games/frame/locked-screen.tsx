import { LockClosedIcon } from '@heroicons/react/24/outline';
import { Link } from '@remix-run/react';
import { GAMES_OPEN_TO_ALL, platformOfferInWords, UPGRADE_TO_PLAY } from '@impromptu/access';
import { GAME_CATALOGUE } from '@impromptu/games';
import { buttonClass } from '~/components/button';
import { IconBadge, NoticePage } from '~/components/notice-page';
import { TierLink } from '~/games/catalogue/game-card';
import type { UpgradeLink } from '~/games/catalogue/upgrade';
import { GAMES_PAGE } from './return-target';

const primary = buttonClass('accent', 'gap-2 px-8 py-3.5 font-bold shadow-sm');
const secondary =
  'inline-flex items-center justify-center rounded-full border-2 border-slate-300 bg-white px-8 py-3 font-bold text-ink hover:bg-slate-50 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-700';
/** A notice inside the game frame has more room above and below on a wide screen. */
const IN_FRAME = 'py-16 sm:py-24';

/** Spec 2 §6: a game the plan does not include. It says which plan opens it and where that plan is to be had. */
export function LockedScreen({
  gameName,
  isPlanPaused,
  upgrade,
}: {
  gameName: string;
  isPlanPaused: boolean;
  upgrade: UpgradeLink;
}) {
  const openGames = GAME_CATALOGUE.filter((game) => GAMES_OPEN_TO_ALL.includes(game.shortCode)).length;
  return (
    <NoticePage
      id="locked-title"
      badge={<IconBadge icon={LockClosedIcon} tone="slate" />}
      heading={`${gameName} is locked`}
      headingLevel={2}
      className={IN_FRAME}
    >
      <p className="mt-4 text-ink-muted">
        {isPlanPaused
          ? `Your plan is paused. ${gameName} opens again when it resumes; the ${openGames} games open to every plan are yours meanwhile.`
          : upgrade.kind === 'tier'
            ? `${gameName} comes with the ${upgrade.tier} plan, along with every other game. ${upgrade.tier} is booked on its own page, which opens in a new tab.`
            : `${gameName} comes with a paid plan, along with every other game: ${platformOfferInWords()}.`}
      </p>
      <div className="mt-8 flex flex-col items-center gap-3 sm:flex-row">
        {isPlanPaused ? null : upgrade.kind === 'page' ? (
          <Link to={upgrade.to} className={primary}>
            {UPGRADE_TO_PLAY}
          </Link>
        ) : (
          <TierLink upgrade={upgrade} className={primary}>
            Explore {upgrade.tier}
          </TierLink>
        )}
        <Link to={GAMES_PAGE} className={secondary}>
          Browse games
        </Link>
      </div>
    </NoticePage>
  );
}

/** An unknown game short code. */
export function GameNotFoundScreen() {
  return (
    <NoticePage
      id="not-found-title"
      badge={<p className="rounded-full bg-brand-pink-light px-4 py-1 text-sm font-bold text-brand-pink-dark">404</p>}
      heading="We could not find that game"
      headingLevel={2}
      className={IN_FRAME}
    >
      <p className="mt-4 text-ink-muted">
        The link may be broken, or the game may have a new name. Every game is on the games page.
      </p>
      <Link to={GAMES_PAGE} className={`mt-8 ${primary}`}>
        Browse games
      </Link>
    </NoticePage>
  );
}
