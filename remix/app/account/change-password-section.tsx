import { FormField } from '~/components/forms';
import { AccountFormSection } from './account-form-section';
import { ChangePasswordFormSchema } from './account-forms';
import { useFetcherForm } from './use-fetcher-form';

/** Settings → Profile: a new password, the current one required; the other sessions are signed out. */
export function ChangePasswordSection() {
  const { fetcher, form, fields, pending, message } = useFetcherForm('change-password-form', ChangePasswordFormSchema);
  return (
    <AccountFormSection
      headingId="change-password-heading"
      title="Change password"
      description="You stay signed in here; every other browser or device is signed out."
      action="/resources/account/password"
      Form={fetcher.Form}
      form={form}
      pending={pending}
      message={message}
      fieldsClassName="sm:grid-cols-2"
      submitLabel="Change password"
    >
      <FormField
        label="Current password"
        field={fields.currentPassword}
        type="password"
        autoComplete="current-password"
      />
      <FormField
        label="New password"
        field={fields.newPassword}
        type="password"
        autoComplete="new-password"
        hint="At least 8 characters, hard to guess."
      />
    </AccountFormSection>
  );
}
