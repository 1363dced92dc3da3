import { describe, expect, it } from '@jest/globals';
import { sanitizePolicy } from './sanitize-policy.server';

describe('sanitizePolicy', () => {
  it('removes scripts, styles, event handlers, images and script URLs from fetched policy HTML', () => {
    const html = sanitizePolicy(
      '<html><head><title>Policy</title><style>p{}</style></head><body>' +
        '<p onclick="steal()">Hello<script>alert(1)</script></p>' +
        '<a href="javascript:alert(1)">bad</a><a href="//evil.example">also bad</a>' +
        '<img src="x" onerror="alert(1)"><iframe src="https://evil.example"></iframe>' +
        '</body></html>',
    );
    expect(html).toBe('<p>Hello</p><a>bad</a><a>also bad</a>');
  });

  it('keeps the text markup of a policy, demoting h1 below the page title', () => {
    expect(sanitizePolicy('<h1>Privacy</h1><h2 id="cookies">Cookies</h2><ul><li><strong>Yes</strong></li></ul>')).toBe(
      '<h2>Privacy</h2><h2 id="cookies">Cookies</h2><ul><li><strong>Yes</strong></li></ul>',
    );
  });

  it('keeps http(s) and mailto links, and a new-tab link cannot reach its opener', () => {
    expect(sanitizePolicy('<a href="mailto:privacy@impromptu.example">mail</a>')).toBe(
      '<a href="mailto:privacy@impromptu.example">mail</a>',
    );
    expect(sanitizePolicy('<a href="https://impromptu.example" target="_blank">site</a>')).toBe(
      '<a href="https://impromptu.example" target="_blank" rel="noopener noreferrer">site</a>',
    );
  });
});
