import { parseWithZod } from '@conform-to/zod/v4';
import { AcceptedSchema } from '@impromptu/bff/contracts';
import { data, type ActionFunctionArgs } from '@remix-run/node';
import { refusal } from '~/account/account-actions.server';
import { ChangeEmailFormSchema } from '~/account/account-forms';
import { bff } from '~/utils/bff.server';
import { getSessionToken, requireUser } from '~/utils/session.server';

/** Settings → Profile, change e-mail (issue 25 item 3): a confirmation link goes to the new address. */
export async function action({ request }: ActionFunctionArgs) {
  await requireUser(request);
  const token = (await getSessionToken(request)) ?? undefined;
  const submission = parseWithZod(await request.formData(), { schema: ChangeEmailFormSchema });
  if (submission.status !== 'success') {
    return data({ result: submission.reply({ hideFields: ['password'] }), message: null }, { status: 400 });
  }
  try {
    const accepted = await bff.request('/auth/email/change', {
      method: 'POST',
      schema: AcceptedSchema,
      body: submission.value,
      token,
      signal: request.signal,
    });
    return data({ result: submission.reply({ resetForm: true }), message: accepted.message });
  } catch (error) {
    return refusal(submission, error, ['password']);
  }
}
