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
