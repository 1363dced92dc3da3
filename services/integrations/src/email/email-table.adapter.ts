import type { Kysely } from 'kysely';
import type { DB } from '@impromptu/db';
import { EmailMessageRepository } from './email-message.repository.js';
import type { EmailPort, OutgoingEmail } from './email.port.js';

/** The embedded adapter: the e-mail outbox table, readable by admins, stands in for SMTP. */
export class EmailTableAdapter implements EmailPort {
  private readonly messages: EmailMessageRepository;

  constructor(
    db: Kysely<DB>,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.messages = new EmailMessageRepository(db);
  }

  async send(email: OutgoingEmail, deliveryKey: string): Promise<{ delivered: boolean }> {
    const delivered = await this.messages.insertOnce({
      id: email.messageId,
      job_id: deliveryKey,
      to_address: email.to,
      subject: email.subject,
      text_body: email.text,
      html_body: email.html ?? null,
      status: 'sent',
      sent_at: this.now(),
    });
    return { delivered };
  }
}
