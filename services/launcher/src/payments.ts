import { randomBytes } from 'node:crypto';
import { embeddedCatalogue, seedDemoSubscription } from '@impromptu/billing';
import { createDb } from '@impromptu/db';
import { startEmbeddedStripeServer } from '@impromptu/integrations';
import type { LauncherConfig } from './config.js';

export interface StartedPayments {
  /** What the BFF and the worker need to reach the payment service. */
  env: Record<string, string>;
  stop(): Promise<void>;
}

/**
 * Stripe when STRIPE_SECRET_KEY is set; otherwise the embedded Stripe-compatible server (ADR 0016) on
 * EMBEDDED_STRIPE_PORT, with a webhook signing secret made for this run, the catalogue, and outside
 * production the demo learner's subscription.
 */
export async function startPayments(
  config: LauncherConfig,
  databaseUrl: string,
  log: (line: string) => void,
): Promise<StartedPayments> {
  if (process.env.STRIPE_SECRET_KEY) {
    log('Payments: Stripe (STRIPE_SECRET_KEY is set)');
    return { env: {}, stop: async () => undefined };
  }
  const db = createDb(databaseUrl, { applicationName: 'impromptu-payments' });
  const secret = `whsec_${randomBytes(24).toString('hex')}`;
  const host = new URL(config.publicWebUrl).hostname;
  try {
    if (!config.production && (await seedDemoSubscription(db)))
      log('Payments: the demo learner subscribes to Platform');
    const start = (listenOn: string) =>
      startEmbeddedStripeServer({
        db,
        port: config.embeddedStripePort,
        host: listenOn,
        publicUrl: `http://${host}:${config.embeddedStripePort}`,
        webhook: { url: `http://127.0.0.1:${config.bffPort}/stripe/webhook`, secret },
        catalogue: embeddedCatalogue(new Date()),
        log: (line) => log(`payments: ${line}`),
      });
    // The checkout and portal pages open in the browser, which reaches the web app on any interface: so does this
    // (IPv6 and IPv4 where the machine has both).
    const server = await start('::').catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'EAFNOSUPPORT' || error.code === 'EADDRNOTAVAIL') return start('0.0.0.0');
      throw error;
    });
    log(
      `Payments: embedded Stripe-compatible service at http://${host}:${server.port} (test card 4242 4242 4242 4242)`,
    );
    return {
      env: { STRIPE_API_URL: server.url, STRIPE_WEBHOOK_SECRET: secret },
      async stop() {
        await server.close();
        await db.destroy();
      },
    };
  } catch (error) {
    await db.destroy();
    throw error;
  }
}
