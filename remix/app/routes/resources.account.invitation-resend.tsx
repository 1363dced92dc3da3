import { AcceptedSchema } from '@impromptu/bff/contracts';
import { data, type ActionFunctionArgs } from '@remix-run/node';
import { EmailSchema } from '~/auth/auth-forms';
import { bff, bffRefusal } from '~/utils/bff.server';

/** Sign-up's "send the invitation again" for an invited address (issue 25 item 5). */
export async function action({ request }: ActionFunctionArgs) {
  const email = EmailSchema.safeParse((await request.formData()).get('email'));
  if (!email.success) return data({ message: null, error: 'Enter a valid e-mail address' }, { status: 400 });
  try {
    const accepted = await bff.request('/auth/invitations/resend', {
      method: 'POST',
      schema: AcceptedSchema,
      body: { email: email.data },
      signal: request.signal,
    });
    return data({ message: `${accepted.message}.`, error: null });
  } catch (caught) {
    const error = bffRefusal(caught);
    return data({ message: null, error: error.message }, { status: error.statusCode });
  }
}
