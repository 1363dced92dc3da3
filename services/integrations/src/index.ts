export * from './meetings/meetings.port.js';
export * from './meetings/embedded-meetings.adapter.js';
export * from './meetings/zoom-meetings.adapter.js';
export * from './meetings/create-meetings-port.js';
export * from './feedback/feedback-form-link.js';
export * from './photos/photos.port.js';
export * from './photos/unsplash-photos.adapter.js';
export * from './photos/bundled-deck-photos.adapter.js';
export * from './photos/create-photos-port.js';
export * from './photos/bundled-deck.js';
export * from './email/email.port.js';
export * from './email/email-table.adapter.js';
export * from './payments/payments.port.js';
export * from './payments/stripe-objects.js';
export * from './payments/stripe-payments.adapter.js';
export * from './payments/create-payments-port.js';
export {
  startEmbeddedStripeServer,
  type EmbeddedStripeServerOptions,
  type RunningEmbeddedStripe,
} from './payments/embedded-stripe/server.js';
export {
  EmbeddedStripe,
  DECLINED_CARD,
  REFUND_FAILS_CARD,
  type EmbeddedCatalogue,
} from './payments/embedded-stripe/embedded-stripe.js';
/** A month or a year on, as Stripe renews (the 31st renews on a short month's last day). */
export { addInterval } from './payments/embedded-stripe/proration.js';
export { EmbeddedObjectStore } from './payments/embedded-stripe/object-store.js';
export * from './coach-bots/coach-bots.port.js';
export * from './coach-bots/embedded-coach-bots.adapter.js';
export * from './coach-bots/recall-coach-bots.adapter.js';
export * from './coach-bots/create-coach-bots-port.js';
export * from './ai-feedback/ai-feedback.port.js';
export * from './ai-feedback/wav.js';
export * from './ai-feedback/speech-measures.js';
export * from './ai-feedback/embedded-ai-feedback.adapter.js';
export * from './ai-feedback/openai-ai-feedback.adapter.js';
export * from './ai-feedback/create-ai-feedback-port.js';
export * from './ai-feedback/feedback-facts.js';
export * from './email/smtp-email.adapter.js';
export * from './email/mail-catcher.js';
export * from './email/templates.js';
export * from './adapter-choice.js';
export * from './media/media-storage.port.js';
export * from './media/disk-media-storage.adapter.js';
export * from './media/s3-media-storage.adapter.js';
export * from './media/create-media-storage.js';
export * from './media/media-container.js';
