import {
  BULK_HEADERS,
  ONE_GROUP_PER_UPLOAD,
  REQUIRED_HEADERS,
  MAX_BULK_ROWS,
  ScheduledEventsRowSchema,
  UserScheduledEventsRowSchema,
  UsersRowSchema,
} from '@impromptu/bff/contracts';
import Papa from 'papaparse';
import type { z } from 'zod';

export type BulkKind = keyof typeof BULK_HEADERS;

export const BULK_KINDS: { kind: BulkKind; label: string; path: string }[] = [
  { kind: 'users', label: 'Users', path: 'users' },
  { kind: 'scheduledEvents', label: 'Scheduled Events', path: 'scheduled-events' },
  { kind: 'userScheduledEvents', label: 'User Scheduled Events', path: 'user-scheduled-events' },
];

const schemas: Record<BulkKind, z.ZodType> = {
  users: UsersRowSchema,
  scheduledEvents: ScheduledEventsRowSchema,
  userScheduledEvents: UserScheduledEventsRowSchema,
};

export interface RowProblem {
  column: string;
  message: string;
}

export interface ParsedRow {
  /** 1-based, as a spreadsheet numbers the data rows. */
  number: number;
  values: Record<string, string>;
  problems: RowProblem[];
}

export interface ParsedFile {
  columns: string[];
  rows: ParsedRow[];
  /** What is wrong with the file as a whole (its header, its size, two groups in a Users file). */
  fileProblems: string[];
}

/**
 * Reads a CSV with its header row (papaparse) and checks every row with the same schema the BFF
 * uses, so each bad row shows its reason before anything is sent.
 */
export function parseBulkCsv(kind: BulkKind, text: string): ParsedFile {
  const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (h) => h.trim(),
  });
  const columns = (parsed.meta.fields ?? []).filter((field) => field !== '');
  const fileProblems: string[] = [];
  const known = BULK_HEADERS[kind] as readonly string[];
  const missing = (REQUIRED_HEADERS[kind] as readonly string[]).filter((column) => !columns.includes(column));
  if (missing.length > 0) {
    fileProblems.push(
      `The header row must name the columns ${missing.join(', ')} (the first line of the file holds the column names: ${known.join(', ')}).`,
    );
  }
  const unknown = columns.filter((column) => !known.includes(column));
  if (unknown.length > 0)
    fileProblems.push(`Unknown columns: ${unknown.join(', ')}. The columns are ${known.join(', ')}.`);
  if (parsed.data.length === 0) fileProblems.push('The file has no rows under its header.');
  if (parsed.data.length > MAX_BULK_ROWS) fileProblems.push(`One upload holds at most ${MAX_BULK_ROWS} rows.`);
  for (const error of parsed.errors.filter((e) => e.code !== 'UndetectableDelimiter')) {
    fileProblems.push(`Line ${(error.row ?? 0) + 2}: ${error.message}`);
  }
  const rows = parsed.data.map((raw, index): ParsedRow => {
    const values = Object.fromEntries(known.map((column) => [column, (raw[column] ?? '').trim()]));
    const result = schemas[kind].safeParse(values);
    const problems = result.success
      ? []
      : result.error.issues.map((issue) => ({ column: String(issue.path[0] ?? ''), message: issue.message }));
    return { number: index + 1, values, problems };
  });
  if (kind === 'users' && missing.length === 0) {
    const groups = new Set(rows.map((row) => `${row.values['groupName']}\u0000${row.values['groupType']}`));
    if (groups.size > 1) fileProblems.push(ONE_GROUP_PER_UPLOAD);
  }
  return { columns: known as string[], rows, fileProblems };
}

/** The rows as the BFF takes them: every known column, as text. */
export function rowsToSend(file: ParsedFile): Record<string, string>[] {
  return file.rows.map((row) => row.values);
}
