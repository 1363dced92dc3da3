/** The browser's consent record (spec 1 §2, §4, §9), shared by the banner and the server sync. */
export const CONSENT_COOKIE = 'impromptu_consent';
/** Spec 1 §9: the consent cookie lives 365 days. */
export const CONSENT_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
/** Bumped when the purposes change, so everyone is asked again. */
export const CONSENT_VERSION = '1';

export const cookiePurposeKeys = ['necessary', 'functionality', 'measurement', 'targeting'] as const;
export type CookiePurpose = (typeof cookiePurposeKeys)[number];

export const cookiePurposes: { key: CookiePurpose; label: string; description: string; required?: true }[] = [
  {
    key: 'necessary',
    label: 'Strictly necessary',
    description: 'Keep you signed in, remember this choice and protect your account. Always on.',
    required: true,
  },
  {
    key: 'functionality',
    label: 'Functionality',
    description: 'Remember settings such as your time zone and game preferences.',
  },
  {
    key: 'measurement',
    label: 'Analytics (measurement)',
    description: 'Count visits and game plays so we can see what helps people practise.',
  },
  {
    key: 'targeting',
    label: 'Marketing (targeting)',
    description: 'Show you relevant Impromptu offers on other websites.',
  },
];

export const usPurposeKeys = ['sh', 'adv'] as const;
export type UsPurpose = (typeof usPurposeKeys)[number];

// The US privacy purposes of spec 1 §9: sale or sharing (sh) and targeted advertising (adv).
export const usPurposes: { key: UsPurpose; label: string; description: string }[] = [
  {
    key: 'sh',
    label: 'Sale or sharing of personal information',
    description: 'Allow sharing of your personal information with partners (US privacy laws).',
  },
  {
    key: 'adv',
    label: 'Targeted advertising',
    description: 'Allow use of your personal information for targeted advertising (US privacy laws).',
  },
];

/** The browser's record; the server validates it with `consentSchema` (consent.server.ts). */
export interface Consent {
  cookiePurposes: { necessary: true; functionality: boolean; measurement: boolean; targeting: boolean };
  cookieTimestamp: string;
  cookieVersion: string;
  cookiePolicyId: string;
  usPrivacyCookie: string;
  usPurposes: Record<UsPurpose, boolean>;
}

export type ConsentChoice =
  | { kind: 'accept-all' }
  | { kind: 'reject-all' }
  | { kind: 'customise'; purposes: Record<CookiePurpose, boolean>; us: Record<UsPurpose, boolean> };

/** The record for a choice made now; time and the policy id are passed in. */
export function consentFor(choice: ConsentChoice, now: Date, cookiePolicyId: string): Consent {
  const all = choice.kind === 'accept-all';
  const purposes =
    choice.kind === 'customise'
      ? choice.purposes
      : { necessary: true, functionality: all, measurement: all, targeting: all };
  const us = choice.kind === 'customise' ? choice.us : { sh: all, adv: all };
  return {
    cookiePurposes: {
      necessary: true,
      functionality: purposes.functionality,
      measurement: purposes.measurement,
      targeting: purposes.targeting,
    },
    cookieTimestamp: now.toISOString(),
    cookieVersion: CONSENT_VERSION,
    cookiePolicyId,
    usPrivacyCookie: usPrivacyString(us),
    usPurposes: { sh: us.sh, adv: us.adv },
  };
}

/** The IAB US Privacy string: version 1, notice given, opted out of sale or not, not an LSPA transaction. */
export function usPrivacyString(us: Record<UsPurpose, boolean>): string {
  return `1Y${us.sh && us.adv ? 'N' : 'Y'}N`;
}

/** A stored record is current only when it was given for the purposes asked today. */
export function isCurrentConsent(consent: Consent | null): consent is Consent {
  return consent !== null && consent.cookieVersion === CONSENT_VERSION;
}

/** True when `a` was given after `b` (a missing record is older than any). */
export function isNewer(a: Consent | null, b: Consent | null): boolean {
  if (!a) return false;
  if (!b) return true;
  return Date.parse(a.cookieTimestamp) > Date.parse(b.cookieTimestamp);
}

export function serialiseConsent(consent: Consent): string {
  return encodeURIComponent(JSON.stringify(consent));
}
