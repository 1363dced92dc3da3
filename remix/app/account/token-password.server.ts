import { parseWithZod } from '@conform-to/zod/v4';
import { account } from '@impromptu/bff/routes';
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { ResetPasswordFormSchema, fieldErrorsOf } from '~/account/account-forms';
import { completeSignIn } from '~/auth/sign-in.server';
import { NEW_PASSWORD_CONSTRAINT } from '~/auth/form-constraints.server';
import { clientUserAgent } from '~/utils/auth.server';
import { bffRefusal } from '~/utils/bff.server';
import { bffFor } from '~/utils/bff-session.server';

/** The two pages that take a link's token and a new password: a password reset and an accepted invitation. */
const linkRoutes = {
  password_reset: account.resetPassword,
  invitation: account.acceptInvitation,
} as const;

export type TokenPurpose = keyof typeof linkRoutes;

/** The token from the link, whether the link can still be used, and the password's constraint. */
export async function tokenPasswordLoader({ request }: LoaderFunctionArgs, purpose: TokenPurpose) {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  const status = await bffFor(request).call(account.linkStatus, { body: { token, purpose } });
  return { token, status, constraint: NEW_PASSWORD_CONSTRAINT };
}

/**
 * Sets the password with the link's token and signs the person in (on to where their groups send them, spec 3
 * §4.6). A refused link (used meanwhile, expired, not valid: a 400) answers `linkProblem`, any other refusal a
 * form error; the password is never sent back.
 */
export async function tokenPasswordAction({ request }: ActionFunctionArgs, purpose: TokenPurpose) {
  const submission = parseWithZod(await request.formData(), { schema: ResetPasswordFormSchema });
  if (submission.status !== 'success') {
    return data({ result: submission.reply({ hideFields: ['password'] }), linkProblem: null }, { status: 400 });
  }
  try {
    const session = await bffFor(request).call(linkRoutes[purpose], {
      body: submission.value,
      headers: clientUserAgent(request.headers.get('user-agent')),
    });
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
    const linkRefused = error.statusCode === 400;
    return data(
      {
        result: submission.reply({ formErrors: linkRefused ? [] : [error.message], hideFields: ['password'] }),
        linkProblem: linkRefused ? error.message : null,
      },
      { status: error.statusCode },
    );
  }
}
