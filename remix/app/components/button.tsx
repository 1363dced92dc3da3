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
  /** An action written as words in running text (Resend, Click here to use it): underlined like the site's links. */
  link: 'font-semibold text-brand-pink-dark underline underline-offset-2 hover:no-underline',
  /** No colours of its own: the caller's `className` gives them (a menu item, a control on a game's own colours). */
  plain: '',
} as const;

export type ButtonVariant = keyof typeof BUTTON_VARIANTS;

/**
 * The sizes the screens use, so a button says `size="md"` instead of repeating its padding and type. `icon` is a
 * 44 px square (WCAG 2.5.8's target with room to spare) for a button that shows only an icon: it must have an
 * `aria-label`, which the types ask for.
 */
export const BUTTON_SIZES = {
  /** A small action inside a banner, a row or a card. */
  sm: 'gap-1.5 px-4 py-1.5 text-sm font-semibold',
  /** A form's or a panel's action (settings, admin, billing). */
  md: 'gap-2 px-6 py-2.5 text-sm font-semibold shadow-sm transition-colors',
  /** A step's action on the practice, coach and assessment screens: 44 px high, bold. */
  lg: 'min-h-11 gap-2 px-6 py-2.5 text-base font-bold shadow-sm',
  /** An icon alone, in a 44 px square. */
  icon: 'h-11 w-11 shrink-0',
} as const;

export type ButtonSize = keyof typeof BUTTON_SIZES;

/**
 * A link-like button keeps to the line of text it sits in, a plain one takes the caller's shape; the others are
 * pills that centre what they hold.
 */
const SHAPE: Record<ButtonVariant, string> = {
  ...Object.fromEntries(
    Object.keys(BUTTON_VARIANTS).map((v) => [v, 'inline-flex items-center justify-center rounded-full']),
  ),
  link: 'rounded',
  plain: '',
} as Record<ButtonVariant, string>;

/**
 * A button's classes: its shape, its variant's colours, its size and the focus ring, then `extra` (spacing, width,
 * a disabled look). For the few places that style another element as a button (a `<summary>`, a label, a link).
 */
export function buttonClass(variant: ButtonVariant, extra = '', size?: ButtonSize): string {
  return [SHAPE[variant], BUTTON_VARIANTS[variant], size === undefined ? '' : BUTTON_SIZES[size], focusRing, extra]
    .filter(Boolean)
    .join(' ');
}

type ButtonLook = { variant: ButtonVariant } & (
  { size?: Exclude<ButtonSize, 'icon'> } | { size: 'icon'; 'aria-label': string }
);

type ButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label'> & {
  'aria-label'?: string;
} & ButtonLook;

/**
 * A `<button>` with a variant and a size; `className` adds spacing, width and weight. The type is the caller's, as
 * HTML's is. Every button of the web is one of these (the exceptions say why beside them).
 */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant, size, className, ...props },
  ref,
) {
  return <button ref={ref} {...props} className={buttonClass(variant, className, size)} />;
});

type ButtonLinkProps = LinkProps & { variant: ButtonVariant };

/** A link that looks like a button (it navigates: a `<Link>`, not a `<button>`). */
export const ButtonLink = forwardRef<HTMLAnchorElement, ButtonLinkProps>(function ButtonLink(
  { variant, className, ...props },
  ref,
) {
  return <Link ref={ref} {...props} className={buttonClass(variant, typeof className === 'string' ? className : '')} />;
});
