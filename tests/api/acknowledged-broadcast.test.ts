import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import {
  AcknowledgedBroadcast,
  BROADCAST_ACK_TIMEOUT_MS,
} from '../../bff/src/infrastructure/acknowledged-broadcast.js';
import { captureLog } from '../support/log.js';
import { redisUrl } from '../support/redis.js';
import { inProcessOnly } from '../support/target.js';

const inProcess = inProcessOnly('builds broadcasts of its own on the test Redis, not through a BFF');

interface Words {
  words: string[];
}

/** One BFF process's side of the broadcast: what it heard, whether it listens, what it logged. */
function member(redis: Redis, name: string) {
  const log = captureLog('warn');
  const heard: string[][] = [];
  const listening: boolean[] = [];
  const broadcast = new AcknowledgedBroadcast<Words>(redis, log.logger, {
    name,
    connectionName: 'impromptu-test-broadcast',
    parse: ({ words }) => (Array.isArray(words) ? { words: words.map(String) } : undefined),
    heard: ({ words }) => heard.push(words),
    listening: (up) => listening.push(up),
    warnings: { notListening: 'not listening', notPublished: 'not published', notAcknowledged: 'not acknowledged' },
  });
  return { broadcast, heard, listening, log };
}

/**
 * The Redis broadcast with acknowledgement that session revocations and the reference data cache share (ADR 0013,
 * 0043): every listening process applies a message before its publisher answers, and a listener that never answers
 * costs the publisher one bounded wait, logged.
 */
inProcess.describe('a message every BFF process applies before the publisher answers', () => {
  const name = `test-broadcast-${randomBytes(4).toString('hex')}`;
  let redis: Redis;
  let first: ReturnType<typeof member>;
  let second: ReturnType<typeof member>;
  let deaf: Redis | undefined;

  beforeAll(async () => {
    redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
    first = member(redis, name);
    second = member(redis, name);
    await first.broadcast.start();
    await second.broadcast.start();
  });

  afterAll(async () => {
    await first?.broadcast.stop();
    await second?.broadcast.stop();
    deaf?.disconnect();
    redis?.disconnect();
  });

  it('answers once both processes, the publisher included, have applied the message', async () => {
    expect(first.listening).toEqual([true]);
    expect(second.listening).toEqual([true]);
    const receipt = await first.broadcast.publish({ words: ['zeppelin'] });
    expect(receipt).toEqual({ listeners: 2, acknowledged: 2 });
    // Applied before the publish answered, in both processes.
    expect(first.heard).toEqual([['zeppelin']]);
    expect(second.heard).toEqual([['zeppelin']]);
    expect(first.log.entries).toEqual([]);
  });

  it('gives up on a listener that never acknowledges after the timeout, and logs it', async () => {
    deaf = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
    // Counted by PUBLISH, but it applies nothing and never answers: a stuck process.
    await deaf.subscribe(second.broadcast.channel);
    const started = performance.now();
    const receipt = await second.broadcast.publish({ words: ['balloon'] }, { words: ['balloon'] });
    expect(performance.now() - started).toBeGreaterThanOrEqual(BROADCAST_ACK_TIMEOUT_MS - 50);
    expect(receipt).toEqual({ listeners: 3, acknowledged: 2 });
    expect(first.heard.at(-1)).toEqual(['balloon']);
    expect(second.heard.at(-1)).toEqual(['balloon']);
    expect(second.log.entries).toEqual([
      expect.objectContaining({ msg: 'not acknowledged', listeners: 3, acknowledged: 2, words: ['balloon'] }),
    ]);
    await deaf.unsubscribe();
  });

  it('drops a message it cannot read and applies the next', async () => {
    await redis.publish(first.broadcast.channel, JSON.stringify({ id: 'x', from: 'elsewhere', words: 'not a list' }));
    await redis.publish(first.broadcast.channel, 'not JSON');
    expect(await first.broadcast.publish({ words: ['after'] })).toEqual({ listeners: 2, acknowledged: 2 });
    expect(first.heard.at(-1)).toEqual(['after']);
    expect(first.heard.flat()).not.toContain('not a list');
  });

  it('tells its owner it stopped listening', async () => {
    await second.broadcast.stop();
    expect(second.listening.at(-1)).toBe(false);
  });
});
