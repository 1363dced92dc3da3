import { escapeHtml } from '@impromptu/kernel';

/**
 * The product's transactional e-mails (ADR 0028): each in plain text and HTML, in the product's
 * look, with a footer that says why the person got it and carries no unsubscribe link (these are
 * messages about the person's own account, not marketing).
 */
export interface EmailContent {
  subject: string;
  text: string;
  html: string;
}

export interface EmailLayout {
  subject: string;
  /** The first line, e.g. "Hi Ada," */
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string } | undefined;
  /** Shown after the button, e.g. how long the link lasts. */
  afterAction?: string[] | undefined;
  /** Why this e-mail was sent, in the footer. */
  reason: string;
}

const BRAND_PINK = '#c2185b';
const INK = '#1e293b';
const MUTED = '#475569';

const FOOTER =
  'Impromptu, speaking practice. This is a transactional message about your account; it is sent only when something happens to it.';

/** Renders a layout as text and HTML. */
export function renderEmail(layout: EmailLayout): EmailContent {
  const after = layout.afterAction ?? [];
  const text = [
    layout.greeting,
    '',
    ...layout.paragraphs.flatMap((p) => [p, '']),
    ...(layout.action ? [`${layout.action.label}: ${layout.action.url}`, ''] : []),
    ...after.flatMap((p) => [p, '']),
    '—',
    layout.reason,
    FOOTER,
  ].join('\n');
  const paragraph = (p: string) =>
    `<p style="margin:0 0 16px;font-size:16px;line-height:24px;color:${INK}">${escapeHtml(p)}</p>`;
  const button = layout.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(layout.action.url)}" style="display:inline-block;background:${BRAND_PINK};color:#ffffff;font-weight:700;text-decoration:none;padding:12px 24px;border-radius:9999px">${escapeHtml(layout.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;line-height:20px;color:${MUTED}">If the button does not work, copy this address into your browser:<br><span style="word-break:break-all">${escapeHtml(layout.action.url)}</span></p>`
    : '';
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(layout.subject)}</title></head>
<body style="margin:0;padding:0;background:#fdf2f8;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#fdf2f8;padding:24px 12px"><tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:16px;border:1px solid #e2e8f0;padding:32px">
<tr><td>
<p style="margin:0 0 24px;font-size:22px;font-weight:800;color:${BRAND_PINK}">Impromptu</p>
${paragraph(layout.greeting)}
${layout.paragraphs.map(paragraph).join('\n')}
${button}
${after.map(paragraph).join('\n')}
</td></tr></table>
<p style="max-width:560px;margin:16px auto 0;font-size:12px;line-height:18px;color:${MUTED}">${escapeHtml(layout.reason)}<br>${escapeHtml(FOOTER)}</p>
</td></tr></table>
</body></html>`;
  return { subject: layout.subject, text, html };
}
