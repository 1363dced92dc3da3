import { useId, useState, type DragEvent } from 'react';
import { parseBulkCsv, rowsToSend, type BulkKind, type ParsedFile } from './csv';

interface UploadAnswer {
  ok: boolean;
  message: string;
  issues: { path: string; message: string }[];
}

async function upload(path: string, rows: Record<string, string>[]): Promise<UploadAnswer> {
  try {
    const response = await fetch(`/resources/admin/bulk-upload/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ data: rows }),
    });
    const body = (await response.json().catch(() => null)) as {
      message?: string;
      issues?: UploadAnswer['issues'];
      created?: number;
      rows?: number;
      replayed?: boolean;
    } | null;
    if (!response.ok) return { ok: false, message: body?.message ?? 'The upload failed.', issues: body?.issues ?? [] };
    const message = body?.replayed
      ? `This file was uploaded before: nothing was created again (${body.rows} rows).`
      : `Uploaded ${body?.rows} rows: ${body?.created} created or changed, ${(body?.rows ?? 0) - (body?.created ?? 0)} already there.`;
    return { ok: true, message, issues: [] };
  } catch {
    return { ok: false, message: 'The connection dropped. Please try again.', issues: [] };
  }
}

/**
 * One pane of the Fundamentals bulk upload (spec 3 §2.12, §4.11): a CSV drop zone, the preview
 * table with each row's problems, and the upload button once rows are parsed.
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
  const [file, setFile] = useState<ParsedFile | null>(null);
  const [fileName, setFileName] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const [sending, setSending] = useState(false);
  const [answer, setAnswer] = useState<UploadAnswer | null>(null);

  async function read(chosen: File | undefined) {
    if (!chosen) return;
    setAnswer(null);
    setFileName(chosen.name);
    setFile(parseBulkCsv(kind, await chosen.text()));
  }

  function onDrop(event: DragEvent<HTMLLabelElement>) {
    event.preventDefault();
    setDragging(false);
    void read(event.dataTransfer.files[0]);
  }

  async function send() {
    if (!file) return;
    setSending(true);
    const result = await upload(path, rowsToSend(file));
    setSending(false);
    setAnswer(result);
    if (!result.ok && result.issues.length > 0) {
      // The BFF's problems, put on their rows: body.data.<index>.<column>.
      setFile({
        ...file,
        rows: file.rows.map((row, index) => {
          const own = result.issues.filter((issue) => issue.path.startsWith(`body.data.${index}.`));
          return own.length === 0
            ? row
            : {
                ...row,
                problems: [
                  ...row.problems,
                  ...own.map((issue) => ({
                    column: issue.path.split('.')[3] ?? '',
                    message: issue.message.replace(/^Row \d+: /, ''),
                  })),
                ],
              };
        }),
      });
    }
  }

  const badRows = file?.rows.filter((row) => row.problems.length > 0) ?? [];
  const blocked = !file || file.fileProblems.length > 0 || badRows.length > 0;
  return (
    <section aria-label={`${label} upload`} className="mt-6 space-y-5">
      {note ? <p className="rounded-xl bg-brand-yellow-light p-4 text-brand-yellow-dark">{note}</p> : null}
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
          {fileName ? `Chosen: ${fileName}` : 'The first line must name the columns.'}
        </span>
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
          {badRows.length > 0 ? (
            <p role="alert" className="font-semibold text-red-700">
              {badRows.length === 1 ? '1 row needs fixing' : `${badRows.length} rows need fixing`}: fix{' '}
              {badRows.length === 1 ? 'it' : 'them'} in the file and choose it again.
            </p>
          ) : null}
          {/* Focusable, so keyboard users can scroll a wide table. */}
          <div
            role="region"
            aria-label={`${label} rows`}
            tabIndex={0}
            className="overflow-x-auto rounded-2xl border border-slate-200 bg-white focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-pink"
          >
            <table className="min-w-full text-left text-sm">
              <caption className="sr-only">Preview of the {label} rows</caption>
              <thead className="bg-slate-50 text-ink">
                <tr>
                  <th scope="col" className="px-3 py-2">
                    Row
                  </th>
                  {file.columns.map((column) => (
                    <th key={column} scope="col" className="px-3 py-2 font-semibold">
                      {column}
                    </th>
                  ))}
                  <th scope="col" className="px-3 py-2">
                    Problems
                  </th>
                </tr>
              </thead>
              <tbody>
                {file.rows.map((row) => (
                  <tr
                    key={row.number}
                    className={`border-t border-slate-100 ${row.problems.length > 0 ? 'bg-red-50' : ''}`}
                  >
                    <th scope="row" className="px-3 py-2 font-semibold text-ink">
                      {row.number}
                    </th>
                    {file.columns.map((column) => (
                      <td
                        key={column}
                        className={`whitespace-nowrap px-3 py-2 ${row.problems.some((p) => p.column === column) ? 'font-semibold text-red-800' : 'text-ink'}`}
                      >
                        {row.values[column]}
                      </td>
                    ))}
                    <td className="px-3 py-2 text-red-800">
                      {row.problems.map((problem) => (
                        <p key={`${problem.column}${problem.message}`}>
                          {problem.column ? `${problem.column}: ` : ''}
                          {problem.message}
                        </p>
                      ))}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {file.rows.length > 0 ? (
            <button
              type="button"
              disabled={blocked || sending}
              onClick={() => void send()}
              className="inline-flex min-h-11 items-center rounded-full bg-brand-pink-dark px-6 font-bold text-white hover:bg-brand-pink focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-pink disabled:cursor-not-allowed disabled:bg-slate-300 disabled:text-ink-muted"
            >
              {sending ? 'Uploading…' : `Upload ${file.rows.length} ${file.rows.length === 1 ? 'row' : 'rows'}`}
            </button>
          ) : null}
          {answer ? (
            <p
              role={answer.ok ? 'status' : 'alert'}
              className={answer.ok ? 'font-semibold text-green-800' : 'font-semibold text-red-700'}
            >
              {answer.ok ? answer.message : `Nothing was uploaded. ${answer.message}`}
            </p>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
