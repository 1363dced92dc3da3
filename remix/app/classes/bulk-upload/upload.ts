import { BULK_CHUNK_BYTES, BULK_CHUNK_ROWS, type BulkOutcome, type BulkUploadResult } from '@impromptu/bff/contracts';
import { callRelayed } from '~/utils/bff-client';
import { chunksOf, type Chunk, type ParsedRow } from './csv';

/** What a whole upload did: every chunk's answers added up, the rows the screen left out counted as refused. */
export interface UploadReport {
  rows: number;
  created: number;
  updated: number;
  unchanged: number;
  refused: number;
  invited: number;
}

export type ChunkAnswer = Pick<BulkUploadResult, 'results' | 'invited'>;

export interface UploadRun {
  /** New for each press of Upload; a resumed upload keeps it, so the chunks already answered replay. */
  uploadId: string;
  fileHash: string;
  chunks: Chunk[];
  answers: Map<number, ChunkAnswer>;
}

export class UploadStopped extends Error {
  constructor(
    message: string,
    readonly sent: number,
  ) {
    super(message);
  }
}

const RETRYABLE = new Set([408, 425, 429, 500, 502, 503, 504]);
// Four attempts, 0.5, 1 and 2 s apart: a chunk keeps its key, so a retried one is written once.
const BACKOFF = { attempts: 4, firstDelayMs: 500 };

export function newUploadId(): string {
  return globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

export function planUpload(rows: ParsedRow[], fileHash: string): UploadRun {
  return {
    uploadId: newUploadId(),
    fileHash,
    chunks: chunksOf(rows, BULK_CHUNK_ROWS, BULK_CHUNK_BYTES),
    answers: new Map(),
  };
}

/** The chunk's key: the file, the upload and the chunk's index, so a retry is recognised and a new upload is not. */
export function chunkKey(run: UploadRun, chunk: Chunk): string {
  return `${run.fileHash.slice(0, 32)}:${run.uploadId}:${chunk.index}`;
}

/** The three batch routes: each answers the same result; the rows they take are checked by the BFF. */
const UPLOADS = {
  users: 'bulkUploadUsers',
  'scheduled-events': 'bulkUploadScheduledEvents',
  'user-scheduled-events': 'bulkUploadUserScheduledEvents',
} as const;

async function sendChunk(
  path: string,
  run: UploadRun,
  chunk: Chunk,
  extra: Record<string, unknown>,
): Promise<ChunkAnswer | { refusedWhole: string }> {
  const upload = Object.hasOwn(UPLOADS, path) ? UPLOADS[path as keyof typeof UPLOADS] : undefined;
  if (!upload) throw new UploadStopped('No such upload', 0);
  const body = {
    idempotencyKey: chunkKey(run, chunk),
    firstRow: chunk.rows[0]?.number ?? 1,
    ...extra,
    data: chunk.rows.map((row) => row.values),
  };
  const answer = await callRelayed(upload, {
    body,
    retry: {
      ...BACKOFF,
      again: (tried) => !tried.ok && (tried.error.statusCode === null || RETRYABLE.has(tried.error.statusCode)),
    },
  });
  if (answer.ok) return answer.data;
  const { statusCode, issues, message } = answer.error;
  if (statusCode === 400 && issues.length > 0) return { refusedWhole: issues.map((i) => i.message).join(' ') };
  if (statusCode !== null && !RETRYABLE.has(statusCode)) {
    throw new UploadStopped(message ?? `The upload was refused (${statusCode}).`, 0);
  }
  throw new UploadStopped('The connection dropped.', 0);
}

/**
 * Sends the chunks one after another (their order is the file's), each retried with its key when
 * the connection drops; `onProgress` hears how many rows were answered. Chunks answered before (a
 * resumed run) are not sent again.
 */
export async function runUpload(
  path: string,
  run: UploadRun,
  extra: Record<string, unknown>,
  onProgress: (sent: number) => void,
): Promise<void> {
  let sent = 0;
  for (const chunk of run.chunks) {
    if (!run.answers.has(chunk.index)) {
      let answer: Awaited<ReturnType<typeof sendChunk>>;
      try {
        answer = await sendChunk(path, run, chunk, extra);
      } catch (error) {
        if (error instanceof UploadStopped) throw new UploadStopped(error.message, sent);
        throw error;
      }
      run.answers.set(
        chunk.index,
        'refusedWhole' in answer
          ? {
              invited: 0,
              results: chunk.rows.map((_, index) => ({
                index,
                outcome: 'REFUSED' as const,
                issues: [{ column: '', message: answer.refusedWhole }],
                notes: [],
              })),
            }
          : answer,
      );
    }
    sent += chunk.rows.length;
    onProgress(sent);
  }
}

/** The rows with their outcomes (a refused row gets the server's reasons), and the report of the whole upload. */
export function applyAnswers(rows: ParsedRow[], run: UploadRun): { rows: ParsedRow[]; report: UploadReport } {
  const byNumber = new Map<number, { outcome: BulkOutcome; issues: ParsedRow['problems']; notes: string[] }>();
  let invited = 0;
  for (const chunk of run.chunks) {
    const answer = run.answers.get(chunk.index);
    if (!answer) continue;
    invited += answer.invited;
    for (const result of answer.results) {
      const row = chunk.rows[result.index];
      if (row) byNumber.set(row.number, result);
    }
  }
  const updated = rows.map((row): ParsedRow => {
    const result = byNumber.get(row.number);
    if (!result) return row.problems.length > 0 ? { ...row, outcome: 'REFUSED' } : row;
    return { ...row, outcome: result.outcome, problems: [...row.problems, ...result.issues], notes: result.notes };
  });
  const count = (outcome: BulkOutcome) => updated.filter((row) => row.outcome === outcome).length;
  return {
    rows: updated,
    report: {
      rows: rows.length,
      created: count('CREATED'),
      updated: count('UPDATED'),
      unchanged: count('UNCHANGED'),
      refused: count('REFUSED'),
      invited,
    },
  };
}
