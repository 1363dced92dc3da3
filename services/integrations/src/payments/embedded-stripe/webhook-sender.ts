import Stripe from 'stripe';
import type { StripeObject } from './object-store.js';

export interface WebhookSenderOptions {
  /** The product's webhook endpoint. */
  url: string;
  /** The endpoint's signing secret (whsec_…). */
  secret: string;
  /** Waits before each retry of a failed delivery, in ms (Stripe retries for days; offline a minute is plenty). */
  retryDelaysMs?: readonly number[];
  log?: (line: string) => void;
  fetch?: typeof fetch;
}

/**
 * Delivers events as Stripe does: a POST of the event's JSON with a `Stripe-Signature` header made by the
 * SDK's own helper, retried with backoff until the endpoint answers 2xx. One delivery at a time, in order.
 */
export class WebhookSender {
  private readonly signer = new Stripe('sk_test_embedded').webhooks;
  private readonly retryDelaysMs: readonly number[];
  private queue: Promise<void> = Promise.resolve();
  private pending = 0;
  private stopped = false;

  constructor(private readonly options: WebhookSenderOptions) {
    this.retryDelaysMs = options.retryDelaysMs ?? [500, 2_000, 5_000, 15_000, 30_000];
  }

  send(event: StripeObject): void {
    this.pending += 1;
    this.queue = this.queue
      .then(() => this.deliver(event))
      .finally(() => {
        this.pending -= 1;
      });
  }

  /** Resolves once every event sent so far was delivered or given up. */
  async idle(): Promise<void> {
    while (this.pending > 0) await this.queue;
  }

  stop(): void {
    this.stopped = true;
  }

  private async deliver(event: StripeObject): Promise<void> {
    const payload = JSON.stringify(event);
    const post = this.options.fetch ?? fetch;
    for (let attempt = 0; attempt <= this.retryDelaysMs.length && !this.stopped; attempt += 1) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, this.retryDelaysMs[attempt - 1]));
      try {
        const header = this.signer.generateTestHeaderString({ payload, secret: this.options.secret });
        const response = await post(this.options.url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'stripe-signature': header },
          body: payload,
          signal: AbortSignal.timeout(10_000),
        });
        if (response.ok) return;
        this.options.log?.(`webhook ${event.type as string} ${event.id}: HTTP ${response.status}`);
      } catch (error) {
        this.options.log?.(`webhook ${event.type as string} ${event.id}: ${(error as Error).message}`);
      }
    }
    this.options.log?.(`webhook ${event.type as string} ${event.id}: given up`);
  }
}
