import { survivalCounterText } from '@impromptu/games';
import { YesNo } from '../../shared/yes-no';
import type { ComponentViewProps } from '../view-props';

/** Triple Step survival: 'Did you survive?' / 'Did {receiver} survive?' answered yes or no. */
export function SurvivalView({
  component,
  state,
  colour,
  onVote,
}: Omit<ComponentViewProps<'survival-round'>, 'onDone'> & { onVote(survived: boolean): void }) {
  return (
    <section aria-label="Survival" className="flex flex-1 flex-col items-center justify-center gap-8 px-4">
      <YesNo question={component.question} onAnswer={onVote} colour={colour} />
      <p className="text-lg font-semibold text-ink-muted">{survivalCounterText(state)}</p>
    </section>
  );
}
