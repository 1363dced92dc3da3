import { parseWithZod } from '@conform-to/zod/v4';
import { z } from 'zod';

// An action reads its form through conform + zod (ADR 0038, addendum): `parseForm(await request.formData(), schema)`.
// Conform's coercion is off, so a field reads as `String(form.get(name) ?? '')` did: `formText` is '' when the field
// is missing, and the route's schema (not conform's empty-is-undefined rule) decides what is required and says so.

/** A text field as the form sent it; '' when it is missing. */
export const formText = z.string().catch('');

/** A text field without its surrounding spaces; '' when it is missing. */
export const formTrimmed = formText.transform((value) => value.trim());

/** A number field as `Number(form.get(name))` reads it: a missing field is 0, anything not a number NaN. */
export const formNumber = z
  .string()
  .optional()
  .catch(undefined)
  .transform((value) => Number(value ?? null));

/**
 * `fields` read the form; what they give is then read by `schema` (a BFF body, say), its problems kept under their
 * fields. zod's `pipe` would ask the two schemas' types to match exactly, which a form's text fields rarely do.
 */
export function thenParse<Output>(fields: z.ZodType, schema: z.ZodType<Output>) {
  return fields.transform((value, context): Output => {
    const parsed = schema.safeParse(value);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues)
      context.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    return z.NEVER;
  });
}

/** The submission of an action's form, read with `schema` (see above). */
export function parseForm<Schema extends z.ZodType>(formData: FormData, schema: Schema) {
  return parseWithZod(formData, { schema, disableAutoCoercion: true });
}

/** A failed submission's messages by field name (conform's `error`, without its empty entries). */
export function formErrors(error: Record<string, string[] | null> | null | undefined): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const [name, messages] of Object.entries(error ?? {})) if (messages?.length) errors[name] = messages;
  return errors;
}
