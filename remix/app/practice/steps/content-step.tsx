import type { ReactNode } from 'react';
import type { PracticeContent } from '../practice-types';

/** A content element's words: header, sub-header, body, examples and the coaching tip. */
export function ContentStep({ content, children }: { content: PracticeContent; children?: ReactNode }) {
  return (
    <article className="mx-auto flex w-full max-w-2xl flex-col gap-5">
      <header>
        <h2 className="text-2xl font-extrabold tracking-tight text-ink sm:text-3xl">{content.header}</h2>
        {content.subHeader ? <p className="mt-2 text-lg font-semibold text-ink-muted">{content.subHeader}</p> : null}
      </header>
      {content.body ? <p className="whitespace-pre-line text-lg leading-relaxed text-ink">{content.body}</p> : null}
      {content.examples.length > 0 ? (
        <section aria-label="Examples" className="rounded-2xl bg-slate-50 p-4">
          <h3 className="text-xs font-bold uppercase tracking-widest text-ink-muted">
            {content.examples.length === 1 ? 'Example' : 'Examples'}
          </h3>
          <ul className="mt-2 flex flex-col gap-2">
            {content.examples.map((example) => (
              <li key={example} className="text-base italic text-ink">
                {example}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {content.coachingTip ? <CoachingTipCard text={content.coachingTip} /> : null}
      {children}
    </article>
  );
}

export function CoachingTipCard({ text }: { text: string }) {
  return (
    <aside aria-label="Coaching tip" className="rounded-2xl border border-brand-blue/30 bg-brand-blue-light px-4 py-3">
      <p className="text-xs font-bold uppercase tracking-widest text-brand-blue-dark">Coaching tip</p>
      <p className="mt-1 text-base text-ink">{text}</p>
    </aside>
  );
}
