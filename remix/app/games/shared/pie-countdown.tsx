import { formatClock } from '@impromptu/games';
import type { PausableCountdown } from './use-pausable-countdown';

const RADIUS = 25;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

export interface PieCountdownProps {
  countdown: PausableCountdown;
  /** Spoken name of the timer, e.g. 'Round timer'. */
  label?: string;
  colour?: string;
  /** Fades the pie (Snow Globe: 5 s or less left). */
  faded?: boolean;
  size?: 'sm' | 'md' | 'lg';
  /** Shows the pause/resume button (default true). */
  showPauseButton?: boolean;
  /** Light text on dark or coloured backgrounds. */
  tone?: 'dark' | 'light';
  /** Colour of the disc behind mm:ss (defaults to white, or a dark veil for the light tone). */
  discColour?: string;
}

const SIZES = { sm: 'h-14 w-14 text-[0.7rem]', md: 'h-24 w-24 text-lg', lg: 'h-36 w-36 text-3xl sm:h-44 sm:w-44 sm:text-4xl' } as const;

/** A pie that empties as time runs out, with mm:ss in its middle and a pause/resume button. */
export function PieCountdown({
  countdown,
  label = 'Time left',
  colour = '#617F89',
  faded = false,
  size = 'md',
  showPauseButton = true,
  tone = 'dark',
  discColour,
}: PieCountdownProps) {
  const clock = formatClock(countdown.remainingMs / 1000);
  const filled = countdown.fraction * CIRCUMFERENCE;
  const ink = tone === 'light' ? 'text-white' : 'text-ink';
  return (
    <div className={`flex items-center gap-3 transition-opacity duration-700 ${faded ? 'opacity-20' : 'opacity-100'}`}>
      <div role="timer" aria-label={`${label}: ${clock}${countdown.isPaused ? ' (paused)' : ''}`} className={`relative ${SIZES[size]}`}>
        <svg viewBox="0 0 100 100" className="h-full w-full -rotate-90" aria-hidden="true">
          <circle cx="50" cy="50" r="48" fill={tone === 'light' ? 'rgba(255,255,255,0.18)' : '#e9eef0'} />
          <circle
            cx="50"
            cy="50"
            r={RADIUS}
            fill="none"
            stroke={colour}
            strokeWidth={RADIUS * 2 - 4}
            strokeDasharray={`${filled} ${CIRCUMFERENCE}`}
          />
          {/* A disc in the middle keeps mm:ss readable over any slice of the pie. */}
          <circle cx="50" cy="50" r="31" fill={discColour ?? (tone === 'light' ? 'rgba(0,0,0,0.55)' : '#ffffff')} />
        </svg>
        <span
          aria-hidden="true"
          className={`absolute inset-0 flex items-center justify-center font-semibold tabular-nums ${ink}`}
        >
          {clock}
        </span>
      </div>
      {showPauseButton ? <PauseButton countdown={countdown} tone={tone} /> : null}
    </div>
  );
}

export function PauseButton({ countdown, tone = 'dark' }: { countdown: PausableCountdown; tone?: 'dark' | 'light' }) {
  const paused = countdown.isPaused;
  const style =
    tone === 'light'
      ? 'border-white/70 text-white hover:bg-white/15 focus-visible:outline-white'
      : 'border-ink/30 text-ink hover:bg-ink/5 focus-visible:outline-ink';
  return (
    <button
      type="button"
      onClick={countdown.toggle}
      disabled={countdown.isFinished}
      aria-label={paused ? 'Resume timer' : 'Pause timer'}
      title={paused ? 'Resume (Space)' : 'Pause (Space)'}
      className={`inline-flex h-11 min-w-11 items-center justify-center gap-2 rounded-full border px-3 text-sm font-semibold focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 disabled:opacity-40 ${style}`}
    >
      <svg viewBox="0 0 24 24" className="h-5 w-5" aria-hidden="true" fill="currentColor">
        {paused ? <path d="M8 5v14l11-7z" /> : <path d="M7 5h4v14H7zM13 5h4v14h-4z" />}
      </svg>
      <span className="hidden sm:inline">{paused ? 'Resume' : 'Pause'}</span>
    </button>
  );
}
