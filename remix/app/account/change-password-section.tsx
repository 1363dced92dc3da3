import { getFormProps, getInputProps } from '@conform-to/react';
import { ErrorList, Field } from '~/components/forms';
import { Spinner } from '~/components/spinner';
import { ChangePasswordFormSchema } from './account-forms';
import { sectionButtonClass, sectionClass } from './section-style';
import { useFetcherForm } from './use-fetcher-form';

/** Settings → Profile: a new password, the current one required; the other sessions are signed out. */
export function ChangePasswordSection() {
  const { fetcher, form, fields, pending, message } = useFetcherForm('change-password-form', ChangePasswordFormSchema);
  return (
    <section aria-labelledby="change-password-heading" className={sectionClass}>
      <h2 id="change-password-heading" className="text-xl font-bold text-ink">
        Change password
      </h2>
      <p className="mt-1 text-sm text-ink-muted">
        You stay signed in here; every other browser or device is signed out.
      </p>
      <fetcher.Form
        method="post"
        action="/resources/account/password"
        {...getFormProps(form)}
        className="mt-4 flex flex-col gap-2"
      >
        <div className="grid gap-x-4 sm:grid-cols-2">
          <Field
            label="Current password"
            inputProps={{
              ...getInputProps(fields.currentPassword, { type: 'password' }),
              autoComplete: 'current-password',
            }}
            errors={fields.currentPassword.errors}
            errorId={fields.currentPassword.errorId}
          />
          <Field
            label="New password"
            inputProps={{ ...getInputProps(fields.newPassword, { type: 'password' }), autoComplete: 'new-password' }}
            errors={fields.newPassword.errors}
            errorId={fields.newPassword.errorId}
            hint="At least 8 characters, hard to guess."
          />
        </div>
        <div role="alert" className="empty:hidden">
          <ErrorList id={form.errorId} errors={form.errors} />
        </div>
        <div className="flex flex-wrap items-center gap-4">
          <button type="submit" disabled={pending} className={sectionButtonClass}>
            {pending ? <Spinner className="h-4 w-4" /> : null}
            Change password
          </button>
          <p role="status" className="text-sm font-medium text-green-700">
            {message ?? ''}
          </p>
        </div>
      </fetcher.Form>
    </section>
  );
}
