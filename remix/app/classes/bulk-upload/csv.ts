import {
  BULK_COLUMN_HELP,
  BULK_DEFAULTS,
  BULK_HEADERS,
  MAX_BULK_FILE_BYTES,
  MAX_BULK_FILE_MB,
  MAX_BULK_ROWS,
  REPORT_COLUMN,
  REQUIRED_HEADERS,
  bulkRowSchema,
  columnOf,
  fileRules,
  looksLikeFormula,
  type BulkKind,
  type BulkOutcome,
  type RowIssue,
} from '@impromptu/bff/contracts';
import { plural } from '@impromptu/kernel';
import Papa from 'papaparse';

export type { BulkKind };

export const BULK_KINDS: { kind: BulkKind; label: string; path: string }[] = [
  { kind: 'users', label: 'Users', path: 'users' },
  { kind: 'scheduledEvents', label: 'Scheduled Events', path: 'scheduled-events' },
  { kind: 'userScheduledEvents', label: 'User Scheduled Events', path: 'user-scheduled-events' },
];

export type RowProblem = RowIssue;

export interface ParsedRow {
  /** 1-based, as a spreadsheet numbers the data rows. */
  number: number;
  values: Record<string, string>;
  problems: RowProblem[];
  /** Set once the row was uploaded. */
  outcome?: BulkOutcome;
  notes?: string[];
}

export interface ParsedFile {
  columns: string[];
  rows: ParsedRow[];
  /** What stops the file as a whole (its size, its encoding, its header, two groups in a Users file). */
  fileProblems: string[];
  /** What the screen did that the admin should know (columns it ignored). */
  warnings: string[];
}

export const formatCount = (n: number): string => n.toLocaleString('en-US');

/**
 * What the bytes of a chosen file are, before any CSV is read: a spreadsheet, UTF-16, or not UTF-8
 * each get a sentence that says how to save the file instead (issue 26).
 */
export function decodeBulkFile(name: string, bytes: Uint8Array): { text: string } | { problem: string } {
  if (bytes.length > MAX_BULK_FILE_BYTES) {
    return {
      problem: `This file is ${(bytes.length / (1024 * 1024)).toFixed(1)} MB: one file holds at most ${MAX_BULK_FILE_MB} MB (${formatCount(MAX_BULK_ROWS)} rows). Split it into smaller files.`,
    };
  }
  const zip = bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
  const ole = bytes[0] === 0xd0 && bytes[1] === 0xcf && bytes[2] === 0x11 && bytes[3] === 0xe0;
  if (zip || ole || /\.(xlsx|xlsm|xls|ods|numbers)$/i.test(name)) {
    return {
      problem:
        'This is a spreadsheet, not a CSV file. Save it as CSV: in Excel, File › Save As › “CSV UTF-8 (Comma delimited)”; in Google Sheets, File › Download › CSV. Then choose the CSV file.',
    };
  }
  const utf16Bom = (bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff);
  const sample = bytes.subarray(0, 1024);
  if (utf16Bom || sample.filter((byte) => byte === 0).length > sample.length / 8) {
    return {
      problem:
        'This file is UTF-16 text (“Unicode Text”), which the upload does not read. Save it as CSV UTF-8 and choose it again.',
    };
  }
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '') };
  } catch {
    const lenient = new TextDecoder('utf-8').decode(bytes);
    const line = lenient.slice(0, lenient.indexOf('\uFFFD')).split('\n').length;
    return {
      problem: `This file is not UTF-8 text: line ${formatCount(line)} has a character saved in another encoding (Windows or Mac “CSV”). Save it as “CSV UTF-8” and choose it again.`,
    };
  }
}

/**
 * Reads a CSV with its header row (papaparse), matches the headers to the upload's columns
 * whatever their case and spaces, and checks every row with the schema the batch endpoint uses, so
 * each bad row shows its reason before anything is sent.
 */
