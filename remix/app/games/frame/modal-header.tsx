import { ChevronLeftIcon, XMarkIcon } from '@heroicons/react/20/solid';
import { Link } from '@remix-run/react';
import type { ReactNode } from 'react';
import { CoachBadge } from '~/coach/bot-connection';
import { useGuardedCloseClick } from './full-screen-modal';
import { returnFocusState } from './return-target';
import { Button } from '~/components/button';

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
          <Button
            variant="ghost"
            className="gap-1.5 whitespace-nowrap px-3 py-2 text-sm font-semibold"
            type="button"
            onClick={onBack}
          >
            <ChevronLeftIcon className="h-4 w-4" aria-hidden="true" />
            Back
          </Button>
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
          <XMarkIcon className="h-5 w-5" aria-hidden="true" />
        </Link>
      </div>
    </header>
  );
}
