const EMAIL_PLACEHOLDER = '{email}';

/**
 * The feedback form link for one user: the session's form URL with the user's e-mail, put in
 * place of an `{email}` placeholder when the form URL has one, else appended as `email=`.
 */
export function feedbackFormLink(formUrl: string, email: string): string {
  if (formUrl.includes(EMAIL_PLACEHOLDER)) return formUrl.split(EMAIL_PLACEHOLDER).join(encodeURIComponent(email));
  const url = new URL(formUrl);
  url.searchParams.set('email', email);
  return url.toString();
}
