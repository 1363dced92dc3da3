import type { ActionFunctionArgs } from '@remix-run/node';
import { z } from 'zod';
import { signedIn } from '~/assessments/assessments.server';
import { bff } from '~/utils/bff.server';

const ParamsSchema = z.object({ notificationId: z.uuid(), event: z.enum(['seen', 'cta', 'impression']) });
const ImpressionSchema = z.object({ idempotencyKey: z.uuid() });

/**
 * Spec 2 §4, §7: a notification dismissed (sets seen, 'Notification Closed'), its call to action clicked, or
 * the banner shown on a page (an impression, with the showing's idempotency key).
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const { token } = await signedIn(request);
  const parsed = ParamsSchema.safeParse(params);
  if (!parsed.success) return new Response(null, { status: 400 });
  const { notificationId, event } = parsed.data;
  let body: z.infer<typeof ImpressionSchema> | undefined;
  if (event === 'impression') {
    const impression = ImpressionSchema.safeParse(await request.json().catch(() => null));
    if (!impression.success) return new Response(null, { status: 400 });
    body = impression.data;
  }
  await bff.request(`/notifications/${notificationId}/${event}`, {
    method: 'POST',
    schema: z.unknown(),
    token,
    ...(body ? { body } : {}),
  });
  return new Response(null, { status: event === 'seen' ? 204 : 202 });
}
