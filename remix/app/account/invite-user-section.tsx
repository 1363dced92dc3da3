import { getFormProps, getInputProps } from '@conform-to/react';
import { ErrorList, Field } from '~/components/forms';
import { Spinner } from '~/components/spinner';
import { InviteFormSchema } from './account-forms';
import { sectionButtonClass, sectionClass } from './section-style';
import { useFetcherForm } from './use-fetcher-form';

/** The admin users screen: invite a person by e-mail, or send a waiting invitation again. */
export function InviteUserSection() {
  const { fetcher, form, fields, pending, message } = useFetcherForm('invite-user-form', InviteFormSchema);
  return (
    <section aria-labelledby="invite-heading" className={`mt-6 ${sectionClass}`}>
      <h2 id="invite-heading" className="text-lg font-bold text-ink">
        Invite someone
      </h2>
      <p className="mt-1 text-sm text-ink-muted">
        They get a link, valid for 7 days, to choose a password. Invite a waiting address again to send a new link.
      </p>
      <fetcher.Form
        method="post"
        action="/resources/admin/invitations"
        {...getFormProps(form)}
        className="mt-4 flex flex-col gap-2"
      >
        <div className="grid gap-x-4 sm:grid-cols-3">
          <Field
            label="E-mail"
            inputProps={{ ...getInputProps(fields.email, { type: 'email' }), autoComplete: 'off' }}
            errors={fields.email.errors}
            errorId={fields.email.errorId}
          />
          <Field
            label="First name"
            inputProps={{ ...getInputProps(fields.firstName, { type: 'text' }), autoComplete: 'off' }}
            errors={fields.firstName.errors}
            errorId={fields.firstName.errorId}
          />
          <Field
            label="Last name"
            inputProps={{ ...getInputProps(fields.lastName, { type: 'text' }), autoComplete: 'off' }}
            errors={fields.lastName.errors}
            errorId={fields.lastName.errorId}
          />
        </div>
        <div role="alert" className="empty:hidden">
          <ErrorList id={form.errorId} errors={form.errors} />
        </div>
        <div className="flex flex-wrap items-center gap-4">
          <button type="submit" disabled={pending} className={sectionButtonClass}>
            {pending ? <Spinner className="h-4 w-4" /> : null}
            Send invitation
          </button>
          <p role="status" className="text-sm font-medium text-green-700">
            {message ?? ''}
          </p>
        </div>
      </fetcher.Form>
    </section>
  );
}
