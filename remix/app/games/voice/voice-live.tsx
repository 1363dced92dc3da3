import { MicrophoneIcon } from '@heroicons/react/24/outline';
import { useEffect, useState, useSyncExternalStore } from 'react';
import type { GameState, SequenceComponent, ShortCode } from '@impromptu/games';
import {
  compareWithBaseline,
  comparisonLabel,
  figureOf,
  type BaselineFigure,
  type VoiceBaseline,
} from '@impromptu/voice/analysis';
import type { VoiceMetrics } from '@impromptu/voice/metrics';
import { VoiceBaselineAnswerSchema } from './voice-baseline-answer';
import type { VoiceController, VoiceSnapshot, VoiceStretch } from './voice-controller';
import {
  formatClockMs,
  formatPercent,
  formatSeconds,
  isHesitatingNow,
  pauseTakenOn,
  silencesOf,
  talkShares,
} from './voice-figures';
import { voiceStartingLine, voiceUnavailableLine } from './voice-reasons';
import { lastSpokenRoundOf } from './voice-rounds';
import { recentMetrics } from './recordings';
import { UNHEARD_ROUND, unheardRounds } from './debrief-view';
import { GameDebriefSummary, RoundDebrief } from './voice-debrief';

/*
 * What the games show of the voice analysis (issue 18), loaded only with the switch on: the live feedback
 * of each game, small and beside or below its timer, and the metrics card after each round.
 */

export type LivePlace = 'conductor' | 'snow-globe' | 'speaking' | 'podcast';

function useVoice(controller: VoiceController): VoiceSnapshot {
  return useSyncExternalStore(controller.subscribe, controller.getSnapshot, controller.getSnapshot);
}

/** The line that says why there are no metrics, or null while the analysis runs (or starts). */
function UnavailableLine({
  snapshot,
  tone,
  recording,
}: {
  snapshot: VoiceSnapshot;
  tone: 'light' | 'dark';
  /** The learner asked for their rounds to be recorded: the line says they are not. */
  recording: boolean;
}) {
  if (snapshot.status.kind !== 'unavailable') return null;
  return (
    <p
      role="status"
      data-voice-unavailable={snapshot.status.reason}
      className={`rounded-lg px-3 py-1.5 text-sm font-semibold ${tone === 'light' ? 'bg-black/70 text-white' : 'bg-white text-ink shadow-sm ring-1 ring-slate-200'}`}
    >
      {voiceUnavailableLine(snapshot.status.reason, recording)}
    </p>
  );
}

/** The learner's own baseline of each game, asked for once per visit when its live feedback first shows (before the round is saved). */
const baselines = new Map<ShortCode, Promise<VoiceBaseline | null>>();

function baselineOf(shortCode: ShortCode): Promise<VoiceBaseline | null> {
  let baseline = baselines.get(shortCode);
  if (!baseline) {
    baseline = fetch(`/resources/games/${encodeURIComponent(shortCode)}/voice-baseline`, {
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
    })
      .then(async (response) => (response.ok ? VoiceBaselineAnswerSchema.safeParse(await response.json()) : null))
      // An answer the contract does not read counts as none.
      .then((answer) => (answer?.success ? answer.data.baseline : null))
      // Without it the card shows the round's figures alone.
      .catch(() => null);
    baselines.set(shortCode, baseline);
  }
  return baseline;
}

/** The figures of the learner's recorded rounds on this device: their usual pace and filled pauses. */
function useRecentMetrics(learner: string | null, refresh: string): { id: string; metrics: VoiceMetrics }[] {
  const [recent, setRecent] = useState<{ id: string; metrics: VoiceMetrics }[]>([]);
  useEffect(() => {
    if (!learner) return;
    let current = true;
    void recentMetrics(learner).then((metrics) => current && setRecent(metrics));
    return () => {
      current = false;
    };
  }, [learner, refresh]);
  return recent;
}

