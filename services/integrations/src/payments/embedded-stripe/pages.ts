import { escapeHtml, formatDollars, formatInZone, plural } from '@impromptu/kernel';
import type { StripeObject } from './object-store.js';

const date = (secondsSinceEpoch: number): string => formatInZone(secondsSinceEpoch * 1000, 'MMM d, y', 'UTC');

const STYLE = `
*{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f6f7fb;color:#1f2937;line-height:1.5}
main{max-width:960px;margin:0 auto;padding:24px 16px 48px}
.banner{background:#fff7ed;border:1px solid #fdba74;color:#7c2d12;border-radius:8px;padding:8px 12px;font-size:14px;margin-bottom:20px}
.grid{display:grid;gap:24px}@media(min-width:800px){.grid{grid-template-columns:1fr 1fr}}
.card{background:#fff;border:1px solid #e5e7eb;border-radius:12px;padding:24px}
h1{font-size:24px;margin:0 0 4px}h2{font-size:18px;margin:0 0 12px}p{margin:0 0 8px}
.muted{color:#4b5563}.amount{font-size:32px;font-weight:700;margin:8px 0}
.row{display:flex;justify-content:space-between;gap:12px;padding:6px 0;border-bottom:1px solid #f0f1f5}
label{display:block;font-weight:600;font-size:14px;margin:14px 0 4px}
input{width:100%;font:inherit;padding:10px 12px;border:1px solid #9ca3af;border-radius:8px;background:#fff;color:#111827}
input:focus{outline:3px solid #818cf8;outline-offset:1px;border-color:#4338ca}
input[aria-invalid=true]{border-color:#b91c1c}
.pair{display:grid;grid-template-columns:1fr 1fr;gap:12px}
.error{color:#b91c1c;font-size:14px;margin:4px 0 0}
button,.button{display:inline-block;font:inherit;font-weight:700;border:0;border-radius:8px;padding:12px 18px;cursor:pointer;text-decoration:none;text-align:center}
.primary{background:#4338ca;color:#fff;width:100%;margin-top:20px}.primary:hover{background:#3730a3}
.secondary{background:#eef2ff;color:#3730a3;margin-top:8px}.danger{background:#fef2f2;color:#991b1b;margin-top:8px}
button:focus-visible,.button:focus-visible,a:focus-visible{outline:3px solid #818cf8;outline-offset:2px}
a{color:#3730a3}.badge{display:inline-block;background:#ecfdf5;color:#065f46;border-radius:999px;padding:2px 10px;font-size:13px;font-weight:600}
[hidden]{display:none!important}.row>span:last-child{white-space:nowrap}
.promo-row{display:flex;gap:8px;align-items:flex-start}.promo-row input{flex:1;min-width:0}.apply{margin-top:0;padding:10px 16px}
.applied{color:#065f46;font-size:14px;margin:6px 0 0}.renewal{font-size:14px;margin-top:10px}
.notice{background:#ecfdf5;border:1px solid #6ee7b7;color:#065f46;border-radius:8px;padding:10px 12px;margin-bottom:16px}
`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>
<p class="banner" role="note"><strong>Test mode.</strong> This is the payment service that runs with Impromptu when no Stripe account is configured. Pay with the test card 4242 4242 4242 4242, any future date and any CVC; 4000 0000 0000 0002 is declined, and a refund to 4000 0000 0000 5126 fails.</p>
${body}</main></body></html>`;
}

function field(
  name: string,
  label: string,
  options: {
    value?: string;
    problem?: string | undefined;
    autocomplete?: string;
    inputmode?: string;
    placeholder?: string;
    required?: boolean;
  },
): string {
  const id = `field-${name}`;
  const problem = options.problem ? `<p class="error" id="${id}-error">${escapeHtml(options.problem)}</p>` : '';
  return `<div><label for="${id}">${escapeHtml(label)}</label><input id="${id}" name="${name}" value="${escapeHtml(options.value ?? '')}"${options.autocomplete ? ` autocomplete="${options.autocomplete}"` : ''}${options.inputmode ? ` inputmode="${options.inputmode}"` : ''}${options.placeholder ? ` placeholder="${escapeHtml(options.placeholder)}"` : ''}${options.required === false ? '' : ' required'}${options.problem ? ` aria-invalid="true" aria-describedby="${id}-error"` : ''}>${problem}</div>`;
}

export interface CheckoutView {
  session: StripeObject;
  price: StripeObject;
  product: StripeObject | null;
  customer: StripeObject;
  coupon: StripeObject | null;
  values?: Record<string, string>;
  problems?: Record<string, string>;
  /** The promotion code the person applied on this page (its coupon is `coupon`); the total shown includes it. */
  appliedCode?: string | undefined;
  /** Now, in seconds since the epoch: the subscription would start now, and renew one period later. */
  now?: number | undefined;
}

const intervalWord = (price: StripeObject): string =>
  (price['recurring'] as { interval: string } | null)?.interval === 'year' ? 'year' : 'month';

function couponText(coupon: StripeObject): string {
  const percent = coupon['percent_off'];
  return typeof percent === 'number' ? `${percent}% off` : `${formatDollars(Number(coupon['amount_off'] ?? 0))} off`;
}

/** How long a coupon lasts, in the words of the discount line: Stripe's once, repeating (n months) or forever. */
function couponDuration(coupon: StripeObject): string {
  if (coupon['duration'] === 'forever') return 'on every payment';
  if (coupon['duration'] === 'repeating') {
    const months = Number(coupon['duration_in_months'] ?? 0);
    return `for ${plural(months, 'month')}`;
  }
  return 'on the first payment';
}

/**
 * What the card is charged after today, said plainly (issue 44, 6): the price at the first renewal with the coupon as
 * Stripe applies it (a 'once' coupon only today, 'forever' on every payment, 'repeating' for its months from today),
 * and when a repeating discount ends, the full price after it.
 */
export function renewalLine(price: StripeObject, coupon: StripeObject | null, startSeconds: number): string {
  const amount = Number(price['unit_amount']);
  const interval = intervalWord(price);
  const renewsAt = addPeriod(startSeconds, interval === 'year' ? 12 : 1);
  const per = (cents: number) => `${formatDollars(cents)} / ${interval}`;
  if (!coupon || coupon['duration'] === 'once')
    return `Then ${per(amount)} from ${date(renewsAt)}${coupon ? ', without the discount' : ''}.`;
  const discounted = discountedTotal(amount, coupon);
  if (coupon['duration'] === 'forever') return `Then ${per(discounted)} from ${date(renewsAt)}, with the discount.`;
  const months = Number(coupon['duration_in_months'] ?? 0);
  const discountEnds = addPeriod(startSeconds, months);
  if (renewsAt >= discountEnds) return `Then ${per(amount)} from ${date(renewsAt)}, without the discount.`;
  return `Then ${per(discounted)} from ${date(renewsAt)}, and ${per(amount)} from ${date(firstRenewalFrom(startSeconds, interval, discountEnds))}, when the discount ends.`;
}

/** `months` months after `seconds` (Stripe's billing anchor: the same day of the month, or the month's last day). */
function addPeriod(seconds: number, months: number): number {
  const start = new Date(seconds * 1000);
  const target = new Date(start);
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(start.getUTCDate(), lastDay));
  return Math.floor(target.getTime() / 1000);
}

/** The first renewal on or after `at`. */
function firstRenewalFrom(startSeconds: number, interval: string, at: number): number {
  const step = interval === 'year' ? 12 : 1;
  let periods = 1;
  while (addPeriod(startSeconds, periods * step) < at) periods += 1;
  return addPeriod(startSeconds, periods * step);
}

/** The hosted checkout page: what is bought, the card form, and the way back. */
export function checkoutPage(view: CheckoutView): string {
  const { session, price, product, customer, coupon, values = {}, problems = {}, appliedCode } = view;
  const now = view.now ?? Math.floor(Date.now() / 1000);
  const amount = Number(price['unit_amount']);
  const interval = intervalWord(price);
  const productName = String(product?.['name'] ?? 'Subscription');
  const trialDays = session['_trial_period_days'] as number | null | undefined;
  const total = trialDays ? 0 : coupon ? discountedTotal(amount, coupon) : amount;
  const discountRow = coupon
    ? `<div class="row"><span>${escapeHtml(coupon['name'] ?? coupon.id)} <span class="badge">${escapeHtml(couponText(coupon))}</span> <span class="muted">${escapeHtml(couponDuration(coupon))}</span></span><span>−${formatDollars(amount - discountedTotal(amount, coupon))}</span></div>`
    : '';
  const summary = Object.keys(problems).length
    ? `<div role="alert" class="error"><p><strong>Please check the highlighted fields.</strong></p></div>`
    : '';
  // A code is applied before paying (Apply re-renders with its discount and total); one given up front has no field.
  const promo =
    session['allow_promotion_codes'] === true
      ? `<div><label for="field-promotionCode">Promotion code (optional)</label><div class="promo-row"><input id="field-promotionCode" name="promotionCode" value="${escapeHtml(values['promotionCode'] ?? appliedCode ?? '')}" autocomplete="off"${problems['promotionCode'] ? ' aria-invalid="true" aria-describedby="field-promotionCode-error"' : ''}><button class="button secondary apply" type="submit" name="intent" value="apply">Apply</button></div>${problems['promotionCode'] ? `<p class="error" id="field-promotionCode-error">${escapeHtml(problems['promotionCode'])}</p>` : ''}</div>
