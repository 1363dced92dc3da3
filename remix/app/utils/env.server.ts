import { z } from 'zod';

/** A footer link: a path inside the app ('/games/…') or an absolute http(s) address. */
export interface FooterLink {
  label: string;
  href: string;
}

export interface FooterLinks {
  offerings: FooterLink[];
  company: FooterLink[];
  social: { network: FooterLink; video: FooterLink };
}

// Real pages of the app where they exist, example addresses for the marketing site otherwise.
export const DEFAULT_FOOTER_LINKS: FooterLinks = {
  offerings: [
    { label: 'Speaking Games', href: '/games/dashboard' },
    // Today's Practice is not built yet: Home has none to show, so the link goes to the marketing site's page.
    { label: 'Daily Practice', href: 'https://impromptu.example/daily-practice' },
    { label: 'Live Classes', href: 'https://impromptu.example/live-classes' },
    { label: 'Coach-Led Cohorts', href: 'https://impromptu.example/cohorts' },
    { label: 'Team Workshops', href: 'https://impromptu.example/workshops' },
  ],
  company: [
    { label: 'About Us', href: 'https://impromptu.example/about' },
    { label: 'Blog', href: 'https://impromptu.example/blog' },
    { label: 'Careers', href: 'https://impromptu.example/careers' },
    { label: 'Contact', href: 'https://impromptu.example/contact' },
  ],
  social: {
    network: { label: 'Impromptu on LinkedIn', href: 'https://impromptu.example/social/linkedin' },
    video: { label: 'Impromptu on YouTube', href: 'https://impromptu.example/social/youtube' },
  },
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
    social: {
      network: override.social?.network ?? DEFAULT_FOOTER_LINKS.social.network,
      video: override.social?.video ?? DEFAULT_FOOTER_LINKS.social.video,
    },
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
    // The Coach-Led card opens the external cohort page (spec 3 §2.5).
    COHORT_PAGE_URL: httpUrlSchema.default('https://impromptu.example/cohorts'),
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
    cohortPageUrl: values.COHORT_PAGE_URL,
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
