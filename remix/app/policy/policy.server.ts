import { env } from '~/utils/env.server';
import bundledPrivacy from './privacy-policy.html?raw';
import { sanitizePolicy } from './sanitize-policy.server';
import bundledTerms from './terms-of-service.html?raw';
import { log } from '~/utils/log.server';

export type PolicyKind = 'privacy' | 'terms';

export interface Policy {
  /** Sanitised HTML, safe to inject. */
  html: string;
  /** Where the text came from: the configured address, or the copy bundled with the app. */
  source: 'remote' | 'bundled';
}

const bundled: Record<PolicyKind, string> = { privacy: bundledPrivacy, terms: bundledTerms };

const CACHE_MS = 5 * 60 * 1000;
const cache = new Map<PolicyKind, { policy: Policy; expiresAt: number }>();

/**
 * The policy HTML from its configured address (POLICY_PRIVACY_URL / POLICY_TERMS_URL), sanitised;
 * the bundled policy when none is configured or the fetch fails, so the page always has a policy.
 */
export async function loadPolicy(kind: PolicyKind, now = Date.now()): Promise<Policy> {
  const url = env.policyUrls[kind];
  if (!url) return { html: sanitizePolicy(bundled[kind]), source: 'bundled' };

  const cached = cache.get(kind);
  if (cached && cached.expiresAt > now) return cached.policy;

  try {
    const response = await fetch(url, {
      headers: { accept: 'text/html' },
      signal: AbortSignal.timeout(env.policyFetchTimeoutMs),
      redirect: 'follow',
    });
    if (!response.ok) throw new Error(`answered ${response.status}`);
    const html = sanitizePolicy(await response.text());
    if (html === '') throw new Error('answered an empty policy');
    const policy: Policy = { html, source: 'remote' };
    cache.set(kind, { policy, expiresAt: now + CACHE_MS });
    return policy;
  } catch (error) {
    log().error({ err: error, url }, `could not fetch the ${kind} policy; showing the bundled one`);
    return { html: sanitizePolicy(bundled[kind]), source: 'bundled' };
  }
}
