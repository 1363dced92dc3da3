import {
  BOT_COST_WARNING_ABOVE,
  CreateBotBodySchema,
  type BotDashboardSchema,
  type BotRecordListSchema,
} from '@impromptu/bff/contracts';
import { botsAdmin } from '@impromptu/bff/routes';
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, useActionData, useLoaderData, useNavigation, useRevalidator, useSearchParams } from '@remix-run/react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { z } from 'zod';
import { formatInZone } from '@impromptu/kernel';
import { focusRing } from '~/components/button';
import { requireAdmin } from '~/admin/require-admin.server';
import { useCoachSocket } from '~/coach/use-coach-socket';
import { DataTable } from '~/components/data-table';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { inputClass, Labelled, SubmitButton } from '~/components/forms';
import { isBffRefusal } from '~/utils/bff.server';
import { bffFor } from '~/utils/bff-session.server';
import { formErrors, formTrimmed, parseForm } from '~/utils/form-data.server';
import { log } from '~/utils/log.server';

export const meta: MetaFunction = () => [{ title: 'Bots | Impromptu' }];

const TABS = [
  { id: 'create', label: 'Create Bots' },
  { id: 'recordings', label: 'Audio Recordings' },
  { id: 'dashboard', label: 'Bots Dashboard' },
] as const;
type TabId = (typeof TABS)[number]['id'];
const tabOf = (value: string | null): TabId => (TABS.some((tab) => tab.id === value) ? (value as TabId) : 'create');

export const BOT_COST_WARNING = 'Bruh, you sure? It costs $1 per bot per hour.';
export const CREATE_FAILED = 'Failed to create bots';

type BotRecord = z.output<typeof BotRecordListSchema>[number];
type DashboardBot = z.output<typeof BotDashboardSchema>['bots'][number];

/** /games/bots (spec 3 §2.13, ADMIN_ONLY): the tab's data — a meeting's recordings, or every bot's state. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const url = new URL(request.url);
  const tab = tabOf(url.searchParams.get('tab'));
  const meetingId = url.searchParams.get('meetingId')?.trim() ?? '';
  let recordings: { meetingId: string; bots: BotRecord[] | null } | null = null;
  let dashboard: DashboardBot[] | null = null;
  if (tab === 'recordings' && meetingId) {
    try {
      recordings = {
        meetingId,
        bots: await bffFor(request).call(botsAdmin.audioRecordings, { params: { meetingId } }),
      };
    } catch (error) {
      // Spec 3 §8: a failed recordings fetch is logged only.
      log().error({ err: error, meetingId }, 'could not load the audio recordings of the meeting');
      recordings = { meetingId, bots: null };
    }
  }
  if (tab === 'dashboard') dashboard = (await bffFor(request).call(botsAdmin.dashboard, {})).bots;
  return { tab, recordings, dashboard };
}

type CreateResult =
  | { ok: true; botRecords: BotRecord[] }
  | { ok: false; errors: { meetingUrl?: string[]; numberOfBots?: string[]; form?: string[] } };

/** Create Bots (spec 3 §4.10, §5): meeting URL required; bot count digits only, below 1 becomes 1. */
/**
 * The form's two fields, each required (the count in digits), then the BFF's body, whose problems are said as
 * sentences about the field ('Number of bots must be at most 10.'); those are checked only once both fields are there.
 */
const CreateBotsFormSchema = z
  .object({
    meetingUrl: formTrimmed.pipe(z.string().min(1, 'Meeting URL is required.')),
    numberOfBots: formTrimmed.pipe(
      z.string().min(1, { error: 'Number of bots is required.', abort: true }).regex(/^\d+$/, 'Use digits only.'),
    ),
  })
  .transform((form, context) => {
    const parsed = CreateBotBodySchema.safeParse(form);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] === 'meetingUrl' ? 'meetingUrl' : 'numberOfBots';
      const message = field === 'meetingUrl' ? `Meeting URL ${issue.message}.` : `Number of bots ${issue.message}.`;
      context.addIssue({ code: 'custom', path: [field], message });
    }
    return z.NEVER;
  });

export async function action({ request }: ActionFunctionArgs) {
  await requireAdmin(request);
  const submission = parseForm(await request.formData(), CreateBotsFormSchema);
  if (submission.status !== 'success') {
    const { meetingUrl, numberOfBots } = formErrors(submission.error);
    return data<CreateResult>({ ok: false, errors: { meetingUrl, numberOfBots } }, { status: 400 });
  }
  try {
    const created = await bffFor(request).call(botsAdmin.create, { body: submission.value });
    return data<CreateResult>({ ok: true, botRecords: created.botRecords });
  } catch (error) {
    log().error({ err: error }, 'could not create the bots');
    const status = isBffRefusal(error, 'client') ? error.statusCode : 502;
    return data<CreateResult>({ ok: false, errors: { form: [CREATE_FAILED] } }, { status });
  }
}