function useBaseline(shortCode: ShortCode): VoiceBaseline | null {
  const [baseline, setBaseline] = useState<VoiceBaseline | null>(null);
  useEffect(() => {
    let current = true;
    void baselineOf(shortCode).then((value) => current && setBaseline(value));
    return () => {
      current = false;
    };
  }, [shortCode]);
  return baseline;
}

export function VoiceLiveFeedback({
  controller,
  state,
  place,
}: {
  controller: VoiceController;
  state: GameState;
  colour: string;
  place: LivePlace;
}) {
  const snapshot = useVoice(controller);
  useEffect(() => void baselineOf(state.shortCode), [state.shortCode]);
  const tone = place === 'conductor' || place === 'podcast' ? 'light' : 'dark';
  if (snapshot.status.kind === 'unavailable')
    return <UnavailableLine snapshot={snapshot} tone={tone} recording={controller.learner !== null} />;
  const stretch = snapshot.current;
  if (!stretch) {
    return snapshot.status.kind === 'starting' ? (
      <p role="status" className={`text-sm font-semibold ${tone === 'light' ? 'text-white' : 'text-ink-muted'}`}>
        {voiceStartingLine(controller.learner !== null)}
      </p>
    ) : null;
  }
  const feedback = (() => {
    switch (place) {
      case 'conductor':
        return <EnergyTrace stretch={stretch} state={state} />;
      case 'snow-globe':
        return <PauseCues stretch={stretch} />;
      case 'podcast':
        return <TalkShare stretch={stretch} />;
      case 'speaking':
        return <SpeakingTime stretch={stretch} />;
    }
  })();
  const skipped = liveSkippedLine(stretch.live?.skippedMs ?? 0);
  if (!skipped) return feedback;
  return (
    <>
      {feedback}
      <p data-voice-live-skipped="" className={`text-xs ${tone === 'light' ? 'text-white' : 'text-ink-muted'}`}>
        {skipped}
      </p>
    </>
  );
}

/** Under load the live figures skip audio to keep up (issue 46): they say so, and that the debrief will not. */
export function liveSkippedLine(skippedMs: number): string | null {
  if (skippedMs < LIVE_SKIPPED_NOTE_MS) return null;
  return `Live figures skipped ${formatSeconds(skippedMs)} to keep up; your debrief uses the whole round.`;
}

/** Skips shorter than this are not worth a line. */
const LIVE_SKIPPED_NOTE_MS = 500;

function conductorSlides(state: GameState): Extract<SequenceComponent, { type: 'conductor-slide' }>[] {
  const sequence = state.sequences[state.sequenceIndex];
  return (sequence?.components ?? []).filter(
    (c): c is Extract<SequenceComponent, { type: 'conductor-slide' }> => c.type === 'conductor-slide',
  );
}

/** Conductor: the energy each slide asks for (dashed steps) and the learner's measured energy, along the slide timeline. */
/** The measured line: bright on the dark band whatever the game's colour (Conductor's grey would not show). */
const TRACE_COLOUR = '#fcd34d';

