import { ProgressPageSchema } from '@impromptu/bff/contracts';
import type { z } from 'zod';
import { BffError, bff } from '~/utils/bff.server';
import { getSessionToken, requireUserWithPlan } from '~/utils/session.server';

export type ProgressPage = z.output<typeof ProgressPageSchema>;

export interface ProgressPageReads {
  /** The page's figures, or null when the BFF could not answer. */
  page: ProgressPage | null;
  /** Why the figures could not be loaded, shown instead of them; null when they were. */
  problem: string | null;
  /** The zone the learner's dates read in (their profile's, UTC when unknown). */
  timeZone: string;
}

/** /games/progress in one BFF request (GET /pages/progress). When the BFF cannot answer, the page says why. */
export async function loadProgressPage(request: Request): Promise<ProgressPageReads> {
  const profile = await requireUserWithPlan(request);
  const timeZone = profile.user.ianaTimeZone ?? 'UTC';
  const token = (await getSessionToken(request)) ?? undefined;
  try {
    const page = await bff.request('/pages/progress', { schema: ProgressPageSchema, token, signal: request.signal });
    return { page, problem: null, timeZone };
  } catch (error) {
    if (error instanceof BffError) return { page: null, problem: error.message, timeZone };
    throw error;
  }
}
