import { requireUserWithPlan } from '~/utils/session.server';

/** Whether the signed-in user has the DAILY_PRACTICE feature (spec 2 §2: the card is feature-flagged). */
export async function hasDailyPractice(request: Request): Promise<boolean> {
  const profile = await requireUserWithPlan(request);
  return profile.features?.DAILY_PRACTICE?.available === true;
}
