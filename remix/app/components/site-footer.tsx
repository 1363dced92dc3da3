import { Link } from '@remix-run/react';
import type { ReactNode } from 'react';
import type { FooterLink, FooterLinks } from '~/utils/env.server';
import { SupportLine } from '~/utils/support';
import { Wordmark } from './wordmark';
import { Button } from './button';

const legalLinks = [
  { label: 'Privacy Policy', href: '/games/privacy' },
  { label: 'Cookie Policy', href: '/games/privacy#cookies' },
  { label: 'Terms of Service', href: '/games/terms' },
] as const;

/** The footer's social links, in order, and each one's mark (24 px grid, filled). */
const SOCIAL_KINDS = ['network', 'video'] as const;
const SOCIAL_ICON_PATHS: Record<(typeof SOCIAL_KINDS)[number], string> = {
  network:
    'M20.45 20.45h-3.56v-5.57c0-1.33-.02-3.04-1.85-3.04-1.86 0-2.14 1.45-2.14 2.94v5.67H9.34V9h3.42v1.56h.05c.48-.9 1.64-1.85 3.37-1.85 3.6 0 4.27 2.37 4.27 5.46v6.28ZM5.34 7.43a2.06 2.06 0 1 1 0-4.13 2.06 2.06 0 0 1 0 4.13ZM7.12 20.45H3.56V9h3.56v11.45ZM22.22 0H1.77C.79 0 0 .77 0 1.73v20.54C0 23.23.79 24 1.77 24h20.45c.98 0 1.78-.77 1.78-1.73V1.73C24 .77 23.2 0 22.22 0Z',
  video:
    'M23.5 6.2a3 3 0 0 0-2.1-2.1C19.5 3.6 12 3.6 12 3.6s-7.5 0-9.4.5A3 3 0 0 0 .5 6.2 31.4 31.4 0 0 0 0 12a31.4 31.4 0 0 0 .5 5.8 3 3 0 0 0 2.1 2.1c1.9.5 9.4.5 9.4.5s7.5 0 9.4-.5a3 3 0 0 0 2.1-2.1A31.4 31.4 0 0 0 24 12a31.4 31.4 0 0 0-.5-5.8ZM9.6 15.6V8.4l6.3 3.6-6.3 3.6Z',
};

const linkClass = 'rounded text-sm text-ink-muted hover:text-brand-pink-dark hover:underline';

function FooterAnchor({
  link,
  className = linkClass,
  children,
}: {
  link: FooterLink;
  className?: string;
  children?: ReactNode;
}) {
  const content = children ?? link.label;
  if (link.href.startsWith('/')) {
    return (
      <Link to={link.href} className={className}>
        {content}
      </Link>
    );
  }
  return (
    <a href={link.href} target="_blank" rel="noopener noreferrer" className={className}>
      {content}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

function LinkColumn({ title, links }: { title: string; links: FooterLink[] }) {
  return (
    <nav aria-label={title}>
      <h2 className="text-sm font-bold uppercase tracking-wider text-ink">{title}</h2>
      <ul className="mt-4 space-y-3">
        {links.map((link) => (
          <li key={`${link.label}-${link.href}`}>
            <FooterAnchor link={link} />
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The footer of spec 3 §2.14; the Offerings, Company and social links come from configuration. */
export function SiteFooter({ links, onPrivacyChoices }: { links: FooterLinks | null; onPrivacyChoices: () => void }) {
  const socialClass =
    'inline-flex h-10 w-10 items-center justify-center rounded-full bg-white text-ink-muted ring-1 ring-slate-200 transition-colors hover:text-brand-pink-dark hover:ring-brand-pink';
  return (
    <footer className="border-t border-slate-200 bg-slate-50">
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-12 sm:px-6 lg:grid-cols-5 lg:px-8">
        <div className="col-span-2 space-y-4">
          <Wordmark />
          <p className="max-w-xs text-sm text-ink-muted">
            Short, playful rounds that train you to speak well on the spot.
          </p>
          <SupportLine
            topic="Questions about your account, a payment or your data?"
            className="max-w-xs text-sm text-ink-muted"
          />
          {links?.social.network || links?.social.video ? (
            <ul className="flex gap-3" aria-label="Social media">
              {SOCIAL_KINDS.map((kind) => {
                const link = links.social[kind];
                return link ? (
                  <li key={kind}>
                    <a
                      href={link.href}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={link.label}
                      className={socialClass}
                    >
                      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="currentColor">
                        <path d={SOCIAL_ICON_PATHS[kind]} />
                      </svg>
                    </a>
                  </li>
                ) : null;
              })}
            </ul>
          ) : null}
        </div>
        {links ? (
          <>
            <LinkColumn title="Offerings" links={links.offerings} />
            <LinkColumn title="Company" links={links.company} />
          </>
        ) : null}
        <nav aria-label="Legal" className="col-span-2 lg:col-span-1">
          <h2 className="text-sm font-bold uppercase tracking-wider text-ink">Legal</h2>
          <ul className="mt-4 space-y-3">
            {legalLinks.map((link) => (
              <li key={link.label}>
                <FooterAnchor link={link} />
              </li>
            ))}
            <li>
              <Button
                variant="plain"
                className={`${linkClass} inline-flex items-center gap-2 text-left`}
                type="button"
                onClick={onPrivacyChoices}
              >
                <svg aria-hidden="true" viewBox="0 0 30 14" className="h-3.5 w-7 shrink-0">
                  <rect x="0.5" y="0.5" width="29" height="13" rx="6.5" fill="#fff" stroke="#039be6" />
                  <path d="M15 0.5h8a6.5 6.5 0 0 1 0 13h-8z" fill="#039be6" />
                  <path d="m5.5 7 2 2 3.5-4" fill="none" stroke="#039be6" strokeWidth="1.5" strokeLinecap="round" />
                  <path d="m19 4.5 5 5m0-5-5 5" fill="none" stroke="#fff" strokeWidth="1.5" strokeLinecap="round" />
                </svg>
                Your Privacy Choices
              </Button>
            </li>
          </ul>
        </nav>
      </div>
      <div className="border-t border-slate-200">
        <p className="mx-auto max-w-6xl px-4 py-6 text-xs text-ink-muted sm:px-6 lg:px-8">
          © {new Date().getFullYear()} Impromptu. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
