import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { closeRedis } from './redis.js';

/** How long a publish waits for every listening BFF process to acknowledge. */
export const BROADCAST_ACK_TIMEOUT_MS = 1_000;
/** How long start-up waits for the first subscription. */
const SUBSCRIBE_WAIT_MS = 2_000;

/** What a publish saw: how many processes listened (PUBLISH counts them) and how many acknowledged in time. */
export interface BroadcastReceipt {
  listeners: number;
  acknowledged: number;
}

export interface AcknowledgedBroadcastOptions<T extends object> {
  /** The channel's own name; it is published as `impromptu:<redis db>:<name>`. */
  name: string;
  /** The name the subscriber connection shows in Redis' CLIENT LIST. */
  connectionName: string;
  /** Reads a heard message's fields (without `id` and `from`); undefined drops the message unacknowledged. */
  parse: (message: Record<string, unknown>) => T | undefined;
  /** Applies a message, whichever process published it (this one included), before it is acknowledged. */
  heard: (message: T) => void;
  /** The subscription is up (true) or down (false): while it is down, messages may be missed. */
  listening: (listening: boolean) => void;
  /** Log lines, each naming what the owner loses: no subscription, no broadcast, a listener that did not answer. */
  warnings: { notListening: string; notPublished: string; notAcknowledged: string };
}

interface PendingAcks {
  expected: number;
  received: number;
  done: () => void;
}

/**
 * A message every BFF process hears, with the sender waiting until each has applied it (ADR 0013, 0043).
 *
 * A message is published on a Redis channel every process (this one included) listens to; each applies it and
 * acknowledges on the sender's own channel, and `publish` answers once as many processes as PUBLISH counted have
 * acknowledged, or after BROADCAST_ACK_TIMEOUT_MS if one is stuck. So a session revoked or a word set saved through
 * one process is seen by every process on the very next request.
 *
 * The subscription is this object's own Redis connection; `listening(false)` tells the owner when it drops (messages
 * may be missed until it is back), `listening(true)` when it is up again. The wire format is `{ id, from, ...fields }`.
 */
export class AcknowledgedBroadcast<T extends object> {
  private readonly instanceId = randomUUID();
  /** `impromptu:<redis db>:<name>`: where messages are published. */
  readonly channel: string;
  private readonly ackChannel: string;
  private readonly pending = new Map<string, PendingAcks>();
  private subscriber: Redis | null = null;

  constructor(
    private readonly redis: Redis,
    private readonly logger: Logger,
    private readonly options: AcknowledgedBroadcastOptions<T>,
  ) {
    // Channels are server-wide, not per database index: name the index so deployments sharing a server stay apart.
    this.channel = `impromptu:${redis.options.db ?? 0}:${options.name}`;
    this.ackChannel = `${this.channel}:ack:${this.instanceId}`;
  }

  /** Subscribes before the app serves (a bounded wait: with Redis away the app starts, not listening). */
  async start(): Promise<void> {
    const subscriber = this.redis.duplicate({ connectionName: this.options.connectionName, autoResubscribe: false });
    this.subscriber = subscriber;
    let settled!: () => void;
    const firstAttempt = new Promise<void>((resolve) => (settled = resolve));
    subscriber.on('ready', () => {
      subscriber
        .subscribe(this.channel, this.ackChannel)
        .then(
          () => this.options.listening(true),
          (error: unknown) => this.logger.warn({ err: error }, this.options.warnings.notListening),
        )
        .finally(settled);
    });
    subscriber.on('close', () => {
      this.options.listening(false);
      settled();
    });
    subscriber.on('message', (channel: string, raw: string) => {
      if (channel === this.ackChannel) this.acknowledged(raw);
      else if (channel === this.channel) void this.receive(raw);
    });
    // Connection errors are logged once by the main client's handler; without a listener ioredis would print each one.
    subscriber.on('error', () => undefined);
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      firstAttempt,
      new Promise<void>((resolve) => (timer = setTimeout(resolve, SUBSCRIBE_WAIT_MS))),
    ]);
    clearTimeout(timer);
  }

  async stop(): Promise<void> {
    this.options.listening(false);
    const subscriber = this.subscriber;
    this.subscriber = null;
    if (subscriber) await closeRedis(subscriber);
  }

  /**
   * Publishes the message and waits until every listening process has applied it, or the timeout. Never throws:
   * with Redis away, the processes that cannot hear it are not listening and their owners know it.
   */
  async publish(message: T, logContext: Record<string, unknown> = {}): Promise<BroadcastReceipt> {
    const id = randomUUID();
    let acknowledged!: () => void;
    const allAcknowledged = new Promise<void>((resolve) => (acknowledged = resolve));
    const pending: PendingAcks = { expected: Number.POSITIVE_INFINITY, received: 0, done: acknowledged };
    this.pending.set(id, pending);
    let timer: NodeJS.Timeout | undefined;
    try {
      const listeners = await this.redis.publish(
        this.channel,
        JSON.stringify({ ...message, id, from: this.instanceId }),
      );
      pending.expected = listeners;
      if (pending.received < listeners) {
        const timedOut = new Promise<'timeout'>(
          (resolve) => (timer = setTimeout(() => resolve('timeout'), BROADCAST_ACK_TIMEOUT_MS)),
        );
        if ((await Promise.race([allAcknowledged, timedOut])) === 'timeout')
          this.logger.warn(
            { ...logContext, listeners, acknowledged: pending.received },
            this.options.warnings.notAcknowledged,
          );
      }
      return { listeners, acknowledged: pending.received };
    } catch (error) {
      this.logger.warn({ ...logContext, err: error }, this.options.warnings.notPublished);
      return { listeners: 0, acknowledged: 0 };
    } finally {
      clearTimeout(timer);
      this.pending.delete(id);
    }
  }

  private async receive(raw: string): Promise<void> {
    let fields: Record<string, unknown>;
    try {
      const parsed: unknown = JSON.parse(raw);
      if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return;
      fields = parsed as Record<string, unknown>;
    } catch {
      return;
    }
    const { id, from, ...rest } = fields;
    if (typeof from !== 'string') return;
    const message = this.options.parse(rest);
    if (message === undefined) return;
    this.options.heard(message);
    try {
      await this.redis.publish(`${this.channel}:ack:${from}`, String(id));
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
