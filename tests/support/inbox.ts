import { expect, type APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD, demoUsers } from './fixtures.js';

/**
 * The embedded inbox of `npm start` (ADR 0028): every e-mail the product sends goes over SMTP to the
 * mail catcher, which keeps it for the admin E-mails page. Tests read it as that page does, through the
 * BFF's admin API signed in as the demo admin.
 */
export const bffUrl = `http://127.0.0.1:${Number(process.env.E2E_BFF_PORT ?? 4310)}`;

interface InboxEmail {
  to: string;
  subject: string;
  text: string;
}

/** The demo admin's BFF session token, for what the admin screens do (a bulk upload, the inbox). */
export async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post(`${bffUrl}/auth/login`, {
    data: { email: demoUsers.admin.email, password: DEMO_PASSWORD },
  });
  expect(response.status(), 'the demo admin signs in to read the inbox').toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/** Waits for the newest e-mail to `to` whose subject matches (the inbox filtered by address), and answers the link of its text (`path` in it). */
export async function linkFromInbox(
  request: APIRequestContext,
  to: string,
  subject: RegExp,
  path: string,
  options: { timeoutMs?: number } = {},
): Promise<string> {
  const token = await adminToken(request);
  let found: InboxEmail | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`${bffUrl}/admin/emails?to=${encodeURIComponent(to)}`, {
          headers: { authorization: `Bearer ${token}` },
        });
        const list = (await response.json()) as { emails: InboxEmail[] };
        found = list.emails.find((email) => email.to === to && subject.test(email.subject));
        return found !== undefined;
      },
      {
        message: `an e-mail "${String(subject)}" to ${to} in the embedded inbox`,
        timeout: options.timeoutMs ?? 30_000,
      },
    )
    .toBe(true);
  const match = new RegExp(`https?://\\S+${path.replace(/[/?]/g, '\\$&')}\\S+`).exec(found?.text ?? '');
  expect(match, `a ${path} link in the e-mail`).not.toBeNull();
  return match?.[0] ?? '';
}
