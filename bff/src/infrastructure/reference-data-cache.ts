import { Inject, Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { AppConfig } from '../config/config.js';
import { AcknowledgedBroadcast } from './acknowledged-broadcast.js';
import { APP_CONFIG, LOGGER, REDIS } from './tokens.js';

/**
 * The reference data a page read needs and that changes a few times a day at most (ADR 0043): the games
 * catalogue, the courses and their lessons, the class catalogue, the plans and the features' switches.
 */
export type ReferenceScope = 'games' | 'courses' | 'classes' | 'plans' | 'features';

interface Invalidation {
  scopes: ReferenceScope[];
}

interface Entry {
  value: Promise<unknown>;
  expiresAt: number;
}

/**
 * Reference data held in this BFF process (ADR 0043), so a page read queries only what is the user's own.
 *
 * - `read(scope, key, load)` answers the value loaded at most REFERENCE_CACHE_TTL_MS ago (one load in flight per
 *   key; a failed load is not kept).
 * - `changed(scopes)` is called by whatever writes reference data through the BFF, once the write is committed:
 *   it forgets the scopes here, publishes them on a Redis channel every process listens to, and waits until every
 *   listener (PUBLISH counts them) has forgotten them too, or a second (AcknowledgedBroadcast). So the very next
 *   request to any process reads the new data, as session revocations do (ADR 0013).
 * - A load that began before a change is not stored (a generation per scope).
 * - Changes made outside the BFF (seeds, migrations, an operator's SQL) are seen once the entry expires: the TTL is
 *   the bound on staleness. While this process cannot hear changes (Redis away), nothing is cached.
 */
@Injectable()
export class ReferenceDataCache implements OnModuleInit, OnApplicationShutdown {
  readonly ttlMs: number;
  private readonly entries = new Map<string, Entry>();
  private readonly generations = new Map<ReferenceScope, number>();
  private readonly broadcast: AcknowledgedBroadcast<Invalidation>;
  private readonly forgetListeners: (() => void)[] = [];
  private usable = false;
  /** Bumped when the process stops or starts hearing changes: nothing loaded before is kept. */
  private epoch = 0;

  constructor(@Inject(REDIS) redis: Redis, @Inject(APP_CONFIG) config: AppConfig, @Inject(LOGGER) logger: Logger) {
    this.ttlMs = config.REFERENCE_CACHE_TTL_MS;
    this.broadcast = new AcknowledgedBroadcast<Invalidation>(redis, logger, {
      name: 'reference-data',
      connectionName: 'impromptu-bff-reference-data',
      parse: ({ scopes }) =>
        Array.isArray(scopes)
          ? { scopes: scopes.filter((scope): scope is ReferenceScope => typeof scope === 'string') }
          : undefined,
      heard: ({ scopes }) => this.forget(scopes),
      listening: (listening) => this.setUsable(listening),
      warnings: {
        notListening: 'cannot listen for reference data changes: it is read on every request',
        notPublished: 'cannot broadcast a reference data change (Redis)',
        notAcknowledged:
          'a reference data change was not acknowledged by every BFF process in time: a stuck one serves the old data at most until its entry expires',
      },
    });
  }

  /** The scope's value for `key`, from memory when it is fresh; `load` reads it from the database otherwise. */
  read<T>(scope: ReferenceScope, key: string, load: () => Promise<T>): Promise<T> {
    if (!this.usable || this.ttlMs <= 0) return load();
    const id = `${scope}\u0000${key}`;
    const now = Date.now();
    const entry = this.entries.get(id);
    if (entry && entry.expiresAt > now) return entry.value as Promise<T>;
    const generation = this.generations.get(scope) ?? 0;
    const epoch = this.epoch;
    const value = load();
    const stored: Entry = { value, expiresAt: now + this.ttlMs };
    this.entries.set(id, stored);
    value.then(
      (loaded) => {
        // Shared by every request of the process: nobody may change it in place.
        freezeRows(loaded);
        // Changed while it loaded: the value may be the old one, so it is not kept.
        const stale = (this.generations.get(scope) ?? 0) !== generation || this.epoch !== epoch;
        if (stale && this.entries.get(id) === stored) this.entries.delete(id);
      },
      () => {
        if (this.entries.get(id) === stored) this.entries.delete(id);
      },
    );
    return value;
  }

  /**
   * Forgets the scopes here and in every other BFF process, and waits until they have: call it once the write is
   * committed. Never throws: a process that cannot hear it caches nothing.
   */
  async changed(scopes: readonly ReferenceScope[]): Promise<void> {
    if (scopes.length === 0) return;
    this.forget(scopes);
    if (this.ttlMs <= 0) return;
    await this.broadcast.publish({ scopes: [...scopes] }, { scopes });
  }

  /** Calls `listener` whenever something held here is forgotten (what was built from it is stale too: ADR 0063). */
  onForget(listener: () => void): void {
    this.forgetListeners.push(listener);
  }

  async onModuleInit(): Promise<void> {
    if (this.ttlMs > 0) await this.broadcast.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.broadcast.stop();
  }

  private setUsable(usable: boolean): void {
    // Whatever was missed while deaf is forgotten: the cache starts empty when it can hear again.
    this.entries.clear();
    this.epoch += 1;
    this.usable = usable;
    for (const listener of this.forgetListeners) listener();
  }

  private forget(scopes: readonly ReferenceScope[]): void {
    for (const scope of scopes) {
      this.generations.set(scope, (this.generations.get(scope) ?? 0) + 1);
      const prefix = `${scope}\u0000`;
      for (const id of this.entries.keys()) if (id.startsWith(prefix)) this.entries.delete(id);
    }
    for (const listener of this.forgetListeners) listener();
  }
}

/** Freezes a loaded value and the rows in it (one level: arrays of rows, or a row). */
function freezeRows(value: unknown): void {
  if (value === null || typeof value !== 'object') return;
  if (Array.isArray(value)) for (const row of value) if (row !== null && typeof row === 'object') Object.freeze(row);
  Object.freeze(value);
}
