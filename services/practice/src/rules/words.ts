/** Spec 5 §Text inputs: a required field left empty (after trimming). */
export const FIELD_CANNOT_BE_EMPTY = 'Field cannot be empty.';

export interface TextInputRules {
  label: string;
  /** Default true. */
  required?: boolean;
  minLength?: number | null;
  maxLength?: number | null;
  minWords?: number | null;
  maxWords?: number | null;
}

/** Words are what whitespace separates. */
export function wordCount(text: string): number {
  const trimmed = text.trim();
  return trimmed === '' ? 0 : trimmed.split(/\s+/u).length;
}

/** Spec 5: the message of the first rule the value breaks, or null when it is valid. */
export function textInputProblem(value: string, rules: TextInputRules): string | null {
  const trimmed = value.trim();
  if (trimmed === '') return rules.required === false ? null : FIELD_CANNOT_BE_EMPTY;
  if (rules.minLength != null && trimmed.length < rules.minLength)
    return `${rules.label} must be over ${rules.minLength} characters.`;
  if (rules.maxLength != null && trimmed.length > rules.maxLength)
    return `${rules.label} must be under ${rules.maxLength} characters.`;
  const words = wordCount(trimmed);
  if (rules.minWords != null && words < rules.minWords)
    return `${rules.label} must be over ${rules.minWords} words long.`;
  if (rules.maxWords != null && words > rules.maxWords)
    return `${rules.label} must be under ${rules.maxWords} words long.`;
  return null;
}
