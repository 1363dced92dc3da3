import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { AI_COACH_TIMINGS } from '@impromptu/bff/contracts';
import {
  AUDIENCE_MUTE,
  COACH_BADGE_SLOT_ID,
  DISCONNECTED_TOOLTIP,
  badgeOf,
  fetchesBotAgainAfter,
  type CoachLink,
} from './bot-connection-rules';
import { callBff } from '~/utils/bff-client';
import { shellCoachRecallBot } from './shell-routes';
import { useCoachSocket } from './use-coach-socket';
import { Button } from '~/components/button';

export type RecordingStatus = 'STOPPED' | 'RECORDING' | 'CANCELLED';

export interface CoachBot {
  /** The recall bot id: sent as recallBotId and watched on the socket. */
  id: string;
  name: string;
}

export interface BotConnection {
  /** The signed-in user's bot; null while it is fetched, and for good when they have none. */
  bot: CoachBot | null;
  /** The status socket: the badge says 'AI Coach Disconnected' while it is down. */
  link: CoachLink;
  recordingStatus: RecordingStatus;
  /** Set by the practice player from the answers of start, stop and cancel (spec 1 §4: 200 means it happened). */
  setRecordingStatus: (status: RecordingStatus) => void;
  /** Full-screen dialogs open that show the badge themselves (inside their focus trap); the shell's then steps aside. */
  modalBadges: number;
  /** A dialog shows the badge; the returned function gives it back. */
  claimBadge: () => () => void;
}

const BotConnectionContext = createContext<BotConnection | null>(null);

/** The AI coach connection of the /games shell (spec 1 §4, §7, §8). */
export function useBotConnection(): BotConnection {
  const connection = useContext(BotConnectionContext);
  if (!connection) throw new Error('useBotConnection must be used within a BotConnectionProvider');
  return connection;
}

/**
 * Holds the signed-in user's AI coach bot for every page of /games: its details fetched after login
 * and retried silently (25 times, 1 s apart; 404 means no bot), then a WebSocket on /coach/ws opened
 * with a single-use ticket, watching that bot (monitor_status, get_status, a heartbeat every 30 s)
 * and reconnecting after an abnormal close with exponential backoff, 5 attempts from 1 s.
 */
export function BotConnectionProvider({ userId, children }: { userId: string; children: ReactNode }) {
  const [bot, setBot] = useState<CoachBot | null>(null);
  const [recordingStatus, setRecordingStatus] = useState<RecordingStatus>('STOPPED');

  useEffect(() => {
    let stopped = false;
    let timer: number | undefined;
    setBot(null);
    async function fetchBot(attempt: number): Promise<void> {
      const answer = await callBff(shellCoachRecallBot, { params: { userId } });
      if (answer.ok) {
        // 204: the user has no bot (the relay's answer for the BFF's 404), so nothing to show or retry.
        if (answer.status === 204) return;
        if (!stopped) {
          setBot({ id: answer.data.recall_bot_id, name: answer.data.bot_name });
          setRecordingStatus(answer.data.recording_status);
        }
        return;
      }
      // No bot (404), or no longer signed in: nothing to retry. Offline for a moment: retried below, silently.
      const status = answer.error.statusCode;
      if (status === 404 || status === 401 || status === 403) return;
      if (!stopped && fetchesBotAgainAfter(attempt))
        timer = window.setTimeout(() => void fetchBot(attempt + 1), AI_COACH_TIMINGS.botFetchRetryDelayMs);
    }
    void fetchBot(1);
    return () => {
      stopped = true;
      if (timer !== undefined) window.clearTimeout(timer);
    };
  }, [userId]);

  // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed on the bot id: a new object for the same bot keeps the list
  const botIds = useMemo(() => (bot ? [bot.id] : null), [bot?.id]);
  const link = useCoachSocket(botIds, (message) => {
    if (message.type === 'status_update') setRecordingStatus(message.isRecording ? 'RECORDING' : message.status);
  });

  const set = useCallback((status: RecordingStatus) => setRecordingStatus(status), []);
  const [modalBadges, setModalBadges] = useState(0);
  const claimBadge = useCallback(() => {
    setModalBadges((count) => count + 1);
    return () => setModalBadges((count) => count - 1);
  }, []);
  const value = useMemo<BotConnection>(
    () => ({ bot, link, recordingStatus, setRecordingStatus: set, modalBadges, claimBadge }),
    [bot, link, recordingStatus, set, modalBadges, claimBadge],
  );
  return <BotConnectionContext.Provider value={value}>{children}</BotConnectionContext.Provider>;
}

