import { account } from '@impromptu/bff/routes';
import { data, type ActionFunctionArgs } from '@remix-run/node';
import { z } from 'zod';
import { EmailSchema } from '~/auth/auth-forms';
import { bffRefusal } from '~/utils/bff.server';
import { bffFor } from '~/utils/bff-session.server';
import { parseForm } from '~/utils/form-data.server';

/** Sign-up's "send the invitation again" for an invited address (issue 25 item 5). */
const ResendInvitationFormSchema = z.object({ email: EmailSchema });

export async function action({ request }: ActionFunctionArgs) {
  const submission = parseForm(await request.formData(), ResendInvitationFormSchema);
  if (submission.status !== 'success')
    return data({ message: null, error: 'Enter a valid e-mail address' }, { status: 400 });
  try {
    const accepted = await bffFor(request).call(account.resendInvitation, { body: { email: submission.value.email } });
    return data({ message: `${accepted.message}.`, error: null });
  } catch (caught) {
    const error = bffRefusal(caught);
    return data({ message: null, error: error.message }, { status: error.statusCode });
  }
}
