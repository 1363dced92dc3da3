import type { ReactNode } from 'react';
import { CONTROL_TONES, PieCountdown } from '../shared/pie-countdown';
import type { PausableCountdown } from '../shared/use-pausable-countdown';
import { elapsedSecondsOf } from './view-props';

export const secondaryButton =
  'rounded-full border px-5 py-2.5 text-base font-semibold focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2';

export function SkipButton({
  countdown,
  onDone,
  tone = 'dark',
  label = 'Skip',
}: {
  countdown: PausableCountdown;
  onDone(elapsedSeconds?: number): void;
  tone?: 'dark' | 'light';
  label?: string;
}) {
  const style = CONTROL_TONES[tone];
  return (
    <button
      // Not `Button`: a game control on the game's tone, its focus outline in the tone's colour.
      type="button"
      onClick={() => onDone(elapsedSecondsOf(countdown.readElapsedMs()))}
      className={`${secondaryButton} ${style}`}
    >
      {label}
    </button>
  );
}

/** The timer row of a round: pie, pause/resume and skip. */
export function TimerControls({
  countdown,
  onDone,
  colour,
  label,
  tone = 'dark',
  size = 'md',
  faded = false,
  children,
}: {
  countdown: PausableCountdown;
  onDone(elapsedSeconds?: number): void;
  colour: string;
  label: string;
  tone?: 'dark' | 'light';
  size?: 'sm' | 'md' | 'lg';
  faded?: boolean;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-center justify-center gap-4">
      <PieCountdown countdown={countdown} label={label} colour={colour} tone={tone} size={size} faded={faded} />
      <SkipButton countdown={countdown} onDone={onDone} tone={tone} />
      {children}
    </div>
  );
}

/** An overlay bar that fades out while the player is idle (it stays in the page for assistive technology). */
export function IdleOverlay({
  hidden,
  position,
  children,
}: {
  hidden: boolean;
  position: 'top' | 'bottom';
  children: ReactNode;
}) {
  const place = position === 'top' ? 'top-0 bg-gradient-to-b' : 'bottom-0 bg-gradient-to-t';
  return (
    <div
      data-idle-hidden={hidden ? 'true' : 'false'}
      className={`absolute inset-x-0 z-10 ${place} from-black/70 to-transparent px-4 py-4 transition-opacity duration-500 sm:px-8 ${hidden ? 'pointer-events-none opacity-0' : 'opacity-100'}`}
    >
      {children}
    </div>
  );
}
