import { getInputProps, useForm } from '@conform-to/react';
import { Link, useActionData, useLoaderData } from '@remix-run/react';
import { LinkProblem } from '~/account/link-problem';
import { SignInCard } from '~/auth/sign-in-card';
import { SIGNED_OUT_VALIDATION, SignedOutForm } from '~/auth/signed-out-form';
import { useFormValidation } from '~/auth/use-form-validation';
import { Field } from '~/components/forms';
import type { tokenPasswordAction, tokenPasswordLoader } from './token-password.server';

/** The words that differ between the reset-password page and the accept-invitation page. */
export interface TokenPasswordCopy {
  formId: string;
  title: string;
  subtitle: (email: string | null) => string;
  passwordLabel: string;
  submitLabel: string;
  footerLabel: string;
  /** Where a refused link sends the person for a new one. */
  newLink: { to: string; label: string };
}

/** A page opened from an e-mailed link: choose a password, or see why the link cannot be used and get a new one. */
export function TokenPasswordPage({ copy }: { copy: TokenPasswordCopy }) {
  const { token, status, constraint } = useLoaderData<typeof tokenPasswordLoader>();
  const { onValidate, validation } = useFormValidation('validateNewPassword');
  const actionData = useActionData<typeof tokenPasswordAction>();
  const [form, fields] = useForm({
    id: copy.formId,
    constraint,
    lastResult: actionData?.result,
    onValidate,
    ...SIGNED_OUT_VALIDATION,
  });
  const problem = actionData?.linkProblem ?? (status.valid ? null : status.message);

  return (
    <SignInCard
      title={copy.title}
      subtitle={copy.subtitle(status.email)}
      route={null}
      footer={
        <Link to="/login" className="rounded font-semibold text-brand-pink-dark underline-offset-2 hover:underline">
          {copy.footerLabel}
        </Link>
      }
    >
      {problem ? (
        <LinkProblem message={problem} action={copy.newLink} />
      ) : (
        <SignedOutForm form={form} validation={validation} submitLabel={copy.submitLabel} pendingLabel="Saving…">
          <input type="hidden" name="token" value={token} />
          <Field
            label={copy.passwordLabel}
            inputProps={{
              ...getInputProps(fields.password, { type: 'password' }),
              autoComplete: 'new-password',
              autoFocus: true,
            }}
            errors={fields.password.errors}
            errorId={fields.password.errorId}
            hint="At least 8 characters. A few unrelated words make a strong one."
          />
        </SignedOutForm>
      )}
    </SignInCard>
  );
}
