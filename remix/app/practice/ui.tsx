import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { Button, buttonClass } from '~/components/button';

/** The main step action greys out while it cannot be used (an answer not yet given, a game still loading). */
const DIMMED = 'disabled:cursor-not-allowed disabled:bg-slate-300 disabled:text-slate-600';
/** The smaller step action of a card (a course's or a lesson's): the same height, narrower and in smaller type. */
const COMPACT = 'min-h-11 gap-2 px-5 py-2.5 text-sm font-bold shadow-sm';

type StepVariant = 'primary' | 'secondary';

/** What a step's button adds to its variant: its size, and the grey of a main action that cannot be used. */
function stepLook(variant: StepVariant, compact: boolean) {
  const dimmed = variant === 'primary' ? DIMMED : '';
  return compact
    ? ({ extra: `${COMPACT} ${dimmed}`.trim(), size: undefined } as const)
    : ({ extra: dimmed, size: 'lg' } as const);
}

/** The classes of a step's button, for a link styled as one. */
export function stepButtonClass(variant: StepVariant, { compact = false }: { compact?: boolean } = {}): string {
  const { extra, size } = stepLook(variant, compact);
  return buttonClass(variant, extra, size);
}

/** Button looks of the practice screen, one place for each (for links styled as its buttons). */
export const primaryButton = stepButtonClass('primary');
export const secondaryButton = stepButtonClass('secondary');

type StepButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & { variant?: StepVariant; compact?: boolean };

/**
 * A step's button on the practice, coach, course and assessment screens: 44 px high and bold, the main one by
 * default; `compact` on a card. The type is the caller's, as HTML's is.
 */
export const StepButton = forwardRef<HTMLButtonElement, StepButtonProps>(function StepButton(
  { variant = 'primary', compact = false, className = '', ...props },
  ref,
) {
  const { extra, size } = stepLook(variant, compact);
  return <Button ref={ref} variant={variant} size={size} className={`${extra} ${className}`.trim()} {...props} />;
});
