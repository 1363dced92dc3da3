import { Link, type LinkProps } from '@remix-run/react';
import { forwardRef, type ButtonHTMLAttributes } from 'react';

/**
 * The keyboard focus ring of every control (WCAG 2.4.7, 2 px outside the control in the brand pink, which keeps
 * 3:1 against white). Written once: controls that are not buttons (cards, tabs, switches) use it too.
 */
export const focusRing =
  'focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-pink';

/** The looks of a button, by role. */
export const BUTTON_VARIANTS = {
  /** The page's main action. */
  primary: 'bg-brand-pink text-white hover:bg-brand-pink-dark',
  /** A main action on a paying page (checkout, billing, plans): the darker pink. */
  accent: 'bg-brand-pink-dark text-white hover:bg-brand-pink',
  /** A second action beside the main one. */
  secondary: 'border border-slate-300 bg-white text-ink hover:bg-slate-50',
  /** A second action on a paying page: outlined in pink. */
  outline: 'border-2 border-brand-pink text-brand-pink-dark hover:bg-brand-pink-light',
  /** A quiet action (Cancel, Not now). */
  ghost: 'text-ink hover:bg-slate-100',
  /** An action that deletes. */
  danger: 'bg-red-700 text-white hover:bg-red-800',
} as const;

export type ButtonVariant = keyof typeof BUTTON_VARIANTS;

const SHAPE = 'inline-flex items-center justify-center rounded-full';

/**
 * A button's classes: its shape, its variant's colours and the focus ring, then `extra` (size, spacing, weight,
 * width, shadow). For the few places that style another element as a button (a `<summary>`, a label).
 */
export function buttonClass(variant: ButtonVariant, extra = ''): string {
  return [SHAPE, BUTTON_VARIANTS[variant], focusRing, extra].filter(Boolean).join(' ');
}

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & { variant: ButtonVariant };

/** A `<button>` with a variant; `className` adds size, spacing and weight. The type is the caller's, as HTML's is. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant, className, ...props },
  ref,
) {
  return <button ref={ref} {...props} className={buttonClass(variant, className)} />;
});

type ButtonLinkProps = LinkProps & { variant: ButtonVariant };

/** A link that looks like a button (it navigates: a `<Link>`, not a `<button>`). */
export const ButtonLink = forwardRef<HTMLAnchorElement, ButtonLinkProps>(function ButtonLink(
  { variant, className, ...props },
  ref,
) {
  return <Link ref={ref} {...props} className={buttonClass(variant, typeof className === 'string' ? className : '')} />;
});
