/** The Shape wizard's first page and Settings → Details: the four written fields, then the option lists. */
export const PROFILE_TEXT = [
  ['firstName', 'First name'],
  ['lastName', 'Last name'],
  ['school', 'School or organisation'],
  ['benefit', 'What do you hope to get from training?'],
] as const;

/** Optional (spec 3 §5 requires only the written fields). */
export const PROFILE_LISTS = [
  ['gender', 'Gender'],
  ['age', 'Age'],
  ['country', 'Country'],
  ['education', 'Education'],
  ['role', 'Role'],
  ['expertise', 'Speaking experience'],
  ['industry', 'Industry'],
  ['referral', 'How did you hear about us?'],
] as const;
