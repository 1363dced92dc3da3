import { useEffect, useState } from 'react';
import type * as Validators from './form-validation';

/** A signed-out form's validation, by its export's name in form-validation.ts. */
type ValidatorName = keyof typeof Validators;
type SubmissionOf<N extends ValidatorName> = ReturnType<(typeof Validators)[N]>;

/**
 * A form's validation in the browser, loaded once the page is up: the schemas and zod are about 40 KB (gzip) that a
 * signed-out page's first load does not need (issue 30). Until they arrive, conform has no `onValidate` and asks the
 * action, which parses with the same schema: a blur or a submit in that moment is checked by the server, not lost.
 */
export function useFormValidation<N extends ValidatorName>(
  name: N,
): {
  onValidate: ((context: { formData: FormData }) => SubmissionOf<N>) | undefined;
  /** Where a mistake is found now, for the form's `data-validation`: the browser once loaded, else the server. */
  validation: 'browser' | 'server';
} {
  const [validate, setValidate] = useState<{ run: (formData: FormData) => SubmissionOf<N> } | null>(null);
  useEffect(() => {
    let current = true;
    import('./form-validation').then(
      (validators) => {
        if (current) setValidate({ run: validators[name] as (formData: FormData) => SubmissionOf<N> });
      },
      // Not loaded (offline, a new deployment): the server goes on validating.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [name]);
  return validate
    ? { onValidate: ({ formData }) => validate.run(formData), validation: 'browser' }
    : { onValidate: undefined, validation: 'server' };
}
