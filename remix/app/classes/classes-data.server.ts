import { cohorts, registrations, type RouteAnswer, type RouteContract } from '@impromptu/bff/routes';
import { redirect } from '@remix-run/node';
import { bffRefusal, errorPage } from '~/utils/bff.server';
import { bffFor, type ServerCallOptions } from '~/utils/bff-session.server';
import { requireUserWithPlan } from '~/utils/session.server';

async function call<R extends RouteContract>(
  request: Request,
  route: R,
  options: ServerCallOptions<R>,
): Promise<RouteAnswer<R>> {
  await requireUserWithPlan(request);
  try {
    return await bffFor(request).call(route, options);
  } catch (error) {
    throw errorPage(bffRefusal(error, [404, 403]));
  }
}

export const loadClassList = (request: Request) => call(request, registrations.list, {});

export async function loadEvent(request: Request, scheduledEventId: string | undefined) {
  if (!scheduledEventId || !/^[0-9a-f-]{36}$/i.test(scheduledEventId))
    throw new Response('Class not found', { status: 404, statusText: 'Not Found' });
  const params = { scheduledEventId };
  const [event, list] = await Promise.all([
    call(request, registrations.get, { params }),
    call(request, registrations.registrations, { params }),
  ]);
  return { event, registrations: list };
}

export const loadBanner = (request: Request) => call(request, registrations.banner, {});

/** Spec 3 §2.10: without an ACTIVE group that has a curriculum, the cohort page sends the user home. */
export async function loadCohortDashboard(request: Request) {
  const groupId = new URL(request.url).searchParams.get('group');
  const query = groupId && /^[0-9a-f-]{36}$/i.test(groupId) ? { groupId } : {};
  try {
    return await call(request, cohorts.dashboard, { query });
  } catch (error) {
    if (error instanceof Response && error.status === 404) throw redirect('/games/home');
    throw error;
  }
}

export function loadLeaderboard(request: Request) {
  const url = new URL(request.url);
  const period = url.searchParams.get('period') === 'daily' ? 'daily' : 'weekly';
  const groupId = url.searchParams.get('group');
  const group = groupId && /^[0-9a-f-]{36}$/i.test(groupId) ? { groupId } : {};
  return call(request, cohorts.leaderboard, { query: { period, ...group } });
}

export const loadGroups = (request: Request) => call(request, cohorts.groups, {});
