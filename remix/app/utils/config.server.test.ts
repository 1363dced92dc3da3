import { describe, expect, it } from '@jest/globals';
import { DEFAULT_FOOTER_LINKS, parseWebConfig } from './config.server';

describe('parseWebConfig', () => {
  it('defaults: five Offerings and four Company links, no policy URL (the bundled policies apply)', () => {
    const config = parseWebConfig({});
    expect(config.footerLinks).toEqual(DEFAULT_FOOTER_LINKS);
    expect(config.footerLinks.offerings).toHaveLength(5);
    expect(config.footerLinks.company).toHaveLength(4);
    expect(config.policyUrls).toEqual({ privacy: null, terms: null });
  });

  it('FOOTER_LINKS_JSON replaces the columns it names and keeps the others', () => {
    const company = [
      { label: 'About', href: 'https://example.org/about' },
      { label: 'Jobs', href: 'https://example.org/jobs' },
      { label: 'Press', href: 'https://example.org/press' },
      { label: 'Contact', href: '/games/home' },
    ];
    const config = parseWebConfig({ FOOTER_LINKS_JSON: JSON.stringify({ company }), POLICY_PRIVACY_URL: 'https://example.org/privacy.html' });
    expect(config.footerLinks.company).toEqual(company);
    expect(config.footerLinks.offerings).toEqual(DEFAULT_FOOTER_LINKS.offerings);
    expect(config.policyUrls.privacy).toBe('https://example.org/privacy.html');
  });

  it.each([
    ['javascript:alert(1)'],
    ['//evil.example'],
    ['/\\evil.example'],
    ['data:text/html,hi'],
  ])('refuses the footer link %s', (href) => {
    const offerings = Array.from({ length: 5 }, (_, index) => ({ label: `Link ${index}`, href: index === 0 ? href : '/games/home' }));
    expect(() => parseWebConfig({ FOOTER_LINKS_JSON: JSON.stringify({ offerings }) })).toThrow(/FOOTER_LINKS_JSON\.offerings\.0\.href/);
  });

  it('refuses a column with the wrong number of links, bad JSON and a non-http policy URL', () => {
    expect(() => parseWebConfig({ FOOTER_LINKS_JSON: JSON.stringify({ company: [] }) })).toThrow(/FOOTER_LINKS_JSON\.company/);
    expect(() => parseWebConfig({ FOOTER_LINKS_JSON: '{' })).toThrow(/not valid JSON/);
    expect(() => parseWebConfig({ POLICY_TERMS_URL: 'file:///etc/passwd' })).toThrow(/POLICY_TERMS_URL/);
  });
});
