import { escapeHtml, formatDollars } from '@impromptu/kernel';
import { watchedSeconds } from '@impromptu/courses/rules';
import type { AccountDataSchema } from '@impromptu/bff/contracts';
import type { z } from 'zod';

type AccountData = z.output<typeof AccountDataSchema>;

/** The headings of the areas a person's recorded activity is sorted into, in the download's order. */
export const AREA_TITLES: Record<keyof AccountData['activity'], string> = {
  games: 'Games',
  practice: 'Practice',
  courses: 'Courses',
  snapshots: 'Snapshots',
  assessments: 'Assessments',
  registrations: 'Class registrations',
  feedback: 'Feedback',
  subscription: 'Subscription history',
  coach: 'Coach',
  notifications: 'Notifications',
  other: 'Other activity',
};

/** "2030-03-04 09:00 UTC": one unambiguous form for every date in the file. */
function when(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/** "PracticeSessionCompleted" → "Practice session completed". */
function words(type: string): string {
  const spaced = type.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

/** An event's data as short "key: value" lines; ids and nested structures are in the JSON file. */
function details(data: Record<string, unknown>): string {
  const lines = Object.entries(data)
    .filter(([key, value]) => !/Id$|^id$/.test(key) && value !== null && typeof value !== 'object')
    .slice(0, 8)
    .map(([key, value]) => `${escapeHtml(key)}: ${escapeHtml(value)}`);
  return lines.join('<br>');
}

const seconds = (value: number) => `${Math.round(value)} s`;
const percent = (value: unknown) => (typeof value === 'number' ? `${Math.round(value * 100)}%` : '—');

/**
 * Download my data, the readable summary (issue 25 item 6): one self-contained HTML file of what the JSON file
 * holds, with headings and tables a person can read offline. Every value is escaped.
 */
export function renderDataSummary(data: AccountData): string {
  const p = data.profile;
  const section = (title: string, body: string) => `<section><h2>${escapeHtml(title)}</h2>${body}</section>`;
  const table = (head: string[], rows: string[][]) =>
    rows.length === 0
      ? '<p>Nothing recorded.</p>'
      : `<div class="scroll"><table><thead><tr>${head.map((h) => `<th scope="col">${escapeHtml(h)}</th>`).join('')}</tr></thead><tbody>${rows
          .map((row) => `<tr>${row.map((cell) => `<td>${cell}</td>`).join('')}</tr>`)
          .join('')}</tbody></table></div>`;

  const profile = `<dl>${[
    ['Name', `${p.firstName} ${p.lastName}`.trim() || '—'],
    ['E-mail', p.email],
    ['Account type', p.type],
    ['Plan', p.plan ?? 'none'],
    ['Level', p.level ?? '—'],
    ['Preferred game', p.preferredGame ?? '—'],
    ['Time zone', p.timeZone],
    ['Signs in with', p.signsInWith],
    ['Account created', when(p.createdAt)],
  ]
    .map(([term, value]) => `<dt>${escapeHtml(term)}</dt><dd>${escapeHtml(value)}</dd>`)
    .join('')}</dl>`;

  const rounds = table(
    ['Played', 'Game', 'Round', 'Round length', 'Speaking', 'Pauses', 'Voice: speaking ratio', 'Voice: pause count'],
    data.gameRounds.map((r) => [
      escapeHtml(when(r.completedAt)),
      escapeHtml(r.game),
      escapeHtml(r.round),
      escapeHtml(seconds(r.roundDuration)),
      escapeHtml(seconds(r.speechDuration)),
      escapeHtml(seconds(r.pauseDuration)),
      escapeHtml(percent(r.voiceMetrics?.['speakingRatio'])),
      escapeHtml(r.voiceMetrics?.['pauseCount'] ?? '—'),
    ]),
  );

  const areas = (Object.keys(AREA_TITLES) as (keyof typeof AREA_TITLES)[])
    .map((area) =>
      section(
        `${AREA_TITLES[area]} (${data.activity[area].length})`,
        table(
          ['When', 'What', 'Details'],
          data.activity[area].map((event) => [
            escapeHtml(when(event.recordedAt)),
            escapeHtml(words(event.type)),
            details(event.data),
          ]),
        ),
      ),
    )
    .join('');

  const money = (cents: number) => formatDollars(cents, { cents: 'always' });
  const pay = data.payments;
  const payments =
    pay.status === 'none'
      ? '<p>You have never paid for a plan.</p>'
      : pay.status === 'unavailable'
        ? '<p>The payment provider could not be reached when this file was made: download it again later for your subscriptions, invoices and payments.</p>'
        : `<h3>Subscriptions</h3>${table(
            ['Plan', 'Price', 'Status', 'Current period', 'Discount'],
            pay.subscriptions.map((s) => [
              escapeHtml([s.plan, s.period].filter(Boolean).join(', ') || '—'),
              escapeHtml(`${money(s.amountCents)} a ${s.interval}`),
              escapeHtml(s.endedAt ? `ended ${when(s.endedAt)}` : s.paused ? `${s.status}, paused` : s.status),
              escapeHtml(`${when(s.currentPeriodStart)} – ${when(s.currentPeriodEnd)}`),
              escapeHtml(s.discount ?? '—'),
            ]),
          )}<h3>Invoices</h3>${table(
            ['Issued', 'Number', 'Status', 'Total', 'Paid'],
            pay.invoices.map((i) => [
              escapeHtml(when(i.createdAt)),
              escapeHtml(i.number ?? i.id),
              escapeHtml(i.status),
              escapeHtml(money(i.totalCents)),
              escapeHtml(money(i.amountPaidCents)),
            ]),
          )}<h3>Payments</h3>${table(
            ['Paid', 'Amount', 'Refunded', 'Status'],
            pay.payments.map((p) => [
              escapeHtml(when(p.paidAt)),
              escapeHtml(money(p.amountCents)),
              escapeHtml(money(p.refundedCents)),
              escapeHtml(p.status),
            ]),
          )}<h3>Refunds</h3>${table(
            ['Refunded', 'Amount', 'Status', 'Reason'],
            (pay.refunds ?? []).map((r) => [
              escapeHtml(when(r.createdAt)),
              escapeHtml(money(r.amountCents)),
              escapeHtml(r.status),
              escapeHtml(r.reason ?? '—'),
            ]),
          )}`;

  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Your Impromptu data</title>
<style>
  body { font-family: system-ui, sans-serif; color: #1f2937; margin: 2rem auto; max-width: 60rem; padding: 0 1rem; line-height: 1.5; }
  h1 { color: #be185d; } h2 { border-bottom: 2px solid #fbcfe8; padding-bottom: .25rem; margin-top: 2rem; }
  table { border-collapse: collapse; width: 100%; font-size: .9rem; } th, td { text-align: left; padding: .4rem .5rem; border-bottom: 1px solid #e5e7eb; vertical-align: top; }
  .scroll { overflow-x: auto; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: .25rem 1rem; } dt { font-weight: 600; }
</style>
</head>
<body>
<h1>Your Impromptu data</h1>
<p>Everything Impromptu holds about you on ${escapeHtml(when(data.exportedAt))}. The JSON file from the same page has every field of every record.</p>
${section('Profile', profile)}
${section(
  'Groups',
  table(
    ['Group', 'Type', 'Joined'],
    data.groups.map((g) => [escapeHtml(g.name), escapeHtml(g.type), escapeHtml(when(g.joinedAt))]),
  ),
)}
${section(`Game rounds (${data.gameRounds.length})`, rounds)}
${section(
  'Written inputs',
  table(
    ['Question', 'Your answer', 'Last changed'],
    data.writtenInputs.map((w) => [escapeHtml(w.label), escapeHtml(w.text), escapeHtml(when(w.updatedAt))]),
  ),
)}
${section('Payments', payments)}
${section(
  'Lesson videos watched',
  table(
    ['Video', 'Watched', 'Stopped at', 'Last watched'],
    data.watchedVideos.map((w) => [
      escapeHtml(w.video),
      escapeHtml(`${Math.round(watchedSeconds(w.spans))} s of ${Math.round(w.durationSeconds)} s`),
      escapeHtml(`${Math.round(w.positionSeconds)} s`),
      escapeHtml(when(w.updatedAt)),
    ]),
  ),
)}
${areas}
${section(
  'Signed-in sessions',
  table(
    ['Signed in', 'Last seen', 'Browser'],
    data.sessions.map((s) => [
      escapeHtml(when(s.signedInAt)),
      escapeHtml(when(s.lastSeenAt)),
      escapeHtml(s.userAgent ?? 'Unknown'),
    ]),
  ),
)}
${section(
  'E-mails we sent you',
  table(
    ['Subject', 'Written', 'Status'],
    data.emails.map((e) => [escapeHtml(e.subject), escapeHtml(when(e.createdAt)), escapeHtml(e.status)]),
  ),
)}
${section('Cookie consent', data.consent ? `<pre>${escapeHtml(JSON.stringify(data.consent, null, 2))}</pre>` : '<p>Nothing recorded.</p>')}
</body>
</html>
`;
}
