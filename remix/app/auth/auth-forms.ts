import { z } from 'zod';
import { CarriedParams } from '~/utils/carried-params';

// The schemas of the sign-in forms: the same ones validate in the browser and in the action.

export const EmailSchema = z
  .string({ error: 'E-mail is required' })
  .trim()
  .toLowerCase()
  .pipe(z.email('Enter a valid e-mail address').max(254, 'E-mail must be at most 254 characters'));

const NameSchema = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(100, `${label} must be at most 100 characters`);

export const LoginFormSchema = z.object({
  email: EmailSchema,
  // A typed password is only checked for presence: the length rule applies when one is chosen.
  password: z.string({ error: 'Password is required' }).max(128, 'Password must be at most 128 characters'),
  ...CarriedParams,
});

export const SignupFormSchema = z.object({
  firstName: NameSchema('First name'),
  lastName: NameSchema('Last name'),
  email: EmailSchema,
  password: z
    .string({ error: 'Password is required' })
    .min(8, 'Password must be at least 8 characters')
    .max(128, 'Password must be at most 128 characters'),
  ...CarriedParams,
});
