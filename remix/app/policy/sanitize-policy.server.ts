import sanitizeHtml from 'sanitize-html';

// The page has its own h1, so the policy's headings start one level below it.
const sanitizeOptions: sanitizeHtml.IOptions = {
  allowedTags: sanitizeHtml.defaults.allowedTags.filter((tag) => tag !== 'h1'),
  allowedAttributes: {
    a: ['href', 'name', 'target', 'rel'],
    h2: ['id'],
    h3: ['id'],
    h4: ['id'],
    section: ['id'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan', 'scope'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  nonTextTags: ['style', 'script', 'textarea', 'option', 'noscript', 'title', 'head', 'template'],
  transformTags: {
    h1: 'h2',
    a: (tagName, attribs) =>
      attribs.target === '_blank'
        ? { tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } }
        : { tagName, attribs },
  },
};

/** Policy HTML reduced to text markup: no scripts, styles, event handlers, images or script URLs. */
export function sanitizePolicy(html: string): string {
  return sanitizeHtml(html, sanitizeOptions).trim();
}
