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
} from 'react';
import { NavigationType, useBlocker, useLocation, useNavigate } from '@remix-run/react';
import { useInertBackground, useModalDialog, useScrollLock } from '~/components/modal-dialog';
import { TimersHeldContext } from '~/games/shared/timers-held';
import { Button } from '~/components/button';

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
          <Button
            variant="plain"
            className="inline-flex min-h-11 items-center justify-center rounded-full border-2 border-slate-300 px-5 py-2 font-bold text-ink hover:bg-slate-100"
            type="button"
            onClick={onLeave}
          >
            {guard.leave}
          </Button>
          <Button
            variant="accent"
            className="min-h-11 px-5 py-2 font-bold"
            ref={stayRef}
            type="button"
            onClick={onStay}
          >
            {guard.stay}
          </Button>
        </div>
      </div>
    </div>
  );
}

/** The mark of the history entry pushed over a game under way: Back leaves it, and that is what the modal asks about. */
const GUARD_ENTRY = 'leaveGuardEntry';

function isGuardEntry(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as Record<string, unknown>)[GUARD_ENTRY] === true;
}

/** How the modal closes: as Close does, or in place of the history entry the browser's Back was leaving. */
export interface CloseOptions {
  replace: boolean;
}

/**
 * The full-screen game modal of spec 1 §2: role dialog, focus kept inside, Escape closes. When a child declared
 * with useLeaveGuard that closing would lose something, Escape, Close and the browser's (or Android's) Back ask
 * first (issue 29 §8, issue 47 §4), and the countdowns inside hold while they ask. Leave after Back goes where
 * Close goes, in place of the modal's history entry, so Back never lands on a round that no longer exists.
 */
export function FullScreenModal({
  labelledBy,
  onClose,
  accent,
  children,
}: {
  labelledBy: string;
  onClose: (options?: CloseOptions) => void;
  /** The game's colour: a band along the top. */
  accent: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const guardRef = useRef<LeaveGuard | null>(null);
  const [asking, setAsking] = useState<LeaveGuard | null>(null);
  const location = useLocation();
  const locationRef = useRef(location);
  locationRef.current = location;
  const navigate = useNavigate();
  // Once something would be lost, the page gets a history entry of its own (the same URL, marked), so Back first
  // leaves that entry inside the page, where it can be asked about, even when the game was the tab's first page.
  const pushGuardEntry = useCallback(() => {
    const current = locationRef.current;
    if (isGuardEntry(current.state)) return;
    const state: unknown = current.state;
    navigate(current, {
      replace: false,
      preventScrollReset: true,
      state: { ...(typeof state === 'object' && state !== null ? state : {}), [GUARD_ENTRY]: true },
    });
  }, [navigate]);
  const holdClose = useCallback(() => {
    if (!guardRef.current) return false;
    setAsking(guardRef.current);
    return true;
  }, []);
  const controls = useMemo<LeaveGuardControls>(
    () => ({
      setGuard: (guard) => {
        guardRef.current = guard;
        if (guard) pushGuardEntry();
      },
      holdClose,
    }),
    [holdClose, pushGuardEntry],
  );
  useModalDialog(ref, () => {
    if (!holdClose()) onClose();
  });
  // Back (a history POP) while something would be lost: the router keeps the guard entry and we ask. Links and
  // Close ask through holdClose before they navigate, so only POP is held here.
  const blocker = useBlocker(({ historyAction }) => historyAction === NavigationType.Pop && guardRef.current !== null);
  const blocked = blocker.state === 'blocked';
  useEffect(() => {
    if (blocked && !holdClose()) blocker.proceed();
  }, [blocked, blocker, holdClose]);
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
          onStay={() => {
            if (blocker.state === 'blocked') blocker.reset();
            setAsking(null);
          }}
          onLeave={() => {
            guardRef.current = null;
            setAsking(null);
            const back = blocker.state === 'blocked';
            if (back) blocker.reset();
            onClose({ replace: back });
          }}
        />
      ) : null}
    </div>
  );
}
