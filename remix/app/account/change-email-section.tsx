import { FormField } from '~/components/forms';
import { AccountFormSection } from './account-form-section';
import { ChangeEmailFormSchema } from './account-forms';
import { useFetcherForm } from './use-fetcher-form';

/** Settings → Profile: a new address, the password required; it takes effect once its link is opened. */
export function ChangeEmailSection({ email }: { email: string }) {
  const { fetcher, form, fields, pending, message } = useFetcherForm('change-email-form', ChangeEmailFormSchema);
  return (
    <AccountFormSection
      headingId="change-email-heading"
      title="Change e-mail"
      description={
        <>
          You log in with <span className="break-all font-semibold text-ink">{email}</span>. We send a link to the new
          address and tell the current one.
        </>
      }
      action="/resources/account/email"
      Form={fetcher.Form}
      form={form}
      pending={pending}
      message={message}
      fieldsClassName="sm:grid-cols-2"
      submitLabel="Send confirmation link"
    >
      <FormField label="New e-mail" field={fields.newEmail} type="email" autoComplete="email" />
      <FormField label="Password" field={fields.password} type="password" autoComplete="current-password" />
    </AccountFormSection>
  );
}
