import { account } from '@impromptu/bff/routes';
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { z } from 'zod';
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { ButtonLink } from '~/components/button';
import { LinkProblem } from '~/account/link-problem';
import { SignInCard } from '~/auth/sign-in-card';
import { SubmitButton } from '~/components/forms';
import { bffRefusal } from '~/utils/bff.server';
import { bffFor } from '~/utils/bff-session.server';
import { formText, parseForm } from '~/utils/form-data.server';
import { getOptionalUser } from '~/utils/session.server';

export const meta: MetaFunction = () => [{ title: 'Confirm your e-mail | Impromptu' }];

const linkClass = 'rounded font-semibold text-brand-pink-dark underline-offset-2 hover:underline';

// The link is confirmed by a button, not by opening it: mail scanners that open links must not use it up.
export async function loader({ request }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  return { token, signedIn: (await getOptionalUser(request)) !== null };
}

const ConfirmEmailFormSchema = z.object({ token: formText.transform((token) => token.slice(0, 256)) });

export async function action({ request }: ActionFunctionArgs) {
  const submission = parseForm(await request.formData(), ConfirmEmailFormSchema);
  const token = submission.status === 'success' ? submission.value.token : '';
  try {
    const confirmed = await bffFor(request).call(account.confirmEmail, { body: { token } });
    return data({ confirmed: confirmed.message, problem: null });
  } catch (caught) {
    const error = bffRefusal(caught);
    return data({ confirmed: null, problem: error.message }, { status: error.statusCode });
  }
}

export default function ConfirmEmailPage() {
  const { token, signedIn } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const pending = navigation.state !== 'idle' && navigation.formData !== undefined;
  const onward = signedIn ? { to: '/games/home', label: 'Go to Impromptu' } : { to: '/login', label: 'Log in' };

  return (
    <SignInCard
      title="Confirm your e-mail"
      subtitle="One click and your address is confirmed."
      route={null}
      footer={
        <Link to={onward.to} className={linkClass}>
          {onward.label}
        </Link>
      }
    >
      {actionData?.confirmed ? (
        <div className="flex flex-col gap-4">
          <p
            role="status"
            className="rounded-lg border border-green-300 bg-green-50 px-4 py-3 font-medium text-green-900"
          >
            {actionData.confirmed}
          </p>
          <ButtonLink to={onward.to} variant="primary" className="w-full px-6 py-3 text-base font-semibold shadow-sm">
            {onward.label}
          </ButtonLink>
        </div>
      ) : actionData?.problem ? (
        <LinkProblem
          message={actionData.problem}
          action={
            signedIn
              ? { to: '/games/user/settings/profile', label: 'Ask for a new link in Settings' }
              : { to: '/login?redirectTo=%2Fgames%2Fuser%2Fsettings%2Fprofile', label: 'Log in to ask for a new link' }
          }
        />
      ) : (
        <Form method="post">
          <input type="hidden" name="token" value={token} />
          <SubmitButton pending={pending} pendingLabel="Confirming…">
            Confirm my e-mail
          </SubmitButton>
        </Form>
      )}
    </SignInCard>
  );
}
