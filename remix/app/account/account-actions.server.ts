import type { Submission } from '@conform-to/react';
import { data } from '@remix-run/node';
import { BffError } from '~/utils/bff.server';
import { fieldErrorsOf } from './account-forms';

/** The answer of an account action the BFF refused: its field issues under their fields, else a form error. */
export function refusal(submission: Pick<Submission<unknown>, 'reply'>, error: unknown, hideFields: string[]) {
  if (!(error instanceof BffError)) throw error;
  const fieldErrors = fieldErrorsOf(error.issues);
  const result =
    Object.keys(fieldErrors).length > 0
      ? submission.reply({ fieldErrors, hideFields })
      : submission.reply({ formErrors: [error.message], hideFields });
  return data({ result, message: null }, { status: error.statusCode });
}
