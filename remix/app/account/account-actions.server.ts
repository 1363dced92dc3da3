import type { Submission } from '@conform-to/react';
import { data } from '@remix-run/node';
import { bffRefusal } from '~/utils/bff.server';
import { fieldErrorsOf } from './account-forms';

/** The answer of an account action the BFF refused: its field issues under their fields, else a form error. */
export function refusal(submission: Pick<Submission<unknown>, 'reply'>, error: unknown, hideFields: string[]) {
  const refused = bffRefusal(error);
  const fieldErrors = fieldErrorsOf(refused.issues);
  const result =
    Object.keys(fieldErrors).length > 0
      ? submission.reply({ fieldErrors, hideFields })
      : submission.reply({ formErrors: [refused.message], hideFields });
  return data({ result, message: null }, { status: refused.statusCode });
}
