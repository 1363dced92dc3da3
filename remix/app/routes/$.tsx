import { unknownPathTarget } from '@impromptu/access';
import { redirect, type LoaderFunctionArgs } from '@remix-run/node';
import { getOptionalUser } from '~/utils/session.server';

/** Any other path (spec 3 §2.2): /games/cohort for active fundamentals students, else /games/home; signed out, to /login. */
export async function loader({ request }: LoaderFunctionArgs) {
  // A missing build asset is a 404, not a page to send the visitor away from.
  if (new URL(request.url).pathname.startsWith('/assets/')) throw new Response('Not Found', { status: 404 });
  const user = await getOptionalUser(request);
  if (user) throw redirect(unknownPathTarget(user.flags));
  const url = new URL(request.url);
  throw redirect(`/login?${new URLSearchParams({ redirectTo: `${url.pathname}${url.search}` })}`);
}

export default function UnknownPath() {
  return null;
}
