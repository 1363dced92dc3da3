import { parseWithZod } from '@conform-to/zod/v4';
import { account } from '@impromptu/bff/routes';
import { data, type ActionFunctionArgs } from '@remix-run/node';
import { refusal } from '~/account/account-actions.server';
import { ChangeEmailFormSchema } from '~/account/account-forms';
import { bffFor } from '~/utils/bff-session.server';
import { requireUser } from '~/utils/session.server';

/** Settings → Profile, change e-mail (issue 25 item 3): a confirmation link goes to the new address. */
export async function action({ request }: ActionFunctionArgs) {
  await requireUser(request);
  const submission = parseWithZod(await request.formData(), { schema: ChangeEmailFormSchema });
  if (submission.status !== 'success') {
    return data({ result: submission.reply({ hideFields: ['password'] }), message: null }, { status: 400 });
  }
  try {
    const accepted = await bffFor(request).call(account.changeEmail, { body: submission.value });
    return data({ result: submission.reply({ resetForm: true }), message: accepted.message });
  } catch (error) {
    return refusal(submission, error, ['password']);
  }
}
