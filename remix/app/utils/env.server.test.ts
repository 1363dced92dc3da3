import { describe, expect, it } from '@jest/globals';
import { DEFAULT_FOOTER_LINKS, parseEnv } from './env.server';

describe('parseEnv', () => {
  it('defaults: five Offerings and four Company links, no policy URL (the bundled policies apply)', () => {
    const config = parseEnv({});
    expect(config.footerLinks).toEqual(DEFAULT_FOOTER_LINKS);
    expect(config.footerLinks.offerings).toHaveLength(5);
    expect(config.footerLinks.company).toHaveLength(4);
    expect(config.policyUrls).toEqual({ privacy: null, terms: null });
  });

  it('defaults to pages of the product, never a placeholder site, and to a support address (issue 45)', () => {
    const config = parseEnv({});
    const links = [...config.footerLinks.offerings, ...config.footerLinks.company];
    for (const link of links) expect(link.href).toMatch(/^\/(?![/\\])/);
    expect(config.footerLinks.social).toEqual({});
    expect(config.cohortPageUrl).toBe('/about#coach-led');
    expect(config.supportEmail).toBe('support@impromptu.local');
    expect(parseEnv({ SUPPORT_EMAIL: 'help@example.org' }).supportEmail).toBe('help@example.org');
    expect(() => parseEnv({ SUPPORT_EMAIL: 'nobody' })).toThrow(/SUPPORT_EMAIL: must be an e-mail address/);
  });

  it('FOOTER_LINKS_JSON replaces the columns it names and keeps the others', () => {
    const company = [
      { label: 'About', href: 'https://example.org/about' },
      { label: 'Jobs', href: 'https://example.org/jobs' },
      { label: 'Press', href: 'https://example.org/press' },
      { label: 'Contact', href: '/games/home' },
    ];
    const config = parseEnv({
      FOOTER_LINKS_JSON: JSON.stringify({ company }),
      POLICY_PRIVACY_URL: 'https://example.org/privacy.html',
    });
    expect(config.footerLinks.company).toEqual(company);
    expect(config.footerLinks.offerings).toEqual(DEFAULT_FOOTER_LINKS.offerings);
    expect(config.policyUrls.privacy).toBe('https://example.org/privacy.html');
  });

  it.each([['javascript:alert(1)'], ['//evil.example'], ['/\\evil.example'], ['data:text/html,hi']])(
    'refuses the footer link %s',
    (href) => {
      const offerings = Array.from({ length: 5 }, (_, index) => ({
        label: `Link ${index}`,
        href: index === 0 ? href : '/games/home',
      }));
      expect(() => parseEnv({ FOOTER_LINKS_JSON: JSON.stringify({ offerings }) })).toThrow(
        /FOOTER_LINKS_JSON\.offerings\.0\.href/,
      );
    },
  );

  it('refuses a column with the wrong number of links, bad JSON and a non-http policy URL', () => {
    expect(() => parseEnv({ FOOTER_LINKS_JSON: JSON.stringify({ company: [] }) })).toThrow(
      /FOOTER_LINKS_JSON\.company/,
    );
    expect(() => parseEnv({ FOOTER_LINKS_JSON: '{' })).toThrow(/not valid JSON/);
    expect(() => parseEnv({ POLICY_TERMS_URL: 'file:///etc/passwd' })).toThrow(/POLICY_TERMS_URL/);
  });

  it('web server: port 3000 on every interface by default, and TRUST_PROXY as express takes it', () => {
    expect(parseEnv({}).server).toEqual({ port: 3000, host: null, trustProxy: false, workers: 1 });
    expect(parseEnv({ PORT: '3610', HOST: '127.0.0.1' }).server).toMatchObject({ port: 3610, host: '127.0.0.1' });
    expect(parseEnv({ TRUST_PROXY: 'true' }).server.trustProxy).toBe(true);
    expect(parseEnv({ TRUST_PROXY: 'false' }).server.trustProxy).toBe(false);
    expect(parseEnv({ TRUST_PROXY: '1' }).server.trustProxy).toBe(1);
    expect(parseEnv({ TRUST_PROXY: 'loopback, 10.0.0.0/8' }).server.trustProxy).toBe('loopback, 10.0.0.0/8');
    expect(() => parseEnv({ PORT: 'eighty' })).toThrow(/PORT/);
  });

  it('runs as many server processes as WEB_WORKERS says, one by default', () => {
    expect(parseEnv({ WEB_WORKERS: '2' }).server.workers).toBe(2);
    expect(() => parseEnv({ WEB_WORKERS: '0' })).toThrow(/WEB_WORKERS/);
  });
});
