import { z } from 'zod';
import { DEFAULT_SUPPORT_EMAIL } from './support-email.js';

/** A footer link: a path inside the app ('/games/…') or an absolute http(s) address. */
export interface FooterLink {
  label: string;
  href: string;
}

export interface FooterLinks {
  offerings: FooterLink[];
  company: FooterLink[];
  /** Shown only when configured: no placeholder profile is ever linked. */
  social: { network?: FooterLink; video?: FooterLink };
}

// Pages of the product itself: a deployment with a marketing site points FOOTER_LINKS_JSON at it (issue 45: no link
// goes to a placeholder domain).
export const DEFAULT_FOOTER_LINKS: FooterLinks = {
  offerings: [
    { label: 'Speaking Games', href: '/games/dashboard' },
    { label: 'Daily Practice', href: '/games/practice/daily' },
    { label: 'Live Classes', href: '/games/class' },
    { label: 'Coach-Led Cohorts', href: '/about#coach-led' },
    { label: 'Team Workshops', href: '/contact#teams' },
  ],
  company: [
    { label: 'About Us', href: '/about' },
    { label: 'How it works', href: '/about#how-it-works' },
    { label: 'Help', href: '/contact#help' },
    { label: 'Contact', href: '/contact' },
  ],
  social: {},
};

// A relative path inside the app, or an absolute http(s) URL; never '//host' nor a script scheme.
const hrefSchema = z
  .string()
  .trim()
  .refine((href) => /^\/(?![/\\])/.test(href) || /^https?:\/\/[^\s]+$/i.test(href), {
    message: 'must be a path starting with / or an http(s) URL',
  });
const linkSchema = z.object({ label: z.string().trim().min(1), href: hrefSchema });

/** FOOTER_LINKS_JSON: the columns it names replace the default ones. */
const footerLinksSchema = z
  .string()
  .transform((json, ctx) => {
    try {
      return JSON.parse(json) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'is not valid JSON' });
      return z.NEVER;
    }
  })
  .pipe(
    z
      .object({
        offerings: z.array(linkSchema).length(5).optional(),
        company: z.array(linkSchema).length(4).optional(),
        social: z.object({ network: linkSchema.optional(), video: linkSchema.optional() }).optional(),
      })
      .strict(),
  )
  .transform((override): FooterLinks => ({
    offerings: override.offerings ?? DEFAULT_FOOTER_LINKS.offerings,
    company: override.company ?? DEFAULT_FOOTER_LINKS.company,
    social: override.social ?? DEFAULT_FOOTER_LINKS.social,
  }));

const httpUrlSchema = z.url({ protocol: /^https?$/ });

/**
 * TRUST_PROXY, express's 'trust proxy': whether X-Forwarded-Proto, -Host and -For from a proxy in
 * front count. 'true', a hop count, or addresses and subnets ('loopback', '10.0.0.0/8'…); unset trusts none.
 */
const trustProxySchema = z
  .string()
  .trim()
  .transform((value): boolean | number | string => {
    if (value === 'true' || value === 'false') return value === 'true';
    return /^\d+$/.test(value) ? Number(value) : value;
  });

/** Every setting of the web process; nothing else in the app reads process.env. */
const envSchema = z
  .object({
    NODE_ENV: z.enum(['production', 'development', 'test']).default('development'),
    BFF_URL: z.url().default('http://127.0.0.1:4000'),
    BFF_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
    FOOTER_LINKS_JSON: footerLinksSchema.optional(),
    POLICY_PRIVACY_URL: httpUrlSchema.optional(),
    POLICY_TERMS_URL: httpUrlSchema.optional(),
    POLICY_FETCH_TIMEOUT_MS: z.coerce.number().int().positive().default(5_000),
    CONSENT_POLICY_ID: z.string().trim().min(1).default('impromptu-cookie-policy'),
    // The Coach-Led card opens the external cohort page (spec 3 §2.5); unset, the About page's Coach-Led part.
    COHORT_PAGE_URL: httpUrlSchema.optional(),
    // Where people write about money, data or a page that failed: the footer, billing, deletion and error pages.
    SUPPORT_EMAIL: z.email({ message: 'must be an e-mail address' }).default(DEFAULT_SUPPORT_EMAIL),
    // The external payment page of the subscribe-then-pay route (spec 3 §2.6), followed by /{plan}. Unset: the
    // route ends in the checkout of the payments port (the embedded one offline), so it never leads nowhere.
    PAYTHEN_URL: httpUrlSchema.optional(),
    // The affiliate script loaded on that route, and the global (a dotted path) where it puts its referral code.
    AFFILIATE_SCRIPT_URL: httpUrlSchema.optional(),
    AFFILIATE_REFERRAL_PATH: z
      .string()
      .trim()
      .regex(/^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*)*$/, 'must be a dotted path of names')
      .default('affiliateReferral'),
    // The web server (remix/server): where it listens, and whether a TLS-terminating proxy is trusted.
    PORT: z.coerce.number().int().min(1).max(65_535).default(3000),
    HOST: z.string().trim().min(1).optional(),
    // Processes of the web server sharing its port (production only): server rendering is its CPU cost.
    WEB_WORKERS: z.coerce.number().int().min(1).max(64).default(1),
    TRUST_PROXY: trustProxySchema.optional(),
    // The web server's log (pino, one JSON object a line, as the BFF's): quiet in tests unless asked for.
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  })
  .transform((values) => ({
    mode: values.NODE_ENV,
    bffUrl: values.BFF_URL,
    bffTimeoutMs: values.BFF_TIMEOUT_MS,
    footerLinks: values.FOOTER_LINKS_JSON ?? DEFAULT_FOOTER_LINKS,
    // No address: the policy bundled with the app is shown.
    policyUrls: { privacy: values.POLICY_PRIVACY_URL ?? null, terms: values.POLICY_TERMS_URL ?? null },
    policyFetchTimeoutMs: values.POLICY_FETCH_TIMEOUT_MS,
    consentPolicyId: values.CONSENT_POLICY_ID,
    cohortPageUrl: values.COHORT_PAGE_URL ?? '/about#coach-led',
    supportEmail: values.SUPPORT_EMAIL,
    paythenUrl: values.PAYTHEN_URL ?? null,
    affiliate: values.AFFILIATE_SCRIPT_URL
      ? { scriptUrl: values.AFFILIATE_SCRIPT_URL, referralPath: values.AFFILIATE_REFERRAL_PATH }
      : null,
    logLevel: values.LOG_LEVEL ?? (values.NODE_ENV === 'test' ? 'silent' : 'info'),
    server: {
      port: values.PORT,
      host: values.HOST ?? null,
      trustProxy: values.TRUST_PROXY ?? false,
      workers: values.WEB_WORKERS,
    },
  }));

export type Env = z.output<typeof envSchema>;

export function parseEnv(source: Record<string, string | undefined>): Env {
  // An empty variable means "not set", so the default applies.
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ''));
  const result = envSchema.safeParse(present);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment variables:\n  ${problems.join('\n  ')}`);
  }
  return result.data;
}

// Validated once when the server bundle loads, so a bad setting stops the start instead of a request.
export const env: Env = parseEnv(process.env);

/** The only environment values that may reach the browser (as window.ENV). */
export function getPublicEnv() {
  return { MODE: env.mode };
}

export type PublicEnv = ReturnType<typeof getPublicEnv>;

declare global {
  interface Window {
    ENV: PublicEnv;
  }
}
