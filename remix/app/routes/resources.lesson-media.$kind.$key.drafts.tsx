import type { ActionFunctionArgs } from '@remix-run/node';
import { lessonMedia } from '@impromptu/bff/routes';
import { AUTHENTICATION_REQUIRED, methodNotAllowed } from '~/utils/bff-relay.server';
import { bffRefusal } from '~/utils/bff.server';
import { bffFor } from '~/utils/bff-session.server';
import { getSessionToken } from '~/utils/session.server';

const error = (statusCode: number, message: string, issues: { path: string; message: string }[] = []) =>
  Response.json({ statusCode, message, issues }, { status: statusCode });

/**
 * POST (video/mp4 or video/webm) → 201 and the draft: a coach's upload or browser recording of a lesson, checked by
 * the BFF from its bytes (issue 47, ADR 0060). The browser sends it with upload progress; this relays it whole.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed('POST');
  // Refused before the body is read: a visitor's upload is not taken in to be refused by the BFF.
  if (!(await getSessionToken(request))) return error(401, AUTHENTICATION_REQUIRED);
  const contentType = request.headers.get('content-type')?.split(';', 1)[0]?.trim().toLowerCase() ?? '';
  if (contentType !== 'video/mp4' && contentType !== 'video/webm')
    return error(415, 'Upload the lesson as an MP4 or WebM video (video/mp4 or video/webm).', [
      { path: 'body', message: 'must be sent as video/mp4 or video/webm' },
    ]);
  const body = new Uint8Array(await request.arrayBuffer());
  try {
    const answer = await bffFor(request).bytes(lessonMedia.upload, {
      params: { kind: params.kind ?? '', key: params.key ?? '' },
      body,
      contentType,
      accept: 'application/json',
      timeoutMs: 120_000,
    });
    return new Response(answer.body, {
      status: answer.status,
      headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' },
    });
  } catch (caught) {
    const refused = bffRefusal(caught);
    return error(refused.statusCode, refused.message, refused.issues);
  }
}