export const ErrorBoundary = GeneralErrorBoundary;

// The same day on the server's render and in the browser: dates are read in UTC.
const dateOf = (iso: string) => formatInZone(iso, 'MMM d, y', 'UTC');
const fullName = (user: { first_name: string; last_name: string }) => `${user.first_name} ${user.last_name}`.trim();

export default function BotsPage() {
  const { tab } = useLoaderData<typeof loader>();
  const [, setSearchParams] = useSearchParams();
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});
  const select = (id: TabId) => setSearchParams(id === 'create' ? {} : { tab: id }, { preventScrollReset: true });

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const index = TABS.findIndex((t) => t.id === tab);
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % TABS.length
        : event.key === 'ArrowLeft'
          ? (index - 1 + TABS.length) % TABS.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? TABS.length - 1
              : null;
    if (next === null) return;
    event.preventDefault();
    const target = TABS[next]!;
    select(target.id);
    refs.current[target.id]?.focus();
  }

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-12 lg:px-8">
      <h1 className="text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">Bots</h1>
      <p className="mt-3 max-w-3xl text-lg text-ink-muted">
        AI coach bots join a class meeting, record the exercises of its breakout rooms and write feedback on them.
      </p>
      <div role="tablist" aria-label="Bots" className="mt-8 flex flex-wrap gap-2 border-b border-slate-200 pb-3">
        {TABS.map((t) => (
          <button
            // Not `Button`: a tab of a tablist, with its own selected look and arrow-key focus.
            key={t.id}
            ref={(element) => {
              refs.current[t.id] = element;
            }}
            type="button"
            role="tab"
            id={`bots-tab-${t.id}`}
            aria-selected={t.id === tab}
            aria-controls={`bots-panel-${t.id}`}
            tabIndex={t.id === tab ? 0 : -1}
            onClick={() => select(t.id)}
            onKeyDown={onKeyDown}
            className={`inline-flex min-h-11 items-center rounded-full px-4 text-sm font-bold ${
              t.id === tab ? 'bg-ink text-white' : 'bg-white text-ink ring-1 ring-slate-300 hover:bg-slate-100'
            } ${focusRing}`}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`bots-panel-${tab}`}
        aria-labelledby={`bots-tab-${tab}`}
        tabIndex={0}
        className="mt-6 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-pink"
      >
        {tab === 'create' ? <CreateBots /> : tab === 'recordings' ? <AudioRecordings /> : <BotsDashboard />}
      </div>
    </div>
  );
}

/** Digits only; an empty field stays empty (it is required), anything below 1 becomes 1. */
function botCountOf(typed: string): string {
  const digits = typed.replace(/\D+/g, '');
  if (digits === '') return '';
  return Number(digits) < 1 ? '1' : String(Number(digits));
}

function CreateBots() {
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const pending = navigation.state === 'submitting' && navigation.formMethod?.toLowerCase() === 'post';
  const [count, setCount] = useState('1');
  const errors = result && !result.ok ? result.errors : {};
  const resultsRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (result?.ok) resultsRef.current?.focus();
  }, [result]);

  return (
    <section aria-labelledby="create-bots-heading" className="flex flex-col gap-8">
      <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        <h2 id="create-bots-heading" className="text-xl font-bold text-ink">
          Create Bots
        </h2>
        {errors.form ? (
          <p role="alert" className="mt-3 font-bold text-red-700">
            {CREATE_FAILED}
          </p>
        ) : null}
        <Form method="post" noValidate className="mt-5 grid gap-5 sm:grid-cols-[2fr_1fr]">
          <Labelled
            label="Meeting URL"
            errors={errors.meetingUrl}
            hint="For a scheduled meeting, paste the full invite URL with its token (the ?pwd=… part), or the bot cannot join."
          >
            {(props) => (
              <input
                {...props}
                name="meetingUrl"
                type="url"
                inputMode="url"
                required
                autoComplete="off"
                placeholder="https://zoom.us/j/123456789?pwd=…"
                className={inputClass}
              />
            )}
          </Labelled>
          <Labelled
            label="Number of bots"
            errors={errors.numberOfBots}
            hint={
              Number(count) > BOT_COST_WARNING_ABOVE ? (
                <span role="status" className="font-bold text-amber-800">
                  {BOT_COST_WARNING}
                </span>
              ) : (
                'One bot per breakout room.'
              )
            }
          >
            {(props) => (
              <input
                {...props}
                name="numberOfBots"
                inputMode="numeric"
                pattern="[0-9]*"
                required
                value={count}
                onChange={(event) => setCount(event.target.value.replace(/\D+/g, ''))}
                onBlur={() => setCount((typed) => botCountOf(typed))}
                className={inputClass}
              />
            )}
          </Labelled>
          <div className="sm:max-w-xs">
            <SubmitButton pending={pending} pendingLabel="Creating…">
              Create bots
            </SubmitButton>
          </div>
        </Form>
      </div>
      {result?.ok ? (
        <section aria-labelledby="created-bots-heading">
          <h2
            ref={resultsRef}
            tabIndex={-1}
            id="created-bots-heading"
            className="text-xl font-bold text-ink outline-none"
          >
            {result.botRecords.length === 1 ? '1 bot created' : `${result.botRecords.length} bots created`}
          </h2>
          <DataTable label="Created bots" columns={['Bot', 'Bot id', 'Meeting', 'Breakout room']}>
            {result.botRecords.map((bot) => (
              <tr key={bot.id}>
                <th scope="row" className="px-4 py-3 font-semibold">
                  {bot.bot_name}
                </th>
                <td className="px-4 py-3 font-mono text-xs">{bot.recall_bot_id}</td>
                <td className="min-w-[12rem] max-w-xs break-all px-4 py-3">{bot.meeting_url}</td>
                <td className="px-4 py-3">
                  {bot.user_breakout_room.length
                    ? bot.user_breakout_room.map((room) => fullName(room.user)).join(', ')
                    : 'Nobody yet'}
                </td>
              </tr>
            ))}
          </DataTable>
        </section>
      ) : null}
    </section>
  );
}

