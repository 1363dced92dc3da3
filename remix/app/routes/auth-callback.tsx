import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { cameFromAnotherSite, routeAfterSignIn } from '~/auth/sign-in.server';
import { FullPageSpinner } from '~/components/spinner';
import { completeOidcCallback } from '~/utils/auth.server';
import { bffRefusal } from '~/utils/bff.server';
import { carriedParamsFrom } from '~/utils/carried-params';
import { destroyOidcState, publicOrigin, readOidcState } from '~/utils/session.server';
import { log } from '~/utils/log.server';

export const meta: MetaFunction = () => [{ title: 'Signing in | Impromptu' }];

const OIDC_FAILED = 'Sign-in with the identity provider failed. Please try again.';

/** The post-login router of spec 3 §4.6; it also completes a sign-in at an OpenID Connect provider. */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const isProviderReturn = url.searchParams.has('code') || url.searchParams.has('error');
  if (!isProviderReturn) {
    throw await routeAfterSignIn(request, {
      token: null,
      params: carriedParamsFrom(url.searchParams),
      arrivedFromElsewhere: cameFromAnotherSite(request),
    });
  }

  const oidc = await readOidcState(request);
  const clearOidc = { 'Set-Cookie': await destroyOidcState(request) };
  const providerError = url.searchParams.get('error_description') ?? url.searchParams.get('error');
  if (providerError || !oidc) {
    log().error(`identity provider sign-in failed: ${providerError ?? 'no sign-in state for this browser'}`);
    return data({ error: providerError ?? OIDC_FAILED }, { headers: clearOidc });
  }
  try {
    const session = await completeOidcCallback({
      callbackUrl: `${publicOrigin(request)}${url.pathname}${url.search}`,
      state: oidc.state,
      codeVerifier: oidc.codeVerifier,
      nonce: oidc.nonce,
    });
    const response = await routeAfterSignIn(request, {
      token: session.token,
      params: oidc.params,
      arrivedFromElsewhere: false,
    });
    response.headers.append('Set-Cookie', clearOidc['Set-Cookie']);
    throw response;
  } catch (caught) {
    const error = bffRefusal(caught);
    log().error({ statusCode: error.statusCode }, `identity provider callback refused: ${error.message}`);
    return data({ error: error.message || OIDC_FAILED }, { headers: clearOidc });
  }
}

export default function AuthCallback() {
  const { error } = useLoaderData<typeof loader>();
  // Step 1 of spec 3 §4.6: an error is shown as text; otherwise the page is only seen while loading.
  if (!error) return <FullPageSpinner label="Loading" />;
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <h1 className="text-2xl font-extrabold tracking-tight text-ink sm:text-3xl">We could not sign you in</h1>
      <p role="alert" className="mt-4 text-ink-muted">
        {error}
      </p>
      <Link
        to="/login"
        className="mt-8 inline-flex items-center justify-center rounded-full bg-brand-pink px-6 py-3 font-semibold text-white shadow-sm hover:bg-brand-pink-dark"
      >
        Log In
      </Link>
    </section>
  );
}
