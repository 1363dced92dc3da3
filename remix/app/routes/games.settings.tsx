import { redirect, type LoaderFunctionArgs } from '@remix-run/node';
import { requireUser } from '~/utils/session.server';

/** /games/settings, one of the other settings routes of spec 3 §2.1: the Settings page (which opens on Profile). */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  return redirect('/games/user/settings');
}
