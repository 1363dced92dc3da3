import { Link, useLocation } from '@remix-run/react';

/** Shown in place of content that comes from the BFF when it cannot be reached. */
export function ServiceNotice({ title, message }: { title: string; message: string }) {
  const location = useLocation();
  return (
    <div
      role="status"
      className="flex flex-col gap-4 rounded-2xl border border-brand-yellow bg-brand-yellow-light p-6 sm:flex-row sm:items-center"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="h-8 w-8 shrink-0 text-brand-yellow-dark"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <path
          strokeLinecap="round"
          strokeLinejoin="round"
          d="M12 9v4m0 4h.01M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z"
        />
      </svg>
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
