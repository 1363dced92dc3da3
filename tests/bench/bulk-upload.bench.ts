import type { ChildProcess } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { BULK_CHUNK_BYTES, BULK_CHUNK_ROWS } from '@impromptu/bff/contracts';
import { DEMO_PASSWORD } from '@impromptu/db';
import { chunksOf, parseBulkCsv } from '../../remix/app/classes/bulk-upload/csv.js';
import { adminQuery, benchDatabaseUrl, createSeededDatabase, runWhenMain } from './scratch-database.js';
import { postJson, startBffFromSource, stopProcess } from './stack.js';

export interface BulkUploadFigures {
  rows: number;
  readMs: number;
  uploadMs: number;
  rowsPerSecond: number;
  created: number;
  invited: number;
}

/**
 * A Users file end to end (issue 26, ADR 0032): the screen's reader checks every row (the same code
 * as the browser, here in Node), then the file goes to the BFF (its own process, from source, on a
 * seeded scratch database) in the screen's chunks, one after another, each with its idempotency key.
 * Measured for 2,000 rows (the cohort) and 10,000 (the screen's limit).
 */
export async function runBulkUploadBench(
  databaseUrl = benchDatabaseUrl,
  sizes: number[] = [2_000, 10_000],
): Promise<BulkUploadFigures[]> {
  const { name, url } = await createSeededDatabase(databaseUrl, 'bulk');
  let bff: ChildProcess | undefined;
  try {
    let base: string;
    ({ base, bff } = await startBffFromSource({ NODE_ENV: 'production', LOG_LEVEL: 'warn', DATABASE_URL: url }));
    const login = await postJson(`${base}/auth/login`, { email: 'admin@example.com', password: DEMO_PASSWORD }, {});
    const token = (login.body as { token: string }).token;

    const figures: BulkUploadFigures[] = [];
    for (const size of sizes) {
      const stamp = `${size}-${Date.now().toString(36)}`;
      const lines = ['fullName,email,plan,groupName,groupType,userGroupType'];
      for (let i = 1; i <= size; i += 1)
        lines.push(
          `Bench Learner ${i},bench-${stamp}-${i}@example.com,trainings,Bench ${stamp},FUNDAMENTALS_CLASS,STUDENT`,
        );

      const started = performance.now();
      const file = parseBulkCsv('users', lines.join('\n'));
      if (file.fileProblems.length > 0 || file.rows.some((row) => row.problems.length > 0))
        throw new Error(`bulk bench: the file has problems: ${file.fileProblems.join(' ')}`);
      const read = performance.now();
      let created = 0;
      let invited = 0;
      for (const chunk of chunksOf(file.rows, BULK_CHUNK_ROWS, BULK_CHUNK_BYTES)) {
        const answer = await postJson(
          `${base}/user_group/batch`,
          {
            idempotencyKey: `bench-${stamp}:${chunk.index}`,
            firstRow: chunk.rows[0]!.number,
            data: chunk.rows.map((row) => row.values),
          },
          { authorization: `Bearer ${token}` },
        );
        if (answer.status !== 200)
          throw new Error(`bulk bench: a chunk answered ${answer.status}: ${JSON.stringify(answer.body)}`);
        const body = answer.body as { created: number; invited: number };
        created += body.created;
        invited += body.invited;
      }
      const done = performance.now();
      if (created !== size || invited !== size)
        throw new Error(`bulk bench: ${created} created and ${invited} invited of ${size}`);
      figures.push({
        rows: size,
        readMs: Math.round(read - started),
        uploadMs: Math.round(done - read),
        rowsPerSecond: Math.round(size / ((done - started) / 1000)),
        created,
        invited,
      });
    }
    console.log(`\nUsers bulk upload end to end: the screen's reader, then ${BULK_CHUNK_ROWS}-row chunks to the BFF`);
    console.log(
      `${'rows'.padStart(7)} ${'read+check ms'.padStart(14)} ${'upload s'.padStart(9)} ${'total s'.padStart(8)} ${'rows/s'.padStart(7)} ${'invited'.padStart(8)}`,
    );
    for (const f of figures)
      console.log(
        `${String(f.rows).padStart(7)} ${String(f.readMs).padStart(14)} ${(f.uploadMs / 1000).toFixed(1).padStart(9)} ${((f.readMs + f.uploadMs) / 1000).toFixed(1).padStart(8)} ${String(f.rowsPerSecond).padStart(7)} ${String(f.invited).padStart(8)}`,
      );
    return figures;
  } finally {
    await stopProcess(bff);
    await adminQuery(databaseUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  }
}

runWhenMain(import.meta.url, () => runBulkUploadBench(benchDatabaseUrl));
