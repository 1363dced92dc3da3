import { ExclamationTriangleIcon } from '@heroicons/react/24/outline';
import { Link, useLocation } from '@remix-run/react';

/** Shown in place of content that comes from the BFF when it cannot be reached. */
export function ServiceNotice({ title, message }: { title: string; message: string }) {
  const location = useLocation();
  return (
    <div
      role="status"
      className="flex flex-col gap-4 rounded-2xl border border-brand-yellow bg-brand-yellow-light p-6 sm:flex-row sm:items-center"
    >
      <ExclamationTriangleIcon aria-hidden="true" className="h-8 w-8 shrink-0 text-brand-yellow-dark" strokeWidth={2} />
      <div className="flex-1">
        <h3 className="font-bold text-ink">{title}</h3>
        <p className="mt-1 text-sm text-ink-muted">{message}</p>
      </div>
      <Link
        to={`${location.pathname}${location.search}`}
        reloadDocument
        className="inline-flex items-center justify-center rounded-full border border-ink/20 bg-white px-4 py-2 text-sm font-semibold text-ink hover:bg-slate-50"
      >
        Try again
      </Link>
    </div>
  );
}
