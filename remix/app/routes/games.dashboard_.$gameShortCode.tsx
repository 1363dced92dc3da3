import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import {
  isRouteErrorResponse,
  useLoaderData,
  useLocation,
  useNavigate,
  useRouteError,
  useSearchParams,
  type ShouldRevalidateFunction,
} from '@remix-run/react';
import { useCallback, useEffect, useState } from 'react';
import { FullScreenModal, type CloseOptions } from '~/games/frame/full-screen-modal';
import { loadGameModal, requireShortCode } from '~/games/frame/game-data.server';
import { GameFrame } from '~/games/frame/game-frame';
import { GameNotFoundScreen, LockedScreen } from '~/games/frame/locked-screen';
import { MODAL_TITLE_ID, ModalHeader } from '~/games/frame/modal-header';
import { FROM_PARAM, originFromState, returnFocusState, returnPathFor } from '~/games/frame/return-target';
import { gameColour } from '~/games/shared/game-colour';

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `${data.game.name} | Impromptu` : 'Game | Impromptu' },
];

/**
 * /games/dashboard/{gameShortCode}: the game in a full-screen modal (spec 1 §2). The modal loads the
 * words of the chosen word sets and the slideshow's photos itself (resources.games.$shortCode.*).
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  return loadGameModal(request, requireShortCode(params.gameShortCode));
}

// The game lives in component state: other pages' actions (consent, time zone) must not reload it.
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;

/** Where Close and Escape go (and Back, once it has asked): the games page when the user came from it, otherwise home. */
function useCloseTarget(shortCode?: string): [string, (options?: CloseOptions) => void] {
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const fromParam = searchParams.get(FROM_PARAM);
  const [closeTo, setCloseTo] = useState(() => returnPathFor({ from: fromParam }));
  // The card's navigation state and the referrer exist only in the browser: read them after hydration.
  const from = originFromState(location.state) ?? fromParam;
  useEffect(() => {
    setCloseTo(returnPathFor({ from, referrer: document.referrer, origin: window.location.origin }));
  }, [from]);
  const navigate = useNavigate();
  const close = useCallback(
    (options?: CloseOptions) =>
      navigate(closeTo, { state: shortCode ? returnFocusState(shortCode) : undefined, replace: options?.replace }),
    [navigate, closeTo, shortCode],
  );
  return [closeTo, close];
}

export default function GameModal() {
  const data = useLoaderData<typeof loader>();
  const [closeTo, close] = useCloseTarget(data.game.shortCode);
  const accent = gameColour(data.game.colour);
  return (
    <FullScreenModal labelledBy={MODAL_TITLE_ID} onClose={close} accent={accent}>
      {data.locked ? (
        <>
          <ModalHeader title={data.game.name} closeTo={closeTo} shortCode={data.game.shortCode} />
          <div className="flex-1">
            <LockedScreen gameName={data.game.name} isPlanPaused={data.isPlanPaused} upgrade={data.upgrade} />
          </div>
        </>
      ) : (
        <GameFrame
          key={data.game.shortCode}
          game={data.game}
          userGame={data.userGame}
          closeTo={closeTo}
          isPlanPaused={data.isPlanPaused}
          upgrade={data.upgrade}
        />
      )}
    </FullScreenModal>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const [closeTo, close] = useCloseTarget();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <FullScreenModal labelledBy={MODAL_TITLE_ID} onClose={close} accent={gameColour(null)}>
      <ModalHeader title={notFound ? 'Game not found' : 'Something went wrong'} closeTo={closeTo} />
      <div className="flex-1">
        {notFound ? (
          <GameNotFoundScreen />
        ) : (
          <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center">
            <h2 className="text-2xl font-extrabold tracking-tight text-ink">The game could not be opened</h2>
            <p className="mt-4 text-ink-muted">
              {isRouteErrorResponse(error) && typeof error.data === 'string' && error.data
                ? error.data
                : 'Please try again in a moment.'}
            </p>
          </section>
        )}
      </div>
    </FullScreenModal>
  );
}
