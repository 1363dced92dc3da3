import { primaryButton, secondaryButton } from '../ui';

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
        <button type="button" className={secondaryButton} onClick={onTryAgain}>
          Try again
        </button>
        <button type="button" className={primaryButton} onClick={onContinue}>
          Continue
        </button>
      </div>
    </section>
  );
}
