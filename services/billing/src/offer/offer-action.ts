/** The offer page's four states (spec 3 §2.6). */
export type OfferAction = 'REDIRECT_TO_DASHBOARD' | 'OFFER_UPGRADE' | 'SHOW_UPGRADE_WARNING' | 'NEW_SUBSCRIPTION';

export interface OfferState {
  /** The plan stored on the user (app_user.plan): null or free when nothing was bought or granted. */
  storedPlan: string | null;
  /** The live payment subscription, if any. */
  payment: { plan: string | null; period: string | null; isPaused: boolean } | null;
}

/** Plans that already give everything the annual Platform offer gives (spec 2 §6: every game, every course). */
const INCLUDES_THE_OFFER = ['trainings', 'legacy_trainings', 'free_trainings', 'coach'];

/**
 * Which state the offer page is in, decided from the whole state (issue 24): the checkout that starts by itself is
 * only for someone with no plan and no paid subscription. A plan granted without a payment (Coach, a staff Platform
 * plan, a class subscription) already includes the offer; a live payment other than monthly Platform is warned first.
 */
export function offerAction({ storedPlan, payment }: OfferState): OfferAction {
  if (payment) {
    if (payment.period === 'annually' || payment.plan === 'legacy_trainings') return 'REDIRECT_TO_DASHBOARD';
    if (payment.plan === 'trainings' && payment.period === 'monthly' && !payment.isPaused) return 'OFFER_UPGRADE';
    return 'SHOW_UPGRADE_WARNING';
  }
  if (storedPlan === null || storedPlan === '' || storedPlan === 'free') return 'NEW_SUBSCRIPTION';
  if (INCLUDES_THE_OFFER.includes(storedPlan)) return 'REDIRECT_TO_DASHBOARD';
  return 'SHOW_UPGRADE_WARNING';
}
