import { ALWAYS_SHOWN_NAVIGATION } from '@impromptu/access';
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import {
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useRouteError,
  useRouteLoaderData,
} from '@remix-run/react';
import { useCallback, useState, type ReactNode } from 'react';
import { ConsentBanner, useConsentSync } from '~/components/consent-banner';
import { NavigationProgress } from '~/components/navigation-progress';
import { SiteFooter } from '~/components/site-footer';
import { SiteHeader, type HeaderUser } from '~/components/site-header';
import { BffError } from '~/utils/bff.server';
import { webConfig } from '~/utils/config.server';
import { readConsentCookie } from '~/utils/consent.server';
import { getPublicEnv } from '~/utils/env.server';
import { getOptionalUser, type UserProfile } from '~/utils/session.server';
import { useTimeZoneSync } from '~/utils/timezone';
import stylesheet from '~/tailwind.css?url';

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: stylesheet },
  { rel: 'icon', type: 'image/svg+xml', href: '/favicon.svg' },
];

export const meta: MetaFunction = ({ error }) => [
  { title: error ? `${isRouteErrorResponse(error) && error.status === 404 ? 'Page not found' : 'Error'} | Impromptu` : 'Impromptu' },
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
    if (error instanceof BffError) return null;
    throw error;
  }
}

export async function loader({ request }: LoaderFunctionArgs) {
  return {
    ENV: getPublicEnv(),
    user: await loadShellUser(request),
    footerLinks: webConfig.footerLinks,
    consent: readConsentCookie(request),
  };
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
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
        <ScrollRestoration />
        {data ? (
          // Only the public values of env.server.ts are serialised here.
          <script dangerouslySetInnerHTML={{ __html: `window.ENV = ${JSON.stringify(data.ENV)}` }} />
        ) : null}
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const { status, heading, message } = describeError(error);
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center sm:px-6">
      <p className="rounded-full bg-brand-pink-light px-4 py-1 text-sm font-bold text-brand-pink-dark">{status}</p>
      <h1 className="mt-6 text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">{heading}</h1>
      <p className="mt-4 text-lg text-ink-muted">{message}</p>
      <div className="mt-10 flex flex-wrap justify-center gap-3">
        <Link
          to="/"
          className="rounded-full bg-brand-pink px-6 py-3 font-semibold text-white shadow-sm hover:bg-brand-pink-dark"
        >
          Back to the start
        </Link>
        <Link
          to="/games/dashboard"
          className="rounded-full border border-slate-300 bg-white px-6 py-3 font-semibold text-ink hover:bg-slate-50"
        >
          Browse games
        </Link>
      </div>
    </section>
  );
}

function describeError(error: unknown): { status: string; heading: string; message: string } {
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) {
      return {
        status: '404',
        heading: 'We could not find that page',
        message: 'The link may be broken or the page may have moved.',
      };
    }
    return {
      status: String(error.status),
      heading: 'Something went wrong',
      message: typeof error.data === 'string' && error.data ? error.data : error.statusText || 'An unknown error occurred',
    };
  }
  return {
    status: 'Error',
    heading: 'Something went wrong',
    message: 'An unexpected error stopped this page from loading. Please try again in a moment.',
  };
}