<input type="hidden" name="appliedCode" value="${escapeHtml(appliedCode ?? '')}">
${appliedCode && coupon && !problems['promotionCode'] ? `<p class="applied" role="status">Code ${escapeHtml(appliedCode)} applied: ${escapeHtml(couponText(coupon))} ${escapeHtml(couponDuration(coupon))}. Total due today ${formatDollars(total)}.</p>` : ''}`
      : '';
  const renewal = trialDays
    ? `Free for ${trialDays} days, then ${formatDollars(coupon ? discountedTotal(amount, coupon) : amount)} / ${interval} from ${date(now + trialDays * 86_400)}.`
    : renewalLine(price, coupon, now);
  const back = session['cancel_url']
    ? `<p style="margin-top:16px"><a href="${escapeHtml(session['cancel_url'])}">← Back to Impromptu</a></p>`
    : '';
  return page(
    `Subscribe to ${productName}`,
    `<div class="grid">
<section class="card" aria-labelledby="summary-heading">
<h1 id="summary-heading">Subscribe to ${escapeHtml(productName)}</h1>
<p class="amount">${formatDollars(amount)} <span class="muted" style="font-size:16px;font-weight:400">per ${interval}</span></p>
<p class="muted">${escapeHtml(product?.['description'] ?? '')}</p>
<div class="row"><span>${escapeHtml(productName)}, billed ${interval === 'year' ? 'yearly' : 'monthly'}</span><span>${formatDollars(amount)}</span></div>
${discountRow}
<div class="row"><strong>Total due today</strong><strong>${formatDollars(total)}</strong></div>
<p class="muted renewal">${escapeHtml(renewal)}</p>
${back}
</section>
<section class="card" aria-labelledby="pay-heading">
<h2 id="pay-heading">Pay with card</h2>
${summary}
<form method="post" novalidate>
<button type="submit" name="intent" value="pay" hidden tabindex="-1">Subscribe</button>
<div><label for="field-email">Email</label><input id="field-email" value="${escapeHtml(customer['email'] ?? '')}" readonly autocomplete="email"></div>
${field('cardNumber', 'Card number', { value: values['cardNumber'] ?? '', problem: problems['number'], autocomplete: 'cc-number', inputmode: 'numeric', placeholder: '1234 1234 1234 1234' })}
<div class="pair">
${field('expiry', 'Expiration (MM / YY)', { value: values['expiry'] ?? '', problem: problems['expiry'], autocomplete: 'cc-exp', placeholder: 'MM / YY' })}
${field('cvc', 'CVC', { value: values['cvc'] ?? '', problem: problems['cvc'], autocomplete: 'cc-csc', inputmode: 'numeric', placeholder: '123' })}
</div>
${field('name', 'Cardholder name', { value: values['name'] ?? String(customer['name'] ?? ''), problem: problems['name'], autocomplete: 'cc-name' })}
${promo}
<button class="primary" type="submit">Subscribe</button>
</form>
</section>
</div>`,
  );
}

function discountedTotal(amount: number, coupon: StripeObject): number {
  const percent = coupon['percent_off'];
  if (typeof percent === 'number') return Math.max(0, Math.round(amount * (1 - percent / 100)));
  return Math.max(0, amount - Number(coupon['amount_off'] ?? 0));
}

export function completedCheckoutPage(successUrl: string): string {
  return page(
    'Payment complete',
    `<section class="card"><h1>Payment complete</h1><p>This checkout is already paid.</p><p><a class="button primary" href="${escapeHtml(successUrl)}">Continue to Impromptu</a></p></section>`,
  );
}

/** A checkout replaced by a newer one of the same customer (issue 44): nothing can be paid here, and the way back. */
export function expiredCheckoutPage(cancelUrl: string | null): string {
  const back = cancelUrl
    ? `<p><a class="button primary" href="${escapeHtml(cancelUrl)}">Back to Impromptu</a></p>`
    : '';
  return page(
    'Checkout expired',
    `<section class="card"><h1>This checkout has expired</h1><p>You opened a newer checkout, so this one can no longer be paid and nothing was charged here. Go back to Impromptu to see your plan or choose it again.</p>${back}</section>`,
  );
}

/** A day as the portal writes it ('Jan 7 2027'). */
export function portalDate(secondsSinceEpoch: number): string {
  return date(secondsSinceEpoch);
}

/**
 * Before a pause (issue 44): what pausing does and from when — the period paid stays the customer's to its end, then
 * nothing is charged and the paid parts of Impromptu are locked until they resume — confirmed, or not.
 */
export function pauseConfirmationPage(session: StripeObject, subscription: StripeObject): string {
  const item = (subscription['items'] as { data: StripeObject[] }).data[0]!;
  const periodEnd = Number(item['current_period_end']);
  const price = item['price'] as StripeObject;
  const base = `/p/session/${escapeHtml(session.id)}`;
  return page(
    'Pause payments',
    `<section class="card" aria-labelledby="pause-heading"><h1 id="pause-heading">Pause payments?</h1>
