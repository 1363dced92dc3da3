import { EnvelopeIcon, XMarkIcon } from '@heroicons/react/24/outline';
import { useFetcher } from '@remix-run/react';
import { useState } from 'react';
import { Button } from '~/components/button';
import type { action } from '~/routes/resources.account.verification';

/** The cookie that keeps the reminder away for a week once dismissed (a preference, no personal data). */
export const REMINDER_DISMISSED_COOKIE = 'impromptu_verify_reminder';
const WEEK_SECONDS = 7 * 24 * 3600;

/** Whether the request's cookies say the reminder was dismissed. */
export function reminderDismissed(cookieHeader: string | null): boolean {
  return (cookieHeader ?? '').split(/;\s*/).some((cookie) => cookie === `${REMINDER_DISMISSED_COOKIE}=1`);
}

/**
 * The gentle reminder of an unconfirmed address (issue 25 item 4): the product works all the same;
 * "Resend" sends the link again, the cross hides the reminder for a week.
 */
export function VerifyEmailReminder({ email }: { email: string }) {
  const fetcher = useFetcher<typeof action>();
  const [dismissed, setDismissed] = useState(false);
  if (dismissed) return null;
  const dismiss = () => {
    document.cookie = `${REMINDER_DISMISSED_COOKIE}=1; Max-Age=${WEEK_SECONDS}; Path=/; SameSite=Lax`;
    setDismissed(true);
  };
  const answer = fetcher.state === 'idle' ? (fetcher.data?.message ?? fetcher.data?.error) : null;
  return (
    <section aria-label="Confirm your e-mail" className="border-b border-amber-200 bg-amber-50">
      <div className="mx-auto flex max-w-6xl items-start gap-3 px-4 py-3 sm:items-center sm:px-6 lg:px-8">
        <EnvelopeIcon aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-amber-800 sm:mt-0" />
        <div className="flex min-w-0 flex-1 flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-amber-950">
            Please confirm your e-mail: we sent a link to <span className="break-all font-semibold">{email}</span>.
          </p>
          <div className="flex flex-wrap items-center gap-3">
            <p role="status" className="text-sm font-medium text-amber-950">
              {answer ?? ''}
            </p>
            <fetcher.Form method="post" action="/resources/account/verification">
              <Button
                variant="plain"
                className="rounded-full border border-amber-700 bg-white px-4 py-1.5 text-sm font-semibold text-amber-950 hover:bg-amber-100 disabled:cursor-wait"
                type="submit"
                disabled={fetcher.state !== 'idle'}
              >
                Resend
              </Button>
            </fetcher.Form>
          </div>
        </div>
        <Button
          variant="plain"
          className="rounded-full p-1 text-amber-900 hover:bg-amber-100"
          type="button"
          onClick={dismiss}
          aria-label="Dismiss the e-mail reminder"
        >
          <XMarkIcon aria-hidden="true" className="h-5 w-5" />
        </Button>
      </div>
    </section>
  );
}
