import { CoachBotsError, type CoachBotsPort, type CreatedBot, type FetchedRecording } from './coach-bots.port.js';

export interface RecallCoachBotsOptions {
  apiKey: string;
  /** The region's API, e.g. https://us-east-1.recall.ai */
  baseUrl: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

interface RecallBot {
  id?: unknown;
  status_changes?: { code?: unknown }[];
  recordings?: { started_at?: unknown; completed_at?: unknown }[];
}

/** In the call: the last status change says the bot is in the meeting (waiting, in call, recording). */
const IN_CALL = new Set([
  'joining_call',
  'in_waiting_room',
  'in_call_not_recording',
  'in_call_recording',
  'recording_permission_allowed',
]);

/**
 * Recall.ai's bot API (v1): a bot per meeting URL, start and stop recording, and the recording's transcript.
 * A cancel stops the recording and deletes its media. The bot records (capture 'bot'); no audio is downloaded.
 */
export class RecallCoachBotsAdapter implements CoachBotsPort {
  readonly adapter = 'recall' as const;
  readonly capture = 'bot' as const;
  private readonly baseUrl: string;

  constructor(private readonly options: RecallCoachBotsOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
  }

  private async call<T>(method: string, path: string, body?: unknown): Promise<T> {
    let response: Response;
    try {
      response = await (this.options.fetch ?? fetch)(`${this.baseUrl}/api/v1${path}`, {
        method,
        headers: {
          authorization: `Token ${this.options.apiKey}`,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 20_000),
      });
    } catch (error) {
      throw new CoachBotsError(`the bot service could not be reached (${method} ${path})`, true, undefined, {
        cause: error,
      });
    }
    if (!response.ok) {
      const retryable = response.status >= 500 || response.status === 408 || response.status === 429;
      throw new CoachBotsError(
        `the bot service answered ${response.status} to ${method} ${path}`,
        retryable,
        response.status,
      );
    }
    const text = await response.text();
    return (text ? JSON.parse(text) : {}) as T;
  }

  private connected(bot: RecallBot): boolean {
    const code = bot.status_changes?.at(-1)?.code;
    return typeof code === 'string' && IN_CALL.has(code);
  }

  async createBot({ meetingUrl, botName }: { meetingUrl: string; botName: string }): Promise<CreatedBot> {
    const bot = await this.call<RecallBot>('POST', '/bot/', { meeting_url: meetingUrl, bot_name: botName });
    if (typeof bot.id !== 'string') throw new CoachBotsError('the bot service answered a bot without an id', false);
    return { recallBotId: bot.id, isConnected: this.connected(bot) };
  }

  async startRecording(recallBotId: string): Promise<{ isConnected: boolean }> {
    await this.call('POST', `/bot/${encodeURIComponent(recallBotId)}/start_recording/`, {});
    return { isConnected: true };
  }

  async stopRecording(recallBotId: string): Promise<{ isConnected: boolean }> {
    await this.call('POST', `/bot/${encodeURIComponent(recallBotId)}/stop_recording/`, {});
    return {
      isConnected: this.connected(await this.call<RecallBot>('GET', `/bot/${encodeURIComponent(recallBotId)}/`)),
    };
  }

  async cancelRecording(recallBotId: string): Promise<{ isConnected: boolean }> {
    try {
      await this.call('POST', `/bot/${encodeURIComponent(recallBotId)}/stop_recording/`, {});
    } catch (error) {
      // Already stopped: a retried cancel goes on to delete the media.
      if (!(error instanceof CoachBotsError && error.status === 400)) throw error;
    }
    await this.call('POST', `/bot/${encodeURIComponent(recallBotId)}/delete_media/`, {});
    return {
      isConnected: this.connected(await this.call<RecallBot>('GET', `/bot/${encodeURIComponent(recallBotId)}/`)),
    };
  }

  async fetchRecording(recallBotId: string): Promise<FetchedRecording> {
    const bot = await this.call<RecallBot>('GET', `/bot/${encodeURIComponent(recallBotId)}/`);
    const words = await this.call<{ speaker?: unknown; words?: { text?: unknown }[] }[]>(
      'GET',
      `/bot/${encodeURIComponent(recallBotId)}/transcript/`,
    );
    const transcript = Array.isArray(words)
      ? words
          .map(
            (part) =>
              `${typeof part.speaker === 'string' ? `${part.speaker}: ` : ''}${(part.words ?? []).map((w) => (typeof w.text === 'string' ? w.text : '')).join(' ')}`,
          )
          .join('\n')
          .trim()
      : '';
    const last = bot.recordings?.at(-1);
    const started = typeof last?.started_at === 'string' ? Date.parse(last.started_at) : NaN;
    const completed = typeof last?.completed_at === 'string' ? Date.parse(last.completed_at) : NaN;
    return {
      audio: null,
      transcript: transcript || null,
      durationSeconds:
        Number.isFinite(started) && Number.isFinite(completed) ? Math.max(0, (completed - started) / 1000) : null,
    };
  }
}
