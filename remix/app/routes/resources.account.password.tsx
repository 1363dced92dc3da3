import { parseWithZod } from '@conform-to/zod/v4';
import { ChangedPasswordSchema } from '@impromptu/bff/contracts';
import { data, type ActionFunctionArgs } from '@remix-run/node';
import { refusal } from '~/account/account-actions.server';
import { ChangePasswordFormSchema } from '~/account/account-forms';
import { bff } from '~/utils/bff.server';
import { getSessionToken, requireUser } from '~/utils/session.server';

const HIDE = ['currentPassword', 'newPassword'];

/** Settings → Profile, change password (issue 25 item 3). */
export async function action({ request }: ActionFunctionArgs) {
  await requireUser(request);
  const token = (await getSessionToken(request)) ?? undefined;
  const submission = parseWithZod(await request.formData(), { schema: ChangePasswordFormSchema });
  if (submission.status !== 'success') {
    return data({ result: submission.reply({ hideFields: HIDE }), message: null }, { status: 400 });
  }
  try {
    const changed = await bff.request('/auth/password/change', {
      method: 'POST',
      schema: ChangedPasswordSchema,
      body: submission.value,
      token,
      signal: request.signal,
    });
    return data({ result: submission.reply({ resetForm: true }), message: changed.message });
  } catch (error) {
    return refusal(submission, error, HIDE);
  }
}