function EnergyTrace({ stretch, state }: { stretch: VoiceStretch; state: GameState }) {
  const slides = conductorSlides(state);
  const totalS = slides.reduce((sum, slide) => sum + slide.durationSeconds, 0) || 1;
  const before: number[] = [];
  slides.reduce((sum, slide, index) => {
    before[index] = sum;
    return sum + slide.durationSeconds;
  }, 0);
  const x = (seconds: number) => (Math.min(totalS, Math.max(0, seconds)) / totalS) * 1000;
  const y = (energy: number) => 46 - Math.min(1, Math.max(0, energy)) * 42;
  // Where a moment of the analysis falls on the timeline: in the slide shown then, from when it showed.
  const atTimeline = (atMs: number): number => {
    let step = stretch.steps[0];
    for (const candidate of stretch.steps) if (candidate.atMs <= atMs) step = candidate;
    if (!step) return atMs / 1000;
    const slide = slides[step.componentIndex];
    const into = (atMs - step.atMs) / 1000;
    return (before[step.componentIndex] ?? 0) + Math.min(slide?.durationSeconds ?? into, into);
  };
  const targets = slides
    .map((slide, index) =>
      slide.isFinal
        ? null
        : `M${x(before[index] ?? 0).toFixed(1)} ${y(slide.slideIndex / 10).toFixed(1)}H${x((before[index] ?? 0) + slide.durationSeconds).toFixed(1)}`,
    )
    .filter((d): d is string => d !== null)
    .join('');
  const trace = (stretch.live?.energyTrace ?? [])
    .map((point) => `${x(atTimeline(point.atMs)).toFixed(1)},${y(point.energy).toFixed(1)}`)
    .join(' ');
  const now = stretch.live?.energy ?? 0;
  const asked = slides[state.componentIndex];
  const askedText = asked && !asked.isFinal ? `this slide asks for ${asked.slideIndex * 10} %` : 'finish strong';
  return (
    <figure
      className="pointer-events-none flex flex-col gap-0.5"
      data-voice-trace={stretch.live?.energyTrace.length ?? 0}
    >
      <figcaption className="flex items-center gap-3 px-1 text-xs font-semibold text-white">
        <span className="inline-flex items-center gap-1">
          <span aria-hidden="true" className="inline-block w-4 border-t-2 border-dashed border-white" /> Asked
        </span>
        <span className="inline-flex items-center gap-1">
          <span
            aria-hidden="true"
            className="inline-block h-1 w-4 rounded-full"
            style={{ backgroundColor: TRACE_COLOUR }}
          />{' '}
          Your energy
        </span>
      </figcaption>
      <svg
        role="img"
        aria-label={`Your energy now ${Math.round(now * 100)} %, ${askedText}`}
        viewBox="0 0 1000 50"
        preserveAspectRatio="none"
        className="h-10 w-full rounded bg-black/60 ring-1 ring-white/20 sm:h-12"
      >
        <path
          d={targets}
          fill="none"
          stroke="#ffffff"
          strokeWidth="2"
          strokeDasharray="6 5"
          vectorEffect="non-scaling-stroke"
        />
        {trace ? (
          <polyline
            points={trace}
            fill="none"
            stroke={TRACE_COLOUR}
            strokeWidth="2.5"
            strokeLinejoin="round"
            vectorEffect="non-scaling-stroke"
          />
        ) : null}
      </svg>
    </figure>
  );
}

/** Snow Globe: whether the learner paused when the pie asked, and how long. */
function PauseCues({ stretch }: { stretch: VoiceStretch }) {
  const live = stretch.live;
  const now = live?.elapsedMs ?? 0;
  const silences = silencesOf(live);
  const cues = stretch.pauseCues.map((cue) => ({ cue, silence: pauseTakenOn(cue, silences, now) }));
  const open = cues.find(({ cue }) => cue.endMs === null);
  const done = cues.filter(({ cue }) => cue.endMs !== null);
  return (
    <div className="flex flex-col items-center gap-1.5 text-sm" data-voice-feedback="pause-cues">
      {open ? (
        <p role="status" className="rounded-full bg-white px-3 py-1 font-semibold text-ink shadow-sm">
          {live && !live.speaking && live.currentSilenceMs > 0
            ? `Pausing: ${formatSeconds(live.currentSilenceMs)}`
            : 'Pause asked: still talking'}
        </p>
      ) : null}
      {done.length > 0 ? (
        <ul aria-label="Pauses on cue" className="flex flex-wrap justify-center gap-2">
          {done.map(({ cue, silence }, index) => (
            <li
              key={cue.startMs}
              data-pause-on-cue={silence ? 'taken' : 'missed'}
              className={`rounded-full px-3 py-1 font-semibold shadow-sm ${silence ? 'bg-emerald-50 text-emerald-900 ring-1 ring-emerald-200' : 'bg-amber-50 text-amber-900 ring-1 ring-amber-200'}`}
            >
              Pause {index + 1}: {silence ? `taken, ${formatSeconds(silence.endMs - silence.startMs)}` : 'kept talking'}
            </li>
          ))}
        </ul>
      ) : open ? null : (
        <p className="text-ink-muted">Voice metrics on: pause when the globe is shaken.</p>
      )}
    </div>
  );
}

