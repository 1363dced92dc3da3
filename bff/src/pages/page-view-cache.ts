import { Inject, Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { databaseNameOf } from '@impromptu/db';
import { listenForReadModelChanges, type ReadModelChange, type ReadModelListener } from '@impromptu/event-store';
import type { AppConfig } from '../config/config.js';
import { CLOCK, type Clock } from '../identity/auth/clock.js';
import { AcknowledgedBroadcast } from '../infrastructure/acknowledged-broadcast.js';
import { ReferenceDataCache } from '../infrastructure/reference-data-cache.js';
import { APP_CONFIG, LOGGER, REDIS } from '../infrastructure/tokens.js';

/** The page reads held per learner (ADR 0063). */
export const CACHED_PAGES = ['shell', 'home', 'class', 'course', 'progress', 'cohort'] as const;
export type CachedPage = (typeof CACHED_PAGES)[number];

/** What became stale: some users' pages, some pages of every user, or everything. */
export interface PageStaleness {
  users?: readonly string[];
  pages?: readonly CachedPage[];
  all?: boolean;
}

/**
 * Projections whose rows show on other users' pages than their own (ADR 0063): a class's seat count on every
 * class list, a cohort's leaderboard on each member's cohort page. Every other projection's rows show only on
 * the pages of the user its events name.
 */
const SHARED_ROWS: Readonly<Record<string, readonly CachedPage[]>> = {
  registrations: ['home', 'class', 'cohort'],
  leaderboard: ['cohort'],
};

/**
 * Windows the pages open and close around an instant they show (ADR 0063): a class is joinable and its banner shows
 * from 15 minutes before its start; it stays listed, ended, for a day after its end.
 */
const WINDOWS_AROUND_AN_INSTANT_MS = [-15 * 60_000, 0, 24 * 3_600_000];
/** Every time zone's midnight falls on a quarter hour of UTC: "today" changes only there. */
const QUARTER_HOUR_MS = 15 * 60_000;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

interface Entry {
  value: Promise<unknown>;
  user: string;
  /** The clock's instant when it was read, and the first instant it may differ at (ms). */
  readAt: number;
  expiresAt: number;
}

/**
 * Each learner's page reads, held in this BFF process (ADR 0063): a page read for a learner whose data did not
 * change is one lookup and no SQL.
 *
 * - `read(page, user, variant, load)` answers the held value while the clock is inside its window: from when it was
 *   read until PAGE_CACHE_TTL_MS later, the next quarter hour (a day's change in any time zone), or the first instant
 *   the page shows a window around (a class's start, join window and end; a lesson's unlock), whichever comes first.
 *   A clock moved back misses. One load in flight per key; at most PAGE_CACHE_MAX_ENTRIES, least recently read
 *   dropped first.
 * - A load is not kept when anything became stale while it ran (a generation), nor when a part of the page could
 *   not be read (`degraded`).
 * - Staleness comes from three places, each heard by every process: a projection's committed batch (PostgreSQL
 *   NOTIFY from the runner, naming the users its events are about), a write made through the BFF (`changed`, from
 *   the write interceptor, acknowledged by every process before the write answers) and reference data forgotten
 *   (ReferenceDataCache). While either channel is down, nothing is held.
 */
@Injectable()
export class PageViewCache implements OnModuleInit, OnApplicationShutdown {
  readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly entries = new Map<string, Entry>();
  private readonly keysByUser = new Map<string, Set<string>>();
  private readonly broadcast: AcknowledgedBroadcast<PageStaleness>;
  private listener: ReadModelListener | null = null;
  private hearingWrites = false;
  private hearingProjections = false;
  /** Bumped by every staleness heard: a load that straddles one is not kept. */
  private generation = 0;
  private degradations = 0;

  constructor(
    @Inject(REDIS) redis: Redis,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(ReferenceDataCache) referenceData: ReferenceDataCache,
  ) {
    this.ttlMs = config.PAGE_CACHE_TTL_MS;
    this.maxEntries = config.PAGE_CACHE_MAX_ENTRIES;
    this.broadcast = new AcknowledgedBroadcast<PageStaleness>(redis, logger, {
      // Per database: stacks that share a Redis (engineers' runs, a staging beside a demo) do not flush each other.
      name: `page-views:${databaseNameOf(config.DATABASE_URL)}`,
      connectionName: 'impromptu-bff-page-views',
      parse: parseStaleness,
      heard: (staleness) => this.forget(staleness),
      listening: (listening) => {
        this.hearingWrites = listening;
        this.forget({ all: true });
      },
      warnings: {
        notListening: 'cannot listen for page changes made through other BFF processes: pages are read every time',
        notPublished: 'cannot broadcast a page change (Redis): other processes see it when their entry expires',
        notAcknowledged:
          'a page change was not acknowledged by every BFF process in time: a stuck one serves the old page at most until its entry expires',
      },
    });
    referenceData.onForget(() => this.forget({ all: true }));
  }

  private get usable(): boolean {
    return this.ttlMs > 0 && this.hearingWrites && this.hearingProjections;
  }

  /** The page read of `user` (with `variant`, e.g. a group id), from memory while it is fresh, else from `load`. */
  read<T>(page: CachedPage, user: string, variant: string, load: () => Promise<T>): Promise<T> {
    if (!this.usable) return load();
    const key = `${page}\u0000${user}\u0000${variant}`;
    const now = this.clock.now().getTime();
    const held = this.entries.get(key);
    if (held && held.readAt <= now && now < held.expiresAt) {
      // Least recently read first out: a hit moves to the end.
      this.entries.delete(key);
      this.entries.set(key, held);
      return held.value as Promise<T>;
    }
    if (held) this.remove(key, held);
    const generation = this.generation;
    const degradedBefore = this.degradations;
    const value = load();
    const entry: Entry = { value, user, readAt: now, expiresAt: now };
    value.then(
      (loaded) => {
        const keep = this.generation === generation && this.degradations === degradedBefore;
        if (!keep) {
          if (this.entries.get(key) === entry) this.remove(key, entry);
          return;
        }
        entry.expiresAt = pageExpiry(now, this.ttlMs, loaded);
      },
      () => {
        if (this.entries.get(key) === entry) this.remove(key, entry);
      },
    );
    // Listed while it loads so staleness can find it; no request is answered from it before it has loaded.
    this.add(key, entry);
    return value;
  }

  /** A part of some page could not be read: loads running now are not kept (their page may lack that part). */
  degraded(): void {
    this.degradations += 1;
  }

  /**
   * Forgets what became stale here and in every other BFF process, and waits until they have (or a second): call it
   * once the write is committed. Never throws.
   */
  async changed(staleness: PageStaleness): Promise<void> {
    this.forget(staleness);
    if (this.ttlMs <= 0) return;
    await this.broadcast.publish(staleness, { pageStaleness: staleness });
  }

  /** What a projection's committed batch makes stale: its users' pages, and the pages that show its rows to all. */
  heardProjection(change: ReadModelChange): void {
    if (change.users === 'all') {
      this.forget({ all: true });
      return;
    }
    this.forget({ users: change.users, pages: SHARED_ROWS[change.projection] ?? [] });
  }

  async onModuleInit(): Promise<void> {
    if (this.ttlMs <= 0) return;
    await this.broadcast.start();
    try {
      this.listener = await listenForReadModelChanges(this.config.DATABASE_URL, {
        heard: (change) => this.heardProjection(change),
        listening: (listening) => {
          this.hearingProjections = listening;
          this.forget({ all: true });
          if (!listening) this.logger.warn('lost the projections listener: pages are read every time until restart');
        },
      });
    } catch (error) {
      this.logger.warn({ err: error }, 'cannot listen for projection changes: pages are read every time');
    }
  }

  async onApplicationShutdown(): Promise<void> {
    this.hearingProjections = false;
    await this.listener?.close();
    this.listener = null;
    await this.broadcast.stop();
  }

  private forget(staleness: PageStaleness): void {
    this.generation += 1;
    if (staleness.all) {
      this.entries.clear();
      this.keysByUser.clear();
      return;
    }
    for (const user of staleness.users ?? []) {
      const keys = this.keysByUser.get(user);
      if (!keys) continue;
      for (const key of keys) this.entries.delete(key);
      this.keysByUser.delete(user);
    }
    const pages = staleness.pages ?? [];
    if (pages.length === 0) return;
    for (const [key, entry] of this.entries) {
      if (pages.some((page) => key.startsWith(`${page}\u0000`))) this.remove(key, entry);
    }
  }

  private add(key: string, entry: Entry): void {
    this.entries.set(key, entry);
    let keys = this.keysByUser.get(entry.user);
    if (!keys) {
      keys = new Set();
      this.keysByUser.set(entry.user, keys);
    }
    keys.add(key);
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.entries().next().value;
      if (!oldest) break;
      this.remove(oldest[0], oldest[1]);
    }
  }

  private remove(key: string, entry: Entry): void {
    this.entries.delete(key);
    const keys = this.keysByUser.get(entry.user);
    keys?.delete(key);
    if (keys?.size === 0) this.keysByUser.delete(entry.user);
  }
}

