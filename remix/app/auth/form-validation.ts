import { parseWithZod } from '@conform-to/zod/v4';
import { ForgotPasswordFormSchema, ResetPasswordFormSchema } from '~/account/account-forms';
import { LoginFormSchema, SignupFormSchema } from './auth-forms';

// The browser's validation of the signed-out forms, loaded after the page and picked by name (use-form-validation.ts):
// the same schemas the actions parse with, so a message reads the same whether the browser or the server finds it.

export const validateLogin = (formData: FormData) => parseWithZod(formData, { schema: LoginFormSchema });
export const validateSignup = (formData: FormData) => parseWithZod(formData, { schema: SignupFormSchema });
export const validateForgotPassword = (formData: FormData) =>
  parseWithZod(formData, { schema: ForgotPasswordFormSchema });
/** Reset password and accept invitation: both choose a password. */
export const validateNewPassword = (formData: FormData) => parseWithZod(formData, { schema: ResetPasswordFormSchema });
