import { canPlayGame } from '@impromptu/access';
import { GameContentResponseSchema, PhotosResponseSchema, UserGameSchema } from '@impromptu/bff/contracts';
import { isShortCode, type Photo, type ShortCode } from '@impromptu/games';
import type { UpgradeLink } from '~/games/catalogue/upgrade';
import { upgradeLinkFor } from '~/games/catalogue/upgrade.server';
import { bff, bffRefusal, errorPage, gameSchema } from '~/utils/bff.server';
import { getSessionToken, requireUserWithPlan } from '~/utils/session.server';
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

async function requireToken(request: Request): Promise<string> {
  await requireUserWithPlan(request);
  const token = await getSessionToken(request);
  if (!token) throw new Response('Authentication required.', { status: 401 });
  return token;
}

export async function loadGameModal(request: Request, shortCode: ShortCode): Promise<GameModalData> {
  const profile = await requireUserWithPlan(request);
  const token = await getSessionToken(request);
  const isPlanPaused = profile.isPlanPaused ?? false;
  const [catalogued, userGame] = await Promise.all([
    bff.request(`/games/${shortCode}`, { schema: gameSchema, signal: request.signal }).catch((error: unknown) => {
      throw errorPage(bffRefusal(error, 404), 'Game not found');
    }),
    canPlayGame(shortCode, profile.plan, isPlanPaused)
      ? loadUserGame(shortCode, token, request.signal)
      : Promise.resolve(null),
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

async function loadUserGame(shortCode: ShortCode, token: string | null, signal: AbortSignal): Promise<UserGameInfo> {
  try {
    const { isTutorialCompleted, tutorialVideoUrl, instructionVideoUrl, lastSettings } = await bff.request(
      `/user-games/${shortCode}`,
      {
        schema: UserGameSchema,
        token: token ?? undefined,
        signal,
      },
    );
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
  const token = await requireToken(request);
  const collections = new URL(request.url).searchParams.get('collections') ?? '';
  try {
    const answer = await bff.request(`/games/${shortCode}/content?${new URLSearchParams({ collections })}`, {
      schema: GameContentResponseSchema,
      token,
      signal: request.signal,
    });
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
  const token = await requireToken(request);
  try {
    const answer = await bff.request(`/games/${shortCode}/photos?count=${SLIDESHOW_PHOTO_COUNT}`, {
      schema: PhotosResponseSchema,
      token,
      signal: request.signal,
    });
    const photos: Photo[] = answer.photos.map((photo) => ({ ...photo, altDescription: photo.altDescription ?? '' }));
    return { photos };
  } catch (caught) {
    const error = bffRefusal(caught);
    log().error({ shortCode, statusCode: error.statusCode }, `could not load photos: ${error.message}`);
    return { photos: [] };
  }
}
