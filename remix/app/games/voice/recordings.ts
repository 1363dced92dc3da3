import type { VoiceMetrics } from '@impromptu/voice/metrics';
import type { VoiceTimeline } from '@impromptu/voice/live';

/*
 * The learner's recorded rounds (issue 31, ADR 0042), kept in this browser's IndexedDB and nowhere else:
 * the audio with the round's timeline, figures and prompt marks, for the debrief's replay. The latest
 * KEEP_ROUNDS rounds of each learner are kept; older ones are deleted as new ones are saved. Nothing here
 * is sent to the BFF.
 */

export const KEEP_ROUNDS = 10;
const DB_NAME = 'impromptu-recordings';
const STORE = 'rounds';

/** A prompt the round showed, at its moment: a topic, a word, a slide, an energy level, a breath phase. */
export interface PromptMark {
  atMs: number;
  label: string;
}

export interface StoredRound {
  id: string;
  /** The learner whose round it is: one browser may be shared. */
  learner: string;
  shortCode: string;
  gameNumber: number;
  roundIndex: number;
  recordedAt: number;
  audio: Blob;
  size: number;
  timeline: VoiceTimeline;
  metrics: VoiceMetrics;
  prompts: PromptMark[];
}

export type StorageProblem = 'blocked' | 'full';

export class RecordingStorageError extends Error {
  constructor(
    readonly problem: StorageProblem,
    options?: { cause?: unknown },
  ) {
    super(problem === 'full' ? 'the browser storage is full' : 'the browser storage is blocked', options);
  }
}

function problemOf(error: unknown): StorageProblem {
  return error instanceof DOMException && error.name === 'QuotaExceededError' ? 'full' : 'blocked';
}

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
  });
}

function done(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed'));
    tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
  });
}

let opening: Promise<IDBDatabase> | null = null;

function open(): Promise<IDBDatabase> {
  if (typeof indexedDB !== 'object' || indexedDB === null) return Promise.reject(new RecordingStorageError('blocked'));
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    let req: IDBOpenDBRequest;
    try {
      req = indexedDB.open(DB_NAME, 1);
    } catch (error) {
      reject(new RecordingStorageError('blocked', { cause: error }));
      return;
    }
    req.onupgradeneeded = () => {
      const store = req.result.createObjectStore(STORE, { keyPath: 'id' });
      store.createIndex('learner', 'learner');
    };
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(new RecordingStorageError(problemOf(req.error), { cause: req.error }));
    req.onblocked = () => reject(new RecordingStorageError('blocked'));
  }).catch((error: unknown) => {
    opening = null;
    throw error;
  });
  return opening;
}

async function roundsOf(db: IDBDatabase, learner: string): Promise<StoredRound[]> {
  const tx = db.transaction(STORE, 'readonly');
  const rounds = await request(tx.objectStore(STORE).index('learner').getAll(learner) as IDBRequest<StoredRound[]>);
  return rounds.sort((a, b) => a.recordedAt - b.recordedAt);
}

/** Keeps a round; the learner's rounds beyond the latest KEEP_ROUNDS are deleted. */
export async function saveRound(round: StoredRound): Promise<void> {
  try {
    const db = await open();
    const tx = db.transaction(STORE, 'readwrite');
    tx.objectStore(STORE).put(round);
    await done(tx);
    const rounds = await roundsOf(db, round.learner);
    const old = rounds.slice(0, Math.max(0, rounds.length - KEEP_ROUNDS));
    if (old.length > 0) {
      const prune = db.transaction(STORE, 'readwrite');
      for (const stale of old) prune.objectStore(STORE).delete(stale.id);
      await done(prune);
    }
  } catch (error) {
    if (error instanceof RecordingStorageError) throw error;
    throw new RecordingStorageError(problemOf(error), { cause: error });
  }
}

/** How many rounds the learner has kept and their size in bytes. */
export async function recordingsUsage(learner: string): Promise<{ rounds: number; bytes: number }> {
  const db = await open();
  const rounds = await roundsOf(db, learner);
  return { rounds: rounds.length, bytes: rounds.reduce((sum, round) => sum + round.size, 0) };
}

/** The figures of the learner's kept rounds, oldest first (their usual pace and filled pauses); [] when none or blocked. */
export async function recentMetrics(learner: string): Promise<{ id: string; metrics: VoiceMetrics }[]> {
  try {
    const db = await open();
    return (await roundsOf(db, learner)).map((round) => ({ id: round.id, metrics: round.metrics }));
  } catch {
    return [];
  }
}

/** Deletes one kept round. */
export async function deleteRound(id: string): Promise<void> {
  const db = await open();
  const tx = db.transaction(STORE, 'readwrite');
  tx.objectStore(STORE).delete(id);
  await done(tx);
}

/** Deletes every recording of the learner in this browser. */
export async function deleteRecordings(learner: string): Promise<void> {
  const db = await open();
  const rounds = await roundsOf(db, learner);
  const tx = db.transaction(STORE, 'readwrite');
  for (const round of rounds) tx.objectStore(STORE).delete(round.id);
  await done(tx);
}

/** "1.2 MB", "340 kB". */
export function formatBytes(bytes: number): string {
  if (bytes >= 1_000_000) return `${(bytes / 1_000_000).toFixed(1)} MB`;
  return `${Math.max(0, Math.round(bytes / 1_000))} kB`;
}