/** Whether the viewport is at least Tailwind's `sm` (640 px): false on the server and before the first effect. */
function useWideViewport(): boolean {
  const [wide, setWide] = useState(false);
  useEffect(() => {
    const query = window.matchMedia('(min-width: 640px)');
    const update = () => setWide(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return wide;
}

/**
 * The shell's badge, in the site header's slot: in the page's flow beside the user menu, so it never covers
 * a control (issue 29). The game and practice dialogs show their own in their header (`inModal`).
 */
export function ShellCoachBadge() {
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  useEffect(() => setSlot(document.getElementById(COACH_BADGE_SLOT_ID)), []);
  // A dot beside the user menu at every width: the site header's links leave no room for the words.
  return slot ? createPortal(<CoachBadge compact />, slot) : null;
}

/**
 * The AI coach badge (spec 1 §2, §4): 'Listening' and 'Audience: Please mute' while recording,
 * 'Connected: {bot name}' when idle, 'AI Coach Disconnected' with its tooltip (on hover, on keyboard
 * focus, and on click) when the link is lost; nothing without a bot. It sits in a header, never over the
 * page (issue 29: a fixed corner badge covered timers, Pause, START TRAINING and dialogs' Close). On a
 * phone, and `compact` in the site header, it is a dot, its colour the status, that expands on tap; the status
 * stays readable to assistive technology while collapsed.
 */
export function CoachBadge({ inModal = false, compact = false }: { inModal?: boolean; compact?: boolean }) {
  const connection = useContext(BotConnectionContext);
  if (!connection && !inModal) throw new Error('useBotConnection must be used within a BotConnectionProvider');
  const badge = connection
    ? badgeOf(connection.bot, connection.link, connection.recordingStatus === 'RECORDING')
    : null;
  const tooltipId = useId();
  const statusId = useId();
  const wide = useWideViewport() && !compact;
  const [tooltipOpen, setTooltipOpen] = useState(false);
  const [expanded, setExpanded] = useState(false);
  // The lost link's tooltip also shows on hover and keyboard focus of the dot (spec 1 §4), not only on a tap.
  const [peeking, setPeeking] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (badge?.kind !== 'disconnected') setTooltipOpen(false);
  }, [badge?.kind]);
  const claimBadge = connection?.claimBadge;
  useEffect(() => (inModal && claimBadge ? claimBadge() : undefined), [inModal, claimBadge]);
  // Outside a provider (a dialog on a page without the coach), or the shell's badge while a dialog shows its own.
  if (!connection || (!inModal && connection.modalBadges > 0)) return null;
  // No bot, or the first connection still opening: no badge, and no empty status region for others to trip over.
  if (badge === null) return null;

  const dot = badge.kind === 'connected' ? 'bg-emerald-600' : 'bg-red-600';
  const pill =
    badge.kind === 'disconnected' ? (
      wide ? (
        <div className="group relative">
          <Button
            variant="plain"
            className="flex items-center gap-2 whitespace-nowrap rounded-full border border-red-200 bg-white px-3 py-1.5 text-sm font-bold text-red-800"
            ref={buttonRef}
            type="button"
            aria-describedby={tooltipId}
            onClick={() => setTooltipOpen((open) => !open)}
            onKeyDown={(event) => {
              if (event.key === 'Escape') setTooltipOpen(false);
            }}
            onBlur={() => setTooltipOpen(false)}
          >
            <span aria-hidden="true" className="h-2.5 w-2.5 rounded-full bg-red-600" />
            {badge.text}
          </Button>
          <span
            id={tooltipId}
            role="tooltip"
            className={`absolute right-0 top-full z-10 mt-2 w-64 rounded-lg bg-ink px-3 py-2 text-sm font-medium text-white shadow-lg group-hover:block group-focus-within:block ${tooltipOpen ? 'block' : 'hidden'}`}
          >
            {DISCONNECTED_TOOLTIP}
          </span>
        </div>
      ) : (
        // On a phone the expanded badge shows the tooltip's words under its text: no hover there.
        <div className="rounded-2xl border border-red-200 bg-white px-3 py-2 text-sm">
          <span className="flex items-center gap-2 font-bold text-red-800">
            <span aria-hidden="true" className="h-2.5 w-2.5 rounded-full bg-red-600" />
            {badge.text}
          </span>
          <span id={tooltipId} role="tooltip" className="mt-1 block w-60 font-medium text-ink">
            {DISCONNECTED_TOOLTIP}
          </span>
        </div>
      )
    ) : badge.kind === 'listening' ? (
      <div className="flex items-center gap-2.5 whitespace-nowrap rounded-2xl border border-red-200 bg-white px-3 py-1">
        <span aria-hidden="true" className="relative flex h-3 w-3">
          <span className="absolute inline-flex h-full w-full animate-ping rounded-full bg-red-500 opacity-60 motion-reduce:animate-none" />
          <span className="relative inline-flex h-3 w-3 rounded-full bg-red-600" />
        </span>
        <span className="flex flex-col leading-tight">
          <span className="text-sm font-extrabold text-red-800">{badge.text}</span>
          <span className="text-xs font-semibold text-ink">{AUDIENCE_MUTE}</span>
        </span>
      </div>
    ) : (
      <div className="flex items-center gap-2 whitespace-nowrap rounded-full border border-emerald-200 bg-white px-3 py-1.5 text-sm font-bold text-emerald-900">
        <span aria-hidden="true" className="h-2.5 w-2.5 rounded-full bg-emerald-600" />
        {badge.text}
      </div>
    );

  if (wide)
    return (
      <div role="status" aria-label="AI coach" data-coach-badge className="relative flex shrink-0 items-center">
        {pill}
      </div>
    );
  const disconnected = badge.kind === 'disconnected';
  const shown = expanded || (disconnected && peeking);
  return (
    <div
      data-coach-badge
      className="relative flex shrink-0 items-center"
      onMouseEnter={() => setPeeking(true)}
      onMouseLeave={() => setPeeking(false)}
    >
      <Button
        variant="ghost"
        className="h-10 w-10"
        type="button"
        aria-expanded={expanded}
        aria-controls={statusId}
        aria-label="AI coach status"
        aria-describedby={disconnected ? tooltipId : undefined}
        onClick={() => setExpanded((open) => !open)}
        onFocus={() => setPeeking(true)}
        onBlur={() => {
          setExpanded(false);
          setPeeking(false);
        }}
        onKeyDown={(event) => {
          if (event.key !== 'Escape') return;
          // Escape closes the innermost thing first: an open status, not the game dialog around it as well.
          if (expanded) event.stopPropagation();
          setExpanded(false);
          setPeeking(false);
        }}
      >
        <span aria-hidden="true" className="relative flex h-3.5 w-3.5">
          {badge.kind === 'listening' ? (
            <span className="absolute inline-flex h-full w-full animate-ping rounded-full bg-red-500 opacity-60 motion-reduce:animate-none" />
          ) : null}
          <span className={`relative inline-flex h-3.5 w-3.5 rounded-full ${dot}`} />
        </span>
      </Button>
      <div
        id={statusId}
        role="status"
        aria-label="AI coach"
        className={shown ? 'absolute right-0 top-full z-10 mt-2 rounded-2xl shadow-lg' : 'sr-only'}
      >
        {pill}
      </div>
    </div>
  );
}
