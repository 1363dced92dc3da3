import { performance } from 'node:perf_hooks';
import type { SessionWithUser } from './auth.repository.js';

/** Sessions kept at most; past that, the one cached longest ago goes first. */
const DEFAULT_MAX_ENTRIES = 10_000;

interface Entry {
  session: SessionWithUser;
  storedAt: number;
}

/**
 * Validated sessions of this process, by token hash, for a few seconds (SESSION_CACHE_TTL_MS): a
 * page view asks the BFF several times, and each request would otherwise read the session and its
 * user again. Only what the database said is kept; expiry is still checked against the clock on
 * every request, and a revocation evicts the session here and, through SessionRevocations, in
 * every other BFF process before the revoking request answers.
 *
 * A read that started before an eviction must not put the session back: `generation` moves on each
 * eviction, and `set` refuses a read begun under an older one. `enabled` is off while revocations
 * cannot reach this process (Redis away), so nothing is served from here that could be revoked.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private readonly keysBySession = new Map<string, string>();
  private currentGeneration = 0;
  private usable = false;

  constructor(
    /** 0 turns the cache off. */
    readonly ttlMs: number,
    private readonly maxEntries = DEFAULT_MAX_ENTRIES,
    private readonly monotonicNow: () => number = () => performance.now(),
  ) {}

  /** Whether sessions are served from here: a TTL set and revocations being heard. */
  get enabled(): boolean {
    return this.ttlMs > 0 && this.usable;
  }

  /** Revocations are heard (true) or may be missed (false): either way, forget everything. */
  setUsable(usable: boolean): void {
    this.usable = usable;
    this.clear();
  }

  /** Take before reading the database; hand back to `set`. */
  get generation(): number {
    return this.currentGeneration;
  }

  get(key: string): SessionWithUser | undefined {
    if (!this.enabled) return undefined;
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (this.monotonicNow() - entry.storedAt >= this.ttlMs) {
      this.remove(key, entry.session.sessionId);
      return undefined;
    }
    return entry.session;
  }

  set(key: string, session: SessionWithUser, readUnderGeneration: number): void {
    if (!this.enabled || readUnderGeneration !== this.currentGeneration) return;
    this.remove(key, session.sessionId);
    this.entries.set(key, { session, storedAt: this.monotonicNow() });
    this.keysBySession.set(session.sessionId, key);
    if (this.entries.size > this.maxEntries) {
      // Maps keep insertion order: the first entry was stored longest ago.
      const [oldestKey, oldest] = this.entries.entries().next().value as [string, Entry];
      this.remove(oldestKey, oldest.session.sessionId);
    }
  }

  /** Forgets these sessions, and any read of them under way. */
  evictSessions(sessionIds: readonly string[]): void {
    this.currentGeneration += 1;
    for (const sessionId of sessionIds) {
      const key = this.keysBySession.get(sessionId);
      if (key !== undefined) this.remove(key, sessionId);
    }
  }

  clear(): void {
    this.currentGeneration += 1;
    this.entries.clear();
    this.keysBySession.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  private remove(key: string, sessionId: string): void {
    this.entries.delete(key);
    if (this.keysBySession.get(sessionId) === key) this.keysBySession.delete(sessionId);
  }
}
