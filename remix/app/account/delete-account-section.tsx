import { useFetcher } from '@remix-run/react';
import { useId } from 'react';
import { ErrorList } from '~/components/forms';
import { SupportLine } from '~/utils/support';
import { StatusButton } from '~/components/status-button';
import { SettingsSection } from './settings-section';

const GOES = [
  'Your profile, e-mail address and password, and every signed-in session',
  'Your game rounds and their voice figures, practice, course progress and written answers',
  'Your snapshots, assessments, class registrations, feedback and AI coach recordings',
  'Your paid plan: it ends at once, with no further charge; the unused time you paid for and any credit are refunded to your card',
  'Your name in cohort leaderboards and in your coach’s pod',
  'Your seats in classes that have not started: they go back to the class for others to book',
];
const STAYS = [
  'Past classes keep your attendance, under no name, so their sizes stay right',
  'Invoices and payments our payment provider must keep by law',
];

/**
 * Settings → Profile → Delete my account (issue 25 item 7): what goes, what stays, the password (or, for an account
 * that signs in only through an identity provider, its e-mail address), then the deletion.
 */
export function DeleteAccountSection({ signsInWithPassword }: { signsInWithPassword: boolean }) {
  const fetcher = useFetcher<{ error: string }>();
  const passwordId = useId();
  const errorId = useId();
  const pending = fetcher.state !== 'idle';
  const error = fetcher.state === 'idle' ? fetcher.data?.error : undefined;

  return (
    <SettingsSection headingId="delete-account-heading" title="Delete my account" danger>
      <p className="mt-1 text-sm text-ink-muted">
        Deleting your account cannot be undone.{' '}
        <a
          href="#download-my-data"
          className="font-semibold text-brand-pink-dark underline underline-offset-2 hover:no-underline"
        >
          Download your data
        </a>{' '}
        first if you want a copy.
      </p>
      <SupportLine topic="A question about your data or what deletion keeps?" className="mt-2 text-sm text-ink-muted" />
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <div>
          <h3 className="text-sm font-semibold text-ink">What goes</h3>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-ink">
            {GOES.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
        <div>
          <h3 className="text-sm font-semibold text-ink">What stays</h3>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-ink">
            {STAYS.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      </div>
      <fetcher.Form method="post" action="/resources/account/delete" className="mt-6 flex flex-col gap-3 sm:max-w-sm">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={passwordId} className="text-sm font-semibold text-ink">
            {signsInWithPassword ? 'Your password' : 'Your e-mail address'}
          </label>
          {signsInWithPassword ? null : (
            <p className="text-sm text-ink-muted">
              You sign in through your identity provider: type this account’s e-mail address to confirm.
            </p>
          )}
          <input
            id={passwordId}
            {...(signsInWithPassword
              ? { name: 'password', type: 'password', autoComplete: 'current-password' }
              : { name: 'email', type: 'email', autoComplete: 'off' })}
            required
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            className={[
              'block w-full rounded-lg border bg-white px-3.5 py-2.5 text-base text-ink shadow-sm',
              'focus:outline-none focus:ring-2 focus:ring-offset-1',
              error
                ? 'border-red-500 focus:ring-red-500'
                : 'border-slate-300 focus:border-brand-pink focus:ring-brand-pink',
            ].join(' ')}
          />
          <div role="alert" className="min-h-[1.25rem]">
            <ErrorList id={errorId} errors={error ? [error] : []} />
          </div>
        </div>
        <StatusButton
          variant="danger"
          size="md"
          pending={pending}
          pendingLabel="Deleting…"
          spinnerClassName="h-4 w-4"
          className="self-start disabled:cursor-wait disabled:opacity-80"
        >
          Delete my account
        </StatusButton>
      </fetcher.Form>
    </SettingsSection>
  );
}
