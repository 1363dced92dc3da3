import { Link, isRouteErrorResponse, useRouteError } from '@remix-run/react';
import { RequestReference } from '~/utils/request-id';
import { SupportLine } from '~/utils/support';
import { AccessDenied } from './access-denied';

/**
 * The error screen of a route (root's, and any route that wants its own): a 403 is the access-denied
 * screen of spec 3 §2.2, a 404 says the page is not there, anything else that something went wrong.
 */
export function GeneralErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 403) return <AccessDenied />;
  const { status, heading, message } = describeError(error);
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center sm:px-6">
      <p className="rounded-full bg-brand-pink-light px-4 py-1 text-sm font-bold text-brand-pink-dark">{status}</p>
      <h1 className="mt-6 text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">{heading}</h1>
      <p className="mt-4 text-lg text-ink-muted">{message}</p>
      {/* The request's id, for a user to quote when reporting the error (docs/decisions/0026). */}
      {isRouteErrorResponse(error) && error.status < 500 ? null : (
        <RequestReference className="mt-4 text-sm text-ink-muted" />
      )}
      <SupportLine topic="Stuck, or did this happen more than once?" className="mt-4 text-sm text-ink-muted" />
      <div className="mt-10 flex flex-wrap justify-center gap-3">
        <Link
          to="/"
          className="rounded-full bg-brand-pink px-6 py-3 font-semibold text-white shadow-sm hover:bg-brand-pink-dark"
        >
          Back to the start
        </Link>
        <Link
          to="/games/dashboard"
          className="rounded-full border border-slate-300 bg-white px-6 py-3 font-semibold text-ink hover:bg-slate-50"
        >
          Browse games
        </Link>
      </div>
    </section>
  );
}

function describeError(error: unknown): { status: string; heading: string; message: string } {
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) {
      return {
        status: '404',
        heading: 'We could not find that page',
        message: 'The link may be broken or the page may have moved.',
      };
    }
    return {
      status: String(error.status),
      heading: 'Something went wrong',
      message:
        typeof error.data === 'string' && error.data ? error.data : error.statusText || 'An unknown error occurred',
    };
  }
  return {
    status: 'Error',
    heading: 'Something went wrong',
    message: 'An unexpected error stopped this page from loading. Please try again in a moment.',
  };
}
