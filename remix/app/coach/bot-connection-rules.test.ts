import { describe, expect, it } from '@jest/globals';
import { badgeOf, fetchesBotAgainAfter, reconnectDelayMs } from './bot-connection-rules';

describe('AI coach connection rules', () => {
  it('reconnects five times with a doubling delay from 1,000 ms, then gives up', () => {
    expect([1, 2, 3, 4, 5, 6].map(reconnectDelayMs)).toEqual([1000, 2000, 4000, 8000, 16000, null]);
    expect(reconnectDelayMs(0)).toBeNull();
  });

  it('fetches the bot 25 times in all', () => {
    expect(fetchesBotAgainAfter(24)).toBe(true);
    expect(fetchesBotAgainAfter(25)).toBe(false);
  });

  it('shows no badge without a bot, then Listening, Connected or Disconnected', () => {
    const bot = { name: 'Impromptu Coach' };
    expect(badgeOf(null, 'disconnected', true)).toBeNull();
    expect(badgeOf(bot, 'connecting', false)).toBeNull();
    expect(badgeOf(bot, 'connected', true)).toEqual({ kind: 'listening', text: 'Listening' });
    expect(badgeOf(bot, 'connected', false)).toEqual({ kind: 'connected', text: 'Connected: Impromptu Coach' });
    expect(badgeOf(bot, 'disconnected', true)).toEqual({ kind: 'disconnected', text: 'AI Coach Disconnected' });
  });
});
