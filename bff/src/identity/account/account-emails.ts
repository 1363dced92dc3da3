import { randomUUID } from 'node:crypto';
import { renderEmail, type OutgoingEmail } from '@impromptu/integrations';
import { formatDollars } from '@impromptu/kernel';

function greeting(firstName: string): string {
  return firstName.trim() ? `Hi ${firstName.trim()},` : 'Hi,';
}

function email(to: string, content: ReturnType<typeof renderEmail>): OutgoingEmail {
  return { messageId: randomUUID(), to, subject: content.subject, text: content.text, html: content.html };
}

export function passwordResetEmail(to: string, firstName: string, url: string): OutgoingEmail {
  return email(
    to,
    renderEmail({
      subject: 'Reset your Impromptu password',
      greeting: greeting(firstName),
      paragraphs: ['Someone asked to reset the password of your Impromptu account. If it was you, choose a new one:'],
      action: { label: 'Choose a new password', url },
      afterAction: [
        'The link works once and for 1 hour. Using it signs you out everywhere else.',
        'If you did not ask for this, ignore this e-mail: your password stays as it is.',
      ],
      reason: `You get this e-mail because a password reset was asked for ${to}.`,
    }),
  );
}

export function passwordChangedEmail(to: string, firstName: string, loginUrl: string): OutgoingEmail {
  return email(
    to,
    renderEmail({
      subject: 'Your Impromptu password was changed',
      greeting: greeting(firstName),
      paragraphs: [
        'The password of your Impromptu account was just changed, and every other session was signed out.',
        'If this was not you, reset your password now from the Log In page ("Forgot your password?").',
      ],
      action: { label: 'Log in', url: loginUrl },
      reason: `You get this e-mail because the password of the account ${to} changed.`,
    }),
  );
}

export function emailChangeConfirmationEmail(to: string, firstName: string, url: string): OutgoingEmail {
  return email(
    to,
    renderEmail({
      subject: 'Confirm your new e-mail address',
      greeting: greeting(firstName),
      paragraphs: ['You asked to use this address for your Impromptu account. Confirm it to make the change:'],
      action: { label: 'Confirm this address', url },
      afterAction: [
        'The link works once and for 24 hours. Until you open it, you keep signing in with your old address.',
      ],
      reason: `You get this e-mail because ${to} was entered as the new address of an Impromptu account.`,
    }),
  );
}

export function emailChangeNoticeEmail(to: string, firstName: string, newEmail: string): OutgoingEmail {
  return email(
    to,
    renderEmail({
      subject: 'A change of your Impromptu e-mail was requested',
      greeting: greeting(firstName),
      paragraphs: [
        `Someone signed in to your Impromptu account asked to change its e-mail to ${newEmail}. The change happens only once the link sent to that address is opened.`,
        'If this was not you, change your password in Settings → Profile, or reset it from the Log In page.',
      ],
      reason: `You get this e-mail because it is the current address of the account (${to}).`,
    }),
  );
}

export function verifyEmailEmail(to: string, firstName: string, url: string): OutgoingEmail {
  return email(
    to,
    renderEmail({
      subject: 'Confirm your e-mail for Impromptu',
      greeting: greeting(firstName),
      paragraphs: ['Welcome to Impromptu! Please confirm that this is your e-mail address:'],
      action: { label: 'Confirm my e-mail', url },
      afterAction: ['The link works once and for 24 hours. You can ask for a new one in the app.'],
      reason: `You get this e-mail because an Impromptu account was opened with ${to}.`,
    }),
  );
}

export function invitationEmail(to: string, firstName: string, url: string): OutgoingEmail {
  return email(
    to,
    renderEmail({
      subject: 'You are invited to Impromptu',
      greeting: greeting(firstName),
      paragraphs: [
        'You have a place on Impromptu, the speaking-practice app, with your class. Choose a password to start:',
      ],
      action: { label: 'Choose my password', url },
      afterAction: [
        'The link works once and for 7 days. If it has expired, ask for a new one from the Sign Up page with this address.',
      ],
      reason: `You get this e-mail because an Impromptu account was made for ${to} by your organiser.`,
    }),
  );
}

/** What the deletion did about money, for the farewell e-mail and the page after it (issue 44 finding 8). */
export interface DeletionMoney {
  planName: string | null;
  refundedCents: number;
  /** Credit the card could not take back (no payment left to refund against): said, never silently kept. */
  creditKeptCents: number;
}

/** The confirmation of a deletion: the last message to the address, saying what happened to the plan and the money. */
export function accountDeletedEmail(to: string, firstName: string, money: DeletionMoney): OutgoingEmail {
  return email(
    to,
    renderEmail({
      subject: 'Your Impromptu account has been deleted',
      greeting: greeting(firstName),
      paragraphs: [
        'Your Impromptu account has been deleted as you asked: your profile, games, practice, courses, snapshots, assessments, registrations and feedback are erased, and you are signed out everywhere.',
        ...(money.planName ? [`Your ${money.planName} plan ended today: you will not be charged again.`] : []),
        ...(money.refundedCents > 0
          ? [
              `We refunded ${formatDollars(money.refundedCents)} to your card: the unused time you had paid for and any credit. Refunds reach your card within 5 to 10 business days.`,
            ]
          : []),
        ...(money.creditKeptCents > 0
          ? [
              `${formatDollars(money.creditKeptCents)} of credit could not go back to a card automatically: reply to this e-mail and we will return it.`,
            ]
          : []),
        'Your e-mail address is free again: you are welcome to start a new account with it at any time.',
      ],
      reason: `You get this e-mail because the Impromptu account ${to} was deleted.`,
    }),
  );
}
