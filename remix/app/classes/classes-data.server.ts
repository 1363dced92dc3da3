import {
  ClassBannerSchema,
  CohortDashboardSchema,
  GroupListSchema,
  LeaderboardPageSchema,
  RegistrationListSchema,
  ScheduledClassListSchema,
  ScheduledClassSchema,
} from '@impromptu/bff/contracts';
import { redirect } from '@remix-run/node';
import type { z } from 'zod';
import { BffError, bff } from '~/utils/bff.server';
import { getSessionToken, requireUserWithPlan } from '~/utils/session.server';

async function call<S extends z.ZodType>(request: Request, path: string, schema: S): Promise<z.output<S>> {
  await requireUserWithPlan(request);
  const token = await getSessionToken(request);
  try {
    return await bff.request(path, { schema, token: token ?? undefined, signal: request.signal });
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

export const loadClassList = (request: Request) => call(request, '/events/scheduled', ScheduledClassListSchema);

export async function loadEvent(request: Request, scheduledEventId: string | undefined) {
  if (!scheduledEventId || !/^[0-9a-f-]{36}$/i.test(scheduledEventId))
    throw new Response('Class not found', { status: 404, statusText: 'Not Found' });
  const id = encodeURIComponent(scheduledEventId);
  const [event, registrations] = await Promise.all([
    call(request, `/events/scheduled/${id}`, ScheduledClassSchema),
    call(request, `/events/scheduled/${id}/registrations`, RegistrationListSchema),
  ]);
  return { event, registrations };
}

export const loadBanner = (request: Request) => call(request, '/classes/banner', ClassBannerSchema);

/** Spec 3 §2.10: without an ACTIVE group that has a curriculum, the cohort page sends the user home. */
export async function loadCohortDashboard(request: Request) {
  const groupId = new URL(request.url).searchParams.get('group');
  const query = groupId && /^[0-9a-f-]{36}$/i.test(groupId) ? `?groupId=${encodeURIComponent(groupId)}` : '';
  try {
    return await call(request, `/cohorts/dashboard${query}`, CohortDashboardSchema);
  } catch (error) {
    if (error instanceof Response && error.status === 404) throw redirect('/games/home');
    throw error;
  }
}

export function loadLeaderboard(request: Request) {
  const url = new URL(request.url);
  const period = url.searchParams.get('period') === 'daily' ? 'daily' : 'weekly';
  const groupId = url.searchParams.get('group');
  const group = groupId && /^[0-9a-f-]{36}$/i.test(groupId) ? `&groupId=${encodeURIComponent(groupId)}` : '';
  return call(request, `/leaderboards?period=${period}${group}`, LeaderboardPageSchema);
}

export const loadGroups = (request: Request) => call(request, '/groups', GroupListSchema);