<ul>
<li>Your plan stays as it is until <strong>${date(periodEnd)}</strong>: you have paid for that time.</li>
<li>From ${date(periodEnd)} nothing is charged, and the paid games, courses and classes are locked until you resume.</li>
<li>Resume any time from this page: your plan then renews at ${formatDollars(Number(price['unit_amount']))} per ${intervalWord(price)}.</li>
</ul>
<form method="post" action="${base}/pause-confirmed/${escapeHtml(subscription.id)}"><button class="button primary" type="submit">Pause from ${date(periodEnd)}</button></form>
<p><a class="button secondary" href="${base}">Keep my plan</a></p></section>`,
  );
}

export interface PortalView {
  session: StripeObject;
  customer: StripeObject;
  subscriptions: { subscription: StripeObject; productName: string; coupon: StripeObject | null }[];
  /** The customer's invoices, newest first (Stripe's portal lists them too). */
  invoices?: StripeObject[];
  paymentMethod: StripeObject | null;
  notice?: string | undefined;
  problems?: Record<string, string>;
  values?: Record<string, string>;
}

/** The customer's credit (Stripe's negative balance), said where the portal names the customer; nothing without one. */
function creditLine(customer: StripeObject): string {
  const balance = typeof customer['balance'] === 'number' ? customer['balance'] : 0;
  if (balance >= 0) return '';
  return `<p class="notice" role="note"><strong>Credit ${formatDollars(-balance)}</strong>: used for your next invoices before your card is charged.</p>`;
}

/** The hosted billing portal: the plan, the card on file, pausing and cancelling, and the way back. */
export function portalPage(view: PortalView): string {
  const { session, customer, subscriptions, invoices = [], paymentMethod, notice, problems = {}, values = {} } = view;
  const action = (name: string) => `/p/session/${escapeHtml(session.id)}/${name}`;
  const plans = subscriptions.length
    ? subscriptions
        .map(({ subscription, productName, coupon }) => {
          const item = (subscription['items'] as { data: StripeObject[] }).data[0]!;
          const price = item['price'] as StripeObject;
          const periodEnd = Number(item['current_period_end']);
          const paused = subscription['pause_collection'] !== null;
          const cancelling = subscription['cancel_at_period_end'] === true;
          const canceled = subscription['status'] === 'canceled';
          const state = canceled
            ? `Cancelled on ${date(Number(subscription['ended_at']))}`
            : cancelling
              ? `Cancels on ${date(periodEnd)}`
              : paused
                ? `Paused from ${date(periodEnd)} · resumes when you resume payments`
                : subscription['status'] === 'trialing'
                  ? `Trial ends on ${date(Number(subscription['trial_end']))}`
                  : `Renews on ${date(periodEnd)}`;
          const buttons = canceled
            ? ''
            : `<form method="post" action="${action(`${paused ? 'resume' : 'pause'}/${escapeHtml(subscription.id)}`)}"><button class="button secondary" type="submit">${paused ? 'Resume payments' : 'Pause payments'}</button></form>
