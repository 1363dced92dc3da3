import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/accessibility.js';
import { demoUsers } from '../support/fixtures.js';
import { linkFromInbox } from '../support/inbox.js';

// Cohort onboarding at scale (issue 26; spec 3 §2.12, §4.11, §5, §7): the Fundamentals screen's Users pane.

const usersFile = (stamp: string, count: number) => {
  const lines = ['fullName,email,plan,groupName,groupType,userGroupType'];
  for (let i = 1; i <= count; i += 1)
    lines.push(
      `Learner ${i} Scale,scale-${stamp}-${i}@example.com,trainings,Scale Cohort ${stamp},FUNDAMENTALS_CLASS,STUDENT`,
    );
  return Buffer.from(lines.join('\n'));
};

async function openUsersPane(page: Page) {
  await page.goto('/games/admin/fundamentals');
  await expect(page.getByRole('heading', { level: 1, name: 'Fundamentals' })).toBeVisible();
}

test('a 2,000-row Users file uploads in chunks with a progress bar, every user is created and invited, a lost answer is retried without doubling, and a re-upload changes nothing', async ({
  page,
  request,
  logIn,
}) => {
  test.setTimeout(300_000);
  const stamp = Date.now().toString(36);
  await logIn(demoUsers.admin);
  await openUsersPane(page);
  // Before any file: the columns with examples, a template, and the limit with its reason.
  await expect(page.getByRole('table', { name: 'The columns of a Users file' })).toContainText(
    'avery.quinn@example.com',
  );
  await expect(page.getByRole('link', { name: 'Download the Users template (CSV)' })).toBeVisible();
  await expect(page.getByText(/One file holds at most 10,000 rows and 5 MB/)).toBeVisible();

  // The first chunk is held until the progress bar has been seen; the third one's answer is lost once.
  let releaseFirst: () => void = () => undefined;
  const firstHeld = new Promise<void>((resolve) => (releaseFirst = resolve));
  const seenKeys = new Map<string, number>();
  await page.route('**/resources/admin/bulk-upload/users', async (route) => {
    const key = (route.request().postDataJSON() as { idempotencyKey: string }).idempotencyKey;
    const attempt = (seenKeys.get(key) ?? 0) + 1;
    seenKeys.set(key, attempt);
    if (key.endsWith(':0')) await firstHeld;
    if (key.endsWith(':2') && attempt === 1) {
      await route.fetch();
      await route.abort('connectionreset');
      return;
    }
    await route.continue();
  });

  const input = page.locator('input[type="file"]');
  await input.setInputFiles({ name: 'cohort.csv', mimeType: 'text/csv', buffer: usersFile(stamp, 2_000) });
  await expect(page.getByText('Showing 100 of 2,000 rows')).toBeVisible();
  await page.getByRole('button', { name: 'Upload 2,000 rows' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Uploading 0 of 2,000' })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('aria-valuenow', '0');
  releaseFirst();
  await expect(page.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute(
    'aria-valuetext',
    /^[1-9][\d,]* of 2,000 rows$/,
  );
  await expect(
    page.getByRole('status').filter({ hasText: /^Uploaded 2,000 rows/ }),
    'every row created once and invited, the retried chunk counted once',
  ).toHaveText('Uploaded 2,000 rows: 2,000 created, 0 updated, 0 unchanged, 0 refused. 2,000 invitations sent.', {
    timeout: 180_000,
  });
  expect([...seenKeys.values()].filter((attempts) => attempts === 2)).toHaveLength(1);

  // One of the invitations, read in the embedded inbox.
  const link = await linkFromInbox(
    request,
    `scale-${stamp}-1@example.com`,
    /You are invited to Impromptu/,
    '/accept-invitation?token=',
    {
      timeoutMs: 180_000,
    },
  );
  expect(link).toContain('/accept-invitation?token=');

  // The same file again changes nothing and invites no one again.
  await page.unroute('**/resources/admin/bulk-upload/users');
  await input.setInputFiles({ name: 'cohort.csv', mimeType: 'text/csv', buffer: usersFile(stamp, 2_000) });
  await page.getByRole('button', { name: 'Upload 2,000 rows' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Uploaded 2,000 rows/ })).toHaveText(
    'Uploaded 2,000 rows: 0 created, 0 updated, 2,000 unchanged, 0 refused. 0 invitations sent.',
    { timeout: 180_000 },
  );
});

test('a messy Users file shows its problems in view, filters them, downloads the rows to fix, and uploads the rest @phone', async ({
  page,
  logIn,
  checkAccessibility,
}) => {
  const stamp = Date.now().toString(36);
  const phone = (page.viewportSize()?.width ?? 1280) < 640;
  await logIn(demoUsers.admin);
  await openUsersPane(page);
  const group = `Messy Cohort ${stamp}`;
  const csv = [
    'Full Name,E-mail,Plan,Group Name,Group Type,Phone',
    `Ana Lima,ana-${stamp}@example.com,Trainings,${group},fundamentals class,+44 1`,
    `Bo Chen,bo-at-example,trainings,${group},FUNDAMENTALS_CLASS,`,
    `"=HYPERLINK(""https://evil.example"",""Click"")",cy-${stamp}@example.com,trainings,${group},FUNDAMENTALS_CLASS,`,
    `Dee Park,dee-${stamp}@example.com,,${group},FUNDAMENTALS_CLASS,`,
    `Ana Again,ANA-${stamp}@example.com,,${group},FUNDAMENTALS_CLASS,`,
    `Eli Ross,eli-${stamp}@example.com,free,${group},Fundamentals_Class,`,
  ].join('\n');
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'messy.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });

  // The ignored column, the summary's words and the filter are also component tests (bulk-upload-pane.dom.test.tsx).
  const summary = page.getByRole('alert').filter({ hasText: 'need attention' });
  await expect(summary).toHaveText('3 rows need attention — first: row 2, email: is not an e-mail address');
  await expect(summary).toBeInViewport();

  // The row's problem where the eye is: first in the table at 1,280 px, under the row's number on a phone.
  const viewportWidth = page.viewportSize()?.width ?? 1280;
  const problem = phone
    ? page
        .getByRole('list', { name: 'Preview of the Users rows' })
        .getByRole('listitem')
        .filter({ hasText: 'Row 2' })
        .getByText('email: is not an e-mail address')
    : page
        .getByRole('table', { name: 'Preview of the Users rows' })
        .getByRole('row', { name: /^2 / })
        .getByText('email: is not an e-mail address');
  await expect(problem).toBeVisible();
  const box = await problem.boundingBox();
  expect(
    box && box.x >= 0 && box.x + box.width <= viewportWidth,
    'the problem is in view without scrolling sideways',
  ).toBe(true);

  await page.getByRole('checkbox', { name: 'Only rows with problems' }).check();
  await expect(page.getByText('Showing 3 of 3 rows')).toBeVisible();
  await checkAccessibility('the bulk upload preview with problems');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download the rows with problems (CSV)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('users-rows-to-fix.csv');
  const lines = (await readFile((await download.path())!, 'utf8')).trim().split('\r\n');
  expect(lines[0]).toBe(
    'problems,fullName,firstName,lastName,email,plan,promo,promoExpiryDate,groupName,groupType,userGroupType',
  );
  expect(lines).toHaveLength(4);
  expect(lines[1]).toMatch(/^email: is not an e-mail address,Bo Chen,/);
  // The formula comes back quoted: a spreadsheet shows it as text, never runs it.
  expect(lines[2]).toContain(`"'=HYPERLINK(""https://evil.example"",""Click"")"`);
  expect(lines[3]).toMatch(/^email: is the same e-mail as row 1,Ana Again,/);

  await page.getByRole('button', { name: 'Upload 3 rows without problems' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Uploaded 6 rows/ })).toHaveText(
    'Uploaded 6 rows: 3 created, 0 updated, 0 unchanged, 3 refused. 3 invitations sent.',
  );
});