function AudioRecordings() {
  const { recordings } = useLoaderData<typeof loader>();
  const [searchParams] = useSearchParams();
  const navigation = useNavigation();
  const pending = navigation.state === 'loading' && navigation.location?.search.includes('meetingId=');
  const [meetingId, setMeetingId] = useState(searchParams.get('meetingId') ?? '');
  const [error, setError] = useState<string[] | undefined>(undefined);

  return (
    <section aria-labelledby="recordings-heading" className="flex flex-col gap-8">
      <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        <h2 id="recordings-heading" className="text-xl font-bold text-ink">
          Audio Recordings
        </h2>
        <Form
          method="get"
          noValidate
          className="mt-5 grid gap-5 sm:grid-cols-[2fr_1fr] sm:items-start"
          onSubmit={(event) => {
            if (meetingId.trim() === '') {
              event.preventDefault();
              setError(['Meeting id is required.']);
            } else setError(undefined);
          }}
        >
          <input type="hidden" name="tab" value="recordings" />
          <Labelled
            label="Meeting id"
            errors={error}
            hint="The Zoom meeting number, or the meeting URL the bots were created for."
          >
            {(props) => (
              <input
                {...props}
                name="meetingId"
                required
                value={meetingId}
                onChange={(event) => setMeetingId(event.target.value)}
                className={inputClass}
              />
            )}
          </Labelled>
          <div className="sm:mt-7 sm:max-w-xs">
            <SubmitButton pending={Boolean(pending)} pendingLabel="Looking up…">
              Show recordings
            </SubmitButton>
          </div>
        </Form>
      </div>
      {recordings ? (
        recordings.bots === null ? (
          <p className="text-ink-muted">
            The recordings of meeting {recordings.meetingId} could not be loaded. Try again in a moment.
          </p>
        ) : recordings.bots.length === 0 ? (
          <p className="text-ink-muted">No bots joined meeting {recordings.meetingId}.</p>
        ) : (
          recordings.bots.map((bot) => <BotRecordings key={bot.id} bot={bot} />)
        )
      ) : null}
    </section>
  );
}

