const MAX_REDIRECT_LENGTH = 2048;
/** Rounds of percent-decoding looked through; a target still changing after them is refused. */
const MAX_DECODE_ROUNDS = 3;
/** Control characters, every kind of blank (incl. U+2028, NBSP) and backslashes never appear in a target we make. */
// eslint-disable-next-line no-control-regex -- control characters are what it refuses
const FORBIDDEN_CHARACTER = /[\u0000-\u001f\u007f-\u009f\s\\]/u;
const PROBE_ORIGIN = 'http://impromptu.invalid';

/**
 * Whether a redirect target is a relative path on this site: '/x…'. Refused: anything else, a
 * protocol-relative start ('//', '/\'), schemes, hosts, control characters and blanks, backslashes,
 * dot segments, and those same tricks hidden under percent-encoding (the decoded path is checked
 * too, so '/%2F/evil' and '/%5Cevil' are refused).
 */
export function isSafeRedirect(target: unknown): target is string {
  if (typeof target !== 'string' || target.length === 0 || target.length > MAX_REDIRECT_LENGTH) return false;
  if (FORBIDDEN_CHARACTER.test(target)) return false;
  const cut = target.search(/[?#]/);
  let path = cut === -1 ? target : target.slice(0, cut);
  for (let round = 0; ; round += 1) {
    if (!isPlainPath(path)) return false;
    let decoded: string;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      return false;
    }
    if (decoded === path) break;
    if (round === MAX_DECODE_ROUNDS) return false;
    path = decoded;
  }
  // The browser's own reading must agree: same origin, path not starting with '//'.
  try {
    const resolved = new URL(target, PROBE_ORIGIN);
    return resolved.origin === PROBE_ORIGIN && !resolved.pathname.startsWith('//');
  } catch {
    return false;
  }
}

function isPlainPath(path: string): boolean {
  if (!path.startsWith('/') || path.startsWith('//')) return false;
  if (FORBIDDEN_CHARACTER.test(path)) return false;
  return !path.split('/').some((segment) => segment === '.' || segment === '..');
}

/** The target when it is safe, else the fallback. */
export function safeRedirect(target: unknown, fallback: string): string {
  return isSafeRedirect(target) ? target : fallback;
}
