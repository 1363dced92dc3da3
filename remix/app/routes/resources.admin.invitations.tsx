import { parseWithZod } from '@conform-to/zod/v4';
import { adminInvitations } from '@impromptu/bff/routes';
import { data, type ActionFunctionArgs } from '@remix-run/node';
import { refusal } from '~/account/account-actions.server';
import { InviteFormSchema } from '~/account/account-forms';
import { requireAdmin } from '~/admin/require-admin.server';
import { bffFor } from '~/utils/bff-session.server';

/** The admin users screen's "Invite someone" (issue 25 item 5). */
export async function action({ request }: ActionFunctionArgs) {
  await requireAdmin(request);
  const submission = parseWithZod(await request.formData(), { schema: InviteFormSchema });
  if (submission.status !== 'success') return data({ result: submission.reply(), message: null }, { status: 400 });
  try {
    const invited = await bffFor(request).call(adminInvitations.invite, { body: submission.value });
    return data({ result: submission.reply({ resetForm: true }), message: invited.message });
  } catch (error) {
    return refusal(submission, error, []);
  }
}
