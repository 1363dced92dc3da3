import { formatDollars } from '@impromptu/kernel';
import { emailJob, type OutboxJob } from '@impromptu/event-store';

/** Why money went back to the card, in the words the e-mail and the Billing page use. */
export type RefundKind = 'duplicate_subscription' | 'credit' | 'account_deleted';

export interface RefundNotice {
  to: string;
  firstName: string;
  kind: RefundKind;
  amountCents: number;
}

/** The sentence that says what was refunded and why: the e-mail's and the Billing page's. */
export function refundSentence(kind: RefundKind, amountCents: number): string {
  const amount = formatDollars(amountCents);
  switch (kind) {
    case 'duplicate_subscription':
      return `We refunded a second payment of ${amount}: two checkouts were paid, and you keep the plan you paid for first.`;
    case 'credit':
      return `We refunded your credit of ${amount} to your card: your plan has ended and nothing was left to use it on.`;
    case 'account_deleted':
      return `We refunded ${amount} to your card: the unused time of your plan and your credit, as your account was deleted.`;
    default: {
      const unreachable: never = kind;
      throw new Error(`Unknown refund kind ${String(unreachable)}`);
    }
  }
}

/** The e-mail that tells a person money went back to their card (the platform's `email.send` job). */
export function refundEmailJob(notice: RefundNotice): OutboxJob {
  return emailJob('transactional', {
    to: notice.to,
    firstName: notice.firstName,
    subject: `Impromptu refunded ${formatDollars(notice.amountCents)} to your card`,
    body: [
      refundSentence(notice.kind, notice.amountCents),
      '',
      'Refunds reach your card within 5 to 10 business days, depending on your bank.',
      ...(notice.kind === 'account_deleted' ? [] : ['', 'Your plan and invoices are under Settings → Plan & Billing.']),
    ],
  });
}
