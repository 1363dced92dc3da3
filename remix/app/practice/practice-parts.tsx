import { useEffect, useState } from 'react';
import {
  isMilestoneDone,
  untilMidnight,
  USER_CONTENT_LABELS,
  type Countdown,
  type UserContentType,
} from '@impromptu/practice/rules';
import type { PracticeGoal, PracticeOutcome, UserContent } from './practice-types';

/** Spec 2 §2 milestone list: one per goal, done by its progress or once the game index passed it. */
export function Milestones({
  goals,
  outcome,
  gameIndex,
}: {
  goals: PracticeGoal[];
  outcome: PracticeOutcome;
  gameIndex: number;
}) {
  if (goals.length === 0) return null;
  return (
    <nav aria-label="Milestones" className="mx-auto w-full max-w-2xl">
      <ol className="flex flex-wrap gap-2">
        {goals.map((goal) => {
          const progress = outcome.goals.find((g) => g.index === goal.index)?.progress;
          const done = isMilestoneDone({ goalIndex: goal.index, settings: goal.settings }, progress, gameIndex);
          return (
            <li
              key={goal.id}
              className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-semibold ${done ? 'bg-emerald-100 text-emerald-900' : 'bg-slate-100 text-ink-muted'}`}
            >
              <span aria-hidden="true">{done ? '✓' : '○'}</span>
              {goal.name}
              <span className="sr-only">{done ? ' (done)' : ' (to do)'}</span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/** The user's contents the element or session asks to show (spec 2 §3), as written so far. */
export function OutlinePanel({ types, contents }: { types: UserContentType[]; contents: UserContent[] }) {
  const shown = types.flatMap((type) => {
    const ofType = contents.filter((content) => content.type === type).sort((a, b) => a.index - b.index);
    return ofType.length > 0 ? [{ type, contents: ofType }] : [];
  });
  if (shown.length === 0) return null;
  return (
    <aside
      aria-label="Your outline"
      className="mx-auto w-full max-w-2xl rounded-2xl border border-slate-200 bg-white p-4"
    >
      <h2 className="text-sm font-bold uppercase tracking-widest text-ink-muted">Your outline</h2>
      <dl className="mt-2 flex flex-col gap-2">
        {shown.map(({ type, contents: items }) => (
          <div key={type}>
            <dt className="text-sm font-bold text-ink">{USER_CONTENT_LABELS[type]}</dt>
            {items.map((item) => (
              <dd key={item.key} className="text-base text-ink">
                {item.text}
              </dd>
            ))}
          </div>
        ))}
      </dl>
    </aside>
  );
}

/** Spec 2 §2: for Today's Practice, the time left until the user's midnight, in days, hours, minutes and seconds. */
export function MidnightCountdown({ timeZone }: { timeZone: string }) {
  const [left, setLeft] = useState<Countdown | null>(null);
  useEffect(() => {
    const update = () => setLeft(untilMidnight(new Date(), timeZone));
    update();
    const timer = setInterval(update, 1000);
    return () => clearInterval(timer);
  }, [timeZone]);
  const units: [keyof Countdown, string][] = [
    ['days', 'days'],
    ['hours', 'hours'],
    ['minutes', 'minutes'],
    ['seconds', 'seconds'],
  ];
  return (
    <section aria-labelledby="next-practice" className="rounded-2xl bg-slate-50 p-4 text-center">
      <h3 id="next-practice" className="text-sm font-bold uppercase tracking-widest text-ink-muted">
        Next practice in
      </h3>
      <dl className="mt-3 flex justify-center gap-3 sm:gap-5">
        {units.map(([unit, label]) => (
          <div key={unit} className="flex min-w-14 flex-col-reverse items-center">
            <dt className="text-xs font-semibold text-ink-muted">{label}</dt>
            <dd className="text-2xl font-extrabold tabular-nums text-ink">
              {left ? String(left[unit]).padStart(2, '0') : '--'}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
