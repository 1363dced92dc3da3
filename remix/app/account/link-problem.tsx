import { ButtonLink } from '~/components/button';

/** Why a link from an e-mail cannot be used, and the way on: a new link (issue 25: no dead ends). */
export function LinkProblem({ message, action }: { message: string; action: { to: string; label: string } }) {
  return (
    <div role="alert" className="flex flex-col gap-4">
      <p className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 font-medium text-amber-900">{message}</p>
      <ButtonLink to={action.to} variant="primary" className="w-full px-6 py-3 text-base font-semibold shadow-sm">
        {action.label}
      </ButtonLink>
    </div>
  );
}
