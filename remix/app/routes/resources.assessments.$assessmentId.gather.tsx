import { GatherBodySchema } from '@impromptu/bff/contracts';
import type { ActionFunctionArgs } from '@remix-run/node';
import { z } from 'zod';
import { reports } from '@impromptu/bff/routes';
import { bffFor } from '~/utils/bff-session.server';
import { requireUserWithPlan } from '~/utils/session.server';

/** Spec 3 §7 assessments gather: a next step clicked. */
export async function action({ request, params }: ActionFunctionArgs) {
  await requireUserWithPlan(request);
  const id = z.uuid().safeParse(params.assessmentId);
  const body = GatherBodySchema.safeParse(await request.json().catch(() => null));
  if (!id.success || !body.success) return new Response(null, { status: 400 });
  await bffFor(request).call(reports.gather, { params: { assessmentId: id.data }, body: body.data, signal: null });
  return new Response(null, { status: 202 });
}
