/** A policy (privacy, terms) whose HTML was sanitised on the server before it reaches this component. */
export function PolicyPage({ title, html, source }: { title: string; html: string; source: 'remote' | 'bundled' }) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 lg:px-8" data-policy-source={source}>
      <h1 className="text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">{title}</h1>
      <div
        className={[
          'mt-6 text-base leading-relaxed text-ink-muted',
          '[&_h2]:mt-10 [&_h2]:scroll-mt-24 [&_h2]:text-xl [&_h2]:font-bold [&_h2]:text-ink',
          '[&_h3]:mt-6 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-ink',
          '[&_p]:mt-4 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6',
          '[&_strong]:font-semibold [&_strong]:text-ink [&_a]:font-medium [&_a]:text-brand-pink-dark [&_a]:underline',
          '[&_table]:mt-4 [&_table]:w-full [&_td]:border [&_td]:border-slate-200 [&_td]:p-2 [&_th]:border [&_th]:border-slate-200 [&_th]:p-2',
        ].join(' ')}
        // Sanitised with sanitize-html in utils/policy.server.ts.
        dangerouslySetInnerHTML={{ __html: html }}
      />
    </article>
  );
}
