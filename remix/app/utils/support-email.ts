/** The support address when SUPPORT_EMAIL is not set (docs/decisions/0052); a deployment sets its own. */
export const DEFAULT_SUPPORT_EMAIL = 'support@impromptu.local';
