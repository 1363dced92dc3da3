/** The reasons a voice session does not start, and their lines (issue 18: the game still plays, with one line). */
import { describe, expect, it } from '@jest/globals';
import { reasonOfMicrophoneError, VoiceUnavailableError, voiceUnavailableMessage } from './unavailable.js';

const domError = (name: string) => Object.assign(new Error(name), { name });

describe('the microphone refusals', () => {
  it('tells a refused permission from a missing microphone and from anything else', () => {
    expect(reasonOfMicrophoneError(domError('NotAllowedError'))).toBe('denied');
    expect(reasonOfMicrophoneError(domError('SecurityError'))).toBe('denied');
    expect(reasonOfMicrophoneError(domError('NotFoundError'))).toBe('absent');
    expect(reasonOfMicrophoneError(domError('OverconstrainedError'))).toBe('absent');
    expect(reasonOfMicrophoneError(domError('NotReadableError'))).toBe('failed');
    expect(reasonOfMicrophoneError('nonsense')).toBe('failed');
  });

  it('carries its reason and a line for each', () => {
    const error = new VoiceUnavailableError('denied');
    expect(error).toBeInstanceOf(Error);
    expect(error.reason).toBe('denied');
    expect(error.message).toBe('No voice metrics: the browser was not allowed to use the microphone.');
    const lines = (['denied', 'absent', 'unsupported', 'failed'] as const).map(voiceUnavailableMessage);
    expect(new Set(lines).size).toBe(4);
  });
});
