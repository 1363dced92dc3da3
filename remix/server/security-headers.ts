import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import helmet from 'helmet';
import onHeaders from 'on-headers';
import { carriesSessionCookie } from '../app/utils/cookies.js';
import { REVALIDATE_PRIVATELY } from './data-validators.js';

const nonces = new WeakMap<ServerResponse, string>();

/** This response's CSP nonce: the inline scripts Remix and React render carry it (entry.server.tsx). */
export function cspNonce(res: ServerResponse): string {
  const nonce = nonces.get(res);
  if (!nonce) throw new Error('No CSP nonce: the security headers middleware did not run for this response');
  return nonce;
}

const issueNonce: RequestHandler = (_req, res, next) => {
  nonces.set(res, randomBytes(16).toString('base64'));
  next();
};

// Third-party origins the pages load from, each named by the code that produces its URLs.
/** Tutorial and instruction videos embedded as players (app/games/frame/video-embed.ts). */
const VIDEO_PLAYERS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'];
/** Slideshow photos from Unsplash's API, `urls.regular` (services/integrations unsplash-photos.adapter.ts). */
const PHOTOS = ['https://images.unsplash.com', 'https://plus.unsplash.com'];

/**
 * The Content-Security-Policy of every response. Scripts come from the app's own origin (the Vite
 * build) or are the inline scripts Remix renders with this response's nonce; no inline event
 * handler, eval or plugin. Styles are the app's stylesheet; the style attributes React renders
 * (game colours) are inline attributes, so style-src-attr allows them. In development Vite injects
 * <style> elements and talks to its HMR server over a WebSocket. The voice metrics (issue 18, ADR 0024)
 * run a Worker and an AudioWorklet from the app's own origin and compile onnxruntime-web's WebAssembly:
 * 'wasm-unsafe-eval' allows WebAssembly compilation only (not eval), and a worker script served from here
 * carries this same policy.
 */
function contentSecurityPolicy({ development, affiliateOrigin }: SecurityHeadersOptions) {
  const nonce = (_req: IncomingMessage, res: ServerResponse) => `'nonce-${cspNonce(res)}'`;
  // The affiliate script of the subscribe-then-pay route (AFFILIATE_SCRIPT_URL, app/billing/paythen.ts), when configured.
  const affiliate = affiliateOrigin ? [affiliateOrigin] : [];
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", nonce, "'wasm-unsafe-eval'", ...affiliate],
    'script-src-attr': ["'none'"],
    'style-src': development ? ["'self'", "'unsafe-inline'"] : ["'self'"],
    'style-src-attr': ["'unsafe-inline'"],
    'img-src': ["'self'", ...PHOTOS, ...affiliate],
    // blob: plays a round's own recording back from IndexedDB (issue 31, ADR 0042); nothing is fetched from it.
    'media-src': ["'self'", 'blob:'],
    'worker-src': ["'self'"],
    'frame-src': ["'self'", ...VIDEO_PLAYERS],
    'connect-src': development ? ["'self'", 'ws:', ...affiliate] : ["'self'", ...affiliate],
    'font-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
  };
}

/** HSTS for a year, sent only when the request came over https (behind a proxy: only with TRUST_PROXY). */
const strictTransportSecurity = helmet.strictTransportSecurity({ maxAge: 365 * 24 * 60 * 60 });
const hstsOverTls: RequestHandler = (req, res, next) => (req.secure ? strictTransportSecurity(req, res, next) : next());

/**
 * A page for a signed-in visitor is never stored (a shared computer's back button, a proxy), whatever
 * its route says: the header is set last, just before it is sent. A client navigation's data with its
 * validator (`dataValidators`) is the one exception: kept privately and asked for again before each use.
 */
export const noStoreWhenSignedIn: RequestHandler = (req, res, next) => {
  if (carriesSessionCookie(req.headers.cookie))
    onHeaders(res, () => {
      if (res.getHeader('Cache-Control') !== REVALIDATE_PRIVATELY) res.setHeader('Cache-Control', 'no-store');
    });
  next();
};

/**
 * The headers of every response, static files included: helmet's set (nosniff, X-Frame-Options,
 * COOP/CORP…) with our CSP and Referrer-Policy, and HSTS over TLS only.
 */
export interface SecurityHeadersOptions {
  development: boolean;
  /** The origin of the configured affiliate script, allowed to load and to call home; null when there is none. */
  affiliateOrigin?: string | null | undefined;
}

export function securityHeaders(options: SecurityHeadersOptions): RequestHandler[] {
  return [
    issueNonce,
    helmet({
      contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(options) },
      // Same-origin requests keep their Referer and a real Origin (no-referrer would turn a form's Origin into 'null').
      referrerPolicy: { policy: 'same-origin' },
      strictTransportSecurity: false,
      xFrameOptions: { action: 'sameorigin' },
    }),
    hstsOverTls,
  ];
}