<form method="post" action="${action(`${cancelling ? 'renew' : 'cancel'}/${escapeHtml(subscription.id)}`)}"><button class="button ${cancelling ? 'secondary' : 'danger'}" type="submit">${cancelling ? 'Renew plan' : 'Cancel plan'}</button></form>`;
          return `<div class="card" style="margin-bottom:16px"><h3 style="margin:0 0 4px;font-size:16px">${escapeHtml(productName)}</h3>
<p class="amount" style="font-size:24px">${formatDollars(Number(price['unit_amount']))} <span class="muted" style="font-size:15px;font-weight:400">per ${intervalWord(price)}</span></p>
${coupon ? `<p><span class="badge">${escapeHtml(coupon['name'] ?? coupon.id)}: ${escapeHtml(couponText(coupon))}</span></p>` : ''}
<p class="muted">${escapeHtml(state)}</p>${buttons}</div>`;
        })
        .join('\n')
    : '<p class="muted">No subscriptions.</p>';
  const card = paymentMethod
    ? `<p>${escapeHtml(String((paymentMethod['card'] as { brand: string }).brand).toUpperCase())} ending in ${escapeHtml((paymentMethod['card'] as { last4: string }).last4)}</p>`
    : '<p class="muted">No card on file.</p>';
  const back = session['return_url']
    ? `<p><a class="button secondary" href="${escapeHtml(session['return_url'])}">← Return to Impromptu</a></p>`
    : '';
  return page(
    'Manage billing',
    `<h1>Manage billing</h1><p class="muted">${escapeHtml(customer['email'] ?? '')}</p>${creditLine(customer)}${back}
