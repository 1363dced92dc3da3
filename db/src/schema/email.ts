import type { ColumnType } from 'kysely';

export type EmailMessageStatus = 'pending' | 'sent' | 'failed';

/** One e-mail as delivered by the e-mail port; `job_id` is the BullMQ job id (= `outbox-<outbox id>`). */
export interface EmailMessageTable {
  id: string;
  job_id: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  status: ColumnType<EmailMessageStatus, EmailMessageStatus | undefined, EmailMessageStatus>;
  created_at: ColumnType<Date, Date | string | undefined, never>;
  sent_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** The SMTP adapter's ledger: one row per delivery (job id), so a retried job sends once. */
export interface EmailDeliveryTable {
  job_id: string;
  message_id: string;
  to_address: string;
  status: ColumnType<'pending' | 'sent', 'pending' | 'sent' | undefined, 'pending' | 'sent'>;
  attempts: ColumnType<number, number | undefined, number>;
  created_at: ColumnType<Date, Date | string | undefined, never>;
  sent_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface EmailTables {
  email_delivery: EmailDeliveryTable;
  email_message: EmailMessageTable;
}
