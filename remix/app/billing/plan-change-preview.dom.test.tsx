import { describe, expect, it } from '@jest/globals';
import { createRemixStub } from '@remix-run/testing';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CHANGE_PLAN_INTENT, PlanChangePreviewPanel, type PlanChangePreview } from './billing-screen';

// The preview of a change of plan (issue 24), drawn from the BFF's answer: what billing.spec.ts saw of the panel
// itself, without a browser (ADR 0067). The path (Stripe's amounts, the charge, the invoice) stays in the e2e.

const monthlyToAnnual: PlanChangePreview = {
  change: 'price',
  from: { plan: 'trainings', name: 'Platform', period: 'monthly' },
  to: { plan: 'trainings', name: 'Platform', period: 'annually' },
  amountDueTodayCents: 27_033,
  lines: [
    { kind: 'credit', description: 'Unused time on Platform after 7 Dec 2026', amountCents: -2_467 },
    { kind: 'charge', description: '1 × Platform (at $295.00 / year)', amountCents: 29_500 },
  ],
  subtotalCents: 27_033,
  discountCents: 0,
  totalCents: 27_033,
  creditAppliedCents: 0,
  recurring: { amountCents: 29_500, period: 'annually', discountedAmountCents: null },
  nextRenewalAt: '2027-12-07T10:00:00Z',
  effectiveAt: null,
  discount: null,
  prorationDate: 1_796_637_600,
  creditHeldCents: 0,
  creditAfterCents: 0,
  firstCardChargeAt: '2027-12-07T10:00:00Z',
  firstCardChargeCents: 29_500,
};

function renderPanel(preview: PlanChangePreview, action: () => Promise<null> = async () => null) {
  const Stub = createRemixStub([
    {
      path: '/games/user/settings/billing',
      Component: () => <PlanChangePreviewPanel preview={preview} error={null} />,
      action,
    },
  ]);
  render(<Stub initialEntries={['/games/user/settings/billing']} />);
}

describe('the preview of a change of plan', () => {
  it('says what changes, lists the lines, the amount due today, what follows, and offers to confirm that amount', async () => {
    renderPanel(monthlyToAnnual);
    const heading = await screen.findByRole('heading', { name: 'Review your change' });
    // The form it replaced had the focus: the preview takes it, so a screen reader reads what the change does.
    expect(document.activeElement).toBe(heading);
    expect(
      screen.getByText(
        (_, node) =>
          node?.textContent === 'From Platform, billed monthly to Platform, billed yearly' && node.tagName === 'P',
      ),
    ).toBeTruthy();
    expect(screen.getByText(/^Credit:/).parentElement?.textContent).toMatch(/^Credit: Unused time on Platform/);
    expect(screen.getByText('1 × Platform (at $295.00 / year)')).toBeTruthy();
    const due = screen.getAllByRole('definition').at(-1)?.textContent;
    expect(due).toBe('$270.33');
    expect(screen.getByText(/^Then/).textContent).toMatch(/^Then \$295 \/ year, next renewing on /);
    expect(screen.getByRole('button', { name: 'Confirm and pay $270.33' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Cancel' }).getAttribute('href')).toBe('/games/user/settings/billing');
  });

  it('sends the change with the proration date and the amount it showed, and spins until it is done', async () => {
    let sent: FormData | null = null;
    let answer: (value: null) => void = () => undefined;
    renderPanel(monthlyToAnnual, async () => new Promise<null>((resolve) => (answer = resolve)));
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm and pay $270.33' }));
    const pending = await screen.findByRole('button', { name: 'Changing plan…' });
    expect(pending.hasAttribute('disabled')).toBe(true);
    sent = new FormData(pending.closest('form')!);
    expect(Object.fromEntries(sent)).toEqual({
      intent: CHANGE_PLAN_INTENT,
      plan: 'trainings',
      annual: 'on',
      prorationDate: '1796637600',
      expectedAmountDueCents: '27033',
    });
    answer(null);
    await screen.findByRole('button', { name: 'Confirm and pay $270.33' });
  });

  it('for the plan and period already held: nothing to confirm, nothing charged', async () => {
    renderPanel({ ...monthlyToAnnual, change: 'none', from: monthlyToAnnual.to, lines: [], amountDueTodayCents: 0 });
    const group = await screen.findByRole('group', { name: 'Nothing to change' });
    expect(
      within(group).getByText('You already have Platform, billed yearly. Nothing changes and nothing is charged.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Confirm/ })).toBeNull();
  });
});
