import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '@impromptu/db';
import type { CoachBotsPort, CreatedBot, FetchedRecording } from './coach-bots.port.js';

export interface EmbeddedCoachBotsOptions {
  /** How long the simulated bot takes to act on a request, like a meeting bot answering over the network. */
  delayMs?: number;
}

/** What a meeting bot service takes to act: about half a second. */
export const EMBEDDED_BOT_DELAY_MS = 400;

/**
 * The offline bot service: bots join their meeting at once, start, stop and cancel after a short delay, and the
 * recording is the WAV the learner's browser uploaded for it (capture 'browser'). A cancel discards that audio.
 */
export class EmbeddedCoachBotsAdapter implements CoachBotsPort {
  readonly adapter = 'embedded' as const;
  readonly capture = 'browser' as const;
  private readonly delayMs: number;

  constructor(
    private readonly db: Kysely<DB>,
    options: EmbeddedCoachBotsOptions = {},
  ) {
    this.delayMs = options.delayMs ?? EMBEDDED_BOT_DELAY_MS;
  }

  private settle(): Promise<void> {
    return new Promise((resolve) => setTimeout(resolve, this.delayMs));
  }

  async createBot(): Promise<CreatedBot> {
    await this.settle();
    return { recallBotId: randomUUID(), isConnected: true };
  }

  async startRecording(): Promise<{ isConnected: boolean }> {
    await this.settle();
    return { isConnected: true };
  }

  async stopRecording(): Promise<{ isConnected: boolean }> {
    await this.settle();
    return { isConnected: true };
  }

  async cancelRecording(_recallBotId: string, recordingId: string): Promise<{ isConnected: boolean }> {
    await this.settle();
    await this.db.deleteFrom('coach_recording_audio').where('recording_id', '=', recordingId).execute();
    return { isConnected: true };
  }

  async fetchRecording(_recallBotId: string, recordingId: string): Promise<FetchedRecording> {
    const row = await this.db
      .selectFrom('coach_recording_audio')
      .select(['content', 'duration_seconds'])
      .where('recording_id', '=', recordingId)
      .executeTakeFirst();
    return {
      audio: row ? Buffer.from(row.content) : null,
      transcript: null,
      durationSeconds: row?.duration_seconds ?? null,
    };
  }
}
