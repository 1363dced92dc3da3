import { z } from 'zod';
import { EmailSchema } from '../auth/auth.dto.js';

/** The words of issue 25, shown by the web app as they are. */
export const ACCOUNT_MESSAGES = {
  resetRequested: 'If an account exists for that address, we sent a link',
  linkInvalid: 'This link is not valid. Check that you copied the whole address, or ask for a new link.',
  linkExpired: 'This link has expired. Ask for a new one.',
  linkUsed: 'This link has already been used. Ask for a new one if you still need it.',
  linkForAnotherAddress: 'This link was sent to another address. Open the link from the latest e-mail.',
  wrongPassword: 'Your current password is not correct.',
  sameEmail: 'This is already your e-mail address.',
  emailTaken: 'An account with this e-mail already exists.',
  changeRequested: 'We sent a confirmation link to the new address. Your e-mail changes once you open it.',
  verificationSent: 'We sent a new confirmation link. It is valid for 24 hours.',
  alreadyVerified: 'Your e-mail address is already confirmed.',
  invitationPending:
    'An invitation to Impromptu was already sent to this address. Open the link in that e-mail to choose your password, or ask for a new one.',
  invitationResent: 'If an invitation is waiting for that address, we sent it again',
  alreadyMember: 'This person already has an account with a password: they can log in, or use "Forgot your password?".',
  noPasswordAccount: 'Your account signs in through your identity provider: change your password there.',
} as const;

/** Why a link was refused: the web app offers a new one for all of them. */
export type LinkProblem = 'invalid' | 'expired' | 'used' | 'other-address';

const NewPasswordSchema = z.string().min(8, 'must be at least 8 characters').max(128, 'must be at most 128 characters');

/** A token of a link: 32 random bytes, base64url. Anything else cannot be ours. */
export const AccountTokenSchema = z.string().max(256, 'must be at most 256 characters');

export const ForgotPasswordBodySchema = z.object({ email: EmailSchema });

export const AcceptedSchema = z
  .object({ message: z.string().meta({ description: 'What to tell the person' }) })
  .meta({ id: 'Accepted' });

export const LinkStatusBodySchema = z.object({
  token: AccountTokenSchema,
  purpose: z.enum(['password_reset', 'email_change', 'email_verify', 'invitation']),
});

export const LinkStatusSchema = z
  .object({
    valid: z.boolean(),
    problem: z.enum(['invalid', 'expired', 'used', 'other-address']).nullable(),
    message: z.string().nullable(),
    email: z.string().nullable().meta({ description: 'The address of a valid link (shown on the page)' }),
  })
  .meta({ id: 'LinkStatus' });

export const ResetPasswordBodySchema = z.object({ token: AccountTokenSchema, password: NewPasswordSchema });

export const ChangePasswordBodySchema = z.object({
  currentPassword: z.string().min(1, 'is required').max(128, 'must be at most 128 characters'),
  newPassword: NewPasswordSchema,
});

export const ChangedPasswordSchema = z
  .object({
    message: z.string(),
    signedOutSessions: z.number().int().min(0).meta({ description: 'Other sessions ended by the change' }),
  })
  .meta({ id: 'ChangedPassword' });

export const ChangeEmailBodySchema = z.object({
  password: z.string().min(1, 'is required').max(128, 'must be at most 128 characters'),
  newEmail: EmailSchema,
});

export const AcceptInvitationBodySchema = z.object({ token: AccountTokenSchema, password: NewPasswordSchema });

export const ResendInvitationBodySchema = z.object({ email: EmailSchema });

export const InviteUserBodySchema = z.object({
  email: EmailSchema,
  firstName: z.string().trim().max(100, 'must be at most 100 characters').default(''),
  lastName: z.string().trim().max(100, 'must be at most 100 characters').default(''),
});

export const InvitedUserSchema = z
  .object({ userId: z.uuid(), email: z.string(), message: z.string() })
  .meta({ id: 'InvitedUser' });

export const InvitationUserIdSchema = z.object({ userId: z.uuid('must be a user id') });

export const ConfirmEmailBodySchema = z.object({ token: AccountTokenSchema });

export const ConfirmedEmailSchema = z.object({ email: z.string(), message: z.string() }).meta({ id: 'ConfirmedEmail' });

export type ForgotPasswordBody = z.infer<typeof ForgotPasswordBodySchema>;
export type AcceptedDto = z.infer<typeof AcceptedSchema>;
export type LinkStatusBody = z.infer<typeof LinkStatusBodySchema>;
export type LinkStatusDto = z.infer<typeof LinkStatusSchema>;
export type ResetPasswordBody = z.infer<typeof ResetPasswordBodySchema>;
export type ChangePasswordBody = z.infer<typeof ChangePasswordBodySchema>;
export type ChangedPasswordDto = z.infer<typeof ChangedPasswordSchema>;
export type ChangeEmailBody = z.infer<typeof ChangeEmailBodySchema>;
export type ConfirmEmailBody = z.infer<typeof ConfirmEmailBodySchema>;
export type ConfirmedEmailDto = z.infer<typeof ConfirmedEmailSchema>;
export type AcceptInvitationBody = z.infer<typeof AcceptInvitationBodySchema>;
export type ResendInvitationBody = z.infer<typeof ResendInvitationBodySchema>;
export type InviteUserBody = z.output<typeof InviteUserBodySchema>;
export type InvitedUserDto = z.infer<typeof InvitedUserSchema>;
export type InvitationUserId = z.infer<typeof InvitationUserIdSchema>;
