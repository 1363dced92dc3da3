import type { SpecialRouteType } from '@impromptu/access';
import type { ReactNode } from 'react';

// Why sign-in was asked for, when the visitor came from a special route (spec 1 §4).
const routeNotice: Record<SpecialRouteType, string> = {
  zoom: 'Log in to join your class. You will go straight to the meeting afterwards.',
  feedback: 'Log in to open your feedback form. You will go straight to it afterwards.',
  subscribe: 'Log in to continue with your plan.',
  'playbook-offer': 'Log in to see your offer.',
};

/** The frame of the login and sign-up pages: a centred card that fills a phone's width. */
export function SignInCard({
  title,
  subtitle,
  route,
  children,
  footer,
}: {
  title: string;
  subtitle: string;
  route: SpecialRouteType | null;
  children: ReactNode;
  footer: ReactNode;
}) {
  return (
    <div className="bg-gradient-to-b from-brand-pink-light via-white to-white px-4 py-10 sm:py-16">
      <div className="mx-auto w-full max-w-md">
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-lg sm:p-8">
          <h1 className="text-2xl font-extrabold tracking-tight text-ink sm:text-3xl">{title}</h1>
          <p className="mt-2 text-ink-muted">{subtitle}</p>
          {route ? (
            <p className="mt-4 rounded-lg border border-brand-blue/30 bg-brand-blue-light px-4 py-3 text-sm font-medium text-brand-blue-dark">
              {routeNotice[route]}
            </p>
          ) : null}
          <div className="mt-6">{children}</div>
        </div>
        <p className="mt-6 text-center text-ink-muted">{footer}</p>
      </div>
    </div>
  );
}

/** Hidden fields that take the visitor's destination through the form post to /auth-callback. */
export function CarriedParamInputs({ params }: { params: Record<string, string | undefined> }) {
  return (
    <>
      {Object.entries(params).map(([name, value]) =>
        value ? <input key={name} type="hidden" name={name} value={value} /> : null,
      )}
    </>
  );
}
