import type { MetaFunction } from '@remix-run/node';
import { Link } from '@remix-run/react';
import { useSupportEmail } from '~/utils/support';

// Outside the /games layout: reachable signed out (a person locked out of their account needs it most).
export const meta: MetaFunction = () => [
  { title: 'Contact | Impromptu' },
  { name: 'description', content: 'How to reach a person at Impromptu about your account, a payment or your data.' },
];

const linkClass = 'font-semibold text-brand-pink-dark underline underline-offset-2 hover:no-underline';

export default function Contact() {
  const email = useSupportEmail();
  const mail = (
    <a href={`mailto:${email}`} className={linkClass}>
      {email}
    </a>
  );
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">Contact us</h1>
      <p className="mt-6 text-lg text-ink-muted">
        Write to {mail}. A person reads every message; please tell us the e-mail address of your account, and for an
        error page the reference it shows.
      </p>

      <h2 id="help" className="mt-10 scroll-mt-24 text-xl font-bold text-ink">
        Help with your account
      </h2>
      <ul className="mt-4 list-disc space-y-2 pl-6 text-ink-muted">
        <li>
          Forgotten password:{' '}
          <Link to="/forgot-password" className={linkClass}>
            choose a new one
          </Link>
          ; the link arrives by e-mail within a minute.
        </li>
        <li>
          Plan, receipts and refunds: Settings → Plan &amp; Billing lists every payment. For a charge you do not
          recognise, write to {mail}.
        </li>
        <li>Your data: Settings → Profile downloads everything we hold about you, or deletes your account.</li>
        <li>
          &ldquo;Please wait and try again&rdquo; when signing up: many accounts were opened from your network at once.
          Wait the time it says, or ask your teacher to invite the class.
        </li>
      </ul>

      <h2 id="teams" className="mt-10 scroll-mt-24 text-xl font-bold text-ink">
        Classes, cohorts and teams
      </h2>
      <p className="mt-4 text-ink-muted">
        Bringing a class or a team? We set up a group, its coach and its live classes, and you invite everyone at once
        from a spreadsheet: each person gets an e-mail to choose a password. Write to {mail} with the size of the group
        and when you would like to start.
      </p>
    </article>
  );
}
