import { readdirSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import compression from 'compression';
import express, { type Express, type RequestHandler } from 'express';
import { REQUEST_ID_HEADER, requestIdFor, requestLogging } from '@impromptu/bff/request-logging';
import type { Logger } from 'pino';
import { webLogger } from '../app/utils/log.server.js';
import { withRequestScope } from '../app/utils/request-scope.server.js';
import { dataValidators } from './data-validators.js';
import { allowMethods, limitBody, refuseCrossSite, requireKnownBodyType } from './request-checks.js';
import { noStoreWhenSignedIn, securityHeaders } from './security-headers.js';

export interface WebAppOptions {
  /** Development: the relaxed CSP that Vite's injected styles and HMR socket need. */
  development: boolean;
  /** Express's 'trust proxy' (TRUST_PROXY): whether X-Forwarded-Proto and -Host count. */
  trustProxy: boolean | number | string;
  /** What serves files before any check: the client build (production) or Vite's middlewares (development). */
  assets: RequestHandler[];
  /** Remix's request handler (with the load context), the last step. */
  /** Remix's Express handler: it passes its own errors to `next`, so a promise it answers is left to it. */
  remix: (...args: Parameters<RequestHandler>) => unknown;
  /** One log line per request handed to Remix (default true; tests turn it off). */
  logRequests?: boolean;
  /** Where those lines go (default the web process's logger, stdout). */
  logger?: Logger;
  /** The configured affiliate script's origin, which the pages' CSP then allows (default none). */
  affiliateOrigin?: string | null;
}

/**
 * The web app as one express chain (ADR 0009). Every response gets the security headers; files are
 * served as they are; every other request passes the checks in this order before Remix parses
 * anything: method (405), body size (413/411), cross-site (403), body type (415).
 */
export function createWebApp({
  development,
  trustProxy,
  assets,
  remix,
  logRequests = true,
  logger = webLogger,
  affiliateOrigin = null,
}: WebAppOptions): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', trustProxy);
  // Every response names its request (docs/decisions/0026): the browser's well-formed x-request-id or a new one.
  app.use((req, res, next) => {
    res.setHeader(REQUEST_ID_HEADER, requestIdFor(req));
    next();
  });
  // Pages are rendered for each request: compressed fast (issue 9: zlib was a tenth of the web
  // process under load). Files under /assets are compressed as well as it pays: browsers keep them a year.
  app.use(
    compression({ filter: (req, res) => !isAssetPath(req.path) && compression.filter(req, res), ...PAGE_COMPRESSION }),
  );
  app.use(compression({ filter: (req, res) => isAssetPath(req.path) && compression.filter(req, res) }));
  app.use(securityHeaders({ development, affiliateOrigin }));
  if (assets.length > 0) app.use(assets);
  // After the files, as remix-serve logged: one line per page, action and resource request, in the BFF's shape.
  if (logRequests) app.use(requestLogging(logger, { requestId: (_req, res) => requestIdOf(res) }));
  app.use(allowMethods, limitBody(), refuseCrossSite, requireKnownBodyType, noStoreWhenSignedIn);
  // After compression: what is hashed is the data itself, and a 304 compresses nothing.
  app.use(dataValidators);
  // Every BFF call made for this request names the browser's address (the sign-in throttle counts by
  // it) and the request's id (the BFF logs the call under it).
  app.all('*', (req, res, next) => {
    void withRequestScope({ clientAddress: req.ip, requestId: requestIdOf(res) }, () => remix(req, res, next));
  });
  return app;
}

/** The id the first step of the chain gave this request (its x-request-id response header). */
export function requestIdOf(res: ServerResponse): string {
  return String(res.getHeader(REQUEST_ID_HEADER) ?? '');
}

/**
 * gzip level 1 and brotli quality 2 with a 256 KiB window: measured on /games/home's 27 KB of HTML,
 * 0.32 and 0.41 ms of CPU a page instead of 0.53 and 0.60 ms (gzip 6, brotli 4), for 7.3 and 7.2 KB
 * instead of 6.6 and 6.7 KB on the wire. Measured again on its 58 KB (issue 48, ADR 0063 addendum): gzip 1, 4, 6
 * 0.49, 0.75, 0.89 ms for 13.8, 12.7, 12.2 KB; brotli 2, 4, 5 0.53, 0.85, 1.23 ms for 12.7, 11.9, 11.0 KB.
 */
const PAGE_COMPRESSION: compression.CompressionOptions = {
  level: 1,
  brotli: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 2, [zlibConstants.BROTLI_PARAM_LGWIN]: 18 } },
};

function isAssetPath(pathname: string): boolean {
  return pathname.startsWith('/assets/');
}

/**
 * The client build: fingerprinted /assets cached for a year, the rest (the copy of public/) for an
 * hour. Only a path whose first segment is in the build reaches the file system: a page view would
 * otherwise cost a failed stat.
 */
export function clientBuildAssets(clientDirectory: string): RequestHandler[] {
  const fingerprinted = express.static(path.join(clientDirectory, 'assets'), { immutable: true, maxAge: '1y' });
  const files = express.static(clientDirectory, { maxAge: '1h' });
  const topLevel = new Set(readdirSync(clientDirectory));
  const publicFiles: RequestHandler = (req, res, next) => {
    const first = req.path.split('/')[1] ?? '';
    if (!topLevel.has(safeDecode(first))) return next();
    return files(req, res, next);
  };
  return [express.Router().use('/assets', fingerprinted), publicFiles];
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
