import type { RouteContract } from '@impromptu/bff/routes';
import { bffRefusal } from '~/utils/bff.server';
import { bffFor } from '~/utils/bff-session.server';

const PASSED_ON = ['content-type', 'content-length', 'content-range', 'accept-ranges', 'cache-control'];

/**
 * A media answer of the BFF relayed to the browser as it streams: the Range header goes on, and the status (200, 206,
 * 416) and the range headers come back, so the browser's player seeks without downloading the whole video.
 */
export async function relayMedia(
  request: Request,
  route: RouteContract,
  params: Record<string, string>,
): Promise<Response> {
  try {
    const range = request.headers.get('range');
    const answer = await bffFor(request).bytes(
      route as never,
      {
        params,
        accept: '*/*',
        ...(range ? { range } : {}),
        timeoutMs: 60_000,
      } as never,
    );
    const headers = new Headers();
    for (const name of PASSED_ON) {
      const value = answer.headers.get(name);
      if (value) headers.set(name, value);
    }
    return new Response(answer.status === 416 ? null : answer.body, { status: answer.status, headers });
  } catch (caught) {
    const refused = bffRefusal(caught);
    return Response.json(
      { statusCode: refused.statusCode, message: refused.message, issues: refused.issues },
      { status: refused.statusCode },
    );
  }
}
