/**
 * `npm run bench`: every benchmark, one after another (they would disturb each other in parallel).
 * Each creates and drops its own scratch database and prints its figures beside its baseline of the
 * same run; copy them to the README with the machine's load. `npm run bench -- pages bff` runs some.
 */
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { runAppendBench } from './append.bench.js';
import { runBffBench } from './bff.bench.js';
import { runBulkUploadBench } from './bulk-upload.bench.js';
import { runFirstLoadBench, runPagesBench } from './pages.bench.js';
import { runReplayBench } from './replay.bench.js';
import { benchDatabaseUrl } from './scratch-database.js';
import { runRoundBench } from './round.bench.js';
import { runVoiceAccuracyBench } from './voice-accuracy.bench.js';
import { runVoiceAnalysisBench } from './voice-analysis.bench.js';
import { runVoiceMainThreadBench } from './voice-main-thread.bench.js';

const databaseUrl = benchDatabaseUrl;
const only = process.argv.slice(2);
const benches: Record<string, () => Promise<unknown>> = {
  append: () => runAppendBench(databaseUrl),
  replay: () => runReplayBench(databaseUrl),
  round: () => runRoundBench(databaseUrl),
  pages: () => runPagesBench(databaseUrl),
  bff: () => runBffBench(databaseUrl),
  'bulk-upload': () => runBulkUploadBench(databaseUrl),
  'first-load': () => runFirstLoadBench(databaseUrl),
  voice: () => runVoiceAnalysisBench(),
  'voice-accuracy': () => runVoiceAccuracyBench(),
  'voice-main-thread': () => runVoiceMainThreadBench(databaseUrl),
};

const unknown = only.filter((name) => !(name in benches));
if (unknown.length > 0) {
  console.error(`unknown benchmark ${unknown.join(', ')}: one of ${Object.keys(benches).join(', ')}`);
  process.exit(2);
}

process.stdout.write(
  `load average at start: ${loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')} on ${cpus().length} cores (other work on the machine shows in every figure)\n`,
);
const started = performance.now();
for (const [name, run] of Object.entries(benches)) {
  if (only.length > 0 && !only.includes(name)) continue;
  process.stdout.write(`\n=== ${name} ===\n`);
  const benchStarted = performance.now();
  await run();
  process.stdout.write(`(${name}: ${Math.round((performance.now() - benchStarted) / 1000)} s)\n`);
}
process.stdout.write(
  `\nall done in ${Math.round((performance.now() - started) / 1000)} s; load average when finished: ${loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')} on ${cpus().length} cores\n`,
);
