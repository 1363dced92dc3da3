import { describe, expect, it } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BulkUploadPane } from './bulk-upload-pane';

// The bulk upload's preview table (issue 10): what a chosen file shows before anything is sent, without a browser
// (ADR 0067). Moved from bulk-upload.spec.ts: the ignored column, the problems' summary and the filter; the upload
// itself, the layout on a phone and the downloaded file stay in the e2e spec.

const stamp = 'x1';
const group = `Messy Cohort ${stamp}`;
const messy = [
  'Full Name,E-mail,Plan,Group Name,Group Type,Phone',
  `Ana Lima,ana-${stamp}@example.com,Trainings,${group},fundamentals class,+44 1`,
  `Bo Chen,bo-at-example,trainings,${group},FUNDAMENTALS_CLASS,`,
  `"=HYPERLINK(""https://evil.example"",""Click"")",cy-${stamp}@example.com,trainings,${group},FUNDAMENTALS_CLASS,`,
  `Dee Park,dee-${stamp}@example.com,,${group},FUNDAMENTALS_CLASS,`,
  `Ana Again,ANA-${stamp}@example.com,,${group},FUNDAMENTALS_CLASS,`,
  `Eli Ross,eli-${stamp}@example.com,free,${group},Fundamentals_Class,`,
].join('\n');

async function choose(csv: string) {
  render(<BulkUploadPane kind="users" label="Users" path="/resources/admin/bulk/users" />);
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
  await userEvent.upload(input, new File([csv], 'messy.csv', { type: 'text/csv' }));
}

describe('the bulk upload preview', () => {
  it('names the ignored column, sums up the problems with the first, and shows each under its row', async () => {
    await choose(messy);
    expect(await screen.findByText('Ignored column: Phone. This upload does not take it.')).toBeTruthy();
    const summary = screen.getAllByRole('alert').find((alert) => alert.textContent?.includes('need attention'));
    expect(summary?.textContent).toBe('3 rows need attention — first: row 2, email: is not an e-mail address');
    const table = screen.getByRole('table', { name: 'Preview of the Users rows' });
    const row = within(table).getByRole('row', { name: /^2 / });
    expect(within(row).getByText('email: is not an e-mail address')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Upload 3 rows without problems' })).toBeTruthy();
  });

  it('filters the rows with problems', async () => {
    await choose(messy);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Only rows with problems' }));
    expect(screen.getByText('Showing 3 of 3 rows')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Preview of the Users rows' });
    // The header row and the three rows with problems.
    expect(within(table).getAllByRole('row')).toHaveLength(4);
  });

  it('offers no upload for a file whose every row has a problem', async () => {
    await choose(['Full Name,E-mail', 'Bo Chen,bo-at-example'].join('\n'));
    const upload = await screen.findByRole('button', { name: /^Upload/ });
    expect(upload.hasAttribute('disabled')).toBe(true);
  });
});
