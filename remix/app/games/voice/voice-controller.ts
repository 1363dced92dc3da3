import { isGameView, type GameState } from '@impromptu/games';
import type {
  VoiceLiveState,
  VoiceRoundContext,
  VoiceRoundOutcome,
  VoiceSession,
  VoiceTimeline,
  VoiceUnavailableReason,
} from '@impromptu/voice/live';
import type { VoiceMetrics } from '@impromptu/voice/metrics';
import {
  componentOnScreen,
  componentPosition,
  energyTargetOf,
  measuredStretchOf,
  promptLabelOf,
  stretchKey,
  type MeasuredStretch,
} from './voice-rounds';

/*
 * The voice metrics of one open game (issue 18), loaded only once the learner has turned the switch on.
 * It follows the game's state: it opens the microphone session when a game starts, analyses each round's
 * speaking stretch (voice-rounds.ts), tells the analysis what the round asked for (Conductor's energy per
 * slide, Snow Globe's pause cues) and keeps each round's summary for the recorder and the metrics card.
 */

export type VoiceStatus =
  | { kind: 'starting' }
  | { kind: 'listening' }
  | { kind: 'unavailable'; reason: VoiceUnavailableReason }
  | { kind: 'stopped' };

export type VoiceResult =
  | { status: 'pending' }
  | { status: 'done'; metrics: VoiceMetrics; timeline: VoiceTimeline; microphoneLost: boolean }
  | { status: 'failed' };

/** A prompt the round showed, at its moment (ms since the stretch's analysis started). */
export interface PromptMark {
  atMs: number;
  label: string;
}

/**
 * The round's recording (issue 31): off (not asked for or the browser cannot), under way, kept on the device,
 * or heard but not kept (storage blocked or full: it plays until the game closes), or none at all.
 */
export type RecordingStatus =
  | { kind: 'off' }
  | { kind: 'recording' }
  | { kind: 'saving'; audio: Blob }
  | { kind: 'saved'; id: string; audio: Blob }
  | { kind: 'unsaved'; problem: 'blocked' | 'full'; audio: Blob }
  | { kind: 'none' };

/** Where a round's recording is kept; throws a RecordingStorageError (recordings.ts) when it cannot be. */
export type KeepRecording = (round: {
  key: string;
  gameNumber: number;
  roundIndex: number;
  audio: Blob;
  timeline: VoiceTimeline;
  metrics: VoiceMetrics;
  prompts: PromptMark[];
}) => Promise<string>;

/** One analysed stretch and what the game asked for in it. Times are ms since the stretch's analysis started. */
export interface VoiceStretch extends MeasuredStretch {
  /** Every slide or turn shown, from when it showed: the position in its sequence and what it asked. */
  steps: {
    componentIndex: number;
    atMs: number;
    energy: number | null;
    playerId: number | null;
    playerName: string | null;
    speakingMsAtStart: number;
    /** What it showed, for the debrief's timeline. */
    label: string | null;
  }[];
  /** Snow Globe: when the pie asked for a pause (endMs null while it still asks). */
  pauseCues: { startMs: number; endMs: number | null }[];
  /** Prompts a view showed within one step (Triple Step's words dropped in during the round), at their moments. */
  shownPrompts?: PromptMark[];
  live: VoiceLiveState | null;
  result: VoiceResult;
  recording: RecordingStatus;
  /** How much of the round went by before the microphone opened (the first round, while the analysis loads). */
  missedMs: number;
}

export interface VoiceSnapshot {
  status: VoiceStatus;
  /** The stretch analysed now. */
  current: VoiceStretch | null;
  /** The stretches that ended, oldest first (the latest MAX_ENDED): the metrics cards. */
  ended: VoiceStretch[];
}

const MAX_ENDED = 50;

export type VoiceSessionFactory = () => Promise<VoiceSession>;

interface Running {
  stretch: VoiceStretch;
  startedAt: number;
  unsubscribe: () => void;
}

