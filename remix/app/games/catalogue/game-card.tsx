import { ArrowTopRightOnSquareIcon, PlayIcon } from '@heroicons/react/20/solid';
import { LockClosedIcon } from '@heroicons/react/24/outline';
import { Link, useLocation } from '@remix-run/react';
import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { GAME_CATALOGUE } from '@impromptu/games';
import { UPGRADE_TO_PLAY, canPlayGame, listInWords, platformOfferInWords, type PlanCode } from '@impromptu/access';
import { buttonClass } from '~/components/button';
import { gameHref, gameLinkState, returnFocusFrom, type GameOrigin } from '~/games/frame/return-target';
import { filledColours, gameColour } from '~/games/shared/game-colour';
import { GameIcon } from './game-icon';
import type { UpgradeLink } from './upgrade';

export const UPGRADE_FOR_MORE_GAMES = 'Upgrade for more games';

export interface GameCardGame {
  shortCode: string;
  name: string;
  subtitle: string | null;
}

export interface CatalogueGame extends GameCardGame {
  id: string;
  /** Spec 1 §9 colour from GET /games. */
  colour: string;
}

export interface PlanAccess {
  plan: PlanCode | null;
  isPlanPaused: boolean;
  upgrade: UpgradeLink;
}

type HeadingLevel = 2 | 3;

/** A game card: the game's own icon and colour, title and subtitle; a locked game is greyed out. */
export function GameCard({
  game,
  colour,
  locked = false,
  headingLevel = 3,
  children,
}: {
  game: GameCardGame;
  colour: string;
  locked?: boolean;
  /** The card's title sits one level under the heading above the list. */
  headingLevel?: HeadingLevel;
  children?: ReactNode;
}) {
  const accent = locked ? '#94a3b8' : gameColour(colour);
  const badge = locked ? { backgroundColor: '#e2e8f0', color: '#475569' } : filledColours(accent);
  const titleId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article
      aria-labelledby={titleId}
      className={`group flex h-full flex-col overflow-hidden rounded-2xl border shadow-sm transition-shadow ${
        locked ? 'border-slate-200 bg-slate-100' : 'border-slate-200 bg-white hover:shadow-md'
      }`}
    >
      <div aria-hidden="true" className="h-2" style={{ backgroundColor: accent }} />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex items-start gap-3">
          <span
            aria-hidden="true"
            className="relative flex h-11 w-11 shrink-0 items-center justify-center rounded-xl"
            style={badge}
          >
            <GameIcon shortCode={game.shortCode} />
            {locked ? (
              <span className="absolute -bottom-1 -right-1 flex h-5 w-5 items-center justify-center rounded-full bg-slate-600 text-white ring-2 ring-slate-100">
                <LockIcon className="h-3 w-3" />
              </span>
            ) : null}
          </span>
          <div className="min-w-0">
            <Heading
              id={titleId}
              className={`text-lg font-bold leading-tight ${locked ? 'text-slate-600' : 'text-ink'}`}
            >
              {game.name}
            </Heading>
            {game.subtitle ? (
              <p className={`mt-1 text-sm ${locked ? 'text-slate-600' : 'text-ink-muted'}`}>{game.subtitle}</p>
            ) : null}
          </div>
        </div>
        {children ? <div className="mt-auto pt-2">{children}</div> : null}
      </div>
    </article>
  );
}

function LockIcon({ className = 'h-5 w-5' }: { className?: string }) {
  return <LockClosedIcon className={className} aria-hidden="true" strokeWidth={2.5} />;
}

const playButtonClass =
  'inline-flex w-full items-center justify-center gap-2 rounded-full px-5 py-2.5 text-sm font-bold shadow-sm transition focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-700';

/** The card's Play button: opens the game modal, remembering which list it was opened from. */
function PlayLink({ game, colour, from }: { game: GameCardGame; colour: string; from: GameOrigin }) {
  return (
    <Link
      to={gameHref(game.shortCode)}
      state={gameLinkState(from)}
      aria-label={`Play ${game.name}`}
      data-game-link={game.shortCode}
      className={`${playButtonClass} hover:brightness-95`}
      style={filledColours(gameColour(colour))}
    >
      <PlayIcon className="h-4 w-4" aria-hidden="true" />
      Play
    </Link>
  );
}

/**
 * A locked card's button (spec 1 §2), greyed: to the page that serves the upgrade, or, while none does, to the game's
 * own locked screen, which says which plan opens it and where that plan is booked.
 */
