import { FeedbackBodySchema } from '@impromptu/bff/contracts';
import type { ActionFunctionArgs } from '@remix-run/node';
import { z } from 'zod';
import { signedIn } from '~/assessments/assessments.server';
import { bff } from '~/utils/bff.server';

/** A star rating and its follow-up (spec 3 §3 feedback record, type SURVEY). */
export async function action({ request }: ActionFunctionArgs) {
  const { token } = await signedIn(request);
  const body = FeedbackBodySchema.safeParse(await request.json().catch(() => null));
  if (!body.success) return new Response(null, { status: 400 });
  await bff.request('/feedback', { method: 'POST', body: body.data, schema: z.unknown(), token });
  return new Response(null, { status: 201 });
}
