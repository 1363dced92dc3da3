import { useFetcher } from '@remix-run/react';
import { Button } from '~/components/button';
import type { action } from '~/routes/resources.admin.invitations.$userId';

/** In the admin users table: an invitation not accepted yet, and its Resend. */
export function InvitationStatus({ userId, name }: { userId: string; name: string }) {
  const fetcher = useFetcher<typeof action>();
  const answer = fetcher.state === 'idle' ? (fetcher.data?.message ?? fetcher.data?.error) : null;
  return (
    <fetcher.Form
      method="post"
      action={`/resources/admin/invitations/${userId}`}
      className="mt-1 flex flex-wrap items-center gap-2 text-xs"
    >
      <span className="rounded-full bg-amber-100 px-2 py-0.5 font-semibold text-amber-900">Invited</span>
      <Button
        variant="link"
        className="disabled:cursor-wait"
        type="submit"
        aria-label={`Resend the invitation to ${name}`}
        disabled={fetcher.state !== 'idle'}
      >
        Resend
      </Button>
      <span role="status" className="text-ink-muted">
        {answer ?? ''}
      </span>
    </fetcher.Form>
  );
}
