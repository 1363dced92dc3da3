import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type MouseEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { TimersHeldContext } from '~/games/shared/timers-held';

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'video[controls]',
  '[tabindex]:not([tabindex="-1"])',
  '[contenteditable="true"]',
].join(',');

// Open dialogs, innermost last: only the innermost one traps focus and answers Escape.
const openDialogs: HTMLElement[] = [];

function focusablesIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => !element.closest('[inert]') && element.getClientRects().length > 0,
  );
}

/**
 * Makes `ref` a modal dialog while mounted: focus moves into it, Tab and Shift+Tab cycle inside it,
 * Escape calls onEscape, and focus returns to where it was when the dialog closes.
 */
export function useModalDialog(ref: RefObject<HTMLElement | null>, onEscape: () => void): void {
  const onEscapeRef = useRef(onEscape);
  onEscapeRef.current = onEscape;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    openDialogs.push(dialog);
    if (!dialog.contains(document.activeElement)) dialog.focus({ preventScroll: true });

    function onKeyDown(event: KeyboardEvent) {
      if (openDialogs[openDialogs.length - 1] !== dialog || !dialog) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        onEscapeRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusablesIn(dialog);
      const first = items[0];
      const last = items[items.length - 1];
      const active = document.activeElement;
      if (!first || !last) {
        event.preventDefault();
        dialog.focus();
      } else if (event.shiftKey && (active === first || active === dialog || !dialog.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !dialog.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    }
    // Focus that lands outside (a click on the page behind, a screen reader) is brought back.
    function onFocusIn(event: FocusEvent) {
      if (openDialogs[openDialogs.length - 1] !== dialog || !dialog) return;
      if (event.target instanceof Node && !dialog.contains(event.target)) dialog.focus({ preventScroll: true });
    }
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      const index = openDialogs.lastIndexOf(dialog);
      if (index >= 0) openDialogs.splice(index, 1);
      if (previouslyFocused?.isConnected) previouslyFocused.focus({ preventScroll: true });
    };
  }, [ref]);
}

/** Keeps the page behind a full-screen dialog from scrolling. */
function useScrollLock(): void {
  useEffect(() => {
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, []);
}

/** While a full-screen dialog is open, the page behind it (header, footer) is inert: out of reach of Tab and assistive technology. */
function useInertBackground(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const behind = [...document.body.children].filter(
      (element): element is HTMLElement =>
        element instanceof HTMLElement &&
        !element.contains(dialog) &&
        !element.hasAttribute('inert') &&
        element.tagName !== 'SCRIPT',
    );
    for (const element of behind) element.setAttribute('inert', '');
    return () => {
      for (const element of behind) element.removeAttribute('inert');
    };
  }, [ref]);
}

/** What closing the modal now would lose: asked about before it closes (issue 29 §8); null when nothing would be. */
export interface LeaveGuard {
  title: string;
  message: string;
  stay: string;
  leave: string;
}

interface LeaveGuardControls {
  setGuard: (guard: LeaveGuard | null) => void;
  /** Asks first when a guard is set; true when the close was held for the question. */
  holdClose: () => boolean;
}

const LeaveGuardContext = createContext<LeaveGuardControls>({ setGuard: () => undefined, holdClose: () => false });

/** Declares what closing the surrounding full-screen modal would lose (null: nothing, so it closes without asking). */
export function useLeaveGuard(guard: LeaveGuard | null): void {
  const { setGuard } = useContext(LeaveGuardContext);
  const key = guard ? JSON.stringify(guard) : null;
  useEffect(() => {
    setGuard(key ? (JSON.parse(key) as LeaveGuard) : null);
    return () => setGuard(null);
  }, [key, setGuard]);
}

/** For a Close link inside the modal: holds the navigation and asks first when leaving would lose something. */
export function useGuardedCloseClick(): (event: MouseEvent) => void {
  const { holdClose } = useContext(LeaveGuardContext);
  return useCallback(
    (event: MouseEvent) => {
      if (holdClose()) event.preventDefault();
    },
    [holdClose],
  );
}

/** "Leave this game?": an alert dialog over the modal, Stay focused first; Escape answers Stay. */
function LeaveConfirm({ guard, onStay, onLeave }: { guard: LeaveGuard; onStay: () => void; onLeave: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  const stayRef = useRef<HTMLButtonElement>(null);
  useModalDialog(ref, onStay);
  useEffect(() => stayRef.current?.focus({ preventScroll: true }), []);
  return (
    <div className="fixed inset-0 z-[60] flex items-center justify-center bg-slate-900/50 p-4">
      <div
        ref={ref}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="leave-confirm-title"
        aria-describedby="leave-confirm-message"
        tabIndex={-1}
        className="w-full max-w-sm rounded-2xl bg-white p-6 shadow-xl outline-none"
      >
        <h2 id="leave-confirm-title" className="text-xl font-extrabold tracking-tight text-ink">
          {guard.title}
        </h2>
        <p id="leave-confirm-message" className="mt-2 text-ink-muted">
          {guard.message}
        </p>
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button
            type="button"
            onClick={onLeave}
            className="inline-flex min-h-11 items-center justify-center rounded-full border-2 border-slate-300 px-5 py-2 font-bold text-ink hover:bg-slate-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-700"
          >
            {guard.leave}
          </button>
          <button
            ref={stayRef}
            type="button"
            onClick={onStay}
            className="inline-flex min-h-11 items-center justify-center rounded-full bg-brand-pink-dark px-5 py-2 font-bold text-white hover:bg-brand-pink focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-700"
          >
            {guard.stay}
          </button>
        </div>
      </div>
    </div>
  );
}

/**
 * The full-screen game modal of spec 1 §2: role dialog, focus kept inside, Escape closes. When a child declared
 * with useLeaveGuard that closing would lose something, Escape and Close ask first (issue 29 §8), and the
 * countdowns inside hold while they ask.
 */
export function FullScreenModal({
  labelledBy,
  onClose,
  accent,
  children,
}: {
  labelledBy: string;
  onClose: () => void;
  /** The game's colour: a band along the top. */
  accent: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const guardRef = useRef<LeaveGuard | null>(null);
  const [asking, setAsking] = useState<LeaveGuard | null>(null);
  const holdClose = useCallback(() => {
    if (!guardRef.current) return false;
    setAsking(guardRef.current);
    return true;
  }, []);
  const controls = useMemo<LeaveGuardControls>(
    () => ({
      setGuard: (guard) => {
        guardRef.current = guard;
      },
      holdClose,
    }),
    [holdClose],
  );
  useModalDialog(ref, () => {
    if (!holdClose()) onClose();
  });
  useInertBackground(ref);
  useScrollLock();
  return (
    <div
      ref={ref}
      role="dialog"
      aria-modal="true"
      aria-labelledby={labelledBy}
      tabIndex={-1}
      className="fixed inset-0 z-50 flex flex-col overflow-y-auto bg-slate-50 outline-none"
    >
      <div aria-hidden="true" className="h-1.5 w-full shrink-0" style={{ backgroundColor: accent }} />
      <LeaveGuardContext.Provider value={controls}>
        {/* While the question is open, the game's timers hold; Stay lets them run on with the same time left. */}
        <TimersHeldContext.Provider value={asking !== null}>{children}</TimersHeldContext.Provider>
      </LeaveGuardContext.Provider>
      {asking ? (
        <LeaveConfirm
          guard={asking}
          onStay={() => setAsking(null)}
          onLeave={() => {
            guardRef.current = null;
            setAsking(null);
            onClose();
          }}
        />
      ) : null}
    </div>
  );
}
