import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { VOICE_BANDS } from '@impromptu/voice/bands';
import type { VoiceBaseline } from '@impromptu/voice/analysis';
import type { VoiceMetrics } from '@impromptu/voice/metrics';
import type { VoiceTimeline } from '@impromptu/voice/live';
import { paceMarginPct } from '@impromptu/voice/confidence';
import { chooseTip, gameMetricsOf, type Tip } from './debrief-tips';
import { fillerMargin, fillerText, paceText, qualityOf, roundFigures } from './figure-accuracy';
import {
  debriefView,
  joinClosePrompts,
  markRows,
  UNHEARD_ROUND,
  type MARK_ROWS,
  type DebriefInput,
  type DebriefNoteId,
} from './debrief-view';
import { deleteRecordings, formatBytes, recordingsUsage } from './recordings';
import { promptMarksOf, type VoiceController, type VoiceStretch } from './voice-controller';
import { formatClockMs, formatSeconds } from './voice-figures';
import { Button } from '~/components/button';

/*
 * The round debrief (issue 31, ADR 0042): after each round (compact, skippable) and for every round at the
 * game's end. The replay of the learner's own voice from this device, a timeline with the prompts at their
 * moments, speech and pauses, long hesitations and filled pauses (a mark plays its moment), the pace and
 * filled pauses against the bands and the learner's recent rounds, and one tip from what was measured.
 */

type Mark = { kind: 'prompt' | 'filled-pause' | 'hesitation'; atMs: number; endMs: number; label: string };

function marksOf(stretch: VoiceStretch): Mark[] {
  if (stretch.result.status !== 'done') return [];
  const { timeline } = stretch.result;
  const marks: Mark[] = joinClosePrompts(promptMarksOf(stretch), timeline.analysedMs).map((prompt) => ({
    kind: 'prompt',
    atMs: prompt.atMs,
    endMs: prompt.atMs,
    label: prompt.label,
  }));
  for (const pause of timeline.pauses)
    if (pause.endMs - pause.startMs > VOICE_BANDS.hesitationMs)
      marks.push({
        kind: 'hesitation',
        atMs: pause.startMs,
        endMs: pause.endMs,
        label: `Silence of ${formatSeconds(pause.endMs - pause.startMs)}`,
      });
  for (const filled of timeline.filledPauses)
    marks.push({ kind: 'filled-pause', atMs: filled.startMs, endMs: filled.endMs, label: 'Filled pause' });
  return marks.sort((a, b) => a.atMs - b.atMs);
}

/** The rows of markRows: above the bar, then below it. */
const ROW_TOP: Record<(typeof MARK_ROWS)[number], string> = {
  0: 'top-0',
  1: 'top-10',
  2: 'top-[4.75rem]',
  3: 'top-[6.75rem]',
};

const MARK_STYLE: Record<Mark['kind'], string> = {
  prompt: 'bg-sky-700 text-white',
  'filled-pause': 'bg-fuchsia-700 text-white',
  hesitation: 'bg-amber-700 text-white',
};

