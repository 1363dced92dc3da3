import type { ZxcvbnFactory } from '@zxcvbn-ts/core';

/**
 * zxcvbn's score 3: about 10^8 guesses or more. Sign-in is throttled, so that is out of reach online;
 * it is what zxcvbn's authors advise for sign-up.
 */
export const MIN_PASSWORD_SCORE = 3;

// The product's name, which a password should not lean on, beside the user's own words.
const PRODUCT_WORDS = ['impromptu'];

// Common passwords (from breaches), names, English words and keyboard layouts, all shipped in the
// packages: no network. Loaded and built once, on first use: the dictionaries take a moment to load, and a process
// (or a Jest test file) that never checks a password does not load them (ADR 0033, addendum 6).
let factory: Promise<ZxcvbnFactory> | undefined;

// The check runs on the event loop and grows fast with length and look-alike characters (@ for a):
// these bounds keep its worst case near 70 ms (256 and 100 by default: near a second). Passwords
// longer than the first 64 characters are judged by those.
const CHECKED_LENGTH = 64;
const LOOK_ALIKE_SUBSTITUTIONS = 4;

export interface PasswordOwner {
  email: string;
  firstName?: string | undefined;
  lastName?: string | undefined;
}

/**
 * Whether a password is hard enough to guess, with the owner's e-mail and names counted as known
 * words: `password`, `qwerty123` and the e-mail's local part followed by digits are refused.
 */
export async function isStrongPassword(password: string, owner: PasswordOwner): Promise<boolean> {
  factory ??= buildFactory();
  return (await factory).check(password, ownerWords(owner)).score >= MIN_PASSWORD_SCORE;
}

async function buildFactory(): Promise<ZxcvbnFactory> {
  const [{ ZxcvbnFactory }, zxcvbnCommon, zxcvbnEnglish] = await Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-en'),
  ]);
  return new ZxcvbnFactory({
    maxLength: CHECKED_LENGTH,
    l33tMaxSubstitutions: LOOK_ALIKE_SUBSTITUTIONS,
    dictionary: { ...zxcvbnCommon.dictionary, ...zxcvbnEnglish.dictionary },
    graphs: zxcvbnCommon.adjacencyGraphs,
    translations: zxcvbnEnglish.translations,
  });
}

/** The e-mail, its local part with and without its dots and dashes, each piece of it, the names alone and together, the product's name. */
function ownerWords({ email, firstName = '', lastName = '' }: PasswordOwner): string[] {
  const localPart = email.split('@', 1)[0] ?? '';
  const pieces = localPart.split(/[^\p{L}\p{N}]+/u);
  const names = [firstName, lastName, `${firstName} ${lastName}`, `${firstName}${lastName}`];
  const words = [email, localPart, pieces.join(''), ...pieces, ...names, ...PRODUCT_WORDS];
  return [...new Set(words.map((word) => word.trim().toLowerCase()).filter((word) => word.length >= 3))];
}
