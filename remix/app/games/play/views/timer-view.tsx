import { coachingTipAt } from '@impromptu/games';
import { usePausableCountdown } from '../../shared/use-pausable-countdown';
import { TimerControls } from '../controls';
import type { ComponentViewProps } from '../view-props';
import { CoachingTip } from './coaching-tip';
import { VoiceLiveSlot } from '~/games/voice/voice-slots';

/** Timer: one pie countdown, with coaching tips when a practice supplies them. */
export function TimerView({ component, state, onDone, colour }: ComponentViewProps<'timer'>) {
  const countdown = usePausableCountdown(component.durationSeconds * 1000, {
    onFinish: () => onDone(),
    spaceToggles: true,
  });
  const tip = coachingTipAt(component.tips, countdown.elapsedMs / 1000);
  return (
    <section aria-label="Timer" className="flex flex-1 flex-col items-center justify-center gap-10 px-4 text-center">
      <TimerControls countdown={countdown} onDone={onDone} colour={colour} label="Timer" size="lg">
        <VoiceLiveSlot state={state} colour={colour} place="speaking" />
      </TimerControls>
      <CoachingTip tip={tip} />
    </section>
  );
}
