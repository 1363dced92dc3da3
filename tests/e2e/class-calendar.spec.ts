import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/accessibility.js';
import { DEMO_PASSWORD, signInSeededUser } from '../support/fixtures.js';
import { adminToken, bffUrl } from '../support/inbox.js';

// Classes a person can plan around (issue 29 §10): JOIN EVENT opens 15 minutes before the start, and says when before
// that; "Add to calendar" downloads the class's .ics (RFC 5545) linking to the class's page.

const classCard = (page: Page, name: string) =>
  page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name }) })
    .first();

async function signInNewMember(page: Page, baseURL: string | undefined) {
  await signInSeededUser(page.context(), baseURL, {
    email: `calendar-${randomUUID()}@example.com`,
    password: DEMO_PASSWORD,
    firstName: 'Cal',
    lastName: 'Endar',
    plan: 'trainings',
  });
}

async function shoot(page: Page, name: string) {
  await page.setViewportSize(
    test.info().project.name === 'phone' ? { width: 390, height: 844 } : { width: 1280, height: 800 },
  );
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

/** A PUBLIC class of the Open Mic Warm-Up starting `minutes` from now (to the minute), uploaded as the admin does; its id. */
async function classStartingIn(request: APIRequestContext, minutes: number): Promise<string> {
  const start = new Date(Math.floor((Date.now() + minutes * 60_000) / 60_000) * 60_000);
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  const uploaded = await request.post(`${bffUrl}/events/scheduled/batch`, {
    headers,
    data: {
      idempotencyKey: `calendar-${randomUUID()}`,
      timeZone: 'UTC',
      data: [
        {
          eventId: 'open-mic-warm-up',
          eventName: '',
          hostUserEmail: '',
          hostZoomEmail: '',
          startTime: start.toISOString().replace(/\.\d{3}Z$/, 'Z'),
          durationMinutes: '30',
          maxAttendees: '',
          privacyLevel: 'PUBLIC',
        },
      ],
    },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(200);
  const list = await request.get(`${bffUrl}/events/scheduled`, { headers });
  const { classes } = (await list.json()) as { classes: { id: string; startTime: string; event: { slug: string } }[] };
  const made = classes.find((c) => c.event.slug === 'open-mic-warm-up' && Date.parse(c.startTime) === start.getTime());
  expect(made, 'the uploaded class in the class list').toBeDefined();
  return made?.id ?? '';
}

test.describe('planning around a class', () => {
  test('before it opens: JOIN EVENT says when it opens, and Add to calendar downloads the .ics @phone', async ({
    page,
    baseURL,
    checkAccessibility,
  }) => {
    await signInNewMember(page, baseURL);
    await page.goto('/games/class');
    // Registering on a card offers the calendar file at once.
    const card = classCard(page, 'The Confident Pause');
    await card.getByRole('button', { name: 'COUNT ME IN' }).click();
    await expect(card.getByRole('button', { name: 'REGISTERED' })).toBeVisible();
    await expect(card.getByRole('link', { name: 'Add to calendar' })).toBeVisible();

    await card.getByRole('button', { name: 'The Confident Pause' }).click();
    await page.getByRole('link', { name: /Open the event page/ }).click();
    await expect(page).toHaveURL(/\/games\/event\/[0-9a-f-]{36}$/);
    const id = new URL(page.url()).pathname.split('/').pop() ?? '';
    // The class's start as the BFF stores it (the page's first <time> can be another class's, in the class banner).
    const listed = await page.request.get(`${bffUrl}/events/scheduled`, {
      headers: { authorization: `Bearer ${await adminToken(page.request)}` },
    });
    const { classes } = (await listed.json()) as { classes: { id: string; startTime: string }[] };
    const start = new Date(classes.find((listedClass) => listedClass.id === id)?.startTime ?? '');

    // A day ahead: the button says when it opens (15 minutes before the start), in the viewer's zone, and waits.
    const join = page.getByRole('button', { name: /^Opens / });
    await expect(join).toBeDisabled();
    await expect(join).toHaveText(/^Opens [A-Z][a-z]{2} \d{1,2} at \d{1,2}:\d{2} (AM|PM)$/);
    const opens = new Date(start.getTime() - 15 * 60_000);
    expect((await join.textContent())?.split(':')[1]?.slice(0, 2)).toBe(String(opens.getUTCMinutes()).padStart(2, '0'));
    await expect(page.getByText('You can join from 15 minutes before the start.')).toBeVisible();
    await checkAccessibility('the event page before joining opens');
    await shoot(page, 'event-before-open');

    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Add to calendar' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('the-confident-pause.ics');
    const ics = readFileSync((await file.path()) ?? '', 'utf8');
    const lines = ics.replace(/\r\n[ \t]/g, '').split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('BEGIN:VEVENT');
    expect(lines).toContain(`UID:class-${id}@127.0.0.1`);
    expect(lines).toContain(
      `DTSTART:${start
        .toISOString()
        .replace(/\.\d{3}Z$/, 'Z')
        .replace(/[-:]/g, '')}`,
    );
    expect(lines).toContain('SUMMARY:The Confident Pause');
    expect(lines).toContain(`URL:${new URL(`/games/event/${id}`, baseURL).toString()}`);
    expect(lines.some((line) => line.startsWith('DTEND:'))).toBe(true);
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  });

  test('within 15 minutes of the start: JOIN EVENT opens the class @phone', async ({ page, baseURL, request }) => {
    const id = await classStartingIn(request, 10);
    await signInNewMember(page, baseURL);
    await page.goto(`/games/event/${id}`);
    await page.getByRole('button', { name: 'REGISTER', exact: true }).click();
    const join = page.getByRole('button', { name: 'JOIN EVENT' });
    await expect(join).toBeEnabled();
    await expect(page.getByRole('link', { name: 'Add to calendar' })).toBeVisible();
    await shoot(page, 'event-open');
    await join.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your class link works, Cal' })).toBeVisible();
  });
});
