import { LEAVE_CONFIRM_LEAVE, LEAVE_CONFIRM_STAY, LEAVE_PRACTICE_RESULT, LEAVE_PRACTICE_TITLE } from '@impromptu/games';
import { useLeaveGuard } from '~/games/frame/full-screen-modal';
import { StepButton } from '../ui';

const RESULT_GUARD = {
  title: LEAVE_PRACTICE_TITLE,
  message: LEAVE_PRACTICE_RESULT,
  stay: LEAVE_CONFIRM_STAY,
  leave: LEAVE_CONFIRM_LEAVE,
};

/** Spec 2 §4 RETRY: the goal's recap (issue 29 §7), the tries remaining, Try again or Continue. */
export function RetryScreen({
  recap,
  triesRemaining,
  onTryAgain,
  onContinue,
}: {
  recap: { header: string; body: string } | null;
  triesRemaining: number;
  onTryAgain: () => void;
  onContinue: () => void;
}) {
  // The game's result is kept when the learner goes on (Continue); leaving before that asks first.
  useLeaveGuard(RESULT_GUARD);
  return (
    <section
      aria-labelledby="practice-retry"
      className="mx-auto flex w-full max-w-xl flex-col items-center gap-6 py-10 text-center"
    >
      <h2 id="practice-retry" className="text-3xl font-extrabold tracking-tight text-ink">
        {recap?.header || 'Game complete!'}
      </h2>
      {recap?.body ? <p className="text-lg text-ink">{recap.body}</p> : null}
      <p className="text-lg text-ink">
        {triesRemaining} {triesRemaining === 1 ? 'try' : 'tries'} remaining
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <StepButton variant="secondary" type="button" onClick={onTryAgain}>
          Try again
        </StepButton>
        <StepButton type="button" onClick={onContinue}>
          Continue
        </StepButton>
      </div>
    </section>
  );
}
