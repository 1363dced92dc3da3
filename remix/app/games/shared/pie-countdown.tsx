import { formatClock } from '@impromptu/games';
import type { PausableCountdown } from './use-pausable-countdown';

// The ring runs between radius 38 and 48 of a 100-unit square; the hole in the middle (radius 36) holds mm:ss.
const RING_RADIUS = 43;
const RING_WIDTH = 10;
const CIRCUMFERENCE = 2 * Math.PI * RING_RADIUS;
export const PIE_HOLE_RADIUS = 36;
// 'mm:ss' is about 2.8 em wide in tabular figures: at 17 units it spans 48 of the hole's 72, whatever the pie's size.
const CLOCK_FONT_SIZE = 17;

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
  /** Colour of the hole behind mm:ss (defaults to white, or a dark veil for the light tone). */
  discColour?: string;
}

const SIZES = {
  sm: 'h-16 w-16',
  md: 'h-24 w-24 short:h-20 short:w-20',
  lg: 'h-36 w-36 sm:h-44 sm:w-44 short:h-28 short:w-28',
} as const;

/**
 * A ring that empties as time runs out, with mm:ss in its hole and a pause/resume button. The clock is drawn in
 * the same square as the ring, so it keeps inside the hole at every size, clear of a ring of the same colour.
 */
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
  const ink = tone === 'light' ? '#ffffff' : '#1b2330';
  return (
    <div className={`flex items-center gap-3 transition-opacity duration-700 ${faded ? 'opacity-20' : 'opacity-100'}`}>
      <div
        role="timer"
        aria-label={`${label}: ${clock}${countdown.isPaused ? ' (paused)' : ''}`}
        className={`relative ${SIZES[size]}`}
      >
        <svg viewBox="0 0 100 100" className="h-full w-full" aria-hidden="true" data-pie>
          <circle cx="50" cy="50" r="48" fill={tone === 'light' ? 'rgba(255,255,255,0.18)' : '#e9eef0'} />
          <circle
            cx="50"
            cy="50"
            r={RING_RADIUS}
            fill="none"
            stroke={colour}
            strokeWidth={RING_WIDTH}
            strokeDasharray={`${filled} ${CIRCUMFERENCE}`}
            transform="rotate(-90 50 50)"
          />
          <circle
            data-pie-hole
            cx="50"
            cy="50"
            r={PIE_HOLE_RADIUS}
            fill={discColour ?? (tone === 'light' ? 'rgba(0,0,0,0.55)' : '#ffffff')}
          />
          <text
            data-pie-clock
            x="50"
            y="50"
            dy="0.35em"
            textAnchor="middle"
            fontSize={CLOCK_FONT_SIZE}
            fontWeight={700}
            fill={discColour ? colour : ink}
            style={{ fontVariantNumeric: 'tabular-nums' }}
          >
            {clock}
          </text>
        </svg>
      </div>
      {showPauseButton ? <PauseButton countdown={countdown} tone={tone} /> : null}
    </div>
  );
}

/** An outlined game control on a dark or a light ground: its border, text, hover and focus outline. */
export const CONTROL_TONES = {
  light: 'border-white/70 text-white hover:bg-white/15 focus-visible:outline-white',
  dark: 'border-ink/30 text-ink hover:bg-ink/5 focus-visible:outline-ink',
} as const;

export function PauseButton({ countdown, tone = 'dark' }: { countdown: PausableCountdown; tone?: 'dark' | 'light' }) {
  const paused = countdown.isPaused;
  const style = CONTROL_TONES[tone];
  return (
    <button
      // Not `Button`: a game control on the game's tone, its focus outline in the tone's colour.
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
