import { redirect, type LoaderFunctionArgs } from '@remix-run/node';
import { env } from '~/utils/env.server';
import { requireUser } from '~/utils/session.server';

/**
 * Spec 3 §2.6: the subscribe-then-pay route sends the browser to the external payment page of the plan with the
 * original query, the user's e-mail and freeze=email (the page then does not let the e-mail be changed).
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const plan = params.plan ?? '';
  const original = new URL(request.url).searchParams;
  const target = new URL(`${env.paythenUrl.replace(/\/+$/, '')}/${encodeURIComponent(plan)}`);
  for (const [key, value] of original) target.searchParams.append(key, value);
  target.searchParams.set('email', user.user.email);
  target.searchParams.set('freeze', 'email');
  return redirect(target.toString());
}
