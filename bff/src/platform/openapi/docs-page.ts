import { createHash } from 'node:crypto';
import { escapeHtml } from '@impromptu/kernel';
import type { OpenApiDocument } from './openapi.service.js';

const METHODS = ['get', 'post', 'put', 'patch', 'delete', 'head', 'options'] as const;

const DOCS_PAGE_STYLE = `
body{font:15px/1.5 system-ui,sans-serif;margin:0 auto;max-width:960px;padding:24px;color:#1f2933;background:#f8fafc}
h1{margin:0 0 4px}h2{margin-top:40px;border-bottom:1px solid #d9e2ec}
.op{background:#fff;border:1px solid #d9e2ec;border-radius:8px;padding:12px 16px;margin:12px 0}
.op summary{cursor:pointer;display:flex;gap:12px;align-items:baseline}
.method{font-weight:700;text-transform:uppercase;font-size:12px;padding:2px 8px;border-radius:4px;color:#fff;background:#486581}
.get{background:#2f8132}.post{background:#1f6feb}.put,.patch{background:#b7791f}.delete{background:#c53030}
code,pre{font-family:ui-monospace,monospace;font-size:13px}pre{background:#f0f4f8;padding:8px;border-radius:6px;overflow:auto}
table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #e4e7eb;text-align:left;padding:4px 8px;vertical-align:top}
.tags{color:#627d98;font-size:13px}
`;

/**
 * The page's Content-Security-Policy: its one inline style, by hash, and nothing else (no script,
 * image, font, frame or form), so the BFF's default `default-src 'none'` is only widened by that.
 */
export const DOCS_PAGE_CSP = [
  "default-src 'none'",
  `style-src 'sha256-${createHash('sha256').update(DOCS_PAGE_STYLE).digest('base64')}'`,
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** A self-contained page (no scripts, no CDN) that lists every operation and schema of the document. */
export function renderDocsPage(document: OpenApiDocument): string {
  const operations = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    METHODS.flatMap((method) => {
      const operation = (item as Record<string, unknown>)[method] as Operation | undefined;
      return operation ? [renderOperation(method, path, operation)] : [];
    }),
  );
  const schemas = Object.entries(document.components?.schemas ?? {}).map(
    ([name, schema]) =>
      `<section class="schema" id="schema-${escapeHtml(name)}"><h3>${escapeHtml(name)}</h3>${json(schema)}</section>`,
  );
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(document.info.title)} — API</title>
<style>${DOCS_PAGE_STYLE}</style>
</head>
<body>
<h1>${escapeHtml(document.info.title)}</h1>
<p>${escapeHtml(document.info.description ?? '')} OpenAPI ${escapeHtml(document.openapi)} — <a href="/api/docs/openapi.json">openapi.json</a></p>
<h2>Operations</h2>
${operations.join('\n')}
<h2>Schemas</h2>
${schemas.join('\n')}
</body>
</html>
`;
}

interface Operation {
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: { name: string; in: string; required?: boolean; schema?: unknown; description?: string }[];
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: unknown }> }>;
}

function renderOperation(method: string, path: string, operation: Operation): string {
  const parameters = operation.parameters?.length
    ? `<h4>Parameters</h4><table><tr><th>name</th><th>in</th><th>required</th><th>schema</th></tr>${operation.parameters
        .map(
          (parameter) =>
            `<tr><td><code>${escapeHtml(parameter.name)}</code></td><td>${escapeHtml(parameter.in)}</td><td>${parameter.required ? 'yes' : 'no'}</td><td>${json(parameter.schema)}</td></tr>`,
        )
        .join('')}</table>`
    : '';
  const body = operation.requestBody?.content?.['application/json']?.schema;
  const responses = Object.entries(operation.responses ?? {})
    .map(([status, response]) => {
      const schema = response.content?.['application/json']?.schema;
      return `<tr><td>${escapeHtml(status)}</td><td>${escapeHtml(response.description ?? '')}</td><td>${schema ? json(schema) : ''}</td></tr>`;
    })
    .join('');
  return `<details class="op" open>
<summary><span class="method ${escapeHtml(method)}">${escapeHtml(method)}</span><code>${escapeHtml(path)}</code><span>${escapeHtml(operation.summary ?? '')}</span><span class="tags">${escapeHtml((operation.tags ?? []).join(', '))}</span></summary>
${operation.description ? `<p>${escapeHtml(operation.description)}</p>` : ''}
${parameters}
${body ? `<h4>Request body</h4>${json(body)}` : ''}
<h4>Responses</h4><table><tr><th>status</th><th>meaning</th><th>body</th></tr>${responses}</table>
</details>`;
}

function json(value: unknown): string {
  return `<pre>${escapeHtml(JSON.stringify(value, null, 2))}</pre>`;
}
