import type { GameSettings, Player, RoundRecord, ShortCode } from '@impromptu/games';
import type { VoiceMetrics } from '@impromptu/voice/metrics';
import type { RouteBody } from '@impromptu/bff/routes';
import { callRelayed, type Backoff, type BffResult } from '~/utils/bff-client';
import type { completeRound } from '~/utils/relayed-routes';
import { playerNameOrDefault } from './setup-settings';

export interface RecorderOptions {
  shortCode: ShortCode;
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

type RoundBody = RouteBody<(typeof completeRound)['route']>;

interface GameRecording {
  /** The BFF's session id, or null when the session could not be started. */
  session: Promise<string | null>;
  /** Rounds and finish go out one after another, in the order the game produced them. */
  chain: Promise<void>;
}

/**
 * Records one open game modal's game sessions through the browser's one client (`callRelayed`, with the routes'
 * contracts): start, each completed round with its own idempotency key, finish. A call that got no answer or a busy
 * one is sent again with the same body (same key), so the BFF writes it once.
 */
export class GameSessionRecorder {
  private readonly games = new Map<number, GameRecording>();
  private readonly retry: Backoff;

  constructor(private readonly options: RecorderOptions) {
    this.retry = {
      attempts: options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
      firstDelayMs: FIRST_RETRY_MS,
      longestDelayMs: LONGEST_RETRY_MS,
      wait: options.wait,
    };
  }

  /** A new game began (START TRAINING, play again, replay): it gets its own session. */
  start(gameNumber: number, record: StartRecord): void {
    const players = record.players.map((player, index) => ({
      id: player.id,
      name: playerNameOrDefault(player.name, index),
    }));
    const session = callRelayed('startGameSession', {
      body: {
        shortCode: this.options.shortCode,
        settings: { ...record.settings },
        isMultiplayer: record.isMultiplayer,
        players,
      },
      retry: this.retry,
    }).then((answer) => {
      if (answer.ok) return answer.data.sessionId;
      if (answer.error.statusCode === 403) this.options.onLocked();
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
    const body: RoundBody = {
      idempotencyKey: this.options.newKey(),
      round: index + 1,
      playerIndex: round.playerIndex,
      playerName: playerNameOrDefault(round.playerName, round.playerIndex),
      settings: { ...round.settings },
      roundDuration: round.roundDuration,
      speechDuration: round.speechDuration,
      pauseDuration: round.pauseDuration,
      survived: round.survived,
    };
    const send = (sessionId: string, ready: RoundBody) =>
      callRelayed('completeRound', { params: { sessionId }, body: ready, retry: this.retry });
    if (!voiceMetrics) {
      this.enqueue(gameNumber, (sessionId) => send(sessionId, body));
      return;
    }
    // Started now, so the wait runs alongside the rounds queued before this one.
    const summary = Promise.race([
      voiceMetrics.catch(() => null),
      this.options.wait(VOICE_SUMMARY_WAIT_MS).then(() => null),
    ]);
    this.enqueue(gameNumber, async (sessionId) => {
      const metrics = await summary;
      return send(sessionId, metrics ? { ...body, voiceMetrics: metrics } : body);
    });
  }

  finish(gameNumber: number, summary: FinishSummary): void {
    const body = {
      idempotencyKey: this.options.newKey(),
      totalRounds: summary.totalRounds,
      totalDuration: summary.totalDuration,
      ...(summary.survivalRounds !== undefined ? { survivalRounds: summary.survivalRounds } : {}),
    };
    this.enqueue(gameNumber, (sessionId) =>
      callRelayed('finishGameSession', { params: { sessionId }, body, retry: this.retry }),
    );
  }

  /** Spec 1 §4 gather (the caller debounces): analytics, sent once without retries; a lost one is not missed. */
  async gather(settings: GameSettings): Promise<void> {
    await callRelayed('gameGathered', {
      params: { shortCode: this.options.shortCode },
      body: { settings: { ...settings } },
    });
  }

  /** 'Game Viewed' with the game's short code, sent once like gather. */
  async viewed(): Promise<void> {
    await callRelayed('gameViewed', { params: { shortCode: this.options.shortCode } });
  }

  /** Resolves when everything queued so far for the game has been delivered or given up. */
  settled(gameNumber: number): Promise<void> {
    return this.games.get(gameNumber)?.chain ?? Promise.resolve();
  }

  /** Sends after the calls queued before it, once the session is known; a call that finally failed is told. */
  private enqueue(gameNumber: number, send: (sessionId: string) => Promise<BffResult<unknown>>): void {
    const game = this.games.get(gameNumber);
    if (!game) return;
    game.chain = game.chain.then(async () => {
      const sessionId = await game.session;
      if (sessionId === null) return;
      const answer = await send(sessionId);
      if (!answer.ok) this.options.onUnsaved(UNSAVED_MESSAGE);
    });
  }
}
