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
import { AI_COACH_TIMINGS } from '@impromptu/bff/contracts';
import {
  AUDIENCE_MUTE,
  DISCONNECTED_TOOLTIP,
  badgeOf,
  fetchesBotAgainAfter,
  type CoachLink,
} from './bot-connection-rules';
import { readRecallBot } from './coach-messages';
import { useCoachSocket } from './use-coach-socket';

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
      try {
        const response = await fetch(`/resources/coach/users/${encodeURIComponent(userId)}/bot`, {
          cache: 'no-store',
          headers: { accept: 'application/json' },
        });
        // No bot (204), or no longer signed in: nothing to retry.
        if (response.status === 204 || response.status === 404 || response.status === 401 || response.status === 403)
          return;
        if (response.ok) {
          const found = readRecallBot(await response.json());
          if (found && !stopped) {
            setBot({ id: found.recall_bot_id, name: found.bot_name });
            setRecordingStatus(found.recording_status);
            return;
          }
        }
      } catch {
        // Offline for a moment: retried below, silently.
      }
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

/**
 * The corner badge (spec 1 §2, §4): 'Listening' and 'Audience: Please mute' while recording,
 * 'Connected: {bot name}' when idle, 'AI Coach Disconnected' with its tooltip (on hover, on keyboard
 * focus, and on click) when the link is lost; nothing without a bot.
 */
export function CoachBadge({ inModal = false }: { inModal?: boolean }) {
  const connection = useContext(BotConnectionContext);
  if (!connection && !inModal) throw new Error('useBotConnection must be used within a BotConnectionProvider');
  const badge = connection
    ? badgeOf(connection.bot, connection.link, connection.recordingStatus === 'RECORDING')
    : null;
  const tooltipId = useId();
  const [tooltipOpen, setTooltipOpen] = useState(false);
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

  return (
    <div
      role="status"
      aria-label="AI coach"
      className="pointer-events-none fixed bottom-3 left-3 z-[56] max-w-[calc(100%-1.5rem)] sm:bottom-4 sm:left-4"
    >
      {badge.kind === 'disconnected' ? (
        <div className="group pointer-events-auto relative">
          <button
            ref={buttonRef}
            type="button"
            aria-describedby={tooltipId}
            onClick={() => setTooltipOpen((open) => !open)}
            onKeyDown={(event) => {
              if (event.key === 'Escape') setTooltipOpen(false);
            }}
            onBlur={() => setTooltipOpen(false)}
            className="flex items-center gap-2 rounded-full border border-red-200 bg-white px-3 py-1.5 text-sm font-bold text-red-800 shadow-md focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700"
          >
            <span aria-hidden="true" className="h-2.5 w-2.5 rounded-full bg-red-600" />
            {badge.text}
          </button>
          <span
            id={tooltipId}
            role="tooltip"
            className={`absolute bottom-full left-0 mb-2 w-64 rounded-lg bg-ink px-3 py-2 text-sm font-medium text-white shadow-lg group-hover:block group-focus-within:block ${tooltipOpen ? 'block' : 'hidden'}`}
          >
            {DISCONNECTED_TOOLTIP}
          </span>
        </div>
      ) : badge.kind === 'listening' ? (
        <div className="pointer-events-auto flex items-center gap-2.5 rounded-2xl border border-red-200 bg-white px-3 py-2 shadow-md">
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
        <div className="pointer-events-auto flex items-center gap-2 rounded-full border border-emerald-200 bg-white px-3 py-1.5 text-sm font-bold text-emerald-900 shadow-md">
          <span aria-hidden="true" className="h-2.5 w-2.5 rounded-full bg-emerald-600" />
          {badge.text}
        </div>
      )}
    </div>
  );
}
