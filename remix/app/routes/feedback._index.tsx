import { redirect } from '@remix-run/node';

/** /feedback (spec 1 §2) is the current-feedback route. */
export async function loader() {
  return redirect('/feedback/current');
}
