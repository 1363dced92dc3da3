import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { strictTransportSecurity } from 'helmet';

type Middleware = (
  req: IncomingMessage & { secure?: boolean },
  res: ServerResponse,
  next: (error?: unknown) => void,
) => void;

const YEAR_IN_SECONDS = 365 * 24 * 60 * 60;

/**
 * The headers every BFF answer carries (helmet's, tuned for a JSON API), before routing so that
 * errors and 404s carry them too. A route that renders a page sets its own CSP with @Header.
 */
export function securityHeaders(): Middleware[] {
  const hsts = strictTransportSecurity({ maxAge: YEAR_IN_SECONDS, includeSubDomains: true });
  return [
    helmet({
      // A JSON answer loads nothing and is framed by nothing.
      contentSecurityPolicy: {
        useDefaults: false,
        directives: { defaultSrc: ["'none'"], baseUri: ["'none'"], formAction: ["'none'"], frameAncestors: ["'none'"] },
      },
      xFrameOptions: { action: 'deny' },
      // Sent below, and only over TLS: HSTS over plain HTTP means nothing, and a wrong one locks a host out.
      strictTransportSecurity: false,
    }),
    // `secure` is true only when Express trusts the proxy (TRUST_PROXY) and it says https: the BFF itself listens on HTTP.
    (req, res, next) => (req.secure === true ? hsts(req, res, next) : next()),
    // Answers carry tokens, a user's data or errors about them: none is for a cache. A cacheable route would say so with @Header.
    (_req, res, next) => {
      res.setHeader('cache-control', 'no-store');
      next();
    },
  ];
}
