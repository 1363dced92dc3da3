import { Link } from '@remix-run/react';
import { useId, type ReactNode } from 'react';
import { UPGRADE_TO_PLAY, canPlayGame, type PlanCode } from '@impromptu/access';
import { gameHref, gameLinkState, type GameOrigin } from '~/games/frame/return-target';
import { gameColour, textColourOn } from '~/utils/game-colour';

/** Every Upgrade link of the product goes to the billing page (spec 2 §2). */
export const BILLING_PAGE = '/games/user/settings/billing';
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
}

/** A game card: the game's colour, title and subtitle; a locked game is greyed out. */
export function GameCard({ game, colour, locked = false, children }: { game: GameCardGame; colour: string; locked?: boolean; children?: ReactNode }) {
  const accent = locked ? '#94a3b8' : gameColour(colour);
  const titleId = useId();
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
            className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl text-lg font-extrabold"
            style={{ backgroundColor: accent, color: textColourOn(accent) }}
          >
            {locked ? <LockIcon /> : game.name.charAt(0)}
          </span>
          <div className="min-w-0">
            <h3 id={titleId} className={`text-lg font-bold leading-tight ${locked ? 'text-slate-500' : 'text-ink'}`}>
              {game.name}
            </h3>
            {game.subtitle ? <p className={`mt-1 text-sm ${locked ? 'text-slate-500' : 'text-ink-muted'}`}>{game.subtitle}</p> : null}
          </div>
        </div>
        {children ? <div className="mt-auto pt-2">{children}</div> : null}
      </div>
    </article>
  );
}

function LockIcon() {
  return (
    <svg viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2">
      <rect x="5" y="11" width="14" height="10" rx="2" />
      <path strokeLinecap="round" d="M8 11V8a4 4 0 1 1 8 0v3" />
    </svg>
  );
}

const buttonClass =
  'inline-flex w-full items-center justify-center gap-2 rounded-full px-5 py-2.5 text-sm font-bold shadow-sm transition-opacity focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-700';

/** The card's Play button: opens the game modal, remembering which list it was opened from. */
export function PlayLink({ game, colour, from }: { game: GameCardGame; colour: string; from: GameOrigin }) {
  const accent = gameColour(colour);
  return (
    <Link
      to={gameHref(game.shortCode)}
      state={gameLinkState(from)}
      aria-label={`Play ${game.name}`}
      className={`${buttonClass} hover:opacity-90`}
      style={{ backgroundColor: accent, color: textColourOn(accent) }}
    >
      <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4" fill="currentColor">
        <path d="M6 4.5v11a1 1 0 0 0 1.5.86l9-5.5a1 1 0 0 0 0-1.72l-9-5.5A1 1 0 0 0 6 4.5Z" />
      </svg>
      Play
    </Link>
  );
}

/** A locked card's button (spec 1 §2): greyed, to the billing page. */
export function UpgradeToPlayLink() {
  return (
    <Link to={BILLING_PAGE} className={`${buttonClass} bg-slate-300 text-slate-700 hover:bg-slate-400/60`}>
      <LockIcon />
      {UPGRADE_TO_PLAY}
    </Link>
  );
}

export function GameGrid({ children }: { children: ReactNode }) {
  return <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">{children}</ul>;
}

/** Whether the plan leaves some game locked: the list then shows 'Upgrade for more games' (spec 2 §2, §6). */
export function hasLockedGames(access: PlanAccess, shortCodes: readonly string[]): boolean {
  return shortCodes.some((shortCode) => !canPlayGame(shortCode, access.plan, access.isPlanPaused));
}

/** The game cards of a list, each playable or locked for the user's plan. */
export function GameList({ games, access, from }: { games: readonly CatalogueGame[]; access: PlanAccess; from: GameOrigin }) {
  return (
    <GameGrid>
      {games.map((game) => {
        const locked = !canPlayGame(game.shortCode, access.plan, access.isPlanPaused);
        return (
          <li key={game.id}>
            <GameCard game={game} colour={game.colour} locked={locked}>
              {locked ? <UpgradeToPlayLink /> : <PlayLink game={game} colour={game.colour} from={from} />}
            </GameCard>
          </li>
        );
      })}
    </GameGrid>
  );
}

/** The free plan's prompt under a game list. */
export function UpgradeForMoreGames() {
  return (
    <aside className="mt-8 flex flex-col items-start justify-between gap-4 rounded-2xl border border-brand-pink/30 bg-brand-pink-light p-5 sm:flex-row sm:items-center">
      <p className="font-semibold text-brand-pink-dark">More games come with the Simulator, Trainings and Coach plans.</p>
      <Link
        to={BILLING_PAGE}
        className="inline-flex shrink-0 items-center justify-center rounded-full bg-brand-pink px-5 py-2.5 text-sm font-bold text-white shadow-sm hover:bg-brand-pink-dark focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-pink"
      >
        {UPGRADE_FOR_MORE_GAMES}
      </Link>
    </aside>
  );
}
