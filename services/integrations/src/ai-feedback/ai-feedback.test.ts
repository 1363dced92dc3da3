import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { AiFeedbackError } from './ai-feedback.port.js';
import { createAiFeedbackPort } from './create-ai-feedback-port.js';
import { AUTOMATIC_FEEDBACK_LABEL, EmbeddedAiFeedbackAdapter } from './embedded-ai-feedback.adapter.js';
import { OpenAiFeedbackAdapter } from './openai-ai-feedback.adapter.js';
import { measureSpeech } from './speech-measures.js';
import { decodeWav, encodeWav, InvalidWavError, synthesiseSpeech } from './wav.js';
import { concat, filledPause, silence, syllableTrain } from '../../../voice/src/testing/audio.js';

const exercise = {
  course: 'FUNDAMENTALS_L1',
  day: 1,
  exercise: 1,
  practiceSessionSlug: 'guided-fundamentals-class-1',
  goal: 'Speak at once and keep going.',
};

describe('measuring a recording', () => {
  it('finds the speaking time, the pauses and how much the loudness moved', () => {
    const wav = decodeWav(
      encodeWav(
        synthesiseSpeech([
          { seconds: 2, level: 0.1 },
          { seconds: 1.5, level: 0 },
          { seconds: 2, level: 0.8 },
          { seconds: 0.3, level: 0 },
          { seconds: 1, level: 0.1 },
        ]),
        16_000,
      ),
    );
    const measures = measureSpeech(wav);
    expect(measures.durationSeconds).toBe(6.8);
    expect(measures.speakingSeconds).toBeGreaterThanOrEqual(4.8);
    expect(measures.speakingSeconds).toBeLessThanOrEqual(5.1);
    // The 0.3 s breath is not a pause; the 1.5 s silence is.
    expect(measures.pauseCount).toBe(1);
    expect(measures.longestPauseSeconds).toBeCloseTo(1.5, 0);
    // 0.1 against 0.8 is about 18 dB apart: the variation is large.
    expect(measures.loudnessVariationDb).toBeGreaterThan(6);
    const even = measureSpeech(decodeWav(encodeWav(synthesiseSpeech([{ seconds: 3, level: 0.3 }]), 16_000)));
    expect(even.loudnessVariationDb).toBeLessThan(measures.loudnessVariationDb);
  });

  it('refuses what is not a 16-bit PCM WAV', () => {
    expect(() => decodeWav(Buffer.from('RIFF....WAVEnope'.padEnd(60, ' ')))).toThrow(InvalidWavError);
    expect(() => decodeWav(Buffer.alloc(10))).toThrow(InvalidWavError);
  });
});

describe('embedded feedback', () => {
  it('says it is automatic, names the goal and what was measured, and is the same for the same recording', async () => {
    const measures = measureSpeech(
      decodeWav(
        encodeWav(
          synthesiseSpeech([
            { seconds: 4, level: 0.2 },
            { seconds: 1, level: 0 },
            { seconds: 3, level: 0.5 },
          ]),
          16_000,
        ),
      ),
    );
    const adapter = new EmbeddedAiFeedbackAdapter();
    const first = await adapter.generate({ exercise, transcript: null, measures });
    expect(first.startsWith(AUTOMATIC_FEEDBACK_LABEL)).toBe(true);
    expect(first).toContain('Goal of this exercise: Speak at once and keep going.');
    expect(first).toMatch(/You spoke for 7\.\d s of 8\.0 s/);
    expect(first).toContain('1 pause of half a second or more');
    expect(await adapter.generate({ exercise, transcript: null, measures })).toBe(first);
  });

  it('names the exercise, its goal and its recap, measures against its target, and gives one next step (issue 28)', async () => {
    const named = {
      ...exercise,
      name: 'Twenty seconds about you',
      goal: 'Introduce yourself without preparing.',
      recap: 'First words said: The hardest sentence of the class is behind you.',
      targetSeconds: 20,
    };
    const measures = {
      durationSeconds: 9,
      speakingSeconds: 8,
      pauseCount: 1,
      longestPauseSeconds: 0.8,
      loudnessVariationDb: 5,
      meanLevelDbfs: -20,
    };
    const text = await new EmbeddedAiFeedbackAdapter().generate({
      exercise: named,
      transcript: 'My name is Ana and I fix bicycles and lately I am curious about bread',
      measures,
    });
    const lines = text.split('\n');
    expect(lines[0]).toBe(AUTOMATIC_FEEDBACK_LABEL);
    expect(lines[1]).toBe('Twenty seconds about you: Introduce yourself without preparing.');
    expect(text).toContain('You spoke for 8.0 s of 9.0 s (89%); the exercise sets 20 s.');
    expect(text).toContain('Pace: about 113 words a minute.');
    expect(text).toContain('Recap: First words said: The hardest sentence of the class is behind you.');
    // Stopping at 9 s of a 20 s exercise is the one thing to work on.
    expect(lines.filter((line) => line.startsWith('Next step:'))).toEqual([
      'Next step: Use the whole 20 s: when you think you are done, add one example, then stop.',
    ]);
    expect(text).not.toMatch(/AI feedback/);
  });

  it('measures the pace and the filled pauses from the voice alone, and makes them the next step when the fillers stand out', async () => {
    // 20 synthetic syllables and two held 'uh's of 0.8 s (the games' detectors, issue 31).
    const samples = concat([
      silence(16_000, 300),
      syllableTrain(16_000, 10, 3),
      silence(16_000, 150),
      filledPause(16_000, 800),
      silence(16_000, 150),
      syllableTrain(16_000, 10, 4),
      silence(16_000, 150),
      filledPause(16_000, 800),
      silence(16_000, 300),
    ]);
    const measures = measureSpeech(decodeWav(encodeWav(samples, 16_000)));
    expect(measures.filledPauseCount).toBe(2);
    expect(measures.articulationRate).toBeGreaterThan(3);
    const text = await new EmbeddedAiFeedbackAdapter().generate({ exercise, transcript: null, measures });
    expect(text).toContain('Filled pauses (“uh”, “um”): 2,');
    expect(text).toMatch(/Pace: \d\.\d syllables a second while speaking/);
    expect(text).toContain('Next step: When you feel an “uh” coming, close your mouth and pause instead');
  });

  it('fails for good without audio or without speech', async () => {
    const adapter = new EmbeddedAiFeedbackAdapter();
    await expect(adapter.generate({ exercise, transcript: null, measures: null })).rejects.toMatchObject({
      retryable: false,
    });
    const silence = measureSpeech(decodeWav(encodeWav(new Float32Array(16_000 * 3), 16_000)));
    await expect(adapter.generate({ exercise, transcript: null, measures: silence })).rejects.toBeInstanceOf(
      AiFeedbackError,
    );
  });
});

