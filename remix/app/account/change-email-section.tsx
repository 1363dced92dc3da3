import { getFormProps, getInputProps } from '@conform-to/react';
import { ErrorList, Field } from '~/components/forms';
import { Spinner } from '~/components/spinner';
import { ChangeEmailFormSchema } from './account-forms';
import { sectionButtonClass, sectionClass } from './section-style';
import { useFetcherForm } from './use-fetcher-form';

/** Settings → Profile: a new address, the password required; it takes effect once its link is opened. */
export function ChangeEmailSection({ email }: { email: string }) {
  const { fetcher, form, fields, pending, message } = useFetcherForm('change-email-form', ChangeEmailFormSchema);
  return (
    <section aria-labelledby="change-email-heading" className={sectionClass}>
      <h2 id="change-email-heading" className="text-xl font-bold text-ink">
        Change e-mail
      </h2>
      <p className="mt-1 text-sm text-ink-muted">
        You log in with <span className="break-all font-semibold text-ink">{email}</span>. We send a link to the new
        address and tell the current one.
      </p>
      <fetcher.Form
        method="post"
        action="/resources/account/email"
        {...getFormProps(form)}
        className="mt-4 flex flex-col gap-2"
      >
        <div className="grid gap-x-4 sm:grid-cols-2">
          <Field
            label="New e-mail"
            inputProps={{ ...getInputProps(fields.newEmail, { type: 'email' }), autoComplete: 'email' }}
            errors={fields.newEmail.errors}
            errorId={fields.newEmail.errorId}
          />
          <Field
            label="Password"
            inputProps={{ ...getInputProps(fields.password, { type: 'password' }), autoComplete: 'current-password' }}
            errors={fields.password.errors}
            errorId={fields.password.errorId}
          />
        </div>
        <div role="alert" className="empty:hidden">
          <ErrorList id={form.errorId} errors={form.errors} />
        </div>
        <div className="flex flex-wrap items-center gap-4">
          <button type="submit" disabled={pending} className={sectionButtonClass}>
            {pending ? <Spinner className="h-4 w-4" /> : null}
            Send confirmation link
          </button>
          <p role="status" className="text-sm font-medium text-green-700">
            {message ?? ''}
          </p>
        </div>
      </fetcher.Form>
    </section>
  );
}
