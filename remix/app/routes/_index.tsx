import { unknownPathTarget } from '@impromptu/access';
import { redirect, type LoaderFunctionArgs } from '@remix-run/node';
import { getOptionalUser } from '~/utils/session.server';

/**
 * The site root. Spec 1 §6: login is required for everything but sign-in, so '/' sends a visitor
 * to /login, and a signed-in user where any other path goes (spec 3 §2.2).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getOptionalUser(request);
  throw redirect(user ? unknownPathTarget(user.flags) : '/login');
}

export default function Index() {
  return null;
}
