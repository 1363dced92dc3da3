import { getFormProps, getInputProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { account } from '@impromptu/bff/routes';
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { ResetPasswordFormSchema, fieldErrorsOf } from '~/account/account-forms';
import { LinkProblem } from '~/account/link-problem';
import { SignInCard } from '~/auth/sign-in-card';
import { completeSignIn } from '~/auth/sign-in.server';
import { NEW_PASSWORD_CONSTRAINT } from '~/auth/form-constraints.server';
import { useFormValidation } from '~/auth/use-form-validation';
import { ErrorList, Field, SubmitButton } from '~/components/forms';
import { clientUserAgent } from '~/utils/auth.server';
import { bffRefusal } from '~/utils/bff.server';
import { bffFor } from '~/utils/bff-session.server';

export const meta: MetaFunction = () => [{ title: 'Choose a new password | Impromptu' }];

export async function loader({ request }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  const status = await bffFor(request).call(account.linkStatus, { body: { token, purpose: 'password_reset' } });
  return { token, status, constraint: NEW_PASSWORD_CONSTRAINT };
}

export async function action({ request }: ActionFunctionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: ResetPasswordFormSchema });
  if (submission.status !== 'success') {
    return data({ result: submission.reply({ hideFields: ['password'] }), linkProblem: null }, { status: 400 });
  }
  try {
    const session = await bffFor(request).call(account.resetPassword, {
      body: submission.value,
      headers: clientUserAgent(request.headers.get('user-agent')),
    });
    // Signed in: on to where the person's groups send them (spec 3 §4.6).
    throw await completeSignIn(request, session.token, {});
  } catch (caught) {
    const error = bffRefusal(caught);
    const fieldErrors = fieldErrorsOf(error.issues);
    if (Object.keys(fieldErrors).length > 0) {
      return data(
        { result: submission.reply({ fieldErrors, hideFields: ['password'] }), linkProblem: null },
        { status: error.statusCode },
      );
    }
    // The link itself was refused (used meanwhile, expired, not valid), or the service failed.
    return data(
      {
        result: submission.reply({ hideFields: ['password'] }),
        linkProblem: error.statusCode === 400 ? error.message : null,
        formError: error.statusCode === 400 ? null : error.message,
      },
      { status: error.statusCode },
    );
  }
}

export default function ResetPasswordPage() {
  const { token, status, constraint } = useLoaderData<typeof loader>();
  const { onValidate, validation } = useFormValidation('validateNewPassword');
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: 'reset-password-form',
    constraint,
    lastResult: actionData?.result,
    onValidate,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  });
  const pending = navigation.state !== 'idle' && navigation.formData !== undefined;
  const problem = actionData?.linkProblem ?? (status.valid ? null : status.message);
  const formError = actionData && 'formError' in actionData ? actionData.formError : null;

  return (
    <SignInCard
      title="Choose a new password"
      subtitle={
        status.email ? `For ${status.email}. You will be signed in, and signed out everywhere else.` : 'Reset link'
      }
      route={null}
      footer={
        <Link to="/login" className="rounded font-semibold text-brand-pink-dark underline-offset-2 hover:underline">
          Back to Log In
        </Link>
      }
    >
      {problem ? (
        <LinkProblem message={problem} action={{ to: '/forgot-password', label: 'Send me a new link' }} />
      ) : (
        <Form method="post" {...getFormProps(form)} data-validation={validation} className="flex flex-col gap-2">
          <input type="hidden" name="token" value={token} />
          <Field
            label="New password"
            inputProps={{
              ...getInputProps(fields.password, { type: 'password' }),
              autoComplete: 'new-password',
              autoFocus: true,
            }}
            errors={fields.password.errors}
            errorId={fields.password.errorId}
            hint="At least 8 characters. A few unrelated words make a strong one."
          />
          <div role="alert" className="empty:hidden">
            <ErrorList id={form.errorId} errors={[...(form.errors ?? []), formError]} />
          </div>
          <SubmitButton pending={pending} pendingLabel="Saving…">
            Save and log in
          </SubmitButton>
        </Form>
      )}
    </SignInCard>
  );
}
