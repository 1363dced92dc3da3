import { useEffect, useState } from 'react';

/** A form's validation: its data parsed into conform's submission (auth/form-validation.ts). */
type Validate<S> = (formData: FormData) => S;

/**
 * A form's validation in the browser, loaded once the page is up: the schemas and zod are about 40 KB (gzip) that a
 * signed-out page's first load does not need (issue 30). Until they arrive, conform has no `onValidate` and asks the
 * action, which parses with the same schema: a blur or a submit in that moment is checked by the server, not lost.
 * `load` is a module-level function (a dynamic import), so the effect runs once.
 */
export function useFormValidation<S>(load: () => Promise<Validate<S>>): {
  onValidate: ((context: { formData: FormData }) => S) | undefined;
  /** Where a mistake is found now, for the form's `data-validation`: the browser once loaded, else the server. */
  validation: 'browser' | 'server';
} {
  const [validate, setValidate] = useState<{ run: Validate<S> } | null>(null);
  useEffect(() => {
    let current = true;
    load().then(
      (run) => {
        if (current) setValidate({ run });
      },
      // Not loaded (offline, a new deployment): the server goes on validating.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [load]);
  return validate
    ? { onValidate: ({ formData }) => validate.run(formData), validation: 'browser' }
    : { onValidate: undefined, validation: 'server' };
}
