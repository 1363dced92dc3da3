import { data, type ActionFunctionArgs } from '@remix-run/node';
import { rememberWelcomed } from '~/games/catalogue/first-visit.server';
import { requireUser } from '~/utils/session.server';

/** POST once Home has shown a first visit's welcome: from now on this browser greets the user with 'Welcome back'. */
export async function action({ request }: ActionFunctionArgs) {
  const { user } = await requireUser(request);
  return data({ ok: true }, { headers: { 'Set-Cookie': await rememberWelcomed(request, user.id) } });
}
