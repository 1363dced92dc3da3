import { redirect, type LoaderFunctionArgs } from '@remix-run/node';
import { billingApi } from '~/billing/billing.server';
import { bffRefusal } from '~/utils/bff.server';
import { requireUserWithPlan } from '~/utils/session.server';

/** Spec 3 §2.14: the billing-portal route requests a customer-portal session at once and shows no interface. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUserWithPlan(request);
  const api = billingApi(request);
  try {
    const { redirectURI } = await api.portal(user.user.id);
    return redirect(redirectURI);
  } catch (error) {
    // No billing details, or a plan billed elsewhere: back to the billing page, which says why.
    bffRefusal(error, 'client');
    return redirect('/games/user/settings/billing');
  }
}
