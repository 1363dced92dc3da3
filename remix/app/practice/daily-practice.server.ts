import { practiceSessions } from '@impromptu/bff/routes';
import { bffFor } from '~/utils/bff-session.server';
import { requireUserWithPlan } from '~/utils/session.server';

/** Whether the signed-in user has the DAILY_PRACTICE feature (spec 2 §2: the card is feature-flagged). */
export async function hasDailyPractice(request: Request): Promise<boolean> {
  const profile = await requireUserWithPlan(request);
  return profile.features?.DAILY_PRACTICE?.available === true;
}

/**
 * The Today's Practice card, when the user has it: whether today's is done (issue 29 §7: the card then says so
 * instead of Start). A status that cannot be read shows the card as not done.
 */
export async function todaysPracticeCard(request: Request): Promise<{ doneToday: boolean } | null> {
  if (!(await hasDailyPractice(request))) return null;
  const status = await bffFor(request).attempt(practiceSessions.todayStatus, {});
  return { doneToday: status.ok && status.data.completed };
}
