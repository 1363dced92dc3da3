import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Kysely } from 'kysely';
import qs from 'qs';
import {
  EmbeddedStripe,
  StripeApiError,
  visible,
  type CardInput,
  type EmbeddedCatalogue,
  type Params,
} from './embedded-stripe.js';
import { EmbeddedObjectStore, type StripeObject } from './object-store.js';
import {
  checkoutPage,
  completedCheckoutPage,
  pauseConfirmationPage,
  portalDate,
  expiredCheckoutPage,
  invoicePage,
  notFoundPage,
  portalPage,
} from './pages.js';
import { WebhookSender } from './webhook-sender.js';

export interface EmbeddedStripeServerOptions {
  db: Kysely<any>;
  /** 0 picks a free port. */
  port: number;
  /** Default: 127.0.0.1. Browsers open its pages, so the launcher listens where the web app does (every interface). */
  host?: string | undefined;
  /** The product's webhook endpoint and its signing secret; without them no webhooks are sent. */
  webhook?: { url: string; secret: string; retryDelaysMs?: readonly number[] } | undefined;
  catalogue?: EmbeddedCatalogue;
  /** Where the browser reaches the server; default http://localhost:{port}. */
  publicUrl?: string;
  log?: (line: string) => void;
  now?: () => Date;
  /** How often ended periods are renewed (Stripe's scheduler); 60 s unless said. */
  renewEveryMs?: number;
}

export interface RunningEmbeddedStripe {
  url: string;
  port: number;
  stripe: EmbeddedStripe;
  /** Resolves once every webhook sent so far is delivered or given up. */
  webhooksIdle(): Promise<void>;
  close(): Promise<void>;
}

const readBody = (request: http.IncomingMessage): Promise<string> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > 1_000_000) {
        reject(new StripeApiError(413, 'Request too large'));
        request.destroy();
      } else chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });

const parse = (text: string): Params => qs.parse(text, { depth: 10, arrayLimit: 100, parameterLimit: 1000 }) as Params;

function expandOf(params: Params): string[] {
  const expand = params['expand'];
  if (Array.isArray(expand)) return expand.map(String);
  if (expand && typeof expand === 'object') return Object.values(expand).map(String);
  return typeof expand === 'string' ? [expand] : [];
}

function cardOf(form: Params): CardInput {
  return {
    number: String(form['cardNumber'] ?? ''),
    expiry: String(form['expiry'] ?? ''),
    cvc: String(form['cvc'] ?? ''),
    name: String(form['name'] ?? ''),
  };
}

/**
 * The embedded Stripe-compatible server of `npm start` (ADR 0016): Stripe's REST API for the subset the
 * product uses, under /v1 (form-encoded as the SDK sends it), a checkout page (/c/pay/{session}) and a
 * billing portal (/p/session/{session}) a person completes in the browser, and signed webhooks.
 */
