import { GatherBodySchema } from '@impromptu/bff/contracts';
import type { ActionFunctionArgs } from '@remix-run/node';
import { z } from 'zod';
import { signedIn } from '~/assessments/assessments.server';
import { bff } from '~/utils/bff.server';

/** Spec 3 §7 assessments gather: a next step clicked. */
export async function action({ request, params }: ActionFunctionArgs) {
  const { token } = await signedIn(request);
  const id = z.uuid().safeParse(params.assessmentId);
  const body = GatherBodySchema.safeParse(await request.json().catch(() => null));
  if (!id.success || !body.success) return new Response(null, { status: 400 });
  await bff.request(`/assessments/${id.data}/gather`, { method: 'POST', body: body.data, schema: z.unknown(), token });
  return new Response(null, { status: 202 });
}
