import { isTimeZone } from '@impromptu/kernel';

/** The zones this runtime knows by their canonical IANA names. */
const CANONICAL_ZONES = new Set<string>([...Intl.supportedValuesOf('timeZone'), 'UTC']);
/** IANA names are Area/Location words; this keeps out offsets such as '+05:00' that Intl also accepts. */
const IANA_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_+-]+)*$/;

/** Whether a name is an IANA time zone: a canonical one, or an alias (Asia/Calcutta) that Intl resolves. */
export function isIanaTimeZone(name: string): boolean {
  if (CANONICAL_ZONES.has(name)) return true;
  return IANA_NAME.test(name) && isTimeZone(name);
}
