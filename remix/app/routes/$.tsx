import { unknownPathTarget } from '@impromptu/access';
import { redirect, type LoaderFunctionArgs } from '@remix-run/node';
import { useEffect } from 'react';
import { FullPageSpinner } from '~/components/spinner';
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

/**
 * Never the answer to a request: the loader redirects every one. The browser's router lands here only when a form
 * answered in the background (the consent sync, the welcome) while a navigation was still discovering its page: the
 * router then completes the navigation with this catch-all (ADR 0045). The document at the same address is the page
 * the person asked for, so it is loaded, with the loading state on screen meanwhile instead of an empty page.
 */
export default function UnknownPath() {
  useEffect(() => {
    window.location.reload();
  }, []);
  return <FullPageSpinner />;
}
