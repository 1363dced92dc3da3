// The look of the Settings → Profile sections, as the profile route draws its own.
export const sectionClass = 'rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8';
/** The size and spacing of a section's secondary submit button (its colours are the `secondary` variant's). */
export const sectionButtonSize =
  'gap-2 px-6 py-2.5 text-sm font-semibold shadow-sm transition-colors disabled:cursor-wait disabled:opacity-80';
