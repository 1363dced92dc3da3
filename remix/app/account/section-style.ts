// The look of the Settings → Profile sections, as the profile route draws its own.
export const sectionClass = 'rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8';
export const sectionButtonClass =
  'inline-flex items-center justify-center gap-2 rounded-full border border-slate-300 bg-white px-6 py-2.5 text-sm font-semibold text-ink shadow-sm transition-colors hover:bg-slate-50 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-pink disabled:cursor-wait disabled:opacity-80';
