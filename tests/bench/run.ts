/**
 * `npm run bench`: every benchmark, one after another (they would disturb each other in parallel).
 * Each creates and drops its own scratch database and prints its figures; copy them to the README.
 */
import { runAppendBench } from './append.bench.js';
import { runReplayBench } from './replay.bench.js';
import { benchDatabaseUrl } from './scratch-database.js';
import { runRoundBench } from './round.bench.js';

const databaseUrl = benchDatabaseUrl;
const only = process.argv.slice(2);
const benches: Record<string, () => Promise<unknown>> = {
  append: () => runAppendBench(databaseUrl),
  replay: () => runReplayBench(databaseUrl),
  round: () => runRoundBench(databaseUrl),
};

for (const [name, run] of Object.entries(benches)) {
  if (only.length > 0 && !only.includes(name)) continue;
  process.stdout.write(`\n=== ${name} ===\n`);
  await run();
}