/** The audio of a round to play: an object URL of the in-memory recording, revoked when the debrief goes. */
function useAudioUrl(stretch: VoiceStretch): string | null {
  const audio =
    stretch.recording.kind === 'saved' || stretch.recording.kind === 'saving' || stretch.recording.kind === 'unsaved'
      ? stretch.recording.audio
      : null;
  const url = useMemo(() => (audio ? URL.createObjectURL(audio) : null), [audio]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}

/** The rule's input from a round of this visit. */
export function debriefInputOf(stretch: VoiceStretch): DebriefInput {
  const recording = stretch.recording;
  return {
    result: stretch.result,
    recording:
      recording.kind === 'unsaved'
        ? recording.problem === 'full'
          ? 'unsaved-full'
          : 'unsaved-blocked'
        : recording.kind,
    missedMs: stretch.missedMs,
  };
}

function Timeline({
  stretch,
  onPlay,
  canPlay,
  voiceMarks,
}: {
  stretch: VoiceStretch;
  onPlay: (atMs: number) => void;
  canPlay: boolean;
  /** Filled pauses and long silences marked (not when the room drowned them). */
  voiceMarks: boolean;
}) {
  if (stretch.result.status !== 'done') return null;
  const { timeline } = stretch.result;
  const total = Math.max(1, timeline.analysedMs);
  const at = (ms: number) => `${Math.min(100, Math.max(0, (ms / total) * 100))}%`;
  const marks = marksOf(stretch).filter((mark) => voiceMarks || mark.kind === 'prompt');
  const rows = markRows(marks, total);
  const lowest = Math.max(1, ...rows);
  return (
    <div className="mt-3">
      <div
        className={`relative ${lowest === 1 ? 'h-20' : lowest === 2 ? 'h-28' : 'h-36'}`}
        data-debrief-timeline={timeline.analysedMs}
      >
        <div
          role="img"
          aria-label={`Your round: ${formatClockMs(timeline.analysedMs)}, speech in ${timeline.speech.length} ${timeline.speech.length === 1 ? 'stretch' : 'stretches'}, ${timeline.pauses.length} ${timeline.pauses.length === 1 ? 'pause' : 'pauses'}`}
          className="absolute inset-x-0 top-7 h-3 overflow-hidden rounded-full bg-slate-200"
        >
          {timeline.speech.map((span) => (
            <span
              key={span.startMs}
              data-debrief-speech=""
              className="absolute inset-y-0 bg-emerald-600"
              style={{ left: at(span.startMs), width: at(span.endMs - span.startMs) }}
            />
          ))}
        </div>
        <ol aria-label="Moments in your round" className="contents">
          {marks.map((mark, index) => (
            <li
              key={`${mark.kind}-${mark.atMs}`}
              className={`absolute ${ROW_TOP[(rows[index] ?? 0) as (typeof MARK_ROWS)[number]]}`}
              style={{ left: at(mark.atMs) }}
            >
              <button
                // Not `Button`: a mark on the debrief timeline, sized and coloured by its kind.
                type="button"
                data-debrief-mark={mark.kind}
                disabled={!canPlay}
                onClick={() => onPlay(mark.atMs)}
                className={`min-h-6 min-w-6 -translate-x-1/2 whitespace-nowrap rounded px-1.5 py-0.5 text-xs font-semibold focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-slate-800 disabled:cursor-default ${MARK_STYLE[mark.kind]}`}
                title={mark.label}
              >
                <span aria-hidden="true">
                  {mark.kind === 'prompt' ? '▼' : mark.kind === 'filled-pause' ? 'uh' : '…'}
                </span>
                <span className="sr-only">
                  {mark.label} at {formatClockMs(mark.atMs)}
                  {canPlay ? ': play this moment' : ''}
                </span>
              </button>
            </li>
          ))}
        </ol>
      </div>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-ink-muted" aria-label="Timeline key">
        <li className="flex items-center gap-1">
          <span aria-hidden="true" className="inline-block h-2 w-4 rounded bg-emerald-600" /> Speech
        </li>
        <li className="flex items-center gap-1">
          <span aria-hidden="true" className="inline-block h-2 w-4 rounded bg-slate-200 ring-1 ring-slate-300" /> Pause
        </li>
        <li className="flex items-center gap-1">
          <span aria-hidden="true" className="rounded bg-sky-700 px-1 text-white">
            ▼
          </span>{' '}
          Prompt
        </li>
        <li className="flex items-center gap-1">
          <span aria-hidden="true" className="rounded bg-fuchsia-700 px-1 text-white">
            uh
          </span>{' '}
          Filled pause
        </li>
        <li className="flex items-center gap-1">
          <span aria-hidden="true" className="rounded bg-amber-700 px-1 text-white">
            …
          </span>{' '}
          Silence over 2 s
        </li>
      </ul>
      {marks.length > 0 ? (
        <ul className="mt-2 space-y-0.5 text-xs text-ink-muted sm:hidden" aria-hidden="true">
          {marks
            .filter((mark) => mark.kind === 'prompt')
            .slice(0, 6)
            .map((mark) => (
              <li key={mark.atMs}>
                {formatClockMs(mark.atMs)} {mark.label}
              </li>
            ))}
        </ul>
      ) : null}
    </div>
  );
}

function band(value: number, min: number, max: number): string {
  return value < min ? 'below the band' : value > max ? 'above the band' : 'within the band';
}

/**
 * The pace and filled pauses of the round, against the bands and the learner's usual: the server's baseline of
 * this game (ADR 0023, with pace and filled pauses since issue 31's addendum), read before this visit's rounds
 * were saved; without one, the median of the rounds kept on this device.
 */
function PaceFigures({
  metrics,
  timeline,
  recent,
  baseline,
}: {
  metrics: VoiceMetrics;
  timeline: VoiceTimeline;
  recent: VoiceMetrics[];
  baseline: VoiceBaseline | null;
}) {
  // A figure that did not pass (too little speech, noise, clipping) is saved as null: its reason is shown instead.
  const quality = qualityOf(metrics, timeline);
  const rate = quality.pace.ok ? (metrics.articulationRate ?? null) : null;
  const fillers = quality.filledPauses.ok ? (metrics.filledPausesPerMinute ?? null) : null;
  // A usual on this device needs a few rounds: with fewer than three kept, none is shown.
  const usualRate =
    baseline?.articulationRate ?? (recent.length >= 3 ? medianOf(recent.map((m) => m.articulationRate ?? null)) : null);
  const usualFillers =
    baseline?.filledPausesPerMinute ??
    (recent.length >= 3 ? medianOf(recent.map((m) => m.filledPausesPerMinute ?? null)) : null);
  const { min, max } = VOICE_BANDS.articulationRate;
  return (
    <dl className="mt-3 grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
      <div className="flex items-baseline justify-between gap-3 border-b border-slate-100 pb-1">
        <dt className="text-ink-muted">Pace</dt>
        <dd className="text-right font-bold tabular-nums text-ink" data-debrief-figure="pace" data-value={rate ?? ''}>
          {paceText(metrics, quality)}
          {rate !== null ? (
            <span className="block text-xs font-normal text-ink-muted">
              {band(rate, min, max)} ({min}–{max}){usualRate !== null ? ` · your usual ${usualRate.toFixed(1)}` : ''}
            </span>
          ) : null}
        </dd>
      </div>
      <div className="flex items-baseline justify-between gap-3 border-b border-slate-100 pb-1">
        <dt className="text-ink-muted">Filled pauses</dt>
        <dd
          className="text-right font-bold tabular-nums text-ink"
          data-debrief-figure="filled-pauses"
          data-value={fillers ?? ''}
        >
          {fillerText(metrics, quality)}
          {fillers !== null ? (
            <span className="block text-xs font-normal text-ink-muted">
              {fillers > VOICE_BANDS.filledPausesPerMinute
                ? `more than ${VOICE_BANDS.filledPausesPerMinute} a minute`
                : `up to ${VOICE_BANDS.filledPausesPerMinute} a minute is ordinary`}
              {usualFillers !== null ? ` · your usual ${usualFillers.toFixed(1)}` : ''}
            </span>
          ) : null}
        </dd>
      </div>
    </dl>
  );
}

function medianOf(values: (number | null)[]): number | null {
  const known = values.filter((v): v is number => v !== null).sort((a, b) => a - b);
  if (known.length === 0) return null;
  const middle = Math.floor(known.length / 2);
  return known.length % 2 === 1 ? known[middle]! : (known[middle - 1]! + known[middle]!) / 2;
}

/** Size of the learner's kept recordings and the 'Delete recordings' control. */
function KeptRecordings({ controller, refresh }: { controller: VoiceController; refresh: string }) {
  const learner = controller.learner;
  const [usage, setUsage] = useState<{ rounds: number; bytes: number } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [deleted, setDeleted] = useState(false);
  useEffect(() => {
    if (!learner) return;
    let current = true;
    recordingsUsage(learner).then(
      (value) => current && setUsage(value),
      () => current && setProblem('This browser does not let the site keep recordings.'),
    );
    return () => {
      current = false;
    };
  }, [learner, refresh]);
  if (!learner) return null;
  const remove = () => {
    deleteRecordings(learner).then(
      () => {
        controller.forgetRecordings();
        setUsage({ rounds: 0, bytes: 0 });
        setDeleted(true);
      },
      () => setProblem('The recordings could not be deleted. Try again, or clear this site’s data in the browser.'),
    );
  };
  return (
    <div className="mt-3 flex flex-wrap items-center justify-between gap-2 border-t border-slate-100 pt-3 text-sm">
      <p className="text-ink-muted" role="status" data-recordings-usage={usage?.bytes ?? ''}>
        {problem ??
          (deleted
            ? 'Recordings deleted from this device.'
            : usage
              ? `Kept on this device: ${usage.rounds} ${usage.rounds === 1 ? 'round' : 'rounds'}, ${formatBytes(usage.bytes)}`
              : 'Kept on this device')}
      </p>
      <Button
        variant="plain"
        className="rounded-full px-3 py-1.5 font-semibold text-red-800 ring-1 ring-red-300 hover:bg-red-50 disabled:cursor-not-allowed disabled:opacity-60"
        type="button"
        onClick={remove}
        disabled={usage?.rounds === 0}
      >
        Delete recordings
      </Button>
    </div>
  );
}

/** One round's debrief. `compact` between rounds: it can be skipped with one key press and shown again. */
export function RoundDebrief({
  controller,
  stretch,
  title,
  baseline,
  recent,
  recordingsKey,
  startOpen = true,
  compact = false,
  more = null,
}: {
  controller: VoiceController;
  stretch: VoiceStretch;
  title: string;
  baseline: VoiceBaseline | null;
  /** The learner's kept rounds on this device: their usual, this round left out. */
  recent: { id: string; metrics: VoiceMetrics }[];
  /** Changes whenever a round of the game is kept or deleted: the size shown is read again. */
  recordingsKey: string;
  startOpen?: boolean;
  /** Between rounds: the replay, one line of figures and the tip; the timeline and the rest one button away. */
  compact?: boolean;
  /** Shown with the whole debrief (the round's metrics card, between rounds). */
  more?: ReactNode;
}) {
  const [open, setOpen] = useState(startOpen);
  const [whole, setWhole] = useState(!compact);
  const audioRef = useRef<HTMLAudioElement>(null);
  const url = useAudioUrl(stretch);
  // A recording from MediaRecorder often has no duration in its header (Chromium's WebM): seeking to its end once
  // makes the browser read it, so the player shows the length and the marks seek precisely.
  useEffect(() => {
    const audio = audioRef.current;
    if (!audio || !url) return;
    const onMetadata = () => {
      if (audio.duration !== Infinity) return;
      const back = () => {
        audio.removeEventListener('durationchange', back);
        audio.currentTime = 0;
      };
      audio.addEventListener('durationchange', back);
      audio.currentTime = 1e9;
    };
    audio.addEventListener('loadedmetadata', onMetadata);
    return () => audio.removeEventListener('loadedmetadata', onMetadata);
  }, [url, open]);
  const play = (atMs: number) => {
    const audio = audioRef.current;
    if (!audio) return;
    // A moment is heard from just before it.
    audio.currentTime = Math.max(0, atMs / 1000 - 0.5);
    void audio.play().catch(() => undefined);
  };
  const done = stretch.result.status === 'done' ? stretch.result : null;
  const Heading = compact ? 'h2' : 'h3';
  const view = debriefView(debriefInputOf(stretch));
  const tip = done && view.tip ? chooseTip(done.metrics, baseline?.pitchRangeSemitones ?? null) : null;
  return (
    <section
      aria-label={title}
      data-debrief={stretch.result.status}
      className="w-full max-w-xl rounded-2xl bg-white p-4 text-left shadow ring-1 ring-slate-200 sm:p-5"
    >
      <div className="flex items-center justify-between gap-3">
        {/* Between rounds the start card has no heading of its own above it: the debrief's is the page's second level. */}
        <Heading className="text-base font-bold text-ink">{title}</Heading>
        <Button
          variant="plain"
          className="rounded-full px-3 py-1 text-sm font-semibold text-ink ring-1 ring-slate-300 hover:bg-slate-50"
          type="button"
          aria-expanded={open}
          onClick={() => setOpen(!open)}
        >
          {open ? 'Skip debrief' : 'Show debrief'}
        </Button>
      </div>
      {!open ? null : stretch.result.status === 'pending' ? (
        <p role="status" className="mt-2 text-sm text-ink-muted">
          Preparing your debrief…
        </p>
      ) : (
        <>
          {url && view.replay ? (
            // The learner's own voice, which they have just spoken: the timeline below is its outline.
            <audio
              ref={audioRef}
              src={url}
              controls
              preload="metadata"
              className="mt-3 w-full"
              aria-label="Replay your round"
            />
          ) : null}
          {view.notes.map((note) => (
            <p
              key={note.id}
              role="status"
              data-debrief-note={note.id}
              className={`mt-2 text-sm ${note.id === 'keeping' ? 'text-ink-muted' : 'text-ink'}`}
            >
              {note.text}
            </p>
          ))}
          {!whole ? (
            <>
              {done && view.figures ? <CompactFigures metrics={done.metrics} timeline={done.timeline} /> : null}
              {tip ? <TipBox tip={tip} brief /> : null}
            </>
          ) : (
            <>
              {view.timeline ? (
                <Timeline
                  stretch={stretch}
                  onPlay={play}
                  canPlay={url !== null && view.replay}
                  voiceMarks={view.voiceMarks}
                />
              ) : null}
              {done && view.figures ? (
                <PaceFigures
                  metrics={done.metrics}
                  timeline={done.timeline}
                  baseline={baseline}
                  recent={recent
                    .filter((round) => stretch.recording.kind !== 'saved' || round.id !== stretch.recording.id)
                    .map((round) => round.metrics)}
                />
              ) : null}
              {tip ? <TipBox tip={tip} /> : null}
              {more}
            </>
          )}
          {/* Nothing more to show (too short, not analysed): no button that opens an empty or zeroed card. */}
          {compact && view.timeline ? (
            <Button
              variant="plain"
              className="mt-3 rounded text-sm font-semibold text-ink underline underline-offset-2"
              type="button"
              aria-expanded={whole}
              onClick={() => setWhole(!whole)}
            >
              {whole ? 'Show less' : 'Show the timeline and all figures'}
            </Button>
          ) : null}
          {stretch.recording.kind !== 'off' ? <KeptRecordings controller={controller} refresh={recordingsKey} /> : null}
        </>
      )}
    </section>
  );
}

/** The one tip: what to try, why (the figure it rests on) and its research one tap away; `brief` between rounds. */
export function TipBox({ tip, brief = false }: { tip: Tip; brief?: boolean }) {
  const [showResearch, setShowResearch] = useState(false);
  const researchId = useId();
  return (
    <div className="mt-3 rounded-xl bg-sky-50 p-3 ring-1 ring-sky-200" data-debrief-tip={tip.id}>
      <p className="text-sm font-bold text-ink">Tip: {tip.title}</p>
      <p className="mt-1 text-sm text-ink">{tip.text}</p>
      {brief ? null : (
        <>
          <p className="mt-1 text-xs text-ink-muted">Why this tip: {tip.because}</p>
          <Button
            variant="plain"
            className="mt-2 rounded text-sm font-semibold text-sky-900 underline underline-offset-2"
            type="button"
            aria-expanded={showResearch}
            aria-controls={researchId}
            onClick={() => setShowResearch(!showResearch)}
          >
            {showResearch ? 'Hide the research' : 'The research behind it'}
          </Button>
          <p id={researchId} hidden={!showResearch} className="mt-1 text-xs text-ink">
            {tip.research}
          </p>
        </>
      )}
    </div>
  );
}

/** Between rounds, the round's figures on one line: pace, pauses, filled pauses. */
function CompactFigures({ metrics, timeline }: { metrics: VoiceMetrics; timeline: VoiceTimeline }) {
  return (
    <p className="mt-3 text-sm text-ink" data-debrief-compact="">
      {roundFigures(metrics, timeline).join(' · ')}
    </p>
  );
}

const NO_FIGURES: Partial<Record<DebriefNoteId, string>> = {
  'analysis-failed': 'not analysed',
  'too-short': 'under two seconds',
  'heard-late': 'microphone still starting',
  silent: 'no speech heard',
  'loud-room': 'too loud to measure',
};

/**
 * The whole game at its end (issue 31): every round's pace, pauses and filled pauses in one table, the game's
 * figures over all of them and one tip chosen from those (debrief-tips gameMetricsOf). A round the debrief
 * does not trust (too short, silent, too loud, not analysed) says why instead of figures, and is left out of
 * the game's.
 */
export function GameDebriefSummary({
  rounds,
  unheard = [],
  baseline,
}: {
  rounds: { key: string; label: string; stretch: VoiceStretch }[];
  /** Rounds that ended before the microphone was on: listed first, saying so. */
  unheard?: { key: string; label: string }[];
  baseline: VoiceBaseline | null;
}) {
  const trusted: VoiceMetrics[] = [];
  const unheardRows = unheard.map(({ key, label }) => ({
    key,
    label,
    metrics: null,
    why: UNHEARD_ROUND,
  }));
  const measuredRows = rounds.map(({ key, label, stretch }) => {
    const view = debriefView(debriefInputOf(stretch));
    const metrics = stretch.result.status === 'done' && view.figures ? stretch.result.metrics : null;
    if (metrics) trusted.push(metrics);
    const why =
      stretch.result.status === 'pending'
        ? 'being analysed…'
        : (view.notes.map((note) => NO_FIGURES[note.id]).find((text) => text !== undefined) ?? 'not measured');
    return { key, label, metrics, why };
  });
  const rows = [...unheardRows, ...measuredRows];
  const game = gameMetricsOf(trusted);
  const tip = game ? chooseTip(game, baseline?.pitchRangeSemitones ?? null, 'game') : null;
  const cell = 'px-2 py-1.5 text-left align-top';
  return (
    <section
      aria-label="Your game"
      data-game-summary={rows.length}
      className="w-full max-w-xl rounded-2xl bg-white p-4 text-left shadow ring-1 ring-slate-200 sm:p-5"
    >
      <h3 className="text-base font-bold text-ink">Your game</h3>
      <div className="mt-2 overflow-x-auto">
        <table className="w-full text-sm tabular-nums text-ink">
          <caption className="sr-only">Pace, pauses and filled pauses of each round</caption>
          <thead className="text-xs text-ink-muted">
            <tr className="border-b border-slate-200">
              <th scope="col" className={cell}>
                Round
              </th>
              <th scope="col" className={cell}>
                Pace
              </th>
              <th scope="col" className={cell}>
                Pauses
              </th>
              <th scope="col" className={cell}>
                Filled pauses
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} className="border-b border-slate-100" data-game-summary-round="">
                <th scope="row" className={`${cell} font-semibold`}>
                  {row.label}
                </th>
                {row.metrics ? (
                  <>
                    <td className={cell}>
                      {row.metrics.articulationRate == null
                        ? 'not enough speech to measure'
                        : `${row.metrics.articulationRate.toFixed(1)}/s ±${paceMarginPct(row.metrics.syllableCount ?? 0)} %`}
                    </td>
                    <td className={cell}>
                      {row.metrics.pauseCount === 0
                        ? 'none'
                        : `${row.metrics.pauseCount} · ${formatSeconds(row.metrics.meanPauseMs ?? 0)}`}
                    </td>
                    <td className={cell}>
                      {row.metrics.filledPauseCount === undefined || row.metrics.filledPausesPerMinute == null
                        ? 'not enough speech to measure'
                        : `${row.metrics.filledPauseCount} ±${fillerMargin(row.metrics.filledPauseCount)} · ${row.metrics.filledPausesPerMinute.toFixed(1)}/min`}
                    </td>
                  </>
                ) : (
                  <td colSpan={3} className={`${cell} text-ink-muted`}>
                    {row.why}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-2 text-xs text-ink-muted">
        Pace in syllables a second while speaking, ± its measured error; pauses with their average length; filled pauses
        (“uh”, “um”) ± the count the detector may miss or add, and how many a minute. A round with too little speech to
        measure says so instead of a figure.
      </p>
      {game ? (
        <p className="mt-2 text-sm text-ink" data-game-summary-figures="">
          <span className="font-semibold">Over the game:</span> {roundFigures(game).join(' · ')}
        </p>
      ) : (
        <p role="status" className="mt-2 text-sm text-ink">
          No round of this game could be measured, so there is no tip for it.
        </p>
      )}
      {tip ? <TipBox tip={tip} /> : null}
    </section>
  );
}
