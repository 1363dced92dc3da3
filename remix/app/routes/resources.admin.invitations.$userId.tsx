import { adminInvitations } from '@impromptu/bff/routes';
import { data, type ActionFunctionArgs } from '@remix-run/node';
import { z } from 'zod';
import { requireAdmin } from '~/admin/require-admin.server';
import { bffRefusal } from '~/utils/bff.server';
import { bffFor } from '~/utils/bff-session.server';

/** The admin users table's Resend for a person who has not accepted their invitation (issue 25 item 5). */
export async function action({ request, params }: ActionFunctionArgs) {
  await requireAdmin(request);
  const userId = z.uuid().safeParse(params.userId);
  if (!userId.success) return data({ message: null, error: 'No such user.' }, { status: 404 });
  try {
    const invited = await bffFor(request).call(adminInvitations.resend, { params: { userId: String(userId.data) } });
    return data({ message: invited.message, error: null });
  } catch (caught) {
    const error = bffRefusal(caught);
    return data({ message: null, error: error.message }, { status: error.statusCode });
  }
}
