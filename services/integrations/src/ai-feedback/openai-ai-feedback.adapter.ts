import { AiFeedbackError, type AiFeedbackPort, type FeedbackRequest } from './ai-feedback.port.js';
import { describeFacts, feedbackFacts, nextStep } from './feedback-facts.js';

export interface OpenAiFeedbackOptions {
  /** e.g. https://api.openai.com/v1, http://127.0.0.1:11434/v1 (Ollama), a vLLM server's /v1. */
  baseUrl: string;
  model: string;
  apiKey?: string | undefined;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

const SYSTEM_PROMPT =
  'You are a public speaking coach. Give short, kind, concrete feedback (at most 120 words) on one recorded impromptu speaking exercise. ' +
  'Name the exercise, say what went well, then one concrete thing to try next time. Use the exercise goal, its recap and the measurements; ' +
  'the suggested next step follows from the measurements, so keep it unless the transcript shows a better one. Quote the transcript only when it helps.';

/** Any OpenAI-compatible chat-completions endpoint: OpenAI itself, Ollama, vLLM, LM Studio. */
export class OpenAiFeedbackAdapter implements AiFeedbackPort {
  readonly adapter = 'openai' as const;
  private readonly endpoint: string;

  constructor(private readonly options: OpenAiFeedbackOptions) {
    this.endpoint = `${options.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  }

  async generate(request: FeedbackRequest): Promise<string> {
    const { exercise, transcript } = request;
    const facts = feedbackFacts(request);
    if (!transcript && !facts) throw new AiFeedbackError('neither a transcript nor audio to judge', false);
    // The same facts the embedded feedback is built from (feedback-facts.ts).
    const context = [
      `Exercise: ${exercise.name ?? exercise.goal} (${exercise.course} day ${exercise.day}, exercise ${exercise.exercise}${exercise.game ? `, game: ${exercise.game}` : ''}).`,
      `Goal: ${exercise.goal}`,
      exercise.recap ? `Recap: ${exercise.recap}` : null,
      facts ? `Measured: ${describeFacts(facts).join(' ')}` : 'No audio measurements.',
      facts ? `Suggested next step: ${nextStep(facts)}` : null,
      transcript ? `Transcript:\n${transcript.slice(0, 12_000)}` : 'No transcript.',
    ]
      .filter((line) => line !== null)
      .join('\n');
    let response: Response;
    try {
      response = await (this.options.fetch ?? fetch)(this.endpoint, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(this.options.apiKey ? { authorization: `Bearer ${this.options.apiKey}` } : {}),
        },
        body: JSON.stringify({
          model: this.options.model,
          temperature: 0.4,
          messages: [
            { role: 'system', content: SYSTEM_PROMPT },
            { role: 'user', content: context },
          ],
        }),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 60_000),
      });
    } catch (error) {
      throw new AiFeedbackError('the AI endpoint could not be reached', true, { cause: error });
    }
    if (!response.ok) {
      // 4xx other than 408/429 will not improve by asking again.
      const retryable = response.status >= 500 || response.status === 408 || response.status === 429;
      throw new AiFeedbackError(`the AI endpoint answered ${response.status}`, retryable);
    }
    const body = (await response.json().catch(() => null)) as {
      choices?: { message?: { content?: unknown } }[];
    } | null;
    const content = body?.choices?.[0]?.message?.content;
    if (typeof content !== 'string' || content.trim() === '')
      throw new AiFeedbackError('the AI endpoint answered no text', true);
    return content.trim();
  }
}
