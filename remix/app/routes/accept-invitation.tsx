import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { TokenPasswordPage } from '~/account/token-password-page';
import { tokenPasswordAction, tokenPasswordLoader } from '~/account/token-password.server';

export const meta: MetaFunction = () => [{ title: 'Welcome to Impromptu | Impromptu' }];

export const loader = (args: LoaderFunctionArgs) => tokenPasswordLoader(args, 'invitation');

// Signed in, the person goes on to their cohort (spec 3 §4.6).
export const action = (args: ActionFunctionArgs) => tokenPasswordAction(args, 'invitation');

export default function AcceptInvitationPage() {
  return (
    <TokenPasswordPage
      copy={{
        formId: 'accept-invitation-form',
        title: 'Welcome to Impromptu',
        subtitle: (email) =>
          email ? `Choose a password for ${email} and you are in.` : 'Your invitation to Impromptu.',
        passwordLabel: 'Choose a password',
        submitLabel: 'Save and start',
        footerLabel: 'Already chose a password? Log In',
        newLink: { to: '/signup', label: 'Ask for a new invitation' },
      }}
    />
  );
}
