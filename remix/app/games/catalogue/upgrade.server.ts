import { LOCKED_GAMES_FOR_FREE, tiersThatUnlock, upgradePath, type PlanCode } from '@impromptu/access';
import { env } from '~/utils/env.server';
import type { UpgradeLink } from './upgrade';

/** The Upgrade link for a user on this plan (see UpgradeLink). */
export function upgradeLinkFor(plan: PlanCode | null): UpgradeLink {
  const to = upgradePath(plan);
  if (to) return { kind: 'page', to };
  // Every locked game opens with the same tiers: name the first (Coach-Led).
  const tier = tiersThatUnlock(LOCKED_GAMES_FOR_FREE[0] ?? '')[0] ?? 'Coach-Led';
  return { kind: 'tier', tier, href: env.cohortPageUrl };
}
