import { parseWithZod } from '@conform-to/zod/v4';
import { account } from '@impromptu/bff/routes';
import { data, type ActionFunctionArgs } from '@remix-run/node';
import { refusal } from '~/account/account-actions.server';
import { ChangePasswordFormSchema } from '~/account/account-forms';
import { bffFor } from '~/utils/bff-session.server';
import { requireUser } from '~/utils/session.server';

const HIDE = ['currentPassword', 'newPassword'];

/** Settings → Profile, change password (issue 25 item 3). */
export async function action({ request }: ActionFunctionArgs) {
  await requireUser(request);
  const submission = parseWithZod(await request.formData(), { schema: ChangePasswordFormSchema });
  if (submission.status !== 'success') {
    return data({ result: submission.reply({ hideFields: HIDE }), message: null }, { status: 400 });
  }
  try {
    const changed = await bffFor(request).call(account.changePassword, { body: submission.value });
    return data({ result: submission.reply({ resetForm: true }), message: changed.message });
  } catch (error) {
    return refusal(submission, error, HIDE);
  }
}
