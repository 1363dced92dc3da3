import type { BillingOverviewSchema, PlanChangePreviewSchema } from '@impromptu/bff/contracts';
import type { z } from 'zod';
import { formatDay, formatMoney } from './format';

type BillingOverview = z.output<typeof BillingOverviewSchema>;
type PlanChangePreview = z.output<typeof PlanChangePreviewSchema>;

/**
 * The customer's money the payment provider holds beside the plan (issue 44): credit for time paid and not used,
 * which pays the next charges before the card does, and the refunds of the last year, each said in words.
 */
export function CreditAndRefunds({ overview }: { overview: BillingOverview }) {
  const { creditCents, refunds } = overview;
  if (!creditCents && refunds.length === 0 && creditCents !== null) return null;
  return (
    <div className="mt-4 space-y-3">
      {creditCents === null ? (
        <p className="text-sm text-ink-muted">Your credit cannot be shown right now. Please try again in a moment.</p>
      ) : creditCents > 0 ? (
        <p className="rounded-xl border border-emerald-200 bg-emerald-50 px-4 py-3 text-ink">
          <strong>Credit {formatMoney(creditCents)}</strong>: time you paid for and did not use. It pays your next
          renewals before your card is charged, and it is refunded to your card if your plan ends or you delete your
          account.
        </p>
      ) : null}
      {refunds.length > 0 ? (
        <ul aria-label="Refunds" className="space-y-2">
          {refunds.map((refund) => (
            <li
              key={refund.id}
              className={`rounded-xl border px-4 py-3 text-sm text-ink ${refund.failed ? 'border-amber-300 bg-amber-50' : 'border-slate-200 bg-slate-50'}`}
            >
              <span className="font-semibold">{formatDay(refund.createdAt)}</span> · {refund.message}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** What credit does in a preview: when the card is charged first, or that the credit is refunded when the plan ends. */
export function previewCreditSentence(preview: PlanChangePreview): string | null {
  if (preview.change === 'end' && preview.creditHeldCents > 0)
    return `Your credit of ${formatMoney(preview.creditHeldCents)} is refunded to your card when your plan ends${preview.effectiveAt ? ` on ${formatDay(preview.effectiveAt)}` : ''}.`;
  if (preview.creditAfterCents <= 0 || !preview.firstCardChargeAt || preview.firstCardChargeCents === null) return null;
  return `Your credit of ${formatMoney(preview.creditAfterCents)} pays your renewals first: your card is next charged ${formatMoney(preview.firstCardChargeCents)} on ${formatDay(preview.firstCardChargeAt)}.`;
}
