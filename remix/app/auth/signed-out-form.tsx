import { getFormProps, type FormMetadata } from '@conform-to/react';
import { Form } from '@remix-run/react';
import type { ReactNode } from 'react';
import { ErrorList, SubmitButton } from '~/components/forms';

/** When a signed-out form checks its fields: on leaving one, then as the person corrects it. */
export const SIGNED_OUT_VALIDATION = { shouldValidate: 'onBlur', shouldRevalidate: 'onInput' } as const;

/**
 * The shell of the signed-out pages' forms (log in, sign up, forgot and reset password, accept an invitation): the
 * posted form with where it validates, its fields, the form's errors announced, and the pending-aware submit button.
 */
export function SignedOutForm<Schema extends Record<string, unknown>>({
  form,
  validation,
  className = 'flex flex-col gap-2',
  submitLabel,
  pendingLabel,
  children,
}: {
  form: FormMetadata<Schema, string[]>;
  validation: 'browser' | 'server';
  className?: string;
  submitLabel: ReactNode;
  pendingLabel: string;
  children: ReactNode;
}) {
  return (
    <Form method="post" {...getFormProps(form)} data-validation={validation} className={className}>
      {children}
      <div role="alert" className="empty:hidden">
        <ErrorList id={form.errorId} errors={form.errors} />
      </div>
      <SubmitButton pendingLabel={pendingLabel}>{submitLabel}</SubmitButton>
    </Form>
  );
}
