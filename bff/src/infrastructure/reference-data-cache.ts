import { randomUUID } from 'node:crypto';
import { Inject, Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { AppConfig } from '../config/config.js';
import { closeRedis } from './redis.js';
import { APP_CONFIG, LOGGER, REDIS } from './tokens.js';

/**
 * The reference data a page read needs and that changes a few times a day at most (ADR 0043): the games
 * catalogue, the courses and their lessons, the class catalogue, the plans and the features' switches.
 */
export type ReferenceScope = 'games' | 'courses' | 'classes' | 'plans' | 'features';

/** How long a change waits for the other BFF processes to say they forgot the scope. */
export const INVALIDATION_ACK_TIMEOUT_MS = 1_000;
const SUBSCRIBE_WAIT_MS = 2_000;

interface InvalidationMessage {
  id: string;
  from: string;
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
 *   listener (PUBLISH counts them) has forgotten them too, or a second. So the very next request to any process
 *   reads the new data, as session revocations do (ADR 0013).
 * - A load that began before a change is not stored (a generation per scope).
 * - Changes made outside the BFF (seeds, migrations, an operator's SQL) are seen once the entry expires: the TTL is
 *   the bound on staleness. While this process cannot hear changes (Redis away), nothing is cached.
 */
@Injectable()
export class ReferenceDataCache implements OnModuleInit, OnApplicationShutdown {
  readonly ttlMs: number;
  private readonly entries = new Map<string, Entry>();
  private readonly generations = new Map<ReferenceScope, number>();
  private readonly instanceId = randomUUID();
  private readonly channel: string;
  private readonly ackChannel: string;
  private readonly pending = new Map<string, { expected: number; received: number; done: () => void }>();
  private subscriber: Redis | null = null;
  private usable = false;
  /** Bumped when the process stops or starts hearing changes: nothing loaded before is kept. */
  private epoch = 0;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    this.ttlMs = config.REFERENCE_CACHE_TTL_MS;
    this.channel = `impromptu:${redis.options.db ?? 0}:reference-data`;
    this.ackChannel = `${this.channel}:ack:${this.instanceId}`;
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
    const message: InvalidationMessage = { id: randomUUID(), from: this.instanceId, scopes: [...scopes] };
    let acknowledged!: () => void;
    const all = new Promise<void>((resolve) => (acknowledged = resolve));
    const pending = { expected: Number.POSITIVE_INFINITY, received: 0, done: acknowledged };
    this.pending.set(message.id, pending);
    let timer: NodeJS.Timeout | undefined;
    try {
      const listeners = await this.redis.publish(this.channel, JSON.stringify(message));
      pending.expected = listeners;
      if (pending.received >= listeners) return;
      const timedOut = new Promise<'timeout'>(
        (resolve) => (timer = setTimeout(() => resolve('timeout'), INVALIDATION_ACK_TIMEOUT_MS)),
      );
      if ((await Promise.race([all, timedOut])) === 'timeout')
        this.logger.warn(
          { listeners, acknowledged: pending.received, scopes },
          'a reference data change was not acknowledged by every BFF process in time: a stuck one serves the old data at most until its entry expires',
        );
    } catch (error) {
      this.logger.warn({ err: error, scopes }, 'cannot broadcast a reference data change (Redis)');
    } finally {
      clearTimeout(timer);
      this.pending.delete(message.id);
    }
  }

  async onModuleInit(): Promise<void> {
    if (this.ttlMs <= 0) return;
    const subscriber = this.redis.duplicate({ connectionName: 'impromptu-bff-reference-data', autoResubscribe: false });
    this.subscriber = subscriber;
    let settled!: () => void;
    const firstAttempt = new Promise<void>((resolve) => (settled = resolve));
    subscriber.on('ready', () => {
      subscriber
        .subscribe(this.channel, this.ackChannel)
        .then(
          () => this.setUsable(true),
          (error: unknown) =>
            this.logger.warn({ err: error }, 'cannot listen for reference data changes: it is read on every request'),
        )
        .finally(settled);
    });
    subscriber.on('close', () => {
      this.setUsable(false);
      settled();
    });
    subscriber.on('message', (channel: string, raw: string) => {
      if (channel === this.ackChannel) this.acknowledged(raw);
      else if (channel === this.channel) void this.heard(raw);
    });
    subscriber.on('error', () => undefined);
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      firstAttempt,
      new Promise<void>((resolve) => (timer = setTimeout(resolve, SUBSCRIBE_WAIT_MS))),
    ]);
    clearTimeout(timer);
  }

  async onApplicationShutdown(): Promise<void> {
    this.setUsable(false);
    const subscriber = this.subscriber;
    this.subscriber = null;
    if (subscriber) await closeRedis(subscriber);
  }

  private setUsable(usable: boolean): void {
    // Whatever was missed while deaf is forgotten: the cache starts empty when it can hear again.
    this.entries.clear();
    this.epoch += 1;
    this.usable = usable;
  }

  private forget(scopes: readonly ReferenceScope[]): void {
    for (const scope of scopes) {
      this.generations.set(scope, (this.generations.get(scope) ?? 0) + 1);
      const prefix = `${scope}\u0000`;
      for (const id of this.entries.keys()) if (id.startsWith(prefix)) this.entries.delete(id);
    }
  }

  private async heard(raw: string): Promise<void> {
    let message: InvalidationMessage;
    try {
      message = JSON.parse(raw) as InvalidationMessage;
    } catch {
      return;
    }
    if (!Array.isArray(message.scopes) || typeof message.from !== 'string') return;
    this.forget(message.scopes.filter((scope): scope is ReferenceScope => typeof scope === 'string'));
    try {
      await this.redis.publish(`${this.channel}:ack:${message.from}`, String(message.id));
    } catch {
      // The sender stops waiting after its timeout.
    }
  }

  private acknowledged(messageId: string): void {
    const pending = this.pending.get(messageId);
    if (!pending) return;
    pending.received += 1;
    if (pending.received >= pending.expected) pending.done();
  }
}

/** Freezes a loaded value and the rows in it (one level: arrays of rows, or a row). */
function freezeRows(value: unknown): void {
  if (value === null || typeof value !== 'object') return;
  if (Array.isArray(value)) for (const row of value) if (row !== null && typeof row === 'object') Object.freeze(row);
  Object.freeze(value);
}
