import { isRouteErrorResponse, Link, useNavigate, useRouteError } from '@remix-run/react';
import { focusRing } from '~/components/button';
import { FullScreenModal } from '~/games/frame/full-screen-modal';
import { MODAL_TITLE_ID, ModalHeader } from '~/games/frame/modal-header';
import { PRACTICE_HOME, type LockedPractice } from './practice-types';

const UPGRADE_CLASS = `inline-flex min-h-11 items-center rounded-full bg-brand-pink px-6 py-2.5 font-semibold text-white shadow-sm hover:bg-brand-pink-dark ${focusRing}`;

function lockedOf(value: unknown): LockedPractice | null {
  if (typeof value !== 'object' || value === null || (value as { locked?: unknown }).locked !== true) return null;
  return value as LockedPractice;
}

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
  const locked = isRouteErrorResponse(error) && status === 403 ? lockedOf(error.data) : null;
  if (locked) {
    return (
      <FullScreenModal labelledBy={MODAL_TITLE_ID} onClose={() => navigate(PRACTICE_HOME)} accent="#c5317c">
        <ModalHeader title={locked.name} closeTo={PRACTICE_HOME} />
        <div className="mx-auto flex max-w-xl flex-1 flex-col items-center gap-5 px-4 py-12 text-center sm:py-16">
          <p className="text-lg text-ink">{locked.description}</p>
          <p className="font-semibold text-ink">{title}: upgrade to practise it.</p>
          <div className="flex flex-wrap items-center justify-center gap-3">
            {locked.upgrade.kind === 'page' ? (
              <Link to={locked.upgrade.to} className={UPGRADE_CLASS}>
                Upgrade to practise
              </Link>
            ) : (
              <a href={locked.upgrade.href} target="_blank" rel="noreferrer" className={UPGRADE_CLASS}>
                Join {locked.upgrade.tier} to practise
              </a>
            )}
            <Link
              to={PRACTICE_HOME}
              className="inline-flex min-h-11 items-center rounded-full px-5 py-2.5 font-semibold text-brand-pink-dark underline underline-offset-2 hover:no-underline"
            >
              Back to home
            </Link>
          </div>
        </div>
      </FullScreenModal>
    );
  }
  return (
    <FullScreenModal labelledBy={MODAL_TITLE_ID} onClose={() => navigate(PRACTICE_HOME)} accent="#c5317c">
      <ModalHeader title={title} closeTo={PRACTICE_HOME} />
      <div className="mx-auto flex max-w-xl flex-1 flex-col items-center px-4 py-16 text-center">
        <p className="text-lg text-ink">{message}</p>
      </div>
    </FullScreenModal>
  );
}
