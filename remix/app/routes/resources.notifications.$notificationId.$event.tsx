import type { ActionFunctionArgs } from '@remix-run/node';
import { z } from 'zod';
import { notifications } from '@impromptu/bff/routes';
import { bffFor } from '~/utils/bff-session.server';
import { requireUserWithPlan } from '~/utils/session.server';

const ParamsSchema = z.object({ notificationId: z.uuid(), event: z.enum(['seen', 'cta', 'impression']) });
const ImpressionSchema = z.object({ idempotencyKey: z.uuid() });

/**
 * Spec 2 §4, §7: a notification dismissed (sets seen, 'Notification Closed'), its call to action clicked, or
 * the banner shown on a page (an impression, with the showing's idempotency key).
 */
export async function action({ request, params }: ActionFunctionArgs) {
  await requireUserWithPlan(request);
  const parsed = ParamsSchema.safeParse(params);
  if (!parsed.success) return new Response(null, { status: 400 });
  const { notificationId, event } = parsed.data;
  const bff = bffFor(request);
  const target = { notificationId };
  if (event === 'impression') {
    const impression = ImpressionSchema.safeParse(await request.json().catch(() => null));
    if (!impression.success) return new Response(null, { status: 400 });
    await bff.call(notifications.impression, { params: target, body: impression.data, signal: null });
  } else {
    await bff.call(event === 'seen' ? notifications.dismiss : notifications.cta, { params: target, signal: null });
  }
  return new Response(null, { status: event === 'seen' ? 204 : 202 });
}
