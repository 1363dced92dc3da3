import type { GameSettings, Player, RoundRecord, ShortCode } from '@impromptu/games';
import type { VoiceMetrics } from '@impromptu/voice/metrics';
import { isRetryable, withBackoff } from '~/utils/bff-client';
import { playerNameOrDefault } from './setup-settings';

/** One JSON call to a web resource route; throws when the network fails (no answer at all). */
export type RecorderTransport = (
  path: string,
  init: { method: 'GET' | 'POST' | 'PUT'; body?: unknown },
) => Promise<{ status: number; body: unknown }>;

export interface RecorderOptions {
  shortCode: ShortCode;
  transport: RecorderTransport;
  /** A fresh idempotency key (crypto.randomUUID in the browser). */
  newKey: () => string;
  wait: (ms: number) => Promise<void>;
  /** The BFF refused the session: the plan does not include this game (403). */
  onLocked: () => void;
  /** Progress could not be saved after every retry (or was refused). */
  onUnsaved: (message: string) => void;
  maxAttempts?: number;
}

export interface StartRecord {
  settings: GameSettings;
  isMultiplayer: boolean;
  players: Player[];
}

export interface FinishSummary {
  totalRounds: number;
  totalDuration: number;
  survivalRounds?: number;
}

export const UNSAVED_MESSAGE = 'Your progress could not be saved. Check your connection and play again.';
const DEFAULT_MAX_ATTEMPTS = 6;
const FIRST_RETRY_MS = 500;
const LONGEST_RETRY_MS = 8000;
/** How long a round waits for its voice summary (issue 18) before it is sent without one. */
export const VOICE_SUMMARY_WAIT_MS = 10_000;

interface GameRecording {
  /** The BFF's session id, or null when the session could not be started. */
  session: Promise<string | null>;
  /** Rounds and finish go out one after another, in the order the game produced them. */
  chain: Promise<void>;
}

/**
 * Records one open game modal's game sessions: start, each completed round with its own idempotency key,
 * finish. A failed delivery is sent again with the same body (same key), so the BFF writes it once.
 */
export class GameSessionRecorder {
  private readonly games = new Map<number, GameRecording>();
  private readonly maxAttempts: number;

  constructor(private readonly options: RecorderOptions) {
    this.maxAttempts = options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
  }

  /** A new game began (START TRAINING, play again, replay): it gets its own session. */
  start(gameNumber: number, record: StartRecord): void {
    const players = record.players.map((player, index) => ({
      id: player.id,
      name: playerNameOrDefault(player.name, index),
    }));
    const session = this.deliver('/resources/game-sessions', {
      shortCode: this.options.shortCode,
      settings: record.settings,
      isMultiplayer: record.isMultiplayer,
      players,
    }).then((answer) => {
      if (answer?.status === 201 && isSessionAnswer(answer.body)) return answer.body.sessionId;
      if (answer?.status === 403) this.options.onLocked();
      else this.options.onUnsaved(UNSAVED_MESSAGE);
      return null;
    });
    this.games.set(gameNumber, { session, chain: session.then(() => undefined) });
  }

  /**
   * The round at `index` (0-based) of the game's completed rounds; the BFF numbers rounds of a session from 1.
   * With voice metrics on, `voiceMetrics` is the round's summary: the round waits for it (at most
   * VOICE_SUMMARY_WAIT_MS) and goes without it when the analysis failed or gave nothing.
   */
  round(gameNumber: number, index: number, round: RoundRecord, voiceMetrics?: Promise<VoiceMetrics | null>): void {
    const body: Record<string, unknown> = {
      idempotencyKey: this.options.newKey(),
      round: index + 1,
      playerIndex: round.playerIndex,
      playerName: playerNameOrDefault(round.playerName, round.playerIndex),
      settings: round.settings,
      roundDuration: round.roundDuration,
      speechDuration: round.speechDuration,
      pauseDuration: round.pauseDuration,
      survived: round.survived,
    };
    const path = (sessionId: string) => `/resources/game-sessions/${encodeURIComponent(sessionId)}/rounds`;
    if (!voiceMetrics) {
      this.enqueue(gameNumber, path, body);
      return;
    }
    // Started now, so the wait runs alongside the rounds queued before this one.
    const summary = Promise.race([
      voiceMetrics.catch(() => null),
      this.options.wait(VOICE_SUMMARY_WAIT_MS).then(() => null),
    ]);
    this.enqueue(gameNumber, path, async () => {
      const metrics = await summary;
      return metrics ? { ...body, voiceMetrics: metrics } : body;
    });
  }

