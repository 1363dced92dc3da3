import { useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Link, useActionData, useLoaderData, useLocation } from '@remix-run/react';
import { LoginFormSchema } from '~/auth/auth-forms';
import { CarriedParamInputs, SignInCard } from '~/auth/sign-in-card';
import { SIGNED_OUT_VALIDATION, SignedOutForm } from '~/auth/signed-out-form';
import { completeSignIn, signInFailure, signInPageLoader } from '~/auth/sign-in.server';
import { LOGIN_CONSTRAINT } from '~/auth/form-constraints.server';
import { useFormValidation } from '~/auth/use-form-validation';
import { FormField } from '~/components/forms';
import { login } from '~/utils/auth.server';
import { bffRefusal } from '~/utils/bff.server';

export const meta: MetaFunction = () => [{ title: 'Log In | Impromptu' }];

export async function loader({ request }: LoaderFunctionArgs) {
  const page = await signInPageLoader(request, { signup: false });
  return data({ ...page.data, constraint: LOGIN_CONSTRAINT }, { headers: page.headers });
}

export async function action({ request }: ActionFunctionArgs) {
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: LoginFormSchema });
  if (submission.status !== 'success') {
    return data({ result: submission.reply({ hideFields: ['password'] }) }, { status: 400 });
  }
  const { email, password, ...params } = submission.value;
  try {
    const session = await login({ email, password }, request.headers.get('user-agent'));
    throw await completeSignIn(request, session.token, params);
  } catch (caught) {
    const error = bffRefusal(caught);
    return signInFailure(submission, error);
  }
}

export default function LoginPage() {
  const { params, route, constraint } = useLoaderData<typeof loader>();
  const { onValidate, validation } = useFormValidation('validateLogin');
  const actionData = useActionData<typeof action>();
  const location = useLocation();
  const [form, fields] = useForm({
    id: 'login-form',
    constraint,
    lastResult: actionData?.result,
    onValidate,
    ...SIGNED_OUT_VALIDATION,
  });

  return (
    <SignInCard
      title="Log In"
      subtitle="Welcome back. Log in to keep practising."
      route={route}
      footer={
        <>
          New to Impromptu?{' '}
          <Link
            to={`/signup${location.search}`}
            className="rounded font-semibold text-brand-pink-dark underline-offset-2 hover:underline"
          >
            Sign up
          </Link>
        </>
      }
    >
      <SignedOutForm form={form} validation={validation} submitLabel="Log In" pendingLabel="Logging in…">
        <FormField label="E-mail" field={fields.email} type="email" autoComplete="email" autoFocus />
        <FormField label="Password" field={fields.password} type="password" autoComplete="current-password" />
        <p className="-mt-1 mb-2 text-right text-sm">
          <Link
            to="/forgot-password"
            className="rounded font-semibold text-brand-pink-dark underline-offset-2 hover:underline"
          >
            Forgot your password?
          </Link>
        </p>
        <CarriedParamInputs params={params} />
      </SignedOutForm>
    </SignInCard>
  );
}
