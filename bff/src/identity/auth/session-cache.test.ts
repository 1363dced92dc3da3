import { describe, expect, it } from '@jest/globals';
import type { SessionWithUser } from './auth.repository.js';
import { SessionCache } from './session-cache.js';

const session = (sessionId: string): SessionWithUser => ({
  sessionId,
  userId: `user-of-${sessionId}`,
  email: 'sam@example.com',
  type: 'LEARNER',
  lastSeenAt: new Date('2031-01-01T00:00:00Z'),
  idleExpiresAt: new Date('2031-01-15T00:00:00Z'),
  absoluteExpiresAt: new Date('2031-04-01T00:00:00Z'),
});

function cacheAt(ttlMs: number, maxEntries = 10) {
  let now = 0;
  const cache = new SessionCache(ttlMs, maxEntries, () => now);
  cache.setUsable(true);
  return { cache, advance: (ms: number) => (now += ms) };
}

describe('SessionCache', () => {
  it('keeps a session for its time to live, then forgets it', () => {
    const { cache, advance } = cacheAt(5_000);
    cache.set('token-a', session('a'), cache.generation);
    advance(4_999);
    expect(cache.get('token-a')?.sessionId).toBe('a');
    advance(1);
    expect(cache.get('token-a')).toBeUndefined();
  });

  it('evicts a revoked session by its id', () => {
    const { cache } = cacheAt(5_000);
    cache.set('token-a', session('a'), cache.generation);
    cache.set('token-b', session('b'), cache.generation);
    cache.evictSessions(['a']);
    expect(cache.get('token-a')).toBeUndefined();
    expect(cache.get('token-b')?.sessionId).toBe('b');
  });

  it('does not keep a read that began before a revocation', () => {
    const { cache } = cacheAt(5_000);
    const before = cache.generation;
    cache.evictSessions(['a']); // the revocation lands while the database read of session a is under way
    cache.set('token-a', session('a'), before);
    expect(cache.get('token-a')).toBeUndefined();
  });

  it('serves nothing while revocations cannot be heard, and starts empty when they can again', () => {
    const { cache } = cacheAt(5_000);
    cache.set('token-a', session('a'), cache.generation);
    cache.setUsable(false);
    expect(cache.enabled).toBe(false);
    expect(cache.get('token-a')).toBeUndefined();
    cache.set('token-a', session('a'), cache.generation);
    cache.setUsable(true);
    expect(cache.get('token-a')).toBeUndefined();
  });

  it('is off with a time to live of 0', () => {
    const { cache } = cacheAt(0);
    cache.set('token-a', session('a'), cache.generation);
    expect(cache.enabled).toBe(false);
    expect(cache.get('token-a')).toBeUndefined();
  });

  it('holds at most its maximum, dropping the entry stored longest ago', () => {
    const { cache } = cacheAt(5_000, 2);
    for (const id of ['a', 'b', 'c']) cache.set(`token-${id}`, session(id), cache.generation);
    expect(cache.size).toBe(2);
    expect(cache.get('token-a')).toBeUndefined();
    expect(cache.get('token-c')?.sessionId).toBe('c');
  });
});