  finish(gameNumber: number, summary: FinishSummary): void {
    const body: Record<string, unknown> = {
      idempotencyKey: this.options.newKey(),
      totalRounds: summary.totalRounds,
      totalDuration: summary.totalDuration,
    };
    if (summary.survivalRounds !== undefined) body.survivalRounds = summary.survivalRounds;
    this.enqueue(gameNumber, (sessionId) => `/resources/game-sessions/${encodeURIComponent(sessionId)}/finish`, body);
  }

  /** Spec 1 §4 gather (the caller debounces): analytics, sent once without retries. */
  gather(settings: GameSettings): Promise<void> {
    return this.once(`/resources/games/${this.options.shortCode}/gather`, { settings });
  }

  /** 'Game Viewed' with the game's short code. */
  viewed(): Promise<void> {
    return this.once(`/resources/games/${this.options.shortCode}/viewed`, undefined);
  }

  /** Resolves when everything queued so far for the game has been delivered or given up. */
  settled(gameNumber: number): Promise<void> {
    return this.games.get(gameNumber)?.chain ?? Promise.resolve();
  }

  /** `body` may be a function for a body that is only ready later (a round waiting for its voice summary). */
  private enqueue(gameNumber: number, path: (sessionId: string) => string, body: unknown): void {
    const game = this.games.get(gameNumber);
    if (!game) return;
    game.chain = game.chain.then(async () => {
      const sessionId = await game.session;
      if (sessionId === null) return;
      const ready = typeof body === 'function' ? await (body as () => Promise<unknown>)() : body;
      const answer = await this.deliver(path(sessionId), ready);
      if (!answer || answer.status >= 400) this.options.onUnsaved(UNSAVED_MESSAGE);
    });
  }

  /** Sends with the same body (same key) while no answer or a busy one came back; null when none ever came. */
  private deliver(path: string, body: unknown): Promise<{ status: number; body: unknown } | null> {
    const send = () => this.options.transport(path, { method: 'POST', body }).catch(() => null);
    return withBackoff(send, (answer) => answer === null || isRetryable(answer.status), {
      attempts: this.maxAttempts,
      firstDelayMs: FIRST_RETRY_MS,
      longestDelayMs: LONGEST_RETRY_MS,
      wait: this.options.wait,
    });
  }

  private async once(path: string, body: unknown): Promise<void> {
    try {
      await this.options.transport(path, { method: 'POST', body });
    } catch {
      // Analytics are best effort: a lost gather or view must not disturb the game.
    }
  }
}

function isSessionAnswer(body: unknown): body is { sessionId: string } {
  return typeof body === 'object' && body !== null && typeof (body as { sessionId?: unknown }).sessionId === 'string';
}

/** The browser transport: JSON to the web app's resource routes, with the session cookie. */
export const fetchTransport: RecorderTransport = async (path, { method, body }) => {
  const response = await fetch(path, {
    method,
    credentials: 'same-origin',
    headers:
      body === undefined
        ? { accept: 'application/json' }
        : { accept: 'application/json', 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  let parsed: unknown = null;
  try {
    parsed = text === '' ? null : JSON.parse(text);
  } catch {
    parsed = null;
  }
  return { status: response.status, body: parsed };
};
