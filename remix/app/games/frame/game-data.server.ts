import { canPlayGame } from '@impromptu/access';
import { content, games, userGames } from '@impromptu/bff/routes';
import { isShortCode, type Photo, type ShortCode } from '@impromptu/games';
import type { UpgradeLink } from '~/games/catalogue/upgrade';
import { upgradeLinkFor } from '~/games/catalogue/upgrade.server';
import { bffRefusal, errorPage } from '~/utils/bff.server';
import { bffFor, type SessionBff } from '~/utils/bff-session.server';
import { requireUserWithPlan } from '~/utils/session.server';
import {
  SLIDESHOW_PHOTO_COUNT,
  type ContentAnswer,
  type ModalGame,
  type PhotosAnswer,
  type UserGameInfo,
} from './game-data';
import { log } from '~/utils/log.server';

/** What the game modal needs before it renders: the game, whether the plan includes it, and the user's record of it. */
export type GameModalData =
  | { locked: true; isPlanPaused: boolean; upgrade: UpgradeLink; game: ModalGame }
  | { locked: false; isPlanPaused: boolean; upgrade: UpgradeLink; game: ModalGame; userGame: UserGameInfo };

/** Unknown short codes are a 404 screen, not a redirect. */
export function requireShortCode(value: string | undefined): ShortCode {
  if (value && isShortCode(value)) return value;
  throw new Response('Game not found', { status: 404, statusText: 'Not Found' });
}

export async function loadGameModal(request: Request, shortCode: ShortCode): Promise<GameModalData> {
  const profile = await requireUserWithPlan(request);
  const bff = bffFor(request);
  const isPlanPaused = profile.isPlanPaused ?? false;
  const [catalogued, userGame] = await Promise.all([
    bff.call(games.getByShortCode, { params: { shortCode } }).catch((error: unknown) => {
      throw errorPage(bffRefusal(error, 404), 'Game not found');
    }),
    canPlayGame(shortCode, profile.plan, isPlanPaused) ? loadUserGame(bff, shortCode) : Promise.resolve(null),
  ]);
  const game: ModalGame = {
    shortCode,
    name: catalogued.name,
    subtitle: catalogued.subtitle,
    colour: catalogued.colour,
  };
  const upgrade = upgradeLinkFor(profile.plan);
  if (!userGame) return { locked: true, isPlanPaused, upgrade, game };
  return { locked: false, isPlanPaused, upgrade, game, userGame };
}

async function loadUserGame(bff: SessionBff, shortCode: ShortCode): Promise<UserGameInfo> {
  try {
    const { isTutorialCompleted, tutorialVideoUrl, instructionVideoUrl, lastSettings } = await bff.call(userGames.get, {
      params: { shortCode },
    });
    return { isTutorialCompleted, tutorialVideoUrl, instructionVideoUrl, lastSettings };
  } catch (caught) {
    const error = bffRefusal(caught);
    // Without the user's record the game still plays: no tutorial, default settings.
    log().error({ shortCode, statusCode: error.statusCode }, `could not load the user game: ${error.message}`);
    return { isTutorialCompleted: true, tutorialVideoUrl: null, instructionVideoUrl: null, lastSettings: null };
  }
}

/** The words of `?collections=…`: an answer, never a thrown error, so the setup can say what failed and offer 'Try again'. */
export async function loadGameContent(request: Request, shortCode: ShortCode): Promise<ContentAnswer> {
  await requireUserWithPlan(request);
  const collections = new URL(request.url).searchParams.get('collections') ?? '';
  try {
    const answer = await bffFor(request).call(content.getContent, { params: { shortCode }, query: { collections } });
    return {
      ok: true,
      wordSets: answer.collections.map(({ id, name }) => ({ id, name })),
      selectedWordSets: answer.selectedCollections,
      content: answer.content,
      nounForms: answer.nounForms,
    };
  } catch (caught) {
    const error = bffRefusal(caught);
    return { ok: false, error: error.message };
  }
}

/** The slideshow deck; a failure is logged and ends loading with no images. */
export async function loadGamePhotos(request: Request, shortCode: ShortCode): Promise<PhotosAnswer> {
  await requireUserWithPlan(request);
  try {
    const answer = await bffFor(request).call(content.getPhotos, {
      params: { shortCode },
      query: { count: String(SLIDESHOW_PHOTO_COUNT) },
    });
    const photos: Photo[] = answer.photos.map((photo) => ({ ...photo, altDescription: photo.altDescription ?? '' }));
    return { photos };
  } catch (caught) {
    const error = bffRefusal(caught);
    log().error({ shortCode, statusCode: error.statusCode }, `could not load photos: ${error.message}`);
    return { photos: [] };
  }
}
