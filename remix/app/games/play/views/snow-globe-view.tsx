import { coachingTipAt, snowGlobeAt } from '@impromptu/games';
import { usePausableCountdown } from '../../shared/use-pausable-countdown';
import { TimerControls } from '../controls';
import type { ComponentViewProps } from '../view-props';
import { CoachingTip } from './coaching-tip';
import { accentInk } from '../../shared/game-colour';
import { VoiceLiveSlot, useVoicePauseCue } from '~/games/voice/voice-slots';

/** Snow Globe: talk, and when the globe is shaken, pause and breathe; the talk pie fades at 5 s or less. */
export function SnowGlobeView({ component, state, onDone, colour }: ComponentViewProps<'snow-globe'>) {
  const countdown = usePausableCountdown(component.durationSeconds * 1000, {
    onFinish: () => onDone(),
    spaceToggles: true,
  });
  const elapsed = countdown.elapsedMs / 1000;
  const moment = snowGlobeAt(component.segments, component.durationSeconds, elapsed);
  const pausing = moment.segment?.kind === 'pause';
  const tip = coachingTipAt(component.tips, elapsed);
  const title = state.settings.isTitleSuggested ? state.settings.currentTitle : '';
  useVoicePauseCue(pausing);
  return (
    <section
      aria-label="Snow Globe"
      className="flex flex-1 flex-col items-center justify-center gap-3 px-4 py-3 text-center sm:gap-4 short:gap-1 short:py-1"
    >
      {title ? <p className="text-xl font-bold text-ink sm:text-3xl short:text-lg">{title}</p> : null}
      <div aria-hidden="true" className={`${pausing ? 'motion-safe:animate-bounce' : ''}`}>
        <svg viewBox="0 0 100 110" className="h-16 w-16 sm:h-20 sm:w-20 short:h-10 short:w-10">
          <circle cx="50" cy="45" r="40" fill={pausing ? colour : '#e1f4fd'} opacity={pausing ? 0.85 : 1} />
          {[18, 30, 42, 55, 66, 78].map((x, i) => (
            <circle key={x} cx={x} cy={pausing ? 20 + ((i * 13) % 45) : 70 + (i % 3) * 4} r="2.6" fill="#ffffff" />
          ))}
          <rect x="22" y="84" width="56" height="18" rx="4" fill="#47606a" />
        </svg>
      </div>
      {/* One fixed box for both prompts, so nothing below moves when the globe is shaken; sized so the round fits
          1280x800 and 390x844 inside a practice without scrolling (issue 29). */}
      <div role="status" aria-live="polite" className="flex h-40 flex-col items-center justify-center short:h-28">
        {pausing ? (
          <>
            <h2
              className="text-4xl font-black tracking-wide sm:text-6xl short:text-3xl"
              style={{ color: accentInk(colour) }}
            >
              Breathe
            </h2>
            <p className="mt-1 text-lg font-semibold text-ink sm:text-xl short:mt-0 short:text-base">
              Stop talking while the snow settles
            </p>
            {moment.pauseCountdown !== null && moment.segment ? (
              <PauseCountdownPie
                seconds={moment.pauseCountdown}
                fraction={
                  (moment.segment.startsAt + moment.segment.durationSeconds - elapsed) / component.countdownSeconds
                }
                colour={colour}
              />
            ) : null}
          </>
        ) : (
          <h2 className="text-4xl font-bold text-ink sm:text-5xl short:text-3xl">Keep talking</h2>
        )}
      </div>
      <TimerControls
        countdown={countdown}
        onDone={onDone}
        colour={colour}
        label="Talk timer"
        faded={moment.isPieFaded}
        size="md"
      >
        <VoiceLiveSlot state={state} colour={colour} place="snow-globe" className="max-w-xs" />
      </TimerControls>
      <CoachingTip tip={tip} />
    </section>
  );
}

/** The pause's own pie: counts the last seconds of the pause down before talking resumes. */
function PauseCountdownPie({ seconds, fraction, colour }: { seconds: number; fraction: number; colour: string }) {
  const circumference = 2 * Math.PI * 43;
  const share = Math.min(1, Math.max(0, fraction));
  return (
    <div
      role="timer"
      aria-label={`Talk again in ${seconds}`}
      className="relative mx-auto mt-2 h-12 w-12 short:mt-1 short:h-10 short:w-10"
    >
      <svg viewBox="0 0 100 100" className="h-full w-full -rotate-90" aria-hidden="true">
        <circle cx="50" cy="50" r="48" fill="#e9eef0" />
        <circle
          cx="50"
          cy="50"
          r="43"
          fill="none"
          stroke={colour}
          strokeWidth="10"
          strokeDasharray={`${share * circumference} ${circumference}`}
        />
        <circle cx="50" cy="50" r="36" fill="#ffffff" />
      </svg>
      <span
        aria-hidden="true"
        className="absolute inset-0 flex items-center justify-center text-xl font-bold tabular-nums text-ink"
      >
        {seconds}
      </span>
    </div>
  );
}