${notice ? `<p class="notice" role="status">${escapeHtml(notice)}</p>` : ''}
<div class="grid" style="margin-top:16px">
<section aria-labelledby="plan-heading"><h2 id="plan-heading">Current plan</h2>${plans}</section>
<section class="card" aria-labelledby="card-heading"><h2 id="card-heading">Payment method</h2>${card}
<form method="post" action="${action('payment-method')}" novalidate>
${Object.keys(problems).length ? '<p role="alert" class="error"><strong>Please check the highlighted fields.</strong></p>' : ''}
${field('cardNumber', 'New card number', { value: values['cardNumber'] ?? '', problem: problems['number'], autocomplete: 'cc-number', inputmode: 'numeric' })}
<div class="pair">${field('expiry', 'Expiration (MM / YY)', { value: values['expiry'] ?? '', problem: problems['expiry'], autocomplete: 'cc-exp', placeholder: 'MM / YY' })}
${field('cvc', 'CVC', { value: values['cvc'] ?? '', problem: problems['cvc'], autocomplete: 'cc-csc', inputmode: 'numeric' })}</div>
${field('name', 'Cardholder name', { value: values['name'] ?? String(customer['name'] ?? ''), problem: problems['name'], autocomplete: 'cc-name' })}
<button class="primary" type="submit">Update card</button></form></section>
</div>
${
  invoices.length
    ? `<section class="card" aria-labelledby="invoices-heading" style="margin-top:24px"><h2 id="invoices-heading">Invoices</h2>${invoices
        .map(
          (invoice) =>
            `<div class="row"><span>${date(Number(invoice['created']))} · ${escapeHtml(invoice['number'] ?? '')}</span><span>${formatDollars(Number(invoice['amount_paid']))} · ${invoice['status'] === 'paid' ? 'Paid' : escapeHtml(invoice['status'])}${invoice['hosted_invoice_url'] ? ` · <a href="${escapeHtml(invoice['hosted_invoice_url'])}">View</a>` : ''}</span></div>`,
        )
        .join('')}</section>`
    : ''
}`,
  );
}

/** The hosted invoice page: what was billed, what the discount and any credit took off, and what was paid. */
export function invoicePage(invoice: StripeObject): string {
  const lines = (invoice['lines'] as { data: StripeObject[] }).data;
  const discount = Number(invoice['subtotal']) - Number(invoice['total']);
  const credit = Number(invoice['total']) - Number(invoice['amount_due']);
  const paidAt = (invoice['status_transitions'] as { paid_at: number | null }).paid_at;
  const amount = (cents: number) => (cents < 0 ? `−${formatDollars(-cents)}` : formatDollars(cents));
  const rows = lines
    .map(
      (line) =>
        `<tr><td>${escapeHtml(line['description'])}<br><span class="muted" style="font-size:14px">${date(Number((line['period'] as { start: number }).start))} – ${date(Number((line['period'] as { end: number }).end))}</span></td><td class="num">${amount(Number(line['amount']))}</td></tr>`,
    )
    .join('');
  const total = (label: string, cents: number, strong = false) =>
    `<tr><th scope="row">${strong ? `<strong>${label}</strong>` : label}</th><td class="num">${strong ? `<strong>${amount(cents)}</strong>` : amount(cents)}</td></tr>`;
  return page(
    `Invoice ${String(invoice['number'] ?? invoice.id)}`,
    `<style>table{width:100%;border-collapse:collapse}td,th{text-align:left;padding:8px 0;border-bottom:1px solid #f0f1f5;vertical-align:top;font-weight:400}.num{text-align:right;white-space:nowrap;padding-left:12px}</style>
<section class="card" aria-labelledby="invoice-heading">
<h1 id="invoice-heading">Invoice ${escapeHtml(invoice['number'] ?? invoice.id)}</h1>
<p><span class="badge">${invoice['status'] === 'paid' ? 'Paid' : escapeHtml(invoice['status'])}</span>${paidAt ? ` <span class="muted">on ${date(paidAt)}</span>` : ''}</p>
<p class="muted">Billed to ${escapeHtml(invoice['customer_name'] ?? '')}${invoice['customer_email'] ? ` (${escapeHtml(invoice['customer_email'])})` : ''} · Issued ${date(Number(invoice['created']))}</p>
<p class="amount">${formatDollars(Number(invoice['amount_paid']))} <span class="muted" style="font-size:16px;font-weight:400">paid</span></p>
<table><caption class="muted" style="text-align:left">What this invoice is for</caption><thead><tr><th scope="col">Description</th><th scope="col" class="num">Amount</th></tr></thead><tbody>${rows}</tbody></table>
<table style="margin-top:12px"><tbody>
${total('Subtotal', Number(invoice['subtotal']))}
${discount !== 0 ? total('Discount', -discount) : ''}
${total('Total', Number(invoice['total']))}
${credit !== 0 ? total(credit > 0 ? 'Applied from your credit' : 'Added to your credit', -credit) : ''}
${total('Amount paid', Number(invoice['amount_paid']), true)}
</tbody></table>
<p class="muted" style="margin-top:16px">To keep a copy, print this page or save it as a PDF from your browser.</p>
</section>`,
  );
}

export function notFoundPage(what: string): string {
  return page('Not found', `<section class="card"><h1>Not found</h1><p>${escapeHtml(what)}</p></section>`);
}
