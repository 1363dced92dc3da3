import type { ActionFunctionArgs } from '@remix-run/node';
import { z } from 'zod';
import { signedIn } from '~/assessments/assessments.server';
import { bff } from '~/utils/bff.server';

const ParamsSchema = z.object({ notificationId: z.uuid(), event: z.enum(['seen', 'cta']) });

/** Spec 2 §4, §7: a notification dismissed (sets seen, 'Notification Closed') or its call to action clicked. */
export async function action({ request, params }: ActionFunctionArgs) {
  const { token } = await signedIn(request);
  const parsed = ParamsSchema.safeParse(params);
  if (!parsed.success) return new Response(null, { status: 400 });
  await bff.request(`/notifications/${parsed.data.notificationId}/${parsed.data.event}`, { method: 'POST', schema: z.unknown(), token });
  return new Response(null, { status: parsed.data.event === 'seen' ? 204 : 202 });
}