/** Triple Step, Rapid Fire, the breath games, Timer: speaking time, and a flag on hesitations. */
function SpeakingTime({ stretch }: { stretch: VoiceStretch }) {
  const live = stretch.live;
  const speakingMs = live?.speakingMs ?? 0;
  const ratio = live && live.elapsedMs > 0 ? speakingMs / live.elapsedMs : 0;
  const hesitating = isHesitatingNow(live);
  const count = live?.hesitationCount ?? 0;
  return (
    <div
      className="flex flex-wrap items-center justify-center gap-2 text-sm font-semibold"
      data-voice-feedback="speaking-time"
    >
      <p className="rounded-full bg-white px-3 py-1 text-ink shadow-sm ring-1 ring-slate-200">
        <span className="sr-only">Speaking time </span>
        <MicrophoneIcon aria-hidden="true" className="mr-1 inline h-4 w-4 align-[-0.15em]" />
        <span className="tabular-nums">{formatClockMs(speakingMs)}</span> speaking{' '}
        <span className="tabular-nums text-ink-muted">({formatPercent(ratio)})</span>
      </p>
      <p
        data-hesitating={hesitating ? 'true' : 'false'}
        className={`rounded-full px-3 py-1 shadow-sm ring-1 ${hesitating ? 'bg-amber-100 text-amber-900 ring-amber-300' : 'bg-white text-ink ring-slate-200'}`}
      >
        {hesitating && live
          ? `Silent ${formatSeconds(live.currentSilenceMs)}`
          : `${count} ${count === 1 ? 'hesitation' : 'hesitations'}`}
      </p>
    </div>
  );
}

