import { useFetcher } from '@remix-run/react';
import { Button } from '~/components/button';
import type { action } from '~/routes/resources.account.invitation-resend';

/** Under the sign-up form when the address was invited: the explanation and a way to get the link again. */
export function InvitationResend({ email, message }: { email: string; message: string }) {
  const fetcher = useFetcher<typeof action>();
  const answer = fetcher.state === 'idle' ? (fetcher.data?.message ?? fetcher.data?.error) : null;
  return (
    <div className="mb-4 rounded-lg border border-brand-blue/30 bg-brand-blue-light px-4 py-3 text-sm text-brand-blue-dark">
      <p className="font-medium">{message}</p>
      <fetcher.Form
        method="post"
        action="/resources/account/invitation-resend"
        className="mt-3 flex flex-wrap items-center gap-3"
      >
        <input type="hidden" name="email" value={email} />
        <Button
          variant="plain"
          className="rounded-full border border-brand-blue-dark bg-white px-4 py-1.5 font-semibold text-brand-blue-dark hover:bg-brand-blue-light disabled:cursor-wait"
          type="submit"
          disabled={fetcher.state !== 'idle'}
        >
          Send the invitation again
        </Button>
        <p role="status">{answer ?? ''}</p>
      </fetcher.Form>
    </div>
  );
}
