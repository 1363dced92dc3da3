import type { ProgressPageSchema } from '@impromptu/bff/contracts';
import { progress } from '@impromptu/bff/routes';
import type { z } from 'zod';
import { bffFor } from '~/utils/bff-session.server';
import { loadPageRead, requireUserWithPlan } from '~/utils/session.server';
import { voicePointView, type GameProgress } from './voice-trends';

type ProgressPageRead = z.output<typeof ProgressPageSchema>;
/** What the page shows of the BFF's progress read: each game's rounds without their session ids (ADR 0043, addendum 2). */
export type ProgressPage = Omit<ProgressPageRead, 'games'> & { games: GameProgress[] };

function progressView(read: ProgressPageRead): ProgressPage {
  return { ...read, games: read.games.map((game) => ({ ...game, voice: game.voice.map(voicePointView) })) };
}

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
  // The view's one BFF read carries the figures with the shell (ADR 0043 addendum); a revalidation asks them alone.
  const read = await loadPageRead(request, '/games/progress');
  if (read?.progress) return { page: progressView(read.progress), problem: null, timeZone };
  const answer = await bffFor(request).attempt(progress.progress, {});
  return answer.ok
    ? { page: progressView(answer.data), problem: null, timeZone }
    : { page: null, problem: answer.error.message, timeZone };
}
