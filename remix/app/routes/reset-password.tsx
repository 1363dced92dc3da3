import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { TokenPasswordPage } from '~/account/token-password-page';
import { tokenPasswordAction, tokenPasswordLoader } from '~/account/token-password.server';

export const meta: MetaFunction = () => [{ title: 'Choose a new password | Impromptu' }];

export const loader = (args: LoaderFunctionArgs) => tokenPasswordLoader(args, 'password_reset');

export const action = (args: ActionFunctionArgs) => tokenPasswordAction(args, 'password_reset');

export default function ResetPasswordPage() {
  return (
    <TokenPasswordPage
      copy={{
        formId: 'reset-password-form',
        title: 'Choose a new password',
        subtitle: (email) =>
          email ? `For ${email}. You will be signed in, and signed out everywhere else.` : 'Reset link',
        passwordLabel: 'New password',
        submitLabel: 'Save and log in',
        footerLabel: 'Back to Log In',
        newLink: { to: '/forgot-password', label: 'Send me a new link' },
      }}
    />
  );
}
