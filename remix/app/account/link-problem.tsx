import { Link } from '@remix-run/react';

/** Why a link from an e-mail cannot be used, and the way on: a new link (issue 25: no dead ends). */
export function LinkProblem({ message, action }: { message: string; action: { to: string; label: string } }) {
  return (
    <div role="alert" className="flex flex-col gap-4">
      <p className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 font-medium text-amber-900">{message}</p>
      <Link
        to={action.to}
        className="inline-flex w-full items-center justify-center rounded-full bg-brand-pink px-6 py-3 text-base font-semibold text-white shadow-sm hover:bg-brand-pink-dark focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-pink"
      >
        {action.label}
      </Link>
    </div>
  );
}
