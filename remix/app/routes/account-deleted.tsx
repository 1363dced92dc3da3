import type { MetaFunction } from '@remix-run/node';
import { useSearchParams } from '@remix-run/react';
import { formatDollars } from '@impromptu/kernel';
import { ButtonLink } from '~/components/button';

export const meta: MetaFunction = () => [{ title: 'Account deleted | Impromptu' }];

/** Where Delete my account lands (issue 25 item 7): what happened, and the ways on. Public: the person is signed out. */
export default function AccountDeleted() {
  // Set by the deletion when a paid subscription was cancelled at the payment provider on the way.
  const [params] = useSearchParams();
  const subscriptionCancelled = params.get('subscription') === 'cancelled';
  const cents = (name: string) => {
    const value = Number(params.get(name));
    return Number.isInteger(value) && value > 0 ? value : 0;
  };
  const refunded = cents('refunded');
  const creditKept = cents('creditKept');
  return (
    <div className="mx-auto flex min-h-[70vh] max-w-xl flex-col justify-center px-4 py-12 sm:px-6">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-extrabold tracking-tight text-ink sm:text-3xl">Your account has been deleted</h1>
        <p className="mt-4 text-ink">
          We have signed you out everywhere,{' '}
          {subscriptionCancelled ? 'cancelled your subscription with no further charge, ' : ''}and erased your profile,
          your games, practice, courses, snapshots, assessments, registrations and feedback.
        </p>
        {refunded > 0 ? (
          <p className="mt-3 text-ink">
            We refunded <strong>{formatDollars(refunded)}</strong> to your card: the unused time you had paid for and
            any credit. Refunds reach your card within 5 to 10 business days.
          </p>
        ) : null}
        {creditKept > 0 ? (
          <p className="mt-3 text-ink">
            {formatDollars(creditKept)} of credit could not go back to a card automatically: reply to the confirmation
            e-mail we sent you and we will return it.
          </p>
        ) : null}
        <p className="mt-3 text-ink-muted">
          We sent a confirmation to your e-mail address. Your e-mail address is free again: you are welcome to start a
          new account with it at any time.
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          <ButtonLink to="/signup" variant="primary" className="px-6 py-2.5 text-sm font-semibold shadow-sm">
            Sign up
          </ButtonLink>
          <ButtonLink to="/login" variant="secondary" className="px-6 py-2.5 text-sm font-semibold">
            Log In
          </ButtonLink>
        </div>
      </div>
    </div>
  );
}
