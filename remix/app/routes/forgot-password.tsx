import { useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { account } from '@impromptu/bff/routes';
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Link, useActionData, useLoaderData } from '@remix-run/react';
import { ForgotPasswordFormSchema, fieldErrorsOf } from '~/account/account-forms';
import { SignInCard } from '~/auth/sign-in-card';
import { SIGNED_OUT_VALIDATION, SignedOutForm } from '~/auth/signed-out-form';
import { FORGOT_PASSWORD_CONSTRAINT } from '~/auth/form-constraints.server';
import { useFormValidation } from '~/auth/use-form-validation';
import { FormField } from '~/components/forms';
import { bffRefusal } from '~/utils/bff.server';
import { bffFor } from '~/utils/bff-session.server';
import { getOptionalUser } from '~/utils/session.server';

export const meta: MetaFunction = () => [{ title: 'Forgot your password? | Impromptu' }];

export async function loader({ request }: LoaderFunctionArgs) {
  // Signed in, the password is changed in Settings → Profile.
  if (await getOptionalUser(request)) throw redirect('/games/user/settings/profile');
  return { constraint: FORGOT_PASSWORD_CONSTRAINT };
}

export async function action({ request }: ActionFunctionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: ForgotPasswordFormSchema });
  if (submission.status !== 'success') return data({ result: submission.reply(), sent: null }, { status: 400 });
  try {
    const answer = await bffFor(request).call(account.forgotPassword, { body: { email: submission.value.email } });
    return data({ result: submission.reply(), sent: answer.message });
  } catch (caught) {
    const error = bffRefusal(caught);
    const fieldErrors = fieldErrorsOf(error.issues);
    const result =
      Object.keys(fieldErrors).length > 0
        ? submission.reply({ fieldErrors })
        : submission.reply({ formErrors: [error.message] });
    return data({ result, sent: null }, { status: error.statusCode });
  }
}

export default function ForgotPasswordPage() {
  const { constraint } = useLoaderData<typeof loader>();
  const { onValidate, validation } = useFormValidation('validateForgotPassword');
  const actionData = useActionData<typeof action>();
  const [form, fields] = useForm({
    id: 'forgot-password-form',
    constraint,
    lastResult: actionData?.result,
    onValidate,
    ...SIGNED_OUT_VALIDATION,
  });

  return (
    <SignInCard
      title="Forgot your password?"
      subtitle="Enter the e-mail of your account and we will send you a link to choose a new password."
      route={null}
      footer={
        <Link to="/login" className="rounded font-semibold text-brand-pink-dark underline-offset-2 hover:underline">
          Back to Log In
        </Link>
      }
    >
      {actionData?.sent ? (
        <div role="status" className="rounded-lg border border-green-300 bg-green-50 px-4 py-3 text-green-900">
          <p className="font-semibold">{actionData.sent}.</p>
          <p className="mt-1 text-sm">
            The link works once, for 1 hour. Nothing arrived? Check your spam folder, or send it again below.
          </p>
        </div>
      ) : null}
      <SignedOutForm
        form={form}
        validation={validation}
        className="mt-4 flex flex-col gap-2"
        submitLabel={actionData?.sent ? 'Send the link again' : 'Send me a link'}
        pendingLabel="Sending…"
      >
        <FormField label="E-mail" field={fields.email} type="email" autoComplete="email" autoFocus />
      </SignedOutForm>
    </SignInCard>
  );
}
