import type { TimedPrompt } from '@impromptu/games';

/** A coaching tip panel (Snow Globe and Timer when a practice supplies tips). */
export function CoachingTip({ tip }: { tip: TimedPrompt | null }) {
  if (!tip) return null;
  return (
    <aside
      aria-label="Coaching tip"
      className="max-w-xl rounded-xl border border-ink/10 bg-white px-4 py-3 text-left text-base text-ink shadow"
    >
      <p className="text-xs font-semibold uppercase tracking-widest text-ink-muted">Coaching tip</p>
      <p className="mt-1">{tip.text}</p>
    </aside>
  );
}
