import { z } from 'zod';
import { EmailSchema } from '~/auth/auth-forms';

// The forms of the account pages (issue 25): the same schemas validate in the browser and in the actions.

const NewPasswordSchema = z
  .string({ error: 'Password is required' })
  .min(8, 'Password must be at least 8 characters')
  .max(128, 'Password must be at most 128 characters');

export const ForgotPasswordFormSchema = z.object({ email: EmailSchema });

export const ResetPasswordFormSchema = z.object({
  token: z.string({ error: 'The link is incomplete' }).max(256),
  password: NewPasswordSchema,
});

export const ChangePasswordFormSchema = z.object({
  currentPassword: z
    .string({ error: 'Current password is required' })
    .max(128, 'Password must be at most 128 characters'),
  newPassword: NewPasswordSchema,
});

export const ChangeEmailFormSchema = z.object({
  newEmail: EmailSchema,
  password: z.string({ error: 'Password is required' }).max(128, 'Password must be at most 128 characters'),
});

/** The BFF names where a problem is ('body.newPassword'); the form field is what follows. */
export function fieldErrorsOf(issues: { path: string; message: string }[]): Record<string, string[]> {
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = issue.path.replace(/^body\./, '').split('.', 1)[0];
    if (field) (fieldErrors[field] ??= []).push(issue.message);
  }
  return fieldErrors;
}

export const InviteFormSchema = z.object({
  email: EmailSchema,
  firstName: z.string().trim().max(100, 'First name must be at most 100 characters').default(''),
  lastName: z.string().trim().max(100, 'Last name must be at most 100 characters').default(''),
});