const NO_METRICS: Promise<VoiceMetrics | null> = Promise.resolve(null);
const REASONS: readonly VoiceUnavailableReason[] = ['denied', 'absent', 'unsupported', 'failed'];

/** The reason a VoiceUnavailableError of the analysis carries; 'failed' for anything else that went wrong. */
export function unavailableReasonOf(error: unknown): VoiceUnavailableReason {
  const reason = typeof error === 'object' && error !== null ? (error as { reason?: unknown }).reason : undefined;
  return REASONS.find((known) => known === reason) ?? 'failed';
}

export class VoiceController {
  /** Whose recordings this game keeps (the debrief's 'Delete recordings'); null when it keeps none. */
  learner: string | null = null;
  private status: VoiceStatus = { kind: 'stopped' };
  private session: VoiceSession | null = null;
  private opening: Promise<VoiceSession | null> | null = null;
  /** Bumped by stop(): a session that opens after it is closed at once. */
  private generation = 0;
  /** The stretch the game is in, whether or not the analysis has started on it yet. */
  private wanted: MeasuredStretch | null = null;
  /** When the game began the wanted stretch: a stretch started later (the microphone was opening) missed the gap. */
  private wantedAt = 0;
  private running: Running | null = null;
  private ended: VoiceStretch[] = [];
  private position: string | null = null;
  private lastState: GameState | null = null;
  private readonly summaries = new Map<string, Promise<VoiceMetrics | null>>();
  /** Summaries not yet back: the session is stopped only after them. */
  private readonly inFlight = new Set<Promise<unknown>>();
  private readonly listeners = new Set<() => void>();
  private snapshot: VoiceSnapshot = { status: this.status, current: null, ended: [] };

  constructor(
    /** The analysis' startVoiceSession (remix/app/games/voice/engine), loaded with this module. */
    private readonly open: VoiceSessionFactory,
    private readonly now: () => number = () => performance.now(),
    /** Keeps a recorded round on the device (IndexedDB); without it recordings only play until the game closes. */
    private readonly keep: KeepRecording | null = null,
    /** Deletes one kept round (a round kept just after the learner deleted their recordings). */
    private readonly discard: ((id: string) => Promise<void>) | null = null,
  ) {}

  /** A game starts: the microphone is asked for now (once per game; the browser remembers a grant). */
  begin(): void {
    if (this.session || this.opening) return;
    const generation = this.generation;
    this.setStatus({ kind: 'starting' });
    this.opening = this.open().then(
      (session) => {
        this.opening = null;
        if (generation !== this.generation) {
          session.stop();
          return null;
        }
        this.session = session;
        this.setStatus({ kind: 'listening' });
        if (this.wanted) {
          // The microphone opened during a stretch: analyse the rest of it, from the slide or turn on screen.
          this.startStretch(this.wanted);
          if (this.lastState) this.observe(this.lastState);
        }
        return session;
      },
      (error: unknown) => {
        this.opening = null;
        if (generation !== this.generation) return null;
        this.setStatus({ kind: 'unavailable', reason: unavailableReasonOf(error) });
        return null;
      },
    );
  }

  /**
   * The game frame's one call, with every state it renders: a game in play opens the microphone (if not yet),
   * the state is observed, and a game that ended releases it. Embedded games (practice) are not measured.
   */
  follow(state: GameState): void {
    if (state.embedded) return;
    if (isGameView(state.view) && state.gameNumber > 0 && !state.ended) this.begin();
    this.observe(state);
    if (state.ended) this.stop();
  }

