import { AI_COACH_TIMINGS } from '@impromptu/bff/contracts';

/** The wait before reconnect attempt `attempt` (1-based): 1 s, 2 s, 4 s, 8 s, 16 s; null once the 5 attempts are spent (spec 1 §8, §9). */
export function reconnectDelayMs(attempt: number): number | null {
  if (!Number.isInteger(attempt) || attempt < 1 || attempt > AI_COACH_TIMINGS.maxReconnectAttempts) return null;
  return AI_COACH_TIMINGS.reconnectBaseDelayMs * 2 ** (attempt - 1);
}

/** Whether another silent fetch of the bot follows attempt `attempt` (1-based): 25 attempts, 1 s apart (spec 1 §8). */
export function fetchesBotAgainAfter(attempt: number): boolean {
  return attempt < AI_COACH_TIMINGS.botFetchRetries;
}

export type CoachLink = 'connecting' | 'connected' | 'disconnected';

/** What the corner badge says (spec 1 §4), or null for no badge (no bot, or the first connection still opening). */
export function badgeOf(
  bot: { name: string } | null,
  link: CoachLink,
  recording: boolean,
): { kind: 'listening' | 'connected' | 'disconnected'; text: string } | null {
  if (!bot) return null;
  if (link === 'disconnected') return { kind: 'disconnected', text: 'AI Coach Disconnected' };
  if (link === 'connecting') return null;
  return recording ? { kind: 'listening', text: 'Listening' } : { kind: 'connected', text: `Connected: ${bot.name}` };
}

export const DISCONNECTED_TOOLTIP = 'Connection lost. Please refresh the page to reconnect.';
export const AUDIENCE_MUTE = 'Audience: Please mute';

/**
 * Where the shell's badge goes: a slot in the site header (root), which renders outside the coach provider. Here,
 * not beside the badge, so the header of a signed-out page does not load the coach's client code.
 */
export const COACH_BADGE_SLOT_ID = 'coach-badge-slot';
