import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CoachBotsError } from './coach-bots.port.js';
import { RecallCoachBotsAdapter } from './recall-coach-bots.adapter.js';

const BOT = '5d0c7a2e-3b1f-4c6e-9a51-0f4b2d8e7c10';

describe('the Recall-style bot API adapter', () => {
  let server: Server;
  let baseUrl: string;
  const calls: string[] = [];
  let failStart = 0;

  beforeAll(async () => {
    server = createServer((request, response) => {
      request.resume();
      request.on('end', () => {
        calls.push(`${request.method} ${request.url} ${request.headers.authorization}`);
        const json = (status: number, body: unknown) => {
          response.statusCode = status;
          response.setHeader('content-type', 'application/json');
          response.end(JSON.stringify(body));
        };
        if (request.method === 'POST' && request.url === '/api/v1/bot/')
          return json(201, { id: BOT, status_changes: [{ code: 'joining_call' }] });
        if (request.url === `/api/v1/bot/${BOT}/start_recording/`)
          return failStart-- > 0 ? json(502, {}) : json(200, {});
        if (request.url === `/api/v1/bot/${BOT}/stop_recording/`) return json(200, {});
        if (request.url === `/api/v1/bot/${BOT}/delete_media/`) return json(200, {});
        if (request.url === `/api/v1/bot/${BOT}/transcript/`)
          return json(200, [{ speaker: 'Lena', words: [{ text: 'Good' }, { text: 'morning' }] }]);
        if (request.url === `/api/v1/bot/${BOT}/`)
          return json(200, {
            id: BOT,
            status_changes: [{ code: 'in_call_recording' }],
            recordings: [{ started_at: '2026-11-22T20:00:00Z', completed_at: '2026-11-22T20:00:42Z' }],
          });
        return json(404, {});
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it('creates a bot, starts, stops and fetches the transcript with the key as a token', async () => {
    const adapter = new RecallCoachBotsAdapter({ apiKey: 'secret', baseUrl });
    expect(adapter.capture).toBe('bot');
    expect(
      await adapter.createBot({ meetingUrl: 'https://zoom.us/j/81234567890', botName: 'Impromptu Coach' }),
    ).toEqual({ recallBotId: BOT, isConnected: true });
    await adapter.startRecording(BOT);
    expect(await adapter.stopRecording(BOT)).toEqual({ isConnected: true });
    expect(await adapter.fetchRecording(BOT)).toEqual({
      audio: null,
      transcript: 'Lena: Good morning',
      durationSeconds: 42,
    });
    expect(calls.every((call) => call.endsWith('Token secret'))).toBe(true);
  });

  it('cancels by stopping and deleting the media, and says whether a failure is worth retrying', async () => {
    const adapter = new RecallCoachBotsAdapter({ apiKey: 'secret', baseUrl });
    await adapter.cancelRecording(BOT);
    expect(calls.some((call) => call.startsWith(`POST /api/v1/bot/${BOT}/delete_media/`))).toBe(true);
    failStart = 1;
    await expect(adapter.startRecording(BOT)).rejects.toMatchObject({ retryable: true, status: 502 });
    await expect(
      new RecallCoachBotsAdapter({ apiKey: 'secret', baseUrl: 'http://127.0.0.1:1' }).startRecording(BOT),
    ).rejects.toBeInstanceOf(CoachBotsError);
  });
});
