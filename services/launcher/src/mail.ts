import { createDb } from '@impromptu/db';
import { startMailCatcher } from '@impromptu/integrations';
import type { LauncherConfig } from './config.js';

export interface StartedMail {
  /** What the worker needs to send e-mail. */
  env: Record<string, string>;
  /** Where a person reads the caught e-mail, or null when a real SMTP server sends it. */
  inboxUrl: string | null;
  stop(): Promise<void>;
}

/**
 * E-mail (ADR 0028): a real SMTP server when SMTP_URL is set; otherwise the embedded mail catcher on
 * EMBEDDED_SMTP_PORT (0: any free port), whose messages the admin E-mails page shows as an inbox.
 */
export async function startMail(
  config: LauncherConfig,
  databaseUrl: string,
  log: (line: string) => void,
): Promise<StartedMail> {
  if (process.env.SMTP_URL) {
    log('E-mail: sent through the SMTP server of SMTP_URL');
    return { env: {}, inboxUrl: null, stop: async () => undefined };
  }
  // Production without SMTP_URL runs only with EMAIL_ADAPTER=embedded (checked at start): the worker keeps each
  // message in the database for the admin E-mails page, with no SMTP stand-in that would look like a real server.
  if (config.production) {
    log('E-mail: EMAIL_ADAPTER=embedded, every message is kept for the admin E-mails page and none is sent');
    return { env: {}, inboxUrl: `${config.publicWebUrl}/games/admin/emails`, stop: async () => undefined };
  }
  const db = createDb(databaseUrl, { applicationName: 'impromptu-mail-catcher' });
  try {
    const catcher = await startMailCatcher({ db, port: config.embeddedSmtpPort, log });
    const inboxUrl = `${config.publicWebUrl}/games/admin/emails`;
    log(`E-mail: the embedded mail catcher takes every message (SMTP on port ${catcher.port})`);
    return {
      env: { SMTP_URL: catcher.smtpUrl },
      inboxUrl,
      async stop() {
        await catcher.close();
        await db.destroy();
      },
    };
  } catch (error) {
    await db.destroy();
    throw error;
  }
}