export async function startEmbeddedStripeServer(options: EmbeddedStripeServerOptions): Promise<RunningEmbeddedStripe> {
  const log = options.log ?? (() => undefined);
  const sender = options.webhook ? new WebhookSender({ ...options.webhook, log }) : null;
  let publicUrl = options.publicUrl ?? '';
  const store = new EmbeddedObjectStore(options.db);
  // The public URL is known once the port is: the facade reads it late through this getter.
  // eslint-disable-next-line prefer-const -- assigned once, after the handler that reads it is made
  let stripe: EmbeddedStripe | undefined;
  const idempotent = new Map<string, { status: number; body: string }>();

  const server = http.createServer((request, response) => {
    void handle(request, response).catch((error: unknown) => {
      if (error instanceof StripeApiError)
        return sendJson(response, error.status, {
          error: { type: error.type, message: error.message, code: error.code, param: error.param },
        });
      log(`embedded stripe: ${(error as Error).stack ?? String(error)}`);
      sendJson(response, 500, {
        error: { type: 'api_error', message: 'Something went wrong in the embedded payment service.' },
      });
    });
  });

  function sendJson(response: http.ServerResponse, status: number, body: unknown): void {
    const text = JSON.stringify(body);
    response.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${Date.now().toString(36)}` });
    response.end(text);
  }

  function sendHtml(response: http.ServerResponse, status: number, html: string): void {
    response.writeHead(status, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'content-security-policy':
        "default-src 'none'; style-src 'unsafe-inline'; form-action 'self' http: https:; frame-ancestors 'none'; base-uri 'none'",
      'referrer-policy': 'no-referrer',
      'x-content-type-options': 'nosniff',
    });
    response.end(html);
  }

  function redirect(response: http.ServerResponse, location: string): void {
    response.writeHead(303, { location });
    response.end();
  }

  async function handle(request: http.IncomingMessage, response: http.ServerResponse): Promise<void> {
    const s = stripe!;
    const url = new URL(request.url ?? '/', 'http://embedded');
    const method = request.method ?? 'GET';
    const segments = url.pathname.split('/').filter(Boolean).map(decodeURIComponent);
    const query = parse(url.search.slice(1));

    if (url.pathname === '/health') return sendJson(response, 200, { status: 'ok' });

    if (segments[0] === 'v1') {
      if (!/^Bearer \S+/.test(request.headers.authorization ?? '')) {
        throw new StripeApiError(401, 'You did not provide an API key.', undefined, undefined, 'invalid_request_error');
      }
      const body = method === 'POST' ? parse(await readBody(request)) : {};
      const key = method === 'POST' ? request.headers['idempotency-key'] : undefined;
      const cacheKey = typeof key === 'string' ? `${url.pathname} ${key}` : null;
      const cached = cacheKey ? idempotent.get(cacheKey) : undefined;
      if (cached) {
        response.writeHead(cached.status, { 'content-type': 'application/json', 'idempotent-replayed': 'true' });
        return void response.end(cached.body);
      }
      const expand = [...expandOf(query), ...expandOf(body)];
      const result = await api(s, method, url.pathname.replace(/^\/v1\/+/, '').replace(/\/+$/, ''), {
        body,
        query,
        expand,
      });
      const text = JSON.stringify(visible(result));
      if (cacheKey) idempotent.set(cacheKey, { status: 200, body: text });
      response.writeHead(200, { 'content-type': 'application/json' });
      return void response.end(text);
    }

    // The checkout page.
    if (segments[0] === 'c' && segments[1] === 'pay' && segments[2]) {
      const sessionId = segments[2];
      const summary = await s.checkoutSummary(sessionId).catch(() => null);
      if (!summary) return sendHtml(response, 404, notFoundPage('This checkout session does not exist.'));
      if (summary.session['status'] === 'complete')
        return sendHtml(
          response,
          200,
          completedCheckoutPage(String(summary.session['success_url']).replace('{CHECKOUT_SESSION_ID}', sessionId)),
        );
      // Issue 44: a newer checkout of the same customer expired this one, so two tabs can never both be paid.
      if (summary.session['status'] === 'expired')
        return sendHtml(response, 410, expiredCheckoutPage(summary.session['cancel_url'] as string | null));
      const now = Math.floor((options.now?.() ?? new Date()).getTime() / 1000);
      if (method === 'POST') {
        const form = parse(await readBody(request));
        // Every field typed stays on the page whatever is refused: a code's error never wipes the card (issue 44).
        const values = Object.fromEntries(Object.entries(form).map(([k, v]) => [k, String(v)]));
        const typed = String(form['promotionCode'] ?? '').trim();
        const applied = String(form['appliedCode'] ?? '').trim();
        // Apply, or a code typed since the total was shown: show the total with it first, and charge nothing yet.
        if (
          summary.session['allow_promotion_codes'] === true &&
          (form['intent'] === 'apply' || typed.toLowerCase() !== applied.toLowerCase())
        ) {
          if (typed === '') return sendHtml(response, 200, checkoutPage({ ...summary, values, now }));
          const promo = await s.findPromotionCode(typed);
          if (!promo)
            return sendHtml(
              response,
              422,
              checkoutPage({ ...summary, values, now, problems: { promotionCode: 'This code is invalid.' } }),
            );
          const coupon = await s.retrieveCoupon((promo['promotion'] as { coupon: string }).coupon);
          return sendHtml(
            response,
            200,
            checkoutPage({ ...summary, coupon, appliedCode: String(promo['code']), values, now }),
          );
        }
        const outcome = await s.completeCheckout(sessionId, cardOf(form), typed === '' ? null : typed);
        if ('redirectTo' in outcome) return redirect(response, outcome.redirectTo);
        if ('expired' in outcome)
          return sendHtml(response, 410, expiredCheckoutPage(summary.session['cancel_url'] as string | null));
        const promo = typed === '' ? null : await s.findPromotionCode(typed);
        const coupon = promo
          ? await s.retrieveCoupon((promo['promotion'] as { coupon: string }).coupon)
          : summary.coupon;
        return sendHtml(
          response,
          422,
          checkoutPage({
            ...summary,
            coupon,
            appliedCode: promo ? String(promo['code']) : undefined,
            values,
            now,
            problems: outcome.problems,
          }),
        );
      }
      return sendHtml(response, 200, checkoutPage({ ...summary, now }));
    }

    // The hosted invoice page (hosted_invoice_url and invoice_pdf): its address is the invoice's secret.
    if (segments[0] === 'i' && segments[1] && method === 'GET') {
      const invoice = await s.invoiceByHostedToken(segments[1]);
      if (!invoice) return sendHtml(response, 404, notFoundPage('This invoice does not exist.'));
      return sendHtml(response, 200, invoicePage(invoice));
    }

    // The billing portal.
    if (segments[0] === 'p' && segments[1] === 'session' && segments[2]) {
      const session = await s.retrievePortalSession(segments[2]).catch(() => null);
      if (!session)
        return sendHtml(response, 404, notFoundPage('This billing portal session does not exist or has ended.'));
      const customerId = String(session['customer']);
      const owns = async (subscriptionId: string | undefined) =>
        subscriptionId !== undefined &&
        (await s.subscriptionsOfCustomer(customerId)).some((subscription) => subscription.id === subscriptionId);
      if (method === 'POST') {
        const form = parse(await readBody(request));
        const [action, subscriptionId] = [segments[3], segments[4]];
        const back = (notice: string) =>
          redirect(response, `/p/session/${session.id}?notice=${encodeURIComponent(notice)}`);
        if (action === 'payment-method') {
          const problems = await s.updatePaymentMethod(customerId, cardOf(form));
          if (!problems) return back('Your card was updated.');
          const values = Object.fromEntries(Object.entries(form).map(([k, v]) => [k, String(v)]));
          return sendHtml(response, 422, portalPage({ ...(await portalView(s, session)), problems, values }));
        }
        if (!(await owns(subscriptionId)))
          return sendHtml(response, 404, notFoundPage('This subscription does not exist.'));
        switch (action) {
          case 'pause': {
            // Issue 44: what pausing does, and from when, is said and confirmed before it happens.
            const subscription = await s.retrieveSubscription(subscriptionId!);
            return sendHtml(response, 200, pauseConfirmationPage(session, subscription));
          }
          case 'pause-confirmed': {
            const paused = await s.updateSubscription(subscriptionId!, { pause_collection: { behavior: 'void' } }, []);
            const periodEnd = (paused['items'] as { data: { current_period_end: number }[] }).data[0]!
              .current_period_end;
            return back(
              `Payments are paused. Your plan stays as it is until ${portalDate(periodEnd)}, the end of the period you paid for; from then nothing is charged until you resume.`,
            );
          }
          case 'resume':
            await s.updateSubscription(subscriptionId!, { pause_collection: '' }, []);
            return back('Payments resumed.');
          case 'cancel':
            await s.updateSubscription(subscriptionId!, { cancel_at_period_end: 'true' }, []);
            return back('Your plan will be cancelled at the end of the billing period.');
          case 'renew':
            await s.updateSubscription(subscriptionId!, { cancel_at_period_end: 'false' }, []);
            return back('Your plan will renew.');
          default:
            return sendHtml(response, 404, notFoundPage('No such action.'));
        }
      }
      const notice = url.searchParams.get('notice') ?? undefined;
      return sendHtml(response, 200, portalPage({ ...(await portalView(s, session)), notice }));
    }

    return sendHtml(response, 404, notFoundPage('Nothing here.'));
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  // The SDK of this machine's processes calls it on the loopback address, whatever else it listens on.
  const url = `http://127.0.0.1:${port}`;
  publicUrl ||= `http://localhost:${port}`;
  stripe = new EmbeddedStripe({ store, publicUrl, webhooks: sender, ...(options.now ? { now: options.now } : {}) });
  if (options.catalogue) await stripe.ensureCatalogue(options.catalogue);
  const started = stripe;
  // Stripe's billing scheduler: periods that have ended are renewed (or ended) within a minute, as time passes.
  const renewals = setInterval(() => {
    started.renewDue().catch((error: unknown) => log(`embedded stripe: renewals: ${(error as Error).message}`));
  }, options.renewEveryMs ?? 60_000);
  renewals.unref();

  return {
    url,
    port,
    stripe: started,
    webhooksIdle: () => sender?.idle() ?? Promise.resolve(),
    async close() {
      clearInterval(renewals);
      sender?.stop();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}

async function portalView(s: EmbeddedStripe, session: StripeObject) {
  const customerId = String(session['customer']);
  const customer = await s.retrieveCustomer(customerId);
  const subscriptions = await Promise.all(
    (await s.subscriptionsOfCustomer(customerId)).map(async (subscription) => {
      const item = (subscription['items'] as { data: StripeObject[] }).data[0]!;
      const product = await s.store.get(String((item['price'] as StripeObject)['product']), 'product');
      const expanded = await s.retrieveSubscription(subscription.id, ['discounts.source.coupon']);
      const discount = (expanded['discounts'] as StripeObject[])[0];
      const coupon = discount ? ((discount['source'] as { coupon: StripeObject | null }).coupon ?? null) : null;
      return { subscription, productName: String(product?.['name'] ?? 'Plan'), coupon };
    }),
  );
  const invoices = (await s.listInvoices({ customer: customerId, limit: 24 }))['data'] as StripeObject[];
  return { session, customer, subscriptions, invoices, paymentMethod: await s.paymentMethodOf(customerId) };
}

interface ApiRequest {
  body: Params;
  query: Params;
  expand: string[];
}

type ApiRoute = [
  method: string,
  path: RegExp,
  run: (s: EmbeddedStripe, id: string, request: ApiRequest) => Promise<StripeObject>,
];

/** The REST API: the routes of Stripe's that the product calls, with Stripe's paths, shapes and errors. */
const API_ROUTES: readonly ApiRoute[] = [
  ['POST', /^customers$/, (s, _id, r) => s.createCustomer(r.body)],
  ['GET', /^customers\/([^/]+)$/, (s, id) => s.retrieveCustomer(id)],
  ['POST', /^customers\/([^/]+)\/balance_transactions$/, (s, id, r) => s.createBalanceTransaction(id, r.body)],
  ['GET', /^customers\/([^/]+)\/balance_transactions$/, (s, id, r) => s.listBalanceTransactions(id, r.query)],
  ['POST', /^customers\/([^/]+)$/, (s, id, r) => s.updateCustomer(id, r.body)],
  ['POST', /^coupons$/, (s, _id, r) => s.createCoupon(r.body)],
  ['GET', /^coupons\/([^/]+)$/, (s, id) => s.retrieveCoupon(id)],
  ['POST', /^promotion_codes$/, (s, _id, r) => s.createPromotionCode(r.body)],
  ['GET', /^promotion_codes$/, (s, _id, r) => s.listPromotionCodes(r.query, r.expand)],
  ['GET', /^prices\/([^/]+)$/, (s, id) => s.retrievePrice(id)],
  ['POST', /^checkout\/sessions$/, (s, _id, r) => s.createCheckoutSession(r.body)],
  ['GET', /^checkout\/sessions$/, (s, _id, r) => s.listCheckoutSessions(r.query)],
  ['GET', /^checkout\/sessions\/([^/]+)$/, (s, id) => s.retrieveCheckoutSession(id)],
  ['POST', /^checkout\/sessions\/([^/]+)\/expire$/, (s, id) => s.expireCheckoutSession(id)],
  ['POST', /^billing_portal\/sessions$/, (s, _id, r) => s.createPortalSession(r.body)],
  ['GET', /^subscriptions$/, (s, _id, r) => s.listSubscriptions(r.query, r.expand)],
  ['GET', /^subscriptions\/([^/]+)$/, (s, id, r) => s.retrieveSubscription(id, r.expand)],
  ['POST', /^subscriptions\/([^/]+)$/, (s, id, r) => s.updateSubscription(id, r.body, r.expand)],
  // The SDK sends a DELETE's parameters in the query string.
  ['DELETE', /^subscriptions\/([^/]+)$/, (s, id, r) => s.cancelSubscription(id, r.query)],
  ['GET', /^invoiceitems$/, (s, _id, r) => s.listInvoiceItems(r.query)],
  ['POST', /^invoices\/create_preview$/, (s, _id, r) => s.createInvoicePreview(r.body)],
  ['GET', /^invoices$/, (s, _id, r) => s.listInvoices(r.query)],
  ['GET', /^invoices\/([^/]+)$/, (s, id) => s.retrieveInvoice(id)],
  ['GET', /^events\/([^/]+)$/, (s, id) => s.retrieveEvent(id)],
  ['GET', /^invoice_payments$/, (s, _id, r) => s.listInvoicePayments(r.query)],
  ['GET', /^payment_intents$/, (s, _id, r) => s.listPaymentIntents(r.query, r.expand)],
  ['GET', /^payment_intents\/([^/]+)$/, (s, id) => s.retrievePaymentIntent(id)],
  ['POST', /^refunds$/, (s, _id, r) => s.createRefund(r.body)],
  ['GET', /^refunds$/, (s, _id, r) => s.listRefunds(r.query)],
  ['GET', /^refunds\/([^/]+)$/, (s, id) => s.retrieveRefund(id)],
];

function api(s: EmbeddedStripe, method: string, path: string, request: ApiRequest): Promise<StripeObject> {
  for (const [routeMethod, pattern, run] of API_ROUTES) {
    const match = routeMethod === method ? pattern.exec(path) : null;
    if (match) return run(s, decodeURIComponent(match[1] ?? ''), request);
  }
  throw new StripeApiError(
    404,
    `Unrecognized request URL (${method}: /v1/${path}). The embedded payment service implements only what Impromptu uses.`,
  );
}