function BotRecordings({ bot }: { bot: BotRecord }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h3 id={headingId} className="text-lg font-bold text-ink">
        {bot.bot_name}
      </h3>
      <p className="mt-1 break-all text-sm text-ink-muted">{bot.meeting_url}</p>
      <h4 className="mt-4 text-sm font-bold uppercase tracking-widest text-ink-muted">Breakout room</h4>
      {bot.user_breakout_room.length ? (
        <ul className="mt-2 flex flex-col gap-1 text-ink">
          {bot.user_breakout_room.map((room) => (
            <li key={room.id}>
              <span className="font-semibold">{fullName(room.user)}</span>{' '}
              <span className="text-ink-muted">({room.user.email})</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-ink-muted">Nobody is assigned to this bot.</p>
      )}
      {bot.audio_recordings.length ? (
        <DataTable
          label={`Recordings of ${bot.bot_name}`}
          columns={[{ heading: 'Duration (s)', numeric: true }, 'Created', 'AI feedback', 'Audio']}
        >
          {bot.audio_recordings.map((recording) => (
            <tr key={recording.id} className="align-top">
              <td className="px-4 py-3 text-right tabular-nums">{Math.round(recording.duration)}</td>
              <td className="whitespace-nowrap px-4 py-3">{dateOf(recording.created_at)}</td>
              <td className="min-w-[16rem] max-w-xl whitespace-pre-line px-4 py-3">
                {recording.ai_feedback ?? 'No feedback yet'}
              </td>
              <td className="px-4 py-3">
                {recording.audio_url ? (
                  <audio
                    controls
                    preload="none"
                    src={`/resources/coach/recordings/${recording.id}/audio`}
                    aria-label={`Recording of ${dateOf(recording.created_at)}`}
                    className="w-56 max-w-full"
                  />
                ) : (
                  <span className="text-ink-muted">No audio</span>
                )}
              </td>
            </tr>
          ))}
        </DataTable>
      ) : (
        <p className="mt-4 text-ink-muted">No recordings yet.</p>
      )}
    </section>
  );
}

const STATUS_LOOK: Record<DashboardBot['status'], string> = {
  RECORDING: 'bg-red-50 text-red-800 ring-red-200',
  STOPPED: 'bg-slate-100 text-ink ring-slate-300',
  CANCELLED: 'bg-amber-50 text-amber-900 ring-amber-200',
};

function BotsDashboard() {
  const { dashboard } = useLoaderData<typeof loader>();
  const revalidator = useRevalidator();
  const [live, setLive] = useState<Record<string, { status?: DashboardBot['status']; isConnected?: boolean }>>({});
  const bots = dashboard ?? [];
  const ids = bots.map((bot) => bot.recall_bot_id);
  const refresh = useRef<number | undefined>(undefined);
  const link = useCoachSocket(ids.length ? ids : null, (message) => {
    if (message.type === 'status_update') {
      const status = message.isRecording ? 'RECORDING' : message.status;
      const known = live[message.botId]?.status ?? bots.find((bot) => bot.recall_bot_id === message.botId)?.status;
      setLive((current) => ({ ...current, [message.botId]: { ...current[message.botId], status } }));
      // A start, stop or cancel changes the last recording: read the dashboard again, once per burst.
      if (status !== known) {
        window.clearTimeout(refresh.current);
        refresh.current = window.setTimeout(() => revalidator.revalidate(), 1500);
      }
    } else if (message.type === 'connection_update') {
      setLive((current) => ({
        ...current,
        [message.botId]: { ...current[message.botId], isConnected: message.isConnected },
      }));
    }
  });
  useEffect(() => () => window.clearTimeout(refresh.current), []);

  return (
    <section aria-labelledby="dashboard-heading">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="dashboard-heading" className="text-xl font-bold text-ink">
          Bots Dashboard
        </h2>
        {ids.length ? (
          <p className="text-sm font-semibold text-ink-muted" role="status">
            {link === 'connected'
              ? 'Live: statuses update as they change.'
              : link === 'connecting'
                ? 'Connecting to live updates…'
                : 'Live updates lost. Refresh the page to reconnect.'}
          </p>
        ) : null}
      </div>
      {bots.length === 0 ? (
        <p className="mt-3 text-ink-muted">No bots yet. Create some in the Create Bots tab.</p>
      ) : (
        <DataTable
          label="Every bot's live status"
          columns={['Bot', 'Status', 'In meeting', 'Meeting', 'Last recording']}
        >
          {bots.map((bot) => {
            const status = live[bot.recall_bot_id]?.status ?? bot.status;
            const connected = live[bot.recall_bot_id]?.isConnected ?? bot.is_connected;
            const last = bot.last_recording;
            return (
              <tr key={bot.id} className="align-top">
                <th scope="row" className="px-4 py-3 font-semibold">
                  {bot.bot_name}
                  <span className="block text-xs font-normal text-ink-muted">
                    {bot.adapter === 'embedded' ? 'Embedded bot' : 'Meeting bot'}
                  </span>
                </th>
                <td className="px-4 py-3">
                  <span
                    className={`inline-flex rounded-full px-2.5 py-1 text-xs font-bold ring-1 ${STATUS_LOOK[status]}`}
                  >
                    {status}
                  </span>
                </td>
                <td className="px-4 py-3">{connected ? 'Yes' : 'No'}</td>
                <td className="max-w-xs break-all px-4 py-3">{bot.meeting_id}</td>
                <td className="px-4 py-3">
                  {last ? (
                    <>
                      {dateOf(last.created_at)}, {last.status.toLowerCase()}
                      {last.duration !== null ? `, ${Math.round(last.duration)} s` : ''}
                      <span className="block text-xs text-ink-muted">
                        Feedback:{' '}
                        {last.feedback_status === null
                          ? 'none'
                          : last.feedback_status === 'READY'
                            ? 'ready'
                            : last.feedback_status === 'FAILED'
                              ? 'failed'
                              : 'being written'}
                      </span>
                    </>
                  ) : (
                    <span className="text-ink-muted">None yet</span>
                  )}
                </td>
              </tr>
            );
          })}
        </DataTable>
      )}
    </section>
  );
}
