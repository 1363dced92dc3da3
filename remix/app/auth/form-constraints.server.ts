import { getZodConstraint } from '@conform-to/zod/v4';
import { ForgotPasswordFormSchema, ResetPasswordFormSchema } from '~/account/account-forms';
import { LoginFormSchema, SignupFormSchema } from './auth-forms';

// The signed-out forms' HTML constraints (required, maxLength…), worked out once on the server and sent with the
// page's data: the browser's first load carries no schema (use-form-validation.ts), yet the served form marks its
// fields as the schema says, before and after hydration.

export const LOGIN_CONSTRAINT = getZodConstraint(LoginFormSchema);
export const SIGNUP_CONSTRAINT = getZodConstraint(SignupFormSchema);
export const FORGOT_PASSWORD_CONSTRAINT = getZodConstraint(ForgotPasswordFormSchema);
export const NEW_PASSWORD_CONSTRAINT = getZodConstraint(ResetPasswordFormSchema);
