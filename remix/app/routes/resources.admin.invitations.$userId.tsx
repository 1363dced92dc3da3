import { InvitedUserSchema } from '@impromptu/bff/contracts';
import { data, type ActionFunctionArgs } from '@remix-run/node';
import { z } from 'zod';
import { requireAdmin } from '~/admin/require-admin.server';
import { bff, bffRefusal } from '~/utils/bff.server';

/** The admin users table's Resend for a person who has not accepted their invitation (issue 25 item 5). */
export async function action({ request, params }: ActionFunctionArgs) {
  const { token } = await requireAdmin(request);
  const userId = z.uuid().safeParse(params.userId);
  if (!userId.success) return data({ message: null, error: 'No such user.' }, { status: 404 });
  try {
    const invited = await bff.request(`/admin/users/${userId.data}/invitation`, {
      method: 'POST',
      schema: InvitedUserSchema,
      token,
      signal: request.signal,
    });
    return data({ message: invited.message, error: null });
  } catch (caught) {
    const error = bffRefusal(caught);
    return data({ message: null, error: error.message }, { status: error.statusCode });
  }
}
