import { Link } from '@remix-run/react';
import type { ReactNode } from 'react';

/** Breadcrumb back to the admin area, the page title and its explanation. */
export function AdminPageHeader({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <nav aria-label="Breadcrumb" className="text-sm text-ink-muted">
        <Link
          to="/games/admin"
          className="font-semibold text-brand-pink hover:underline focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-pink"
        >
          Admin
        </Link>
        <span aria-hidden="true"> / </span>
        <span>{title}</span>
      </nav>
      <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">{title}</h1>
      <p className="mt-3 max-w-3xl text-lg text-ink-muted">{children}</p>
    </>
  );
}

/**
 * One part of an admin page under its heading (level 2): a white card for a form or a summary, or on the page's
 * ground for a table. The heading's id labels the section.
 */
export function AdminSection({
  id,
  heading,
  card = false,
  children,
}: {
  id: string;
  heading: string;
  card?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className={card ? 'mt-8 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6' : 'mt-10'}
    >
      <h2 id={id} className="text-xl font-bold text-ink">
        {heading}
      </h2>
      {children}
    </section>
  );
}
