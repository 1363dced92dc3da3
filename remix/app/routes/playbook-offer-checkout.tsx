import { redirect, type LoaderFunctionArgs } from '@remix-run/node';
import { requireUser } from '~/utils/session.server';

/** Spec 1 §2: public; a visitor signs in first (the special-route flow keeps this page), then moves on to -pay. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  return redirect(`/playbook-offer-checkout-pay${new URL(request.url).search}`);
}