  /** Follows the game's steps: the stretch analysed, the slide or turn on screen. */
  observe(state: GameState): void {
    this.lastState = state;
    const stretch = measuredStretchOf(state);
    if (this.wanted?.key !== stretch?.key) {
      if (this.wanted) this.endStretch();
      this.wanted = stretch;
      this.wantedAt = this.now();
      this.position = null;
      if (stretch && this.session) this.startStretch(stretch);
    }
    const position = componentPosition(state);
    if (stretch && this.running && this.position !== position) {
      this.position = position;
      const component = componentOnScreen(state);
      const player = component?.type === 'podcast-turn' ? component.player : null;
      this.running.stretch.steps.push({
        componentIndex: state.componentIndex,
        atMs: this.elapsed(),
        energy: energyTargetOf(component),
        playerId: player?.id ?? null,
        playerName: player?.name ?? null,
        speakingMsAtStart: this.running.stretch.live?.speakingMs ?? 0,
        label: promptLabelOf(component),
      });
      this.changed();
    }
  }

  /** Snow Globe: the pie asks for a pause now (true) or lets the speaker talk again (false). */
  markPauseCue(asking: boolean): void {
    const stretch = this.running?.stretch;
    if (!stretch) return;
    const open = stretch.pauseCues.at(-1);
    if (asking && (!open || open.endMs !== null)) stretch.pauseCues.push({ startMs: this.elapsed(), endMs: null });
    else if (!asking && open && open.endMs === null) open.endMs = this.elapsed();
    else return;
    this.changed();
  }

  /**
   * A prompt the game put on screen within the step (Triple Step's words as each drops in): it goes on the
   * debrief's timeline at this moment. Views whose prompts are steps of their own (slides, turns) need not call it.
   */
  markPrompt(label: string): void {
    const stretch = this.running?.stretch;
    if (!stretch) return;
    stretch.shownPrompts = [...(stretch.shownPrompts ?? []), { atMs: this.elapsed(), label }];
    this.changed();
  }

  /** The summary of the round at `roundIndex` of game `gameNumber`; null when it was not analysed or the analysis failed. */
  metricsFor(gameNumber: number, roundIndex: number): Promise<VoiceMetrics | null> {
    return this.summaries.get(stretchKey(gameNumber, roundIndex)) ?? NO_METRICS;
  }

  /** Releases the microphone (the game ended, the switch went off, the modal closed). */
  stop(): void {
    this.generation += 1;
    if (this.wanted) this.endStretch();
    this.wanted = null;
    const session = this.session;
    this.session = null;
    if (session) void Promise.allSettled([...this.inFlight]).then(() => session.stop());
    this.opening = null;
    if (this.status.kind !== 'unavailable') this.setStatus({ kind: 'stopped' });
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): VoiceSnapshot => this.snapshot;

  private startStretch(wanted: MeasuredStretch): void {
    const session = this.session;
    if (!session) return;
    session.startRound();
    const stretch: VoiceStretch = {
      ...wanted,
      steps: [],
      pauseCues: [],
      live: null,
      result: { status: 'pending' },
      recording: session.recording ? { kind: 'recording' } : { kind: 'off' },
      missedMs: Math.max(0, Math.round(this.now() - this.wantedAt)),
    };
    const running: Running = { stretch, startedAt: this.now(), unsubscribe: () => undefined };
    running.unsubscribe = session.subscribe((live) => {
      if (this.running !== running) return;
      stretch.live = live;
      this.changed();
    });
    this.running = running;
    this.position = null;
    this.changed();
  }

  private endStretch(): void {
    const running = this.running;
    this.running = null;
    if (!running || !this.session) return;
    running.unsubscribe();
    const { stretch } = running;
    const end = this.elapsed(running);
    for (const cue of stretch.pauseCues) if (cue.endMs === null) cue.endMs = end;
    const context = roundContextOf(stretch);
    const summary = this.session.endRound(context).then(
      (outcome) => {
        stretch.result = {
          status: 'done',
          metrics: outcome.metrics,
          timeline: outcome.timeline,
          microphoneLost: outcome.microphoneLost,
        };
        this.keepRecording(stretch, outcome);
        this.changed();
        return outcome.metrics;
      },
      () => {
        stretch.result = { status: 'failed' };
        if (stretch.recording.kind === 'recording') stretch.recording = { kind: 'none' };
        this.changed();
        return null;
      },
    );
    this.summaries.set(stretch.key, summary);
    this.inFlight.add(summary);
    void summary.finally(() => this.inFlight.delete(summary));
    this.ended = [...this.ended, stretch].slice(-MAX_ENDED);
    this.changed();
  }

