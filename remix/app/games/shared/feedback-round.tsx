import { feedbackText, FEEDBACK_ROUND_SECONDS, type Player } from '@impromptu/games';
import { PieCountdown } from './pie-countdown';
import { usePausableCountdown } from './use-pausable-countdown';
import { Button } from '~/components/button';

export interface FeedbackRoundProps {
  giver: Player;
  receiver: Player;
  durationSeconds?: number;
  /** Called when the timer runs out or on skip, with the seconds spent. */
  onDone(elapsedSeconds?: number): void;
  colour?: string;
}

/** '{giver}, give {receiver} feedback' with a 15 s pie timer, pause and skip. */
export function FeedbackRound({
  giver,
  receiver,
  durationSeconds = FEEDBACK_ROUND_SECONDS,
  onDone,
  colour,
}: FeedbackRoundProps) {
  const countdown = usePausableCountdown(durationSeconds * 1000, { onFinish: () => onDone(), spaceToggles: true });
  return (
    <section
      aria-label="Feedback round"
      className="flex flex-1 flex-col items-center justify-center gap-10 px-4 text-center"
    >
      <h2 className="max-w-4xl text-4xl font-bold leading-tight text-ink sm:text-6xl">
        {feedbackText(giver, receiver)}
      </h2>
      <PieCountdown countdown={countdown} label="Feedback timer" colour={colour} size="lg" />
      <Button
        variant="plain"
        className="rounded-full border border-ink/30 px-6 py-3 text-base font-semibold text-ink hover:bg-ink/5"
        type="button"
        onClick={() => onDone(Math.round(countdown.readElapsedMs() / 100) / 10)}
      >
        Skip
      </Button>
    </section>
  );
}
