import { AcceptedSchema } from '@impromptu/bff/contracts';
import { data, type ActionFunctionArgs } from '@remix-run/node';
import { bff, bffRefusal } from '~/utils/bff.server';
import { getSessionToken, requireUser } from '~/utils/session.server';

/** Sends the confirmation link of the account's address again (the reminder's Resend). */
export async function action({ request }: ActionFunctionArgs) {
  await requireUser(request);
  const token = (await getSessionToken(request)) ?? undefined;
  try {
    const accepted = await bff.request('/auth/email/verification', {
      method: 'POST',
      schema: AcceptedSchema,
      token,
      signal: request.signal,
    });
    return data({ message: accepted.message, error: null });
  } catch (caught) {
    const error = bffRefusal(caught);
    return data({ message: null, error: error.message }, { status: error.statusCode });
  }
}
