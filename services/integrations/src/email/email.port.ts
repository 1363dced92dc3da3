export interface OutgoingEmail {
  messageId: string;
  to: string;
  subject: string;
  text: string;
  html?: string | undefined;
}

/** Delivers e-mail. `deliveryKey` identifies one delivery: sending twice with the same key sends once. */
export interface EmailPort {
  send(email: OutgoingEmail, deliveryKey: string): Promise<{ delivered: boolean }>;
}
