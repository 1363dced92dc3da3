import { LockClosedIcon } from '@heroicons/react/24/outline';
import { ButtonLink } from '~/components/button';
import { SupportLine } from '~/utils/support';

export const ACCESS_DENIED_HEADING = "Oops! You don't have access to this page";

/** Shown where a signed-in user opens a page their plan or role does not include (spec 3 §2.2, §8). */
export function AccessDenied({
  message = 'This page is not part of your account. If you think it should be, contact us and we will sort it out.',
  backTo = '/games/home',
  backLabel = 'Back to Home',
}: {
  message?: string;
  backTo?: string;
  backLabel?: string;
}) {
  return (
    <section
      aria-labelledby="access-denied-heading"
      className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center sm:px-6"
    >
      <span
        aria-hidden="true"
        className="flex h-16 w-16 items-center justify-center rounded-full bg-brand-pink-light text-brand-pink-dark"
      >
        <LockClosedIcon className="h-8 w-8" aria-hidden="true" strokeWidth={2} />
      </span>
      <h1 id="access-denied-heading" className="mt-6 text-2xl font-extrabold tracking-tight text-ink sm:text-3xl">
        {ACCESS_DENIED_HEADING}
      </h1>
      <p className="mt-4 text-ink-muted">{message}</p>
      <SupportLine topic="Think you should have access?" className="mt-4 text-sm text-ink-muted" />
      <ButtonLink to={backTo} variant="primary" className="mt-8 px-6 py-3 font-semibold shadow-sm">
        {backLabel}
      </ButtonLink>
    </section>
  );
}
