import { XMarkIcon } from '@heroicons/react/20/solid';
import { useId, useRef, type CSSProperties, type ReactNode } from 'react';
import { Button } from './button';
import { useInertBackground, useModalDialog, useScrollLock } from './modal-dialog';

const WIDTHS = { narrow: 'max-w-lg', wide: 'max-w-2xl' } as const;
const TONES = { white: 'bg-white', muted: 'bg-slate-50' } as const;

/**
 * A small modal dialog over the page: a sheet from the bottom edge on a phone, a centred card from `sm` up. Labelled
 * by its title; focus moves in and stays there, Escape calls `onClose`, focus returns to where it was, and the page
 * behind is inert and does not scroll. The sheet scrolls within the screen, so its buttons are never out of reach.
 */
export function Sheet({
  title,
  eyebrow,
  lead,
  onClose,
  closeButton = false,
  closeOnBackdrop = false,
  width = 'narrow',
  tone = 'white',
  dataAttribute,
  children,
}: {
  title: ReactNode;
  /** Shown above the title (a LIVE badge). */
  eyebrow?: ReactNode;
  /** One line under the title. */
  lead?: ReactNode;
  /** Escape, the corner's Close and a click on the backdrop (when they are offered). */
  onClose: () => void;
  /** A Close button in the corner, for a sheet with no button row. */
  closeButton?: boolean;
  closeOnBackdrop?: boolean;
  width?: keyof typeof WIDTHS;
  tone?: keyof typeof TONES;
  /** A data attribute the sheet carries, for its tests (`data-voice-choice`). */
  dataAttribute?: `data-${string}`;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useModalDialog(ref, onClose);
  useInertBackground(ref);
  useScrollLock();
  return (
    <div
      className="fixed inset-0 z-50 flex items-end justify-center bg-ink/50 sm:items-center sm:p-6"
      onClick={closeOnBackdrop ? (event) => event.target === event.currentTarget && onClose() : undefined}
    >
      <div
        ref={ref}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        {...(dataAttribute ? { [dataAttribute]: '' } : {})}
        className={`max-h-[92dvh] w-full overflow-y-auto overscroll-contain rounded-t-3xl p-5 shadow-xl outline-none sm:max-h-full sm:rounded-3xl sm:p-6 ${WIDTHS[width]} ${TONES[tone]}`}
      >
        <div className="flex items-start justify-between gap-4">
          <div>
            {eyebrow}
            <h2
              id={titleId}
              className={`${eyebrow ? 'mt-1 ' : ''}text-xl font-extrabold tracking-tight text-ink sm:text-2xl`}
            >
              {title}
            </h2>
          </div>
          {closeButton ? (
            <Button variant="ghost" type="button" onClick={onClose} className="h-11 w-11 shrink-0 text-ink-muted">
              <span className="sr-only">Close</span>
              <XMarkIcon className="h-5 w-5" aria-hidden="true" />
            </Button>
          ) : null}
        </div>
        {lead ? <p className="mt-2 text-ink-muted">{lead}</p> : null}
        {children}
      </div>
    </div>
  );
}

/**
 * A sheet's button row: the way back, then the form's submit. On a phone they wrap with the submit on top, nearest
 * the fields.
 */
export function SheetActions({
  back,
  onBack,
  submit,
  busy = false,
  submitStyle,
}: {
  back: string;
  onBack: () => void;
  submit: string;
  /** The submit is disabled while the form is sent. */
  busy?: boolean;
  /** Colours of the submit other than the brand's (a game's own). */
  submitStyle?: CSSProperties;
}) {
  return (
    <div className="flex flex-wrap-reverse items-center justify-end gap-3">
      <Button variant="ghost" type="button" onClick={onBack} className="min-h-11 px-5 font-semibold">
        {back}
      </Button>
      <Button
        variant="accent"
        type="submit"
        disabled={busy}
        style={submitStyle}
        className="min-h-11 px-6 font-bold shadow-md disabled:opacity-70"
      >
        {submit}
      </Button>
    </div>
  );
}
