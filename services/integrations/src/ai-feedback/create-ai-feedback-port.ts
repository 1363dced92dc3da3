import { z } from 'zod';
import type { AiFeedbackPort } from './ai-feedback.port.js';
import { EmbeddedAiFeedbackAdapter } from './embedded-ai-feedback.adapter.js';
import { OpenAiFeedbackAdapter } from './openai-ai-feedback.adapter.js';

const url = z.url({ protocol: /^https?$/, message: 'must be an http(s) URL' });

/** The AI feedback settings, read the same way by the BFF and the worker. */
export const AiFeedbackEnvSchema = z.object({
  // Set: an OpenAI-compatible chat-completions endpoint (OpenAI, Ollama, vLLM). Unset: feedback measured from the recording.
  AI_FEEDBACK_BASE_URL: url.optional(),
  AI_FEEDBACK_MODEL: z.string().optional(),
  // Optional for local servers.
  AI_FEEDBACK_API_KEY: z.string().optional(),
});
export type AiFeedbackEnv = z.output<typeof AiFeedbackEnvSchema>;

/** The OpenAI-compatible adapter when AI_FEEDBACK_BASE_URL is set (then AI_FEEDBACK_MODEL is required), else the embedded one. */
export function createAiFeedbackPort(env: AiFeedbackEnv, options: { fetch?: typeof fetch } = {}): AiFeedbackPort {
  if (!env.AI_FEEDBACK_BASE_URL) return new EmbeddedAiFeedbackAdapter();
  if (!env.AI_FEEDBACK_MODEL)
    throw new Error('AI_FEEDBACK_BASE_URL needs AI_FEEDBACK_MODEL (e.g. gpt-4o-mini, llama3.1)');
  return new OpenAiFeedbackAdapter({
    baseUrl: env.AI_FEEDBACK_BASE_URL,
    model: env.AI_FEEDBACK_MODEL,
    apiKey: env.AI_FEEDBACK_API_KEY,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
}
