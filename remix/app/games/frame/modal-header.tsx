import { Link } from '@remix-run/react';
import type { ReactNode } from 'react';
import { CoachBadge } from '~/coach/bot-connection';
import { useGuardedCloseClick } from './full-screen-modal';
import { returnFocusState } from './return-target';

export const MODAL_TITLE_ID = 'game-modal-title';

/**
 * The bar along the top of the game modal: back (when the view history allows it), the game's name, the AI
 * coach badge, actions, close. The sides take what their buttons need and share the rest equally, so the
 * name stays centred; a long name wraps onto a second line instead of being cut (issue 29).
 */
export function ModalHeader({
  title,
  closeTo,
  shortCode,
  onBack,
  actions,
}: {
  title: string;
  closeTo: string;
  /** The open game: the list that Close returns to puts focus back on its card. */
  shortCode?: string;
  onBack?: () => void;
  actions?: ReactNode;
}) {
  const onCloseClick = useGuardedCloseClick();
  return (
    <header className="sticky top-0 z-10 flex items-center gap-2 border-b border-slate-200 bg-white/95 px-3 py-2 backdrop-blur sm:px-6">
      <div className="flex flex-1 basis-0 justify-start">
        {onBack ? (
          <button
            type="button"
            onClick={onBack}
            className="inline-flex items-center gap-1.5 whitespace-nowrap rounded-full px-3 py-2 text-sm font-semibold text-ink hover:bg-slate-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-slate-700"
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 20 20"
              className="h-4 w-4"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <path strokeLinecap="round" strokeLinejoin="round" d="M12.5 15 7.5 10l5-5" />
            </svg>
            Back
          </button>
        ) : null}
      </div>
      <h1
        id={MODAL_TITLE_ID}
        className="line-clamp-2 min-w-0 max-w-fit shrink text-balance text-center text-base font-extrabold leading-tight tracking-tight text-ink sm:text-xl"
      >
        {title}
      </h1>
      <div className="flex flex-1 basis-0 items-center justify-end gap-1">
        {/* The AI coach badge of this dialog, in its header so it covers none of the game (issue 29). */}
        <CoachBadge inModal />
        {actions}
        <Link
          to={closeTo}
          state={shortCode ? returnFocusState(shortCode) : undefined}
          aria-label="Close"
          onClick={onCloseClick}
          title="Close (Esc)"
          className="inline-flex h-10 w-10 items-center justify-center rounded-full text-ink hover:bg-slate-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-slate-700"
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 20 20"
            className="h-5 w-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path strokeLinecap="round" d="M5 5l10 10M15 5 5 15" />
          </svg>
        </Link>
      </div>
    </header>
  );
}