/** Podcast: each speaker's share of the talk over their turns. */
function TalkShare({ stretch }: { stretch: VoiceStretch }) {
  const shares = talkShares(stretch.steps, stretch.live?.speakingMs ?? 0);
  if (shares.length === 0) return null;
  return (
    <div
      className="w-full max-w-md rounded-xl bg-black/60 px-3 py-2 text-left text-white"
      data-voice-feedback="talk-share"
    >
      <p className="text-xs font-semibold uppercase tracking-wider">Share of talk</p>
      <ul className="mt-1 flex flex-col gap-1">
        {shares.map((entry) => (
          <li key={entry.playerId} className="flex items-center gap-2 text-sm">
            <span className="w-24 truncate font-semibold">{entry.name}</span>
            <span aria-hidden="true" className="h-2 flex-1 overflow-hidden rounded-full bg-white/25">
              <span
                className="block h-full rounded-full bg-white"
                style={{ width: `${Math.round(entry.share * 100)}%` }}
              />
            </span>
            <span className="w-12 text-right tabular-nums">{formatPercent(entry.share)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** After a round (between rounds) the latest round's card; at the game's end every round's. */
export function VoiceRoundCards({
  controller,
  state,
  mode,
}: {
  controller: VoiceController;
  state: GameState;
  mode: 'between' | 'end';
}) {
  const snapshot = useVoice(controller);
  const baseline = useBaseline(state.shortCode);
  const ofGame = snapshot.ended.filter((stretch) => stretch.gameNumber === state.gameNumber);
  const recordingsKey = ofGame.map((stretch) => stretch.recording.kind).join(',');
  const recent = useRecentMetrics(controller.learner, recordingsKey);
  if (snapshot.status.kind === 'unavailable')
    return <UnavailableLine snapshot={snapshot} tone="dark" recording={controller.learner !== null} />;
  if (snapshot.current) return null;
  // Between rounds, a round the microphone never heard (it was still starting) says so in the summary's words.
  const spoken = mode === 'between' ? lastSpokenRoundOf(state) : null;
  if (spoken !== null && !ofGame.some((stretch) => stretch.roundIndex === spoken)) {
    const round = state.rounds[spoken];
    const player =
      round && state.settings.isMultiplayer && state.shortCode !== 'podcast' ? ` (${round.playerName})` : '';
    return (
      <p
        role="status"
        data-debrief-unheard={spoken}
        className="w-full max-w-xl rounded-2xl bg-white px-4 py-3 text-left text-sm text-ink shadow ring-1 ring-slate-200"
      >
        <span className="font-semibold">
          Round {spoken + 1}
          {player}
        </span>{' '}
        — {UNHEARD_ROUND}
      </p>
    );
  }
  if (ofGame.length === 0) return null;
  const shown = mode === 'end' ? ofGame : ofGame.slice(-1);
  // Rounds that ended before the microphone was on (multiplayer names aside: the first rounds of a game).
  const unheard = state.settings.isMultiplayer ? [] : unheardRounds(ofGame.map((stretch) => stretch.roundIndex));
  // Between rounds more are to come: each is named by its number.
  const many = state.rounds.length > 1 || mode === 'between';
  const roundTitle = (stretch: VoiceStretch) => `Round ${stretch.roundIndex + 1}${playerOf(state, stretch)}`;
  return (
    <div className="flex w-full flex-col items-center gap-3">
      {mode === 'end' && ofGame.length + unheard.length > 1 ? (
        <GameDebriefSummary
          baseline={baseline}
          unheard={unheard.map((index) => ({ key: `unheard-${index}`, label: `Round ${index + 1}` }))}
          rounds={ofGame.map((stretch) => ({ key: stretch.key, label: roundTitle(stretch), stretch }))}
        />
      ) : null}
      {shown.map((stretch, index) => {
        const card = (
          <MetricsCard
            stretch={stretch}
            baseline={baseline}
            title={many ? `Voice metrics, round ${stretch.roundIndex + 1}${playerOf(state, stretch)}` : 'Voice metrics'}
          />
        );
        return (
          <div key={stretch.key} className="flex w-full flex-col items-center gap-3">
            <RoundDebrief
              controller={controller}
              stretch={stretch}
              baseline={baseline}
              recent={recent}
              recordingsKey={recordingsKey}
              startOpen={mode === 'between' || index === shown.length - 1}
              compact={mode === 'between'}
              // Between rounds the metrics card comes with the whole debrief, one button away.
              more={mode === 'between' ? <div className="mt-3">{card}</div> : null}
              title={many ? `${roundTitle(stretch)} debrief` : 'Round debrief'}
            />
            {mode === 'end' ? card : null}
          </div>
        );
      })}
    </div>
  );
}

function playerOf(state: GameState, stretch: VoiceStretch): string {
  const round = state.rounds[stretch.roundIndex];
  return round && state.settings.isMultiplayer && state.shortCode !== 'podcast' ? ` (${round.playerName})` : '';
}

/** One round's figures: speaking time and ratio, pauses, the longest silence, energy and pitch ranges, and the game's own score. */
export function MetricsCard({
  stretch,
  title,
  baseline,
}: {
  stretch: VoiceStretch;
  title: string;
  baseline: VoiceBaseline | null;
}) {
  return (
    <section
      aria-label={title}
      data-voice-card={stretch.result.status}
      className="w-full max-w-xl rounded-2xl bg-white p-4 text-left shadow ring-1 ring-slate-200 sm:p-5"
    >
      <h3 className="text-base font-bold text-ink">{title}</h3>
      {stretch.result.status === 'pending' ? (
        <p role="status" className="mt-2 text-sm text-ink-muted">
          Summarising your round…
        </p>
      ) : stretch.result.status === 'failed' ? (
        <p role="status" className="mt-2 text-sm text-ink-muted">
          This round could not be analysed. It was saved without voice metrics.
        </p>
      ) : (
        <MetricsList metrics={stretch.result.metrics} baseline={baseline} />
      )}
      <p className="mt-3 text-xs text-ink-muted">Analysed on this device. No audio leaves it.</p>
    </section>
  );
}

/** How a baseline figure reads on the card: the learner's usual value. */
const USUAL: Record<BaselineFigure, (value: number) => string> = {
  speakingRatio: (value) => formatPercent(value),
  meanPauseMs: (value) => formatSeconds(value),
  hesitationsPerMinute: (value) => `${value.toFixed(1)} a minute`,
  energyRangeDb: (value) => `${value.toFixed(1)} dB`,
  pitchRangeSemitones: (value) => `${value.toFixed(1)} semitones`,
  articulationRate: (value) => `${value.toFixed(1)} syllables/s`,
  filledPausesPerMinute: (value) => `${value.toFixed(1)} a minute`,
};

/** 'Above your usual (62 %)', or null without a baseline for the figure. */
function againstBaseline(metrics: VoiceMetrics, figure: BaselineFigure, baseline: VoiceBaseline | null): string | null {
  if (!baseline) return null;
  const comparison = compareWithBaseline(figure, figureOf(metrics, figure), baseline);
  const usual = baseline[figure];
  if (comparison === null || usual === null) return null;
  const label = comparisonLabel(comparison);
  return `${label.charAt(0).toUpperCase()}${label.slice(1)} (${USUAL[figure](usual)})`;
}

function MetricsList({ metrics, baseline }: { metrics: VoiceMetrics; baseline: VoiceBaseline | null }) {
  const rows: [string, string, string | null][] = [
    [
      'Speaking time',
      `${formatClockMs(metrics.speakingMs)} (${formatPercent(metrics.speakingRatio)})`,
      againstBaseline(metrics, 'speakingRatio', baseline),
    ],
    [
      'Pauses',
      metrics.pauseCount === 0
        ? 'none'
        : `${metrics.pauseCount}, ${formatSeconds(metrics.meanPauseMs ?? 0)} on average`,
      againstBaseline(metrics, 'meanPauseMs', baseline),
    ],
    ['Longest silence', metrics.longestSilenceMs > 0 ? formatSeconds(metrics.longestSilenceMs) : 'none', null],
    [
      'Hesitations (over 2 s)',
      String(metrics.hesitationCount),
      againstBaseline(metrics, 'hesitationsPerMinute', baseline),
    ],
    [
      'Energy range',
      metrics.energyRangeDb === null ? 'no speech heard' : `${metrics.energyRangeDb.toFixed(1)} dB`,
      againstBaseline(metrics, 'energyRangeDb', baseline),
    ],
    [
      'Pitch range',
      metrics.pitchRangeSemitones === null ? 'no voiced speech' : `${metrics.pitchRangeSemitones.toFixed(1)} semitones`,
      againstBaseline(metrics, 'pitchRangeSemitones', baseline),
    ],
  ];
  if (metrics.followEnergyScore !== undefined && metrics.followEnergyScore !== null) {
    rows.push(['Followed the energy', `${Math.round(metrics.followEnergyScore)} / 100`, null]);
  }
  if (metrics.pausesOnCue)
    rows.push(['Pauses on cue', `${metrics.pausesOnCue.taken} of ${metrics.pausesOnCue.asked}`, null]);
  return (
    <>
      <dl className="mt-3 grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        {rows.map(([label, value, usual]) => (
          <div key={label} className="flex items-baseline justify-between gap-3 border-b border-slate-100 pb-1">
            <dt className="text-ink-muted">{label}</dt>
            <dd className="text-right font-bold tabular-nums text-ink">
              {value}
              {usual ? <span className="block text-xs font-normal text-ink-muted">{usual}</span> : null}
            </dd>
          </div>
        ))}
      </dl>
      {baseline ? (
        <p className="mt-2 text-xs text-ink-muted">
          Your usual: the middle of your last {baseline.sessions} {baseline.sessions === 1 ? 'session' : 'sessions'} of
          this game.
        </p>
      ) : null}
    </>
  );
}