export function parseBulkCsv(kind: BulkKind, text: string, options: { timeZone?: string } = {}): ParsedFile {
  const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
  });
  const known = BULK_HEADERS[kind] as readonly string[];
  const fields = (parsed.meta.fields ?? []).filter((field) => field.trim() !== '');
  const fieldOf = new Map<string, string>();
  const ignored: string[] = [];
  for (const field of fields) {
    const column = columnOf(kind, field);
    if (column === undefined) {
      if (field.trim().toLowerCase() !== REPORT_COLUMN) ignored.push(field.trim());
    } else if (fieldOf.has(column)) ignored.push(`${field.trim()} (a second ${column})`);
    else fieldOf.set(column, field);
  }
  const fileProblems: string[] = [];
  const warnings: string[] = [];
  const missing = (REQUIRED_HEADERS[kind] as readonly string[]).filter((column) => !fieldOf.has(column));
  if (missing.length > 0) {
    fileProblems.push(
      `The first line must name the columns: ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} missing. The columns are ${known.join(', ')}.`,
    );
  }
  if (ignored.length > 0)
    warnings.push(
      `Ignored ${ignored.length === 1 ? 'column' : 'columns'}: ${ignored.join(', ')}. This upload does not take ${ignored.length === 1 ? 'it' : 'them'}.`,
    );
  if (parsed.data.length === 0) fileProblems.push('The file has no rows under its first line.');
  if (parsed.data.length > MAX_BULK_ROWS) {
    fileProblems.push(
      `This file has ${formatCount(parsed.data.length)} rows: one file holds at most ${formatCount(MAX_BULK_ROWS)}. Split it into files of ${formatCount(MAX_BULK_ROWS)} rows or fewer.`,
    );
    return { columns: [...known], rows: [], fileProblems, warnings };
  }
  for (const error of parsed.errors.filter((e) => e.code !== 'UndetectableDelimiter').slice(0, 5)) {
    fileProblems.push(`Line ${formatCount((error.row ?? 0) + 2)}: ${error.message}`);
  }
  const schema = bulkRowSchema(kind, options);
  const values = parsed.data.map((raw) =>
    Object.fromEntries(known.map((column) => [column, (raw[fieldOf.get(column) ?? ''] ?? '').trim()])),
  );
  const rules = fileRules(kind, values);
  if (missing.length === 0) fileProblems.push(...rules.fileProblems);
  const rows = values.map((row, index): ParsedRow => {
    const result = schema.safeParse(row);
    const problems = result.success
      ? []
      : result.error.issues.map((issue) => ({ column: String(issue.path[0] ?? ''), message: issue.message }));
    return { number: index + 1, values: row, problems: [...problems, ...(rules.rowIssues.get(index) ?? [])] };
  });
  return { columns: [...known], rows, fileProblems, warnings };
}

/** A blank cell's value once uploaded (50 seats, PUBLIC), or undefined when the cell is not blank or has none. */
export function defaultOf(kind: BulkKind, column: string, value: string): string | undefined {
  return value === '' ? BULK_DEFAULTS[kind][column] : undefined;
}

/** A CSV cell that no spreadsheet runs as a formula: =, +, -, @ first get a quote (OWASP's advice). */
function csvCell(value: string): string {
  const safe = looksLikeFormula(value) ? `'${value}` : value;
  return /[",\n\r]|^\s|\s$/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv(lines: string[][]): string {
  return `${lines.map((line) => line.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

/** The template of a pane: its columns and one example row. */
export function templateCsv(kind: BulkKind): string {
  const columns = BULK_HEADERS[kind] as readonly string[];
  return toCsv([[...columns], columns.map((column) => BULK_COLUMN_HELP[kind][column]?.example ?? '')]);
}

export function problemText(problems: RowProblem[]): string {
  return problems
    .map((problem) => (problem.column ? `${problem.column}: ${problem.message}` : problem.message))
    .join('; ');
}

/** The rows that were not (or cannot be) uploaded, with their problems first: fix them and upload again. */
export function refusedRowsCsv(file: ParsedFile): string {
  const rows = file.rows.filter((row) => row.problems.length > 0);
  return toCsv([
    [REPORT_COLUMN, ...file.columns],
    ...rows.map((row) => [problemText(row.problems), ...file.columns.map((column) => row.values[column] ?? '')]),
  ]);
}

/** One request of an upload: at most BULK_CHUNK_ROWS rows and BULK_CHUNK_BYTES of JSON. */
export interface Chunk {
  index: number;
  rows: ParsedRow[];
}

export function chunksOf(rows: ParsedRow[], maxRows: number, maxBytes: number): Chunk[] {
  const chunks: Chunk[] = [];
  let current: ParsedRow[] = [];
  let bytes = 0;
  for (const row of rows) {
    const size = JSON.stringify(row.values).length + 1;
    if (current.length > 0 && (current.length >= maxRows || bytes + size > maxBytes)) {
      chunks.push({ index: chunks.length, rows: current });
      current = [];
      bytes = 0;
    }
    current.push(row);
    bytes += size;
  }
  if (current.length > 0) chunks.push({ index: chunks.length, rows: current });
  return chunks;
}

/** The file's fingerprint for its chunks' idempotency keys (SHA-256 where the browser has it). */
export async function fingerprint(text: string): Promise<string> {
  if (globalThis.crypto?.subtle) {
    const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
    return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  }
  // FNV-1a, twice over: enough to tell two files apart where SubtleCrypto is missing (plain http).
  let a = 0x811c9dc5;
  let b = 0x01000193;
  for (let i = 0; i < text.length; i += 1) {
    a = Math.imul(a ^ text.charCodeAt(i), 0x01000193) >>> 0;
    b = Math.imul(b ^ text.charCodeAt(text.length - 1 - i), 0x811c9dc5) >>> 0;
  }
  return `${a.toString(16).padStart(8, '0')}${b.toString(16).padStart(8, '0')}`;
}

export { plural };
