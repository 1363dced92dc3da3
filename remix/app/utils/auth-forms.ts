import { z } from 'zod';

// The schemas of the sign-in forms: the same ones validate in the browser and in the action.

export const EmailSchema = z
  .string({ error: 'E-mail is required' })
  .trim()
  .toLowerCase()
  .pipe(z.email('Enter a valid e-mail address').max(254, 'E-mail must be at most 254 characters'));

const NameSchema = (label: string) =>
  z.string({ error: `${label} is required` }).trim().min(1, `${label} is required`).max(100, `${label} must be at most 100 characters`);

/** Where the visitor was headed, carried from /login or /signup to /auth-callback (spec 1 §2). */
const CarriedParams = {
  redirectTo: z.string().max(2048).optional(),
  zoom_meeting_id: z.string().max(128).optional(),
  feedback_session_id: z.string().max(128).optional(),
};

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

export const CarriedParamsSchema = z.object(CarriedParams);
export type CarriedSignInParams = z.infer<typeof CarriedParamsSchema>;

/** The carried parameters read from a query string. */
export function carriedParamsFrom(searchParams: URLSearchParams): CarriedSignInParams {
  const params: CarriedSignInParams = {};
  for (const key of ['redirectTo', 'zoom_meeting_id', 'feedback_session_id'] as const) {
    const value = searchParams.get(key)?.trim();
    if (value) params[key] = value.slice(0, key === 'redirectTo' ? 2048 : 128);
  }
  return params;
}

/** `?…` with the carried parameters that are set, or '' when none is. */
export function carriedSearch(params: CarriedSignInParams): string {
  const search = new URLSearchParams();
  for (const key of ['zoom_meeting_id', 'feedback_session_id', 'redirectTo'] as const) {
    const value = params[key];
    if (value) search.set(key, value);
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