  /** Keeps the round's audio on the device; a round whose recording cannot be kept still plays until the game closes. */
  private keepRecording(stretch: VoiceStretch, outcome: VoiceRoundOutcome): void {
    if (stretch.recording.kind !== 'recording') return;
    const audio = outcome.audio;
    if (!audio || audio.size === 0) {
      stretch.recording = { kind: 'none' };
      return;
    }
    if (!this.keep) {
      stretch.recording = { kind: 'unsaved', problem: 'blocked', audio };
      return;
    }
    stretch.recording = { kind: 'saving', audio };
    this.keep({
      key: stretch.key,
      gameNumber: stretch.gameNumber,
      roundIndex: stretch.roundIndex,
      audio,
      timeline: outcome.timeline,
      metrics: outcome.metrics,
      prompts: promptMarksOf(stretch),
    }).then(
      (id) => {
        // Deleted while it was being kept: it stays deleted.
        if (stretch.recording.kind !== 'saving') {
          void this.discard?.(id).catch(() => undefined);
          return;
        }
        stretch.recording = { kind: 'saved', id, audio };
        this.changed();
      },
      (error: unknown) => {
        if (stretch.recording.kind !== 'saving') return;
        const problem = (error as { problem?: unknown } | null)?.problem === 'full' ? 'full' : 'blocked';
        stretch.recording = { kind: 'unsaved', problem, audio };
        this.changed();
      },
    );
  }

  /** The learner deleted their recordings: the rounds of this visit no longer play either. */
  forgetRecordings(): void {
    for (const stretch of this.ended)
      if (stretch.recording.kind !== 'off' && stretch.recording.kind !== 'recording')
        stretch.recording = { kind: 'none' };
    this.changed();
  }

  private elapsed(running: Running | null = this.running): number {
    return running ? Math.max(0, Math.round(this.now() - running.startedAt)) : 0;
  }

  private setStatus(status: VoiceStatus): void {
    this.status = status;
    this.changed();
  }

  private changed(): void {
    this.snapshot = {
      status: this.status,
      current: this.running ? { ...this.running.stretch } : null,
      ended: this.ended.map((stretch) => ({ ...stretch })),
    };
    for (const listener of this.listeners) listener();
  }
}

/** The prompts of a stretch at their moments: each slide, turn or step that showed one, and each pause the game asked for. */
export function promptMarksOf(stretch: Pick<VoiceStretch, 'steps' | 'pauseCues' | 'shownPrompts'>): PromptMark[] {
  const marks: PromptMark[] = stretch.steps.flatMap((step) =>
    step.label === null ? [] : [{ atMs: step.atMs, label: step.label }],
  );
  for (const prompt of stretch.shownPrompts ?? []) marks.push({ ...prompt });
  for (const cue of stretch.pauseCues) marks.push({ atMs: cue.startMs, label: 'Breathe' });
  return marks.sort((a, b) => a.atMs - b.atMs);
}

/** What the round asked for, as the analysis takes it: Conductor's energy per slide, Snow Globe's pause cues. */
export function roundContextOf(stretch: Pick<VoiceStretch, 'steps' | 'pauseCues'>): VoiceRoundContext {
  const context: VoiceRoundContext = {};
  // Every step once one asks for a level: a step that asks for none (Conductor's final slide) ends the slide before it.
  if (stretch.steps.some((step) => step.energy !== null))
    context.energyTargets = stretch.steps.map((step) => ({ atMs: step.atMs, level: step.energy }));
  const cues = stretch.pauseCues.filter(
    (cue): cue is { startMs: number; endMs: number } => cue.endMs !== null && cue.endMs > cue.startMs,
  );
  if (cues.length > 0) context.pauseCues = cues;
  return context;
}
