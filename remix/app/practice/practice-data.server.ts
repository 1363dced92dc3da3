import { PracticeSessionSchema } from '@impromptu/bff/contracts';
import { BffError, bff } from '~/utils/bff.server';
import { getSessionToken, requireUserWithPlan } from '~/utils/session.server';
import type { PracticePageData } from './practice-types';

/** What the practice screen needs: the session, whether it is Today's Practice, and the user's zone for the countdown. */
async function loadPractice(request: Request, path: string, daily: boolean): Promise<PracticePageData> {
  const profile = await requireUserWithPlan(request);
  const token = await getSessionToken(request);
  try {
    const session = await bff.request(path, {
      schema: PracticeSessionSchema,
      token: token ?? undefined,
      signal: request.signal,
    });
    return { session, daily, timeZone: profile.user.ianaTimeZone ?? 'UTC' };
  } catch (error) {
    if (error instanceof BffError && (error.statusCode === 404 || error.statusCode === 403)) {
      throw new Response(error.message, {
        status: error.statusCode,
        statusText: error.statusCode === 404 ? 'Not Found' : 'Forbidden',
      });
    }
    throw error;
  }
}

export function loadTodaysPractice(request: Request): Promise<PracticePageData> {
  return loadPractice(request, '/practice/daily', true);
}

export function loadNamedPractice(request: Request, slug: string | undefined): Promise<PracticePageData> {
  if (!slug || !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug))
    throw new Response('Practice session not found', { status: 404, statusText: 'Not Found' });
  return loadPractice(request, `/practice/sessions/${encodeURIComponent(slug)}`, false);
}