/**
 * The first instant after `now` at which a page read at `now` may show something else without any event (ADR 0063):
 * `ttlMs` later, the next quarter hour of UTC (every time zone's midnight is on one), or a window's edge around an
 * instant the page shows (15 minutes before it, it, a day after it), whichever comes first.
 */
export function pageExpiry(now: number, ttlMs: number, page: unknown): number {
  let expiresAt = Math.min(now + ttlMs, (Math.floor(now / QUARTER_HOUR_MS) + 1) * QUARTER_HOUR_MS);
  forEachInstant(page, (instant) => {
    for (const offset of WINDOWS_AROUND_AN_INSTANT_MS) {
      const edge = instant + offset;
      if (edge > now && edge < expiresAt) expiresAt = edge;
    }
  });
  return expiresAt;
}

/** Calls `visit` with every instant a page read shows (ISO strings and dates, at any depth). */
function forEachInstant(value: unknown, visit: (instant: number) => void): void {
  if (typeof value === 'string') {
    if (value.length >= 16 && value.length <= 35 && ISO_INSTANT.test(value)) {
      const instant = Date.parse(value);
      if (!Number.isNaN(instant)) visit(instant);
    }
    return;
  }
  if (value instanceof Date) {
    visit(value.getTime());
    return;
  }
  if (value === null || typeof value !== 'object') return;
  if (Array.isArray(value)) {
    for (const item of value) forEachInstant(item, visit);
    return;
  }
  for (const item of Object.values(value)) forEachInstant(item, visit);
}

function parseStaleness(message: Record<string, unknown>): PageStaleness | undefined {
  const staleness: PageStaleness = {};
  if (message['all'] === true) staleness.all = true;
  const users = message['users'];
  if (Array.isArray(users)) staleness.users = users.filter((user): user is string => typeof user === 'string');
  const pages = message['pages'];
  if (Array.isArray(pages))
    staleness.pages = pages.filter((page): page is CachedPage => CACHED_PAGES.includes(page as CachedPage));
  return staleness;
}
