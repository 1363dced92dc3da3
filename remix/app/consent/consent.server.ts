import type { ConsentPreferencesSchema, SaveConsentBodySchema } from '@impromptu/bff/contracts';
import { consents } from '@impromptu/bff/routes';
import { z } from 'zod';
import { isBffRefusal } from '~/utils/bff.server';
import type { SessionBff } from '~/utils/bff-session.server';
import { readCookie } from '~/utils/cookies';
import { env } from '~/utils/env.server';
import { isSecureRequest } from '~/utils/session.server';
import {
  CONSENT_COOKIE,
  CONSENT_MAX_AGE_SECONDS,
  isNewer,
  serialiseConsent,
  usPrivacyString,
  type Consent,
} from './consent';
import { log } from '~/utils/log.server';

export const consentSchema = z.object({
  cookiePurposes: z.object({
    necessary: z.literal(true),
    functionality: z.boolean(),
    measurement: z.boolean(),
    targeting: z.boolean(),
  }),
  cookieTimestamp: z.iso.datetime({ offset: true }),
  cookieVersion: z.string().min(1),
  cookiePolicyId: z.string().min(1),
  usPrivacyCookie: z.string().regex(/^1[YN-]{3}$/),
  usPurposes: z.object({ sh: z.boolean(), adv: z.boolean() }),
}) satisfies z.ZodType<Consent>;

/** Reads the cookie value; anything unreadable counts as no choice, so the banner asks again. */
export function parseConsent(value: string | undefined | null): Consent | null {
  if (!value) return null;
  try {
    const result = consentSchema.safeParse(JSON.parse(decodeURIComponent(value)));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}

// GET and PUT /consents answer the provider's shape: each preference wrapped in { value }.
type StoredPreferences = z.output<typeof ConsentPreferencesSchema>;

const usPurposesSchema = z
  .object({ sh: z.boolean().catch(false), adv: z.boolean().catch(false) })
  .catch({ sh: false, adv: false });

/** The stored record as the browser keeps it; null when it has no usable timestamp. */
export function consentFromStored({ preferences }: StoredPreferences): Consent | null {
  const timestamp = preferences.cookieTimestamp.value;
  if (!timestamp || Number.isNaN(Date.parse(timestamp))) return null;
  const purposes = preferences.cookiePurposes.value;
  const us = usPurposesSchema.parse(preferences.usPurposes.value);
  return {
    cookiePurposes: {
      necessary: true,
      functionality: purposes.functionality === true,
      measurement: purposes.measurement === true,
      targeting: purposes.targeting === true,
    },
    cookieTimestamp: new Date(timestamp).toISOString(),
    cookieVersion: preferences.cookieVersion.value,
    cookiePolicyId: preferences.cookiePolicyId.value ?? env.consentPolicyId,
    usPrivacyCookie: preferences.usPrivacyCookie.value ?? usPrivacyString(us),
    usPurposes: us,
  };
}

export function readConsentCookie(request: Request): Consent | null {
  return parseConsent(readCookie(request.headers.get('cookie'), CONSENT_COOKIE));
}

export function consentCookieHeader(consent: Consent, request: Request): string {
  const secure = isSecureRequest(request) ? '; Secure' : '';
  return `${CONSENT_COOKIE}=${serialiseConsent(consent)}; Path=/; Max-Age=${CONSENT_MAX_AGE_SECONDS}; SameSite=Lax${secure}`;
}

/**
 * Spec 1 §4 consent sync for a signed-in user: the browser's newer record is pushed, a newer
 * stored one is returned for the browser to apply, nothing stored (404) creates the record.
 * Other failures are logged only (spec 1 §8), so the browser keeps its own choice.
 */
export async function syncConsent({
  bff,
  browser,
  signal,
}: {
  /** The BFF as the signed-in user: `bffFor(request)`. */
  bff: SessionBff;
  browser: Consent | null;
  signal?: AbortSignal;
}): Promise<Consent | null> {
  let stored: Consent | null;
  try {
    stored = consentFromStored(await bff.call(consents.get, { signal }));
  } catch (error) {
    if (!isBffRefusal(error, 404)) return logSyncFailure('read', error);
    stored = null;
  }

  if (browser && isNewer(browser, stored)) {
    try {
      const answer = consentFromStored(
        await bff.call(consents.save, {
          signal,
          body: {
            cookiePurposes: browser.cookiePurposes,
            cookieTimestamp: browser.cookieTimestamp,
            cookieVersion: browser.cookieVersion,
            cookiePolicyId: browser.cookiePolicyId,
            usPrivacyCookie: browser.usPrivacyCookie,
            usPurposes: browser.usPurposes,
          } satisfies z.input<typeof SaveConsentBodySchema>,
        }),
      );
      // The BFF keeps a record given later elsewhere and answers with it.
      return isNewer(answer, browser) ? answer : null;
    } catch (error) {
      return logSyncFailure('save', error);
    }
  }
  return isNewer(stored, browser) ? stored : null;
}

function logSyncFailure(step: 'read' | 'save', error: unknown): null {
  if (error instanceof Error && error.name === 'AbortError') return null;
  const detail = isBffRefusal(error) ? `${error.statusCode} ${error.message}` : String(error);
  log().error(`consent sync could not ${step} the stored consent: ${detail}`);
  return null;
}