describe('an OpenAI-compatible endpoint', () => {
  let server: Server;
  let baseUrl: string;
  let answer: { status: number; body: unknown } = { status: 200, body: {} };
  const requests: {
    url: string;
    auth: string | undefined;
    body: { model: string; messages: { role: string; content: string }[] };
  }[] = [];

  beforeAll(async () => {
    server = createServer((request: IncomingMessage, response) => {
      let text = '';
      request.on('data', (chunk: Buffer) => (text += chunk.toString()));
      request.on('end', () => {
        requests.push({ url: request.url ?? '', auth: request.headers.authorization, body: JSON.parse(text) });
        response.statusCode = answer.status;
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify(answer.body));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it('sends the model, the exercise, the measures and the transcript, and returns the answer', async () => {
    answer = { status: 200, body: { choices: [{ message: { role: 'assistant', content: '  Strong opening.  ' } }] } };
    const adapter = createAiFeedbackPort({
      AI_FEEDBACK_BASE_URL: baseUrl,
      AI_FEEDBACK_MODEL: 'llama3.1',
      AI_FEEDBACK_API_KEY: 'k',
    });
    expect(adapter.adapter).toBe('openai');
    const text = await adapter.generate({
      exercise: { ...exercise, game: 'conductor' },
      transcript: 'Hello everyone',
      measures: {
        durationSeconds: 10,
        speakingSeconds: 8,
        pauseCount: 2,
        longestPauseSeconds: 1,
        loudnessVariationDb: 5,
        meanLevelDbfs: -20,
      },
    });
    expect(text).toBe('Strong opening.');
    const sent = requests.at(-1)!;
    expect(sent.url).toBe('/v1/chat/completions');
    expect(sent.auth).toBe('Bearer k');
    expect(sent.body.model).toBe('llama3.1');
    expect(sent.body.messages[1]!.content).toContain('game: conductor');
    expect(sent.body.messages[1]!.content).toContain('Hello everyone');
    expect(sent.body.messages[1]!.content).toContain('2 pauses');
    // The model gets the facts the automatic feedback is built from, and the next step they point to.
    expect(sent.body.messages[1]!.content).toContain('You spoke for 8.0 s of 10 s (80%).');
    expect(sent.body.messages[1]!.content).toContain('Suggested next step:');
  });

  it('retries a 5xx, not a 4xx, and refuses an empty answer', async () => {
    const adapter = new OpenAiFeedbackAdapter({ baseUrl, model: 'm' });
    const request = { exercise, transcript: 'x', measures: null };
    answer = { status: 503, body: {} };
    await expect(adapter.generate(request)).rejects.toMatchObject({ retryable: true });
    answer = { status: 401, body: {} };
    await expect(adapter.generate(request)).rejects.toMatchObject({ retryable: false });
    answer = { status: 200, body: { choices: [] } };
    await expect(adapter.generate(request)).rejects.toBeInstanceOf(AiFeedbackError);
  });

  it('is embedded without a base URL, and needs a model with one', () => {
    expect(createAiFeedbackPort({}).adapter).toBe('embedded');
    expect(() => createAiFeedbackPort({ AI_FEEDBACK_BASE_URL: baseUrl })).toThrow(/AI_FEEDBACK_MODEL/);
  });
});
