import { addInterval } from '@impromptu/integrations';

export interface FirstCardCharge {
  /** When the card is charged first: the first renewal the credit no longer covers in full. */
  at: string;
  /** What it is charged then: the renewal less what is left of the credit. */
  amountCents: number;
}

/**
 * When credit covers coming renewals (annual → monthly leaves most of a year paid), the date the card is charged
 * first and how much, as the provider applies a customer's balance to each renewal invoice (issue 44 finding 5).
 */
export function firstCardCharge(input: {
  renewalAt: string;
  period: 'monthly' | 'annually';
  renewalCents: number;
  creditCents: number;
}): FirstCardCharge {
  const { renewalCents, creditCents } = input;
  if (renewalCents <= 0) return { at: input.renewalAt, amountCents: 0 };
  const covered = Math.floor(Math.max(0, creditCents) / renewalCents);
  const at = addInterval(
    Math.floor(Date.parse(input.renewalAt) / 1000),
    input.period === 'annually' ? 'year' : 'month',
    covered,
  );
  return { at: new Date(at * 1000).toISOString(), amountCents: renewalCents - (creditCents - covered * renewalCents) };
}
