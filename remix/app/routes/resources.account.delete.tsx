import { DeleteAccountBodySchema } from '@impromptu/bff/contracts';
import { accountData } from '@impromptu/bff/routes';
import { data, redirect, type ActionFunctionArgs } from '@remix-run/node';
import { bffRefusal } from '~/utils/bff.server';
import { bffFor } from '~/utils/bff-session.server';
import { destroySession, requireUser } from '~/utils/session.server';

const ACCOUNT_DELETED_PATH = '/account-deleted';

/**
 * Delete my account (issue 25 item 7): the form's password goes to POST /account/delete; on success this
 * browser's cookie is dropped (the BFF has revoked every session) and the person lands on /account-deleted.
 * A refusal answers the BFF's message for the form to show.
 */
export async function action({ request }: ActionFunctionArgs) {
  await requireUser(request);
  const parsed = DeleteAccountBodySchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success || (!parsed.data.password && !parsed.data.email)) {
    return data({ error: 'Enter your password to delete your account.' }, { status: 400 });
  }
  let deleted: { subscriptionCancelled: boolean; refundedCents: number; creditKeptCents: number };
  try {
    deleted = await bffFor(request).call(accountData.delete, { body: parsed.data });
  } catch (caught) {
    const error = bffRefusal(caught);
    // Already deleted (a second tab, a double click): this browser signs out all the same.
    if (error.statusCode === 410) {
      return redirect(ACCOUNT_DELETED_PATH, { headers: { 'Set-Cookie': await destroySession(request) } });
    }
    return data({ error: error.message }, { status: error.statusCode });
  }
  // What happened to the plan and the money, for the page to say (issue 44): amounts in cents, nothing personal.
  const said = new URLSearchParams();
  if (deleted.subscriptionCancelled) said.set('subscription', 'cancelled');
  if (deleted.refundedCents > 0) said.set('refunded', String(deleted.refundedCents));
  if (deleted.creditKeptCents > 0) said.set('creditKept', String(deleted.creditKeptCents));
  const query = said.toString();
  return redirect(query ? `${ACCOUNT_DELETED_PATH}?${query}` : ACCOUNT_DELETED_PATH, {
    headers: { 'Set-Cookie': await destroySession(request) },
  });
}
