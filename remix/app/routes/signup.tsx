import { getInputProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Link, useActionData, useLoaderData, useLocation } from '@remix-run/react';
import { ACCOUNT_MESSAGES } from '@impromptu/bff/contracts';
import { InvitationResend } from '~/account/invitation-resend';
import { SignupFormSchema } from '~/auth/auth-forms';
import { CarriedParamInputs, SignInCard } from '~/auth/sign-in-card';
import { SIGNED_OUT_VALIDATION, SignedOutForm } from '~/auth/signed-out-form';
import { completeSignIn, signInFailure, signInPageLoader } from '~/auth/sign-in.server';
import { SIGNUP_CONSTRAINT } from '~/auth/form-constraints.server';
import { useFormValidation } from '~/auth/use-form-validation';
import { Field, FormField } from '~/components/forms';
import { signup } from '~/utils/auth.server';
import { bffRefusal } from '~/utils/bff.server';

export const meta: MetaFunction = () => [{ title: 'Sign Up | Impromptu' }];

export async function loader({ request }: LoaderFunctionArgs) {
  const page = await signInPageLoader(request, { signup: true });
  return data({ ...page.data, constraint: SIGNUP_CONSTRAINT }, { headers: page.headers });
}

export async function action({ request }: ActionFunctionArgs) {
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: SignupFormSchema });
  if (submission.status !== 'success') {
    return data({ result: submission.reply({ hideFields: ['password'] }) }, { status: 400 });
  }
  const { email, password, firstName, lastName, ...params } = submission.value;
  try {
    const session = await signup({ email, password, firstName, lastName }, request.headers.get('user-agent'));
    throw await completeSignIn(request, session.token, params);
  } catch (caught) {
    const error = bffRefusal(caught);
    // An invited address: the invitation explains itself and can be sent again, instead of "already exists".
    if (error.statusCode === 409 && error.message === ACCOUNT_MESSAGES.invitationPending) {
      return data(
        { result: submission.reply({ hideFields: ['password'] }), invited: { email, message: error.message } },
        { status: 409 },
      );
    }
    return signInFailure(submission, error);
  }
}

export default function SignupPage() {
  const { params, route, constraint } = useLoaderData<typeof loader>();
  const { onValidate, validation } = useFormValidation('validateSignup');
  const actionData = useActionData<typeof action>();
  const location = useLocation();
  const [form, fields] = useForm({
    id: 'signup-form',
    constraint,
    lastResult: actionData?.result,
    onValidate,
    ...SIGNED_OUT_VALIDATION,
  });
  const invited =
    actionData && 'invited' in actionData ? (actionData.invited as { email: string; message: string }) : null;

  return (
    <SignInCard
      title="Create your account"
      subtitle="Sign up to start practising speaking on the spot."
      route={route}
      footer={
        <>
          Already have an account?{' '}
          <Link
            to={`/login${location.search}`}
            className="rounded font-semibold text-brand-pink-dark underline-offset-2 hover:underline"
          >
            Log in
          </Link>
        </>
      }
    >
      {invited ? <InvitationResend email={invited.email} message={invited.message} /> : null}
      <SignedOutForm form={form} validation={validation} submitLabel="Sign Up" pendingLabel="Creating your account…">
        <div className="grid gap-x-4 sm:grid-cols-2">
          <Field
            label="First name"
            inputProps={{
              ...getInputProps(fields.firstName, { type: 'text' }),
              autoComplete: 'given-name',
              autoFocus: true,
            }}
            errors={fields.firstName.errors}
            errorId={fields.firstName.errorId}
          />
          <FormField label="Last name" field={fields.lastName} type="text" autoComplete="family-name" />
        </div>
        <FormField label="E-mail" field={fields.email} type="email" autoComplete="email" />
        <FormField
          label="Password"
          field={fields.password}
          type="password"
          autoComplete="new-password"
          hint="At least 8 characters and hard to guess: a few unrelated words work well."
        />
        <CarriedParamInputs params={params} />
      </SignedOutForm>
    </SignInCard>
  );
}
