// Spec 1 §2: closing a game returns to /games/dashboard when the user came from the games page, otherwise /games/home.
export const GAMES_PAGE = '/games/dashboard';
export const HOME_PAGE = '/games/home';

/** Which list a game was opened from: the cards put it in the navigation state (a `from` search parameter also works). */
export type GameOrigin = 'dashboard' | 'home';
export const FROM_PARAM = 'from';

export function gameHref(shortCode: string): string {
  return `${GAMES_PAGE}/${encodeURIComponent(shortCode)}`;
}

/** The navigation state of a card's Play link. */
export function gameLinkState(from: GameOrigin): { from: GameOrigin } {
  return { from };
}

/** The origin kept in a location's state, if any. */
export function originFromState(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const from = (state as { from?: unknown }).from;
  return typeof from === 'string' ? from : null;
}

/**
 * Where the modal returns to: the card's `from` (navigation state or search parameter) first, then the document's referrer when it
 * is the games page of this same origin; anything else (a bookmark, another site, home) is home.
 */
export function returnPathFor({
  from,
  referrer,
  origin,
}: {
  from: string | null;
  referrer?: string | null;
  origin?: string | null;
}): string {
  if (from === 'dashboard') return GAMES_PAGE;
  if (from === 'home') return HOME_PAGE;
  if (referrer && origin) {
    try {
      const url = new URL(referrer);
      if (url.origin === origin && url.pathname.replace(/\/+$/, '') === GAMES_PAGE) return GAMES_PAGE;
    } catch {
      // An unreadable referrer says nothing about where the user came from.
    }
  }
  return HOME_PAGE;
}

/**
 * The navigation state of a way out of a game (Close, Escape, the end view's link): the list the user lands on puts
 * focus back on the card of the game that was open, instead of leaving it on the page body.
 */
export function returnFocusState(shortCode: string): { returnFocusTo: string } {
  return { returnFocusTo: shortCode };
}

/** The game whose card should take focus, from a location's state. */
export function returnFocusFrom(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const code = (state as { returnFocusTo?: unknown }).returnFocusTo;
  return typeof code === 'string' ? code : null;
}
