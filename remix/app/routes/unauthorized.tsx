import { UserIcon } from '@heroicons/react/24/outline';
import { safeRedirect } from '@impromptu/access';
import { redirect, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { ButtonLink } from '~/components/button';
import { IconBadge, NoticePage } from '~/components/notice-page';
import { getOptionalUser } from '~/utils/session.server';

export const meta: MetaFunction = () => [{ title: 'Sign in to view this page | Impromptu' }];

/** Spec 3 §2.2: a sign-in prompt; a visitor who is signed in already goes back to the page of origin or /games/home. */
export async function loader({ request }: LoaderFunctionArgs) {
  const redirectTo = new URL(request.url).searchParams.get('redirectTo');
  if (await getOptionalUser(request)) throw redirect(safeRedirect(redirectTo, '/games/home'));
  const loginSearch = redirectTo && safeRedirect(redirectTo, '') ? `?${new URLSearchParams({ redirectTo })}` : '';
  return { loginHref: `/login${loginSearch}` };
}

export default function Unauthorized() {
  const { loginHref } = useLoaderData<typeof loader>();
  return (
    <NoticePage
      id="unauthorized-heading"
      badge={<IconBadge icon={UserIcon} tone="blue" />}
      heading="Sign in to view this page"
    >
      <p className="mt-4 text-ink-muted">Log in to your Impromptu account to carry on where you were headed.</p>
      <ButtonLink to={loginHref} variant="primary" className="mt-8 px-6 py-3 font-semibold shadow-sm">
        Log In
      </ButtonLink>
    </NoticePage>
  );
}