function UpgradeToPlayLink({ game, upgrade, from }: { game: GameCardGame; upgrade: UpgradeLink; from: GameOrigin }) {
  const page = upgrade.kind === 'page';
  return (
    <Link
      to={page ? upgrade.to : gameHref(game.shortCode)}
      state={page ? undefined : gameLinkState(from)}
      data-game-link={game.shortCode}
      className={`${playButtonClass} bg-slate-300 text-slate-800 hover:bg-slate-400/60`}
    >
      <LockIcon />
      {UPGRADE_TO_PLAY}
    </Link>
  );
}

/** Home's three cards fill one row; the games page fills rows of four on wide screens. */
function gridColumns(count: number): string {
  return count <= 3 ? 'sm:grid-cols-2 lg:grid-cols-3' : 'sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4';
}

/** The games a plan leaves locked, of those listed. */
export function lockedGames(access: PlanAccess, shortCodes: readonly string[]): string[] {
  return shortCodes.filter((shortCode) => !canPlayGame(shortCode, access.plan, access.isPlanPaused));
}

/** Back from a game: the card of the game that was open takes focus again. */
function useReturnedFocus(list: RefObject<HTMLUListElement | null>) {
  const location = useLocation();
  const code = returnFocusFrom(location.state);
  useEffect(() => {
    if (!code) return;
    list.current?.querySelector<HTMLElement>(`[data-game-link="${CSS.escape(code)}"]`)?.focus();
  }, [code, list, location.key]);
}

/** The game cards of a list, each playable or locked for the user's plan. */
export function GameList({
  games,
  access,
  from,
  headingLevel,
}: {
  games: readonly CatalogueGame[];
  access: PlanAccess;
  from: GameOrigin;
  headingLevel: HeadingLevel;
}) {
  const list = useRef<HTMLUListElement>(null);
  useReturnedFocus(list);
  return (
    <ul ref={list} className={`grid gap-5 ${gridColumns(games.length)}`}>
      {games.map((game) => {
        const locked = !canPlayGame(game.shortCode, access.plan, access.isPlanPaused);
        return (
          <li key={game.id}>
            <GameCard game={game} colour={game.colour} locked={locked} headingLevel={headingLevel}>
              {locked ? (
                <UpgradeToPlayLink game={game} upgrade={access.upgrade} from={from} />
              ) : (
                <PlayLink game={game} colour={game.colour} from={from} />
              )}
            </GameCard>
          </li>
        );
      })}
    </ul>
  );
}

/** A link that opens the page where a tier is booked, in a new tab, saying so. */
export function TierLink({
  upgrade,
  className,
  children,
}: {
  upgrade: Extract<UpgradeLink, { kind: 'tier' }>;
  className: string;
  children: ReactNode;
}) {
  // The product's own About page when no external cohort page is configured: the same tab.
  if (upgrade.href.startsWith('/'))
    return (
      <a href={upgrade.href} className={className}>
        {children}
      </a>
    );
  return (
    <a href={upgrade.href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <span className="sr-only"> (opens the {upgrade.tier} page in a new tab)</span>
      <ArrowTopRightOnSquareIcon className="h-4 w-4" aria-hidden="true" />
    </a>
  );
}

/** The free plan's prompt under a game list: which games are locked and what opens them. */
export function UpgradeForMoreGames({ access }: { access: PlanAccess }) {
  const locked = lockedGames(
    access,
    GAME_CATALOGUE.map((game) => game.shortCode),
  );
  if (locked.length === 0) return null;
  const names = GAME_CATALOGUE.filter((game) => locked.includes(game.shortCode)).map((game) => game.name);
  const { upgrade } = access;
  const className = buttonClass('accent', 'shrink-0 gap-2 px-5 py-2.5 text-sm font-bold shadow-sm');
  const what = access.isPlanPaused
    ? `Your plan is paused: ${listInWords(names)} open again when it resumes.`
    : upgrade.kind === 'tier'
      ? `${listInWords(names)} come with the ${upgrade.tier} plan, booked on its own page.`
      : `${listInWords(names)} come with a paid plan: ${platformOfferInWords()}.`;
  return (
    <aside
      aria-label={UPGRADE_FOR_MORE_GAMES}
      className="mt-8 flex flex-col items-start justify-between gap-4 rounded-2xl border border-brand-pink/30 bg-brand-pink-light p-5 sm:flex-row sm:items-center"
    >
      <p className="text-brand-pink-dark">
        <span className="font-bold">{locked.length} more games. </span>
        {what}
      </p>
      {access.isPlanPaused ? null : upgrade.kind === 'page' ? (
        <Link to={upgrade.to} className={className}>
          {UPGRADE_FOR_MORE_GAMES}
        </Link>
      ) : (
        <TierLink upgrade={upgrade} className={className}>
          {UPGRADE_FOR_MORE_GAMES}
        </TierLink>
      )}
    </aside>
  );
}
