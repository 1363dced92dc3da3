import type { Kysely } from 'kysely';
import type { Transporter } from 'nodemailer';
import type { DB } from '@impromptu/db';
import type { EmailPort, OutgoingEmail } from './email.port.js';

/** The header that carries the delivery key, so the embedded catcher (and a log reader) can tie a message to its job. */
export const DELIVERY_KEY_HEADER = 'X-Impromptu-Delivery';

export interface SmtpEmailOptions {
  /** smtp://user:pass@host:port or smtps://… (nodemailer's connection URL). */
  url: string;
  /** The From address: "Impromptu <no-reply@…>". */
  from: string;
}

/**
 * The real adapter: SMTP through nodemailer (ADR 0028). Each delivery key is recorded in
 * `email_delivery` before sending and marked sent after, so a job retried after a successful send
 * (its completion lost) does not send again. A crash between the send and the mark can still send
 * twice: the Message-ID is the message's own id, so a receiving system can tell the copies apart.
 */
export class SmtpEmailAdapter implements EmailPort {
  // nodemailer (about 50 modules) is loaded by the first send, not by every importer of this package (ADR 0033,
  // addendum 6); the URL's form is checked with the settings (SMTP_URL), before any send.
  private transport: Promise<Transporter> | undefined;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly options: SmtpEmailOptions,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async send(email: OutgoingEmail, deliveryKey: string): Promise<{ delivered: boolean }> {
    await this.db
      .insertInto('email_delivery')
      .values({ job_id: deliveryKey, message_id: email.messageId, to_address: email.to })
      .onConflict((oc) => oc.column('job_id').doNothing())
      .execute();
    const delivery = await this.db
      .updateTable('email_delivery')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('job_id', '=', deliveryKey)
      .returning(['status'])
      .executeTakeFirstOrThrow();
    if (delivery.status === 'sent') return { delivered: false };
    this.transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport(this.options.url),
    );
    await (
      await this.transport
    ).sendMail({
      from: this.options.from,
      to: email.to,
      subject: email.subject,
      text: email.text,
      ...(email.html === undefined ? {} : { html: email.html }),
      messageId: `<${email.messageId}@impromptu.mail>`,
      headers: { [DELIVERY_KEY_HEADER]: deliveryKey },
    });
    await this.db
      .updateTable('email_delivery')
      .set({ status: 'sent', sent_at: this.now() })
      .where('job_id', '=', deliveryKey)
      .execute();
    return { delivered: true };
  }

  close(): void {
    void this.transport?.then(
      (transport) => transport.close(),
      () => undefined,
    );
  }
}
