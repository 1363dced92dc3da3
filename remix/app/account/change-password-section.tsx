import { getInputProps } from '@conform-to/react';
import { Field } from '~/components/forms';
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
    </AccountFormSection>
  );
}
