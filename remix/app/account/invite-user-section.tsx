import { FormField } from '~/components/forms';
import { AccountFormSection } from './account-form-section';
import { InviteFormSchema } from './account-forms';
import { useFetcherForm } from './use-fetcher-form';

/** The admin users screen: invite a person by e-mail, or send a waiting invitation again. */
export function InviteUserSection() {
  const { fetcher, form, fields, pending, message } = useFetcherForm('invite-user-form', InviteFormSchema);
  return (
    <AccountFormSection
      headingId="invite-heading"
      title="Invite someone"
      titleClassName="text-lg"
      className="mt-6"
      description="They get a link, valid for 7 days, to choose a password. Invite a waiting address again to send a new link."
      action="/resources/admin/invitations"
      Form={fetcher.Form}
      form={form}
      pending={pending}
      message={message}
      fieldsClassName="sm:grid-cols-3"
      submitLabel="Send invitation"
    >
      <FormField label="E-mail" field={fields.email} type="email" autoComplete="off" />
      <FormField label="First name" field={fields.firstName} type="text" autoComplete="off" />
      <FormField label="Last name" field={fields.lastName} type="text" autoComplete="off" />
    </AccountFormSection>
  );
}
