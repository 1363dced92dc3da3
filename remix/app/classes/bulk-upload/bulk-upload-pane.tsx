import { systemTimeZone } from '@impromptu/kernel';
import { useEffect, useId, useMemo, useRef, useState, type DragEvent } from 'react';
import {
  BULK_COLUMN_HELP,
  BULK_HEADERS,
  BULK_LIMIT_REASON,
  REQUIRED_HEADERS,
  type BulkOutcome,
} from '@impromptu/bff/contracts';
import {
  decodeBulkFile,
  defaultOf,
  fingerprint,
  formatCount,
  parseBulkCsv,
  plural,
  problemText,
  refusedRowsCsv,
  templateCsv,
  type BulkKind,
  type ParsedFile,
} from './csv';
import { applyAnswers, planUpload, runUpload, UploadStopped, type UploadReport, type UploadRun } from './upload';
import { Button } from '~/components/button';
import { ColumnHeadings } from '~/components/data-table';

/** Rows drawn at a time: a 10,000-row table would make the page slow to use. */
const PAGE = 100;

const OUTCOME_LABEL: Record<BulkOutcome, string> = {
  CREATED: 'Created',
  UPDATED: 'Updated',
  UNCHANGED: 'Unchanged',
  REFUSED: 'Refused',
};

function download(name: string, csv: string) {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

function browserTimeZone(): string {
  return systemTimeZone() ?? 'UTC';
}

function reportSentence(kind: BulkKind, report: UploadReport): string {
  const counts = `${formatCount(report.created)} created, ${formatCount(report.updated)} updated, ${formatCount(report.unchanged)} unchanged, ${formatCount(report.refused)} refused.`;
  const invited = kind === 'users' ? ` ${plural(report.invited, 'invitation')} sent.` : '';
  return `Uploaded ${plural(report.rows, 'row')}: ${counts}${invited}`;
}

/** The pane's buttons: 44 px high, bold. */
const BULK_BUTTON = 'min-h-11 px-5 font-bold';

/** Cell text: a blank cell with a default shows the default, marked as such. */
function CellValue({ kind, column, value }: { kind: BulkKind; column: string; value: string }) {
  const fallback = defaultOf(kind, column, value);
  if (fallback === undefined) return <>{value}</>;
  return (
    <span className="text-ink-muted">
      {fallback} <span className="text-xs">(default)</span>
    </span>
  );
}

function ColumnsHelp({ kind, label, open }: { kind: BulkKind; label: string; open: boolean }) {
  const template = useMemo(() => `data:text/csv;charset=utf-8,${encodeURIComponent(templateCsv(kind))}`, [kind]);
  const required = REQUIRED_HEADERS[kind] as readonly string[];
  return (
    <details open={open} className="rounded-2xl border border-slate-200 bg-white p-4">
      <summary className="cursor-pointer font-bold text-ink">Columns of a {label} file</summary>
      <p className="mt-2 text-sm text-ink-muted">
        Headers may use any case or spacing (Email, e-mail, E-mail address). Other columns are ignored, and the screen
        says which.
      </p>
      {/* On a phone the columns are a list: a three-column table does not fit. */}
      <ul className="mt-3 space-y-2 text-sm sm:hidden">
        {(BULK_HEADERS[kind] as readonly string[]).map((column) => {
          const help = BULK_COLUMN_HELP[kind][column];
          return (
            <li key={column} className="border-t border-slate-100 pt-2">
              <span className="font-mono font-semibold text-ink">{column}</span>
              {required.includes(column) ? <span className="text-xs text-ink-muted"> · required</span> : null}
              <span className="block text-ink-muted">{help?.takes}</span>
              {help?.example ? (
                <span className="block break-all text-ink">
                  e.g. <span className="font-mono">{help.example}</span>
                </span>
              ) : null}
            </li>
          );
        })}
      </ul>
      <div className="mt-3 hidden overflow-x-auto sm:block">
        <table className="min-w-full text-left text-sm">
          <caption className="sr-only">The columns of a {label} file</caption>
          <thead className="text-ink">
            <ColumnHeadings
              columns={[
                { heading: 'Column', className: 'pr-3' },
                { heading: 'Example', className: 'pr-3' },
                'What it takes',
              ]}
              cellClassName="py-1"
            />
          </thead>
          <tbody>
            {(BULK_HEADERS[kind] as readonly string[]).map((column) => {
              const help = BULK_COLUMN_HELP[kind][column];
              return (
                <tr key={column} className="border-t border-slate-100 align-top">
                  <th scope="row" className="py-1 pr-3 font-mono font-semibold text-ink">
                    {column}
                    {required.includes(column) ? (
                      <span className="block font-sans text-xs text-ink-muted">required</span>
                    ) : null}
                  </th>
                  <td className="break-all py-1 pr-3 font-mono text-ink">{help?.example || '—'}</td>
                  <td className="py-1 text-ink-muted">{help?.takes}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <a
        href={template}
        download={`${kind}-template.csv`}
        className="mt-3 inline-block font-semibold text-brand-pink-dark underline underline-offset-2"
      >
        Download the {label} template (CSV)
      </a>
    </details>
  );
}

/**
 * One pane of the Fundamentals bulk upload (spec 3 §2.12, §4.11; issue 26): the columns and a
 * template before any file, a drop zone, the preview with each row's problems first, and a chunked
 * upload with its progress and a report of every row.
 */
export function BulkUploadPane({
  kind,
  label,
  path,
  note,
}: {
  kind: BulkKind;
  label: string;
  path: string;
  note?: string;
}) {
  const inputId = useId();
  const zoneId = useId();
  const [source, setSource] = useState<{ name: string; text: string } | null>(null);
  const [file, setFile] = useState<ParsedFile | null>(null);
  const [fileName, setFileName] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const [timeZone, setTimeZone] = useState('UTC');
  const [zones, setZones] = useState<string[]>(['UTC']);
  const [onlyProblems, setOnlyProblems] = useState(false);
  const [shown, setShown] = useState(PAGE);
  const [progress, setProgress] = useState<{ sent: number; total: number } | null>(null);
  const [run, setRun] = useState<UploadRun | null>(null);
  const [report, setReport] = useState<UploadReport | null>(null);
  const [stopped, setStopped] = useState<string | null>(null);
  // A file just read brings what it says into view: the summary of its problems, then its rows.
  const results = useRef<HTMLDivElement>(null);
  const [reads, setReads] = useState(0);
  useEffect(() => {
    if (reads > 0) results.current?.scrollIntoView({ block: 'start' });
  }, [reads]);

  useEffect(() => {
    const own = browserTimeZone();
    setTimeZone(own);
    const all = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
    setZones([...new Set([own, 'UTC', ...all])]);
  }, []);

  useEffect(() => {
    if (source) setFile(parseBulkCsv(kind, source.text, { timeZone }));
  }, [kind, source, timeZone]);

  async function read(chosen: File | undefined) {
    if (!chosen) return;
    setReport(null);
    setRun(null);
    setStopped(null);
    setProgress(null);
    setOnlyProblems(false);
    setShown(PAGE);
    const decoded = decodeBulkFile(chosen.name, new Uint8Array(await chosen.arrayBuffer()));
    if ('problem' in decoded) {
      setSource(null);
      setFile({ columns: [], rows: [], fileProblems: [decoded.problem], warnings: [] });
    } else setSource({ name: chosen.name, text: decoded.text });
    setFileName(chosen.name);
    setReads((n) => n + 1);
  }

  function onDrop(event: DragEvent<HTMLLabelElement>) {
    event.preventDefault();
    setDragging(false);
    void read(event.dataTransfer.files[0]);
  }

  async function upload(resume: UploadRun | null) {
    if (!file || !source) return;
    const sendable = file.rows.filter((row) => row.problems.length === 0);
    const current = resume ?? planUpload(sendable, await fingerprint(source.text));
    setRun(current);
    setStopped(null);
    setProgress({ sent: 0, total: sendable.length });
    try {
      await runUpload(path, current, kind === 'scheduledEvents' ? { timeZone } : {}, (sent) =>
        setProgress({ sent, total: sendable.length }),
      );
      const applied = applyAnswers(file.rows, current);
      setFile({ ...file, rows: applied.rows });
      setReport(applied.report);
      setRun(null);
      setProgress(null);
    } catch (error) {
      const sent = error instanceof UploadStopped ? error.sent : 0;
      const reason = error instanceof Error ? error.message : 'The upload failed.';
      setStopped(
        `The upload stopped after ${formatCount(sent)} of ${plural(sendable.length, 'row')}. ${reason} The rows sent are written; Resume sends the rest.`,
      );
      setProgress(null);
    }
  }

  const problemRows = file?.rows.filter((row) => row.problems.length > 0) ?? [];
  const sendable = (file?.rows.length ?? 0) - problemRows.length;
  const uploading = progress !== null;
  const blocked = !file || file.fileProblems.length > 0 || sendable === 0 || uploading;
  const listed = (onlyProblems ? problemRows : (file?.rows ?? [])).slice(0, shown);
  const total = onlyProblems ? problemRows.length : (file?.rows.length ?? 0);
  const firstProblem = problemRows[0];
  const reported = report !== null;

  return (
    <section aria-label={`${label} upload`} className="mt-6 space-y-5">
      {note ? <p className="rounded-xl bg-brand-yellow-light p-4 text-brand-yellow-dark">{note}</p> : null}
      <ColumnsHelp key={file ? 'file' : 'none'} kind={kind} label={label} open={!file} />
      {kind === 'scheduledEvents' ? (
        <div>
          <label htmlFor={zoneId} className="block font-semibold text-ink">
            Times without a zone are in
          </label>
          <select
            id={zoneId}
            value={timeZone}
            onChange={(event) => setTimeZone(event.target.value)}
            className="mt-1 min-h-11 max-w-full rounded-xl border border-slate-300 bg-white px-3 text-ink"
          >
            {zones.map((zone) => (
              <option key={zone} value={zone}>
                {zone}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <label
        htmlFor={inputId}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={`flex cursor-pointer flex-col items-center justify-center gap-2 rounded-2xl border-2 border-dashed p-8 text-center focus-within:outline focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-pink ${dragging ? 'border-brand-pink bg-brand-pink-light' : 'border-slate-300 bg-white'}`}
      >
        <span className="font-bold text-ink">Drop a {label} CSV here, or choose a file</span>
        <span className="text-sm text-ink-muted">
          {fileName ? `Chosen: ${fileName}` : 'The first line names the columns.'}
        </span>
        <span className="text-sm text-ink-muted">{BULK_LIMIT_REASON}</span>
        <input
          id={inputId}
          type="file"
          accept=".csv,text/csv"
          className="sr-only"
          onChange={(event) => {
            void read(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
      </label>

      <div ref={results} className="scroll-mt-24 space-y-5">
        {file ? (
          <>
            {file.fileProblems.length > 0 ? (
              <div role="alert" className="rounded-xl border border-red-300 bg-red-50 p-4 text-red-800">
                <p className="font-bold">This file cannot be uploaded:</p>
                <ul className="mt-1 list-disc pl-5">
                  {file.fileProblems.map((problem) => (
                    <li key={problem}>{problem}</li>
                  ))}
                </ul>
              </div>
            ) : null}
            {file.warnings.map((warning) => (
              <p key={warning} className="rounded-xl border border-amber-300 bg-amber-50 p-3 text-amber-900">
                {warning}
              </p>
            ))}
            {problemRows.length > 0 && firstProblem ? (
              <div className="space-y-3 rounded-xl border border-red-300 bg-red-50 p-4">
                <p role="alert" className="font-bold text-red-800">
                  {plural(problemRows.length, 'row')} {problemRows.length === 1 ? 'needs' : 'need'} attention — first:
                  row {formatCount(firstProblem.number)}, {problemText(firstProblem.problems.slice(0, 1))}
                </p>
                <p className="text-sm text-red-800">
                  {reported
                    ? 'They were not uploaded. Download them with their problems, fix them and upload that file.'
                    : 'They are left out of the upload. Download them with their problems, fix them and upload that file.'}
                </p>
                <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
                  <Button
                    variant="secondary"
                    className={BULK_BUTTON}
                    type="button"
                    onClick={() => download(`${kind}-rows-to-fix.csv`, refusedRowsCsv(file))}
                  >
                    Download the rows with problems (CSV)
                  </Button>
                  <label className="inline-flex min-h-11 items-center gap-2 font-semibold text-ink">
                    <input
                      type="checkbox"
                      checked={onlyProblems}
                      onChange={(event) => {
                        setOnlyProblems(event.target.checked);
                        setShown(PAGE);
                      }}
                      className="size-5 accent-brand-pink-dark"
                    />
                    Only rows with problems
                  </label>
                </div>
              </div>
            ) : null}

            {file.rows.length > 0 ? (
              <>
                <div
                  role="region"
                  aria-label={`${label} rows`}
                  tabIndex={0}
                  className="hidden overflow-x-auto rounded-2xl border border-slate-200 bg-white focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-pink sm:block"
                >
                  <table className="min-w-full text-left text-sm">
                    <caption className="sr-only">Preview of the {label} rows</caption>
                    <thead className="bg-slate-50 text-ink">
                      <ColumnHeadings
                        columns={[
                          { heading: 'Row', key: 'row' },
                          { heading: 'Problems', key: 'problems', className: 'min-w-48' },
                          reported && { heading: 'Result', key: 'result' },
                          ...file.columns.map((column) => ({
                            heading: column,
                            key: `column-${column}`,
                            className: 'font-semibold',
                          })),
                        ]}
                        cellClassName="px-3 py-2"
                      />
                    </thead>
                    <tbody>
                      {listed.map((row) => (
                        <tr
                          key={row.number}
                          className={`border-t border-slate-100 align-top ${row.problems.length > 0 ? 'bg-red-50' : ''}`}
                        >
                          <th scope="row" className="px-3 py-2 font-semibold text-ink">
                            {formatCount(row.number)}
                          </th>
                          <td className="max-w-xs px-3 py-2 text-red-800">
                            {row.problems.map((problem) => (
                              <p key={`${problem.column}${problem.message}`}>
                                {problem.column ? `${problem.column}: ` : ''}
                                {problem.message}
                              </p>
                            ))}
                          </td>
                          {reported ? (
                            <td className="px-3 py-2 text-ink">
                              {row.outcome ? OUTCOME_LABEL[row.outcome] : ''}
                              {row.notes?.map((n) => (
                                <p key={n} className="max-w-xs text-xs text-ink-muted">
                                  {n}
                                </p>
                              ))}
                            </td>
                          ) : null}
                          {file.columns.map((column) => (
                            <td
                              key={column}
                              className={`whitespace-nowrap px-3 py-2 ${row.problems.some((p) => p.column === column) ? 'font-semibold text-red-800' : 'text-ink'}`}
                            >
                              <CellValue kind={kind} column={column} value={row.values[column] ?? ''} />
                            </td>
                          ))}
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
                {/* On a phone each row is a card: its problems under its number, then its cells. */}
                <ol aria-label={`Preview of the ${label} rows`} className="space-y-3 sm:hidden">
                  {listed.map((row) => (
                    <li
                      key={row.number}
                      className={`rounded-xl border p-3 ${row.problems.length > 0 ? 'border-red-300 bg-red-50' : 'border-slate-200 bg-white'}`}
                    >
                      <p className="font-bold text-ink">
                        Row {formatCount(row.number)}
                        {row.outcome ? ` · ${OUTCOME_LABEL[row.outcome]}` : ''}
                      </p>
                      {row.problems.map((problem) => (
                        <p key={`${problem.column}${problem.message}`} className="text-red-800">
                          {problem.column ? `${problem.column}: ` : ''}
                          {problem.message}
                        </p>
                      ))}
                      {row.notes?.map((n) => (
                        <p key={n} className="text-sm text-ink-muted">
                          {n}
                        </p>
                      ))}
                      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 text-sm">
                        {file.columns
                          .filter(
                            (column) => (row.values[column] ?? '') !== '' || defaultOf(kind, column, '') !== undefined,
                          )
                          .map((column) => (
                            <div key={column} className="contents">
                              <dt className="text-ink-muted">{column}</dt>
                              <dd className="break-all text-ink">
                                <CellValue kind={kind} column={column} value={row.values[column] ?? ''} />
                              </dd>
                            </div>
                          ))}
                      </dl>
                    </li>
                  ))}
                </ol>
                <div className="flex flex-wrap items-center gap-4 text-sm text-ink-muted">
                  <span>
                    Showing {formatCount(listed.length)} of {plural(total, 'row')}
                  </span>
                  {listed.length < total ? (
                    <Button
                      variant="secondary"
                      className={BULK_BUTTON}
                      type="button"
                      onClick={() => setShown((n) => n + PAGE)}
                    >
                      Show {formatCount(Math.min(PAGE, total - listed.length))} more
                    </Button>
                  ) : null}
                </div>
              </>
            ) : null}

            {progress ? (
              <div className="space-y-2">
                <p role="status" className="font-semibold text-ink">
                  Uploading {formatCount(progress.sent)} of {formatCount(progress.total)}
                </p>
                <div
                  role="progressbar"
                  aria-label="Upload progress"
                  aria-valuemin={0}
                  aria-valuemax={progress.total}
                  aria-valuenow={progress.sent}
                  aria-valuetext={`${formatCount(progress.sent)} of ${plural(progress.total, 'row')}`}
                  className="h-3 w-full overflow-hidden rounded-full bg-slate-200"
                >
                  <div
                    className="h-full rounded-full bg-brand-pink-dark transition-[width]"
                    style={{ width: `${progress.total === 0 ? 0 : (progress.sent / progress.total) * 100}%` }}
                  />
                </div>
              </div>
            ) : null}
            {stopped ? (
              <div role="alert" className="space-y-3 rounded-xl border border-red-300 bg-red-50 p-4 text-red-800">
                <p className="font-semibold">{stopped}</p>
                <Button variant="accent" className={BULK_BUTTON} type="button" onClick={() => void upload(run)}>
                  Resume the upload
                </Button>
              </div>
            ) : null}
            {report ? (
              <p
                role="status"
                className="rounded-xl border border-green-300 bg-green-50 p-4 font-semibold text-green-900"
              >
                {reportSentence(kind, report)}
              </p>
            ) : null}
            {file.rows.length > 0 && !reported && !stopped ? (
              <Button
                variant="accent"
                className={`${BULK_BUTTON} disabled:cursor-not-allowed disabled:bg-slate-300 disabled:text-ink-muted`}
                type="button"
                disabled={blocked}
                onClick={() => void upload(null)}
              >
                {uploading
                  ? 'Uploading…'
                  : problemRows.length > 0 && sendable > 0
                    ? `Upload ${plural(sendable, 'row')} without problems`
                    : `Upload ${plural(file.rows.length, 'row')}`}
              </Button>
            ) : null}
          </>
        ) : null}
      </div>
    </section>
  );
}
