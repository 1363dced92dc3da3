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

// A relative path inside the app, or an absolute http(s) URL; never '//host' nor a script scheme.
const hrefSchema = z
  .string()
  .trim()
  .refine((href) => /^\/(?![/\\])/.test(href) || /^https?:\/\/[^\s]+$/i.test(href), {
    message: 'must be a path starting with / or an http(s) URL',
  });
const linkSchema = z.object({ label: z.string().trim().min(1), href: hrefSchema });

const footerOverrideSchema = z
  .object({
    offerings: z.array(linkSchema).length(5).optional(),
    company: z.array(linkSchema).length(4).optional(),
    social: z.object({ network: linkSchema.optional(), video: linkSchema.optional() }).optional(),
  })
  .strict();

// Real pages of the app where they exist, example addresses for the marketing site otherwise.
export const DEFAULT_FOOTER_LINKS: FooterLinks = {
  offerings: [
    { label: 'Speaking Games', href: '/games/dashboard' },
    { label: 'Daily Practice', href: '/games/home' },
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

const configSchema = z.object({
  FOOTER_LINKS_JSON: z.string().optional(),
  POLICY_PRIVACY_URL: z.url({ protocol: /^https?$/ }).optional(),
  POLICY_TERMS_URL: z.url({ protocol: /^https?$/ }).optional(),
  POLICY_FETCH_TIMEOUT_MS: z.coerce.number().int().positive().default(5_000),
  CONSENT_POLICY_ID: z.string().trim().min(1).default('impromptu-cookie-policy'),
});

export interface WebConfig {
  footerLinks: FooterLinks;
  policyUrls: { privacy: string | null; terms: string | null };
  policyFetchTimeoutMs: number;
  consentPolicyId: string;
}

export function parseWebConfig(source: Record<string, string | undefined>): WebConfig {
  // An empty variable means "not set", so the default applies.
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ''));
  const result = configSchema.safeParse(present);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid web configuration:\n  ${problems.join('\n  ')}`);
  }
  const values = result.data;
  return {
    footerLinks: parseFooterLinks(values.FOOTER_LINKS_JSON),
    policyUrls: { privacy: values.POLICY_PRIVACY_URL ?? null, terms: values.POLICY_TERMS_URL ?? null },
    policyFetchTimeoutMs: values.POLICY_FETCH_TIMEOUT_MS,
    consentPolicyId: values.CONSENT_POLICY_ID,
  };
}

function parseFooterLinks(json: string | undefined): FooterLinks {
  if (json === undefined) return DEFAULT_FOOTER_LINKS;
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    throw new Error('Invalid web configuration:\n  FOOTER_LINKS_JSON: is not valid JSON');
  }
  const result = footerOverrideSchema.safeParse(raw);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `FOOTER_LINKS_JSON.${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid web configuration:\n  ${problems.join('\n  ')}`);
  }
  const override = result.data;
  return {
    offerings: override.offerings ?? DEFAULT_FOOTER_LINKS.offerings,
    company: override.company ?? DEFAULT_FOOTER_LINKS.company,
    social: {
      network: override.social?.network ?? DEFAULT_FOOTER_LINKS.social.network,
      video: override.social?.video ?? DEFAULT_FOOTER_LINKS.social.video,
    },
  };
}

// Validated once when the server bundle loads, so a bad setting stops the start instead of a request.
export const webConfig: WebConfig = parseWebConfig(process.env);
