import { pickerTiers, upgradePath, type PlanCode } from '@impromptu/access';
import { env } from '~/utils/env.server';
import type { UpgradeLink } from './upgrade';

/** The Upgrade link for a user on this plan (see UpgradeLink). */
export function upgradeLinkFor(plan: PlanCode | null): UpgradeLink {
  const to = upgradePath(plan);
  if (to) return { kind: 'page', to };
  // The link goes to the cohort page: name the tier booked there (Coach-Led), not Platform, which is bought here.
  const tier = pickerTiers().find((entry) => entry.plan === 'coach')?.offer.tier ?? 'Coach-Led';
  return { kind: 'tier', tier, href: env.cohortPageUrl };
}
