import { practiceSessions } from '@impromptu/bff/routes';
import type { PlanCode } from '@impromptu/access';
import { data } from '@remix-run/node';
import { upgradeLinkFor } from '~/games/catalogue/upgrade.server';
import { bffRefusal, errorPage } from '~/utils/bff.server';
import { bffFor } from '~/utils/bff-session.server';
import { requireUserWithPlan } from '~/utils/session.server';
import type { LockedPractice, PracticePageData } from './practice-types';

/** What a practice the plan does not include is, from what the route knows without reading it. */
function lockedPractice(slug: string, daily: boolean, plan: PlanCode | null): LockedPractice {
  const name = daily
    ? "Today's Practice"
    : slug
        .split('-')
        .map((word, index) => (index === 0 ? word.charAt(0).toUpperCase() + word.slice(1) : word))
        .join(' ');
  return {
    locked: true,
    name,
    description: daily
      ? 'A new guided session every day, 3 - 5 min: a warm-up, a game, a reflection and a step of your talk outline.'
      : 'A guided practice session: instructions, timed games and reflections, one step at a time.',
    upgrade: upgradeLinkFor(plan),
  };
}

/** What the practice screen needs: the session, whether it is Today's Practice, and the user's zone for the countdown. */
async function loadPractice(request: Request, slug: string | null): Promise<PracticePageData> {
  const profile = await requireUserWithPlan(request);
  const daily = slug === null;
  const bff = bffFor(request);
  try {
    const session = daily
      ? await bff.call(practiceSessions.today, {})
      : await bff.call(practiceSessions.bySlug, { params: { practiceSessionSlug: slug } });
    return { session, daily, timeZone: profile.user.ianaTimeZone ?? 'UTC' };
  } catch (error) {
    const refused = bffRefusal(error, [403, 404]);
    // Not in the plan: say what the practice is and where it is had, never a dead end (issue 29 §6).
    if (refused.statusCode === 403)
      throw data(lockedPractice(slug ?? '', daily, profile.plan), { status: 403, statusText: 'Forbidden' });
    throw errorPage(refused);
  }
}

export function loadTodaysPractice(request: Request): Promise<PracticePageData> {
  return loadPractice(request, null);
}

export function loadNamedPractice(request: Request, slug: string | undefined): Promise<PracticePageData> {
  if (!slug || !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug))
    throw new Response('Practice session not found', { status: 404, statusText: 'Not Found' });
  return loadPractice(request, slug);
}
