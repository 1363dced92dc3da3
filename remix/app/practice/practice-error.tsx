import { isRouteErrorResponse, useNavigate, useRouteError } from '@remix-run/react';
import { FullScreenModal } from '~/games/frame/full-screen-modal';
import { MODAL_TITLE_ID, ModalHeader } from '~/games/frame/modal-header';
import { PRACTICE_HOME } from './practice-types';

/** What a practice route shows when its session cannot be played: not found, not in the plan, or an error. */
export function PracticeErrorScreen() {
  const error = useRouteError();
  const navigate = useNavigate();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const title =
    status === 404 ? 'Practice not found' : status === 403 ? 'Practice is not in your plan' : 'Something went wrong';
  const message =
    isRouteErrorResponse(error) && typeof error.data === 'string' && error.data
      ? error.data
      : 'Please try again in a moment.';
  return (
    <FullScreenModal labelledBy={MODAL_TITLE_ID} onClose={() => navigate(PRACTICE_HOME)} accent="#c5317c">
      <ModalHeader title={title} closeTo={PRACTICE_HOME} />
      <div className="mx-auto flex max-w-xl flex-1 flex-col items-center px-4 py-16 text-center">
        <p className="text-lg text-ink">{message}</p>
      </div>
    </FullScreenModal>
  );
}
