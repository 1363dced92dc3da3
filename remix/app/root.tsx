import { ALWAYS_SHOWN_NAVIGATION } from '@impromptu/access';
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useRouteLoaderData,
} from '@remix-run/react';
import { useCallback, useState, type ReactNode } from 'react';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { NavigationProgress } from '~/components/navigation-progress';
import { SiteFooter } from '~/components/site-footer';
import { SiteHeader, type HeaderUser } from '~/components/site-header';
import { ConsentBanner, useConsentSync } from '~/consent/consent-banner';
import { readConsentCookie } from '~/consent/consent.server';
import stylesheet from '~/tailwind.css?url';
import { useTimeZoneSync } from '~/timezone/timezone';
import { bffRefusal } from '~/utils/bff.server';
import { env, getPublicEnv, type PublicEnv } from '~/utils/env.server';
import { useNonce } from '~/utils/nonce';
import { getOptionalUser, type UserProfile } from '~/utils/session.server';

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: stylesheet },
  { rel: 'icon', type: 'image/svg+xml', href: '/favicon.svg' },
];

export const meta: MetaFunction = ({ error }) => [
  {
    title: error
      ? `${isRouteErrorResponse(error) && error.status === 404 ? 'Page not found' : 'Error'} | Impromptu`
      : 'Impromptu',
  },
  { name: 'description', content: 'Train impromptu speaking with short, timed speaking games.' },
];

/** The signed-in user as the shell needs it: name for the user menu, links, the stored time zone. */
export interface ShellUser extends HeaderUser {
  id: string;
  ianaTimeZone: string | null;
}

function shellUser(profile: UserProfile): ShellUser {
  return {
    id: profile.user.id,
    email: profile.user.email,
    firstName: profile.user.firstName,
    lastName: profile.user.lastName,
    ianaTimeZone: profile.user.ianaTimeZone ?? null,
    publishesLessons: profile.user.type === 'COACH',
    // The links shown 'always' (spec 3 §2.1) when the BFF sends no navigation.
    navigation: profile.navigation ?? ALWAYS_SHOWN_NAVIGATION,
  };
}

async function loadShellUser(request: Request): Promise<ShellUser | null> {
  try {
    const profile = await getOptionalUser(request);
    return profile ? shellUser(profile) : null;
  } catch (error) {
    // The header still renders when the BFF is down; pages that need the user say so themselves.
    bffRefusal(error);
    return null;
  }
}

export async function loader({ request }: LoaderFunctionArgs) {
  return {
    ENV: getPublicEnv(),
    user: await loadShellUser(request),
    footerLinks: env.footerLinks,
    supportEmail: env.supportEmail,
    consent: readConsentCookie(request),
  };
}

/**
 * Runs before any module script: zod must not probe for eval, which the CSP forbids and the browser would
 * report as a violation (ADR 0009; zod reads this object when it loads), and window.ENV, which holds
 * only the public values of env.server.ts.
 */
function bootScript(publicEnv: PublicEnv | undefined): string {
  const zodConfig = 'globalThis.__zod_globalConfig = { jitless: true };';
  return publicEnv ? `${zodConfig} window.ENV = ${JSON.stringify(publicEnv)};` : zodConfig;
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  const nonce = useNonce();
  const user = data?.user ?? null;
  const [consentReopened, setConsentReopened] = useState(false);
  const openConsent = useCallback(() => setConsentReopened(true), []);
  const closeConsent = useCallback(() => setConsentReopened(false), []);
  useConsentSync(user?.id ?? null);
  useTimeZoneSync(user);
  return (
    <html lang="en" className="h-full">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#c5317c" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-full flex-col bg-white font-sans text-ink">
        <a
          href="#main-content"
          className="sr-only z-50 rounded-md bg-ink px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
        >
          Skip to content
        </a>
        <NavigationProgress />
        <SiteHeader user={user} />
        {/* Without the root data (its loader failed) the stored choice is unknown, so nothing is asked. */}
        {data ? <ConsentBanner consent={data.consent} reopened={consentReopened} onClose={closeConsent} /> : null}
        <main id="main-content" tabIndex={-1} className="flex-1">
          {children}
        </main>
        <SiteFooter links={data?.footerLinks ?? null} onPrivacyChoices={openConsent} />
        <ScrollRestoration nonce={nonce} />
        {/* Before any module runs. The browser hides the nonce from hydration. */}
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: bootScript(data?.ENV) }} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
