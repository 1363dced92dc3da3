import { buttonClass } from '~/components/button';

/** Button looks of the practice screen, one place for each. */
export const primaryButton = buttonClass(
  'primary',
  'min-h-11 gap-2 px-6 py-2.5 text-base font-bold shadow-sm disabled:cursor-not-allowed disabled:bg-slate-300 disabled:text-slate-600',
);
export const secondaryButton =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full border border-slate-300 bg-white px-6 py-2.5 text-base font-bold text-ink shadow-sm hover:bg-slate-50 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-700';
