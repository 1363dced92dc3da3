import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { Kysely } from 'kysely';
import type { DB } from '@impromptu/db';
import { EmailMessageRepository } from './email-message.repository.js';
import { DELIVERY_KEY_HEADER } from './smtp-email.adapter.js';

export interface MailCatcherOptions {
  db: Kysely<DB>;
  /** 0: any free port (the started catcher says which). */
  port: number;
  host?: string;
  /** Largest message accepted, in bytes. */
  maxSize?: number;
  log?: (line: string) => void;
}

export interface RunningMailCatcher {
  port: number;
  /** The SMTP_URL that sends into the catcher. */
  smtpUrl: string;
  close(): Promise<void>;
}

const UUID = /^<?([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})@/i;

/**
 * The embedded e-mail service of `npm start` (ADR 0028): a local SMTP server (smtp-server) that takes
 * every message, parses it (mailparser) and keeps it in `email_message`, which the admin E-mails page
 * shows as an inbox. It listens on the loopback interface only and accepts any sender, no TLS, no
 * authentication: it is a development tool, never started when SMTP_URL names a real server.
 */
export async function startMailCatcher(options: MailCatcherOptions): Promise<RunningMailCatcher> {
  // Loaded when a catcher starts: every process that imports this package (the BFF, the worker, each Jest file)
  // would otherwise load the SMTP server and the MIME parser, about a hundred modules (ADR 0033, addendum 6).
  const [{ simpleParser }, { SMTPServer }] = await Promise.all([import('mailparser'), import('smtp-server')]);
  const messages = new EmailMessageRepository(options.db);
  const host = options.host ?? '127.0.0.1';
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    size: options.maxSize ?? 10 * 1024 * 1024,
    logger: false,
    banner: 'Impromptu mail catcher',
    onData(stream, session, callback) {
      simpleParser(stream)
        .then(async (mail) => {
          const key = mail.headers.get(DELIVERY_KEY_HEADER.toLowerCase());
          const idMatch = UUID.exec(mail.messageId ?? '');
          const id = idMatch?.[1]?.toLowerCase() ?? randomUUID();
          const to = session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase());
          for (const address of to) {
            await messages.insertOnce({
              id: to.length === 1 ? id : randomUUID(),
              job_id: `${typeof key === 'string' ? key : `smtp-${id}`}${to.length === 1 ? '' : `:${address}`}`,
              to_address: address,
              subject: mail.subject ?? '(no subject)',
              text_body: mail.text ?? '',
              html_body: typeof mail.html === 'string' ? mail.html : null,
              status: 'sent',
              sent_at: mail.date ?? new Date(),
            });
          }
          callback();
        })
        .catch((error: unknown) => {
          options.log?.(`mail catcher: could not keep a message: ${String(error)}`);
          callback(error instanceof Error ? error : new Error(String(error)));
        });
    },
  });
  server.on('error', (error) => options.log?.(`mail catcher: ${error.message}`));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    smtpUrl: `smtp://${host}:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
