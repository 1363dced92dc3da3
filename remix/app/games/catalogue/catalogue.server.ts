import { bff, bffRefusal, type Game } from '~/utils/bff.server';

export interface GameCatalogue {
  games: Game[];
  /** Why the games could not be loaded, shown instead of the grid; null when they were. */
  problem: string | null;
}

/** The game catalogue for a page that must still render when the BFF is down. */
export async function loadGameCatalogue(request: Request): Promise<GameCatalogue> {
  try {
    return { games: await bff.listGames({ signal: request.signal }), problem: null };
  } catch (caught) {
    const error = bffRefusal(caught);
    return { games: [], problem: error.message };
  }
}
