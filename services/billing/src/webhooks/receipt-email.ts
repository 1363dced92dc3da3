import { PLAN_CATALOGUE } from '@impromptu/access';
import { formatDollars, formatInZone } from '@impromptu/kernel';
import { emailJob, type OutboxJob } from '@impromptu/event-store';
import type { BillingPeriod, PaidPlan } from '@impromptu/integrations';

export interface Receipt {
  to: string;
  firstName: string;
  /** The checkout session, or the invoice number of a prorated change. */
  reference: string;
  amountCents: number;
  plan: PaidPlan | null;
  period: BillingPeriod | null;
  /** When the plan renews next; null when it is set to end. */
  renewsAt: string | null;
  /** The message's id when the same payment may be told twice (a renewal's webhook delivered again): sent once. */
  messageId?: string;
}

const day = (iso: string): string => formatInZone(iso, 'MMM d, y', 'UTC');

/** The receipt of one payment (a paid checkout, a charged change of plan), as the platform's `email.send` job (through the e-mail port). */
export function receiptEmailJob(receipt: Receipt): OutboxJob {
  const planName = PLAN_CATALOGUE.find((entry) => entry.code === receipt.plan)?.name ?? 'Impromptu';
  const period = receipt.period === 'annually' ? 'yearly' : receipt.period === 'monthly' ? 'monthly' : null;
  return emailJob('transactional', {
    to: receipt.to,
    firstName: receipt.firstName,
    subject: `Your Impromptu receipt: ${planName}, ${formatDollars(receipt.amountCents)}`,
    ...(receipt.messageId !== undefined ? { messageId: receipt.messageId } : {}),
    body: [
      `Thank you for your payment. This is your receipt.`,
      '',
      `Plan: ${planName}${period ? ` (${period})` : ''}`,
      `Amount paid: ${formatDollars(receipt.amountCents)}`,
      ...(receipt.renewsAt ? [`Next renewal: ${day(receipt.renewsAt)}`] : []),
      `Reference: ${receipt.reference}`,
      '',
      'Your plan is under Settings → Plan & Billing.',
    ],
  });
}
