import { describe, expect, it } from '@jest/globals';
import { CONSENT_VERSION, consentFor, isCurrentConsent, isNewer, usPrivacyString } from './consent';

const now = new Date('2025-03-01T10:00:00.000Z');

describe('consentFor', () => {
  it('Accept all grants every purpose and both US purposes', () => {
    const consent = consentFor({ kind: 'accept-all' }, now, 'policy-1');
    expect(consent).toEqual({
      cookiePurposes: { necessary: true, functionality: true, measurement: true, targeting: true },
      cookieTimestamp: '2025-03-01T10:00:00.000Z',
      cookieVersion: CONSENT_VERSION,
      cookiePolicyId: 'policy-1',
      usPrivacyCookie: '1YNN',
      usPurposes: { sh: true, adv: true },
    });
  });

  it('Reject all keeps only the strictly necessary purpose and opts out of sale and sharing', () => {
    const consent = consentFor({ kind: 'reject-all' }, now, 'policy-1');
    expect(consent.cookiePurposes).toEqual({
      necessary: true,
      functionality: false,
      measurement: false,
      targeting: false,
    });
    expect(consent.usPurposes).toEqual({ sh: false, adv: false });
    expect(consent.usPrivacyCookie).toBe('1YYN');
  });

  it('Customise keeps each toggle, and strictly necessary cannot be turned off', () => {
    const consent = consentFor(
      {
        kind: 'customise',
        purposes: { necessary: false as unknown as true, functionality: true, measurement: false, targeting: true },
        us: { sh: true, adv: false },
      },
      now,
      'policy-1',
    );
    expect(consent.cookiePurposes).toEqual({
      necessary: true,
      functionality: true,
      measurement: false,
      targeting: true,
    });
    expect(consent.usPurposes).toEqual({ sh: true, adv: false });
  });
});

describe('usPrivacyString', () => {
  it('says opted out unless both sh and adv are allowed', () => {
    expect(usPrivacyString({ sh: true, adv: true })).toBe('1YNN');
    expect(usPrivacyString({ sh: true, adv: false })).toBe('1YYN');
    expect(usPrivacyString({ sh: false, adv: true })).toBe('1YYN');
  });
});

describe('isNewer and isCurrentConsent', () => {
  const older = consentFor({ kind: 'reject-all' }, new Date('2025-01-01T00:00:00Z'), 'p');
  const newer = consentFor({ kind: 'accept-all' }, new Date('2025-02-01T00:00:00Z'), 'p');

  it('compares by timestamp; a missing record is older than any', () => {
    expect(isNewer(newer, older)).toBe(true);
    expect(isNewer(older, newer)).toBe(false);
    expect(isNewer(older, older)).toBe(false);
    expect(isNewer(older, null)).toBe(true);
    expect(isNewer(null, older)).toBe(false);
  });

  it('asks again when the record was given for another version of the purposes', () => {
    expect(isCurrentConsent(newer)).toBe(true);
    expect(isCurrentConsent({ ...newer, cookieVersion: 'an-older-version' })).toBe(false);
    expect(isCurrentConsent(null)).toBe(false);
  });
});
