import { plural } from '@impromptu/kernel';
import type { Figures } from './assessment.events.js';

export interface SummaryInput {
  firstName: string;
  periodLabel: string;
  figures: Figures;
  traits: { label: string; gradePercent: number | null }[];
  topPercent: number;
}

export interface WrittenSummary {
  /** Markdown; the page renders it sanitised. */
  text: string;
  writtenBy: 'language-model' | 'figures';
}

/** The AI-feedback port as the assessments use it: a short summary of the month in markdown. */
export interface SummaryWriter {
  write(input: SummaryInput): Promise<WrittenSummary>;
}

const minutes = (seconds: number) => Math.round(seconds / 60);

/** The embedded adapter: a summary composed from the figures, saying that it was. */
export const composedSummaryWriter: SummaryWriter = {
  async write({ firstName, periodLabel, figures, traits, topPercent }) {
    const graded = traits
      .filter((trait) => trait.gradePercent !== null)
      .sort((a, b) => (b.gradePercent as number) - (a.gradePercent as number));
    const strongest = graded[0];
    const weakest = graded[graded.length - 1];
    const lines = [
      `**${firstName || 'You'}, here is your ${periodLabel}.**`,
      '',
      `- ${figures.rounds} rounds over ${plural(figures.activeDays, 'active day')}, about ${minutes(figures.speakingSeconds)} minutes of speaking in games so far`,
      `- ${plural(figures.practiceCompleted, 'guided practice session')} completed, a current streak of ${plural(figures.streak, 'day')}`,
      ...(figures.shapeScore === null ? [] : [`- your latest self-assessment scored ${figures.shapeScore}%`]),
      '',
      strongest && weakest && strongest !== weakest
        ? `Your strongest area is **${strongest.label}**; **${weakest.label}** has the most room to grow.`
        : 'Keep training to see where you stand out.',
      topPercent <= 40
        ? `That puts you in the top ${topPercent}% of speakers this month.`
        : 'Every round counts: keep going!',
      '',
      '_This summary was composed from your figures; no language model wrote it._',
    ];
    return { text: lines.join('\n'), writtenBy: 'figures' };
  },
};

export interface LanguageModelConfig {
  baseUrl: string;
  model: string;
  apiKey: string;
}

/** The real adapter: any OpenAI-compatible chat-completions endpoint; falls back to the composed summary when it fails. */
export function languageModelSummaryWriter(
  config: LanguageModelConfig,
  fetchImpl: typeof fetch = fetch,
): SummaryWriter {
  return {
    async write(input) {
      try {
        const response = await fetchImpl(`${config.baseUrl.replace(/\/+$/, '')}/chat/completions`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${config.apiKey}` },
          body: JSON.stringify({
            model: config.model,
            messages: [
              {
                role: 'system',
                content:
                  'You are a warm, precise public-speaking coach. Write a markdown summary of at most 120 words. No HTML, no links.',
              },
              { role: 'user', content: JSON.stringify(input) },
            ],
          }),
          signal: AbortSignal.timeout(20_000),
        });
        if (!response.ok) throw new Error(`language model answered ${response.status}`);
        const body = (await response.json()) as { choices?: { message?: { content?: string } }[] };
        const text = body.choices?.[0]?.message?.content?.trim();
        if (!text) throw new Error('language model answered no text');
        return { text, writtenBy: 'language-model' };
      } catch {
        return composedSummaryWriter.write(input);
      }
    },
  };
}

/** The writer the configuration chooses: the language model when AI_FEEDBACK_BASE_URL, _MODEL and _API_KEY are set, else the composed one. */
export function summaryWriterFrom(env: Record<string, string | undefined>): SummaryWriter {
  const { AI_FEEDBACK_BASE_URL: baseUrl, AI_FEEDBACK_MODEL: model, AI_FEEDBACK_API_KEY: apiKey } = env;
  return baseUrl && model && apiKey ? languageModelSummaryWriter({ baseUrl, model, apiKey }) : composedSummaryWriter;
}
