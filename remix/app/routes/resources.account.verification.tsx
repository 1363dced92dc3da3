import { account } from '@impromptu/bff/routes';
import { data, type ActionFunctionArgs } from '@remix-run/node';
import { bffRefusal } from '~/utils/bff.server';
import { bffFor } from '~/utils/bff-session.server';
import { requireUser } from '~/utils/session.server';

/** Sends the confirmation link of the account's address again (the reminder's Resend). */
export async function action({ request }: ActionFunctionArgs) {
  await requireUser(request);
  try {
    const accepted = await bffFor(request).call(account.resendVerification, {});
    return data({ message: accepted.message, error: null });
  } catch (caught) {
    const error = bffRefusal(caught);
    return data({ message: null, error: error.message }, { status: error.statusCode });
  }
}
