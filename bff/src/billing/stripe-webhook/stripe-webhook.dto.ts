import { z } from 'zod';

/** What the webhook answers the payment provider: the delivery is kept (or was already). */
export const WebhookReceivedSchema = z.object({ received: z.literal(true), duplicate: z.boolean() });
export type WebhookReceived = z.infer<typeof WebhookReceivedSchema>;
