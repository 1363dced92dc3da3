import { FeedbackBodySchema } from '@impromptu/bff/contracts';
import type { ActionFunctionArgs } from '@remix-run/node';
import { reports } from '@impromptu/bff/routes';
import { bffFor } from '~/utils/bff-session.server';
import { requireUserWithPlan } from '~/utils/session.server';

/** A star rating and its follow-up (spec 3 §3 feedback record, type SURVEY). */
export async function action({ request }: ActionFunctionArgs) {
  await requireUserWithPlan(request);
  const body = FeedbackBodySchema.safeParse(await request.json().catch(() => null));
  if (!body.success) return new Response(null, { status: 400 });
  await bffFor(request).call(reports.feedback, { body: body.data, signal: null });
  return new Response(null, { status: 201 });
}
