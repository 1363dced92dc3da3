/** A meeting bot as its service answers it. */
export interface CreatedBot {
  recallBotId: string;
  isConnected: boolean;
}

/** A finished recording as the bot service holds it. */
export interface FetchedRecording {
  /** A PCM16 WAV when the service keeps audio we can measure (the embedded bot: what the browser uploaded). */
  audio: Buffer | null;
  transcript: string | null;
  durationSeconds: number | null;
}

/**
 * Meeting bots that record class exercises (issue 15): a Recall.ai-style HTTP API when its key is set, else the
 * embedded bot service, which records from the learner's browser (capture 'browser') so the flow works offline.
 * Every call is safe to repeat for the same recording: jobs retry them.
 */
export interface CoachBotsPort {
  readonly adapter: 'embedded' | 'recall';
  /** Who captures the audio: the meeting bot, or the learner's browser (which uploads it before the stop). */
  readonly capture: 'bot' | 'browser';
  createBot(input: { meetingUrl: string; botName: string }): Promise<CreatedBot>;
  startRecording(recallBotId: string, recordingId: string): Promise<{ isConnected: boolean }>;
  stopRecording(recallBotId: string, recordingId: string): Promise<{ isConnected: boolean }>;
  cancelRecording(recallBotId: string, recordingId: string): Promise<{ isConnected: boolean }>;
  fetchRecording(recallBotId: string, recordingId: string): Promise<FetchedRecording>;
}

/** The bot service failed or refused; `retryable` false when asking again cannot help. */
export class CoachBotsError extends Error {
  override name = 'CoachBotsError';
  constructor(
    message: string,
    readonly retryable: boolean,
    readonly status?: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}
