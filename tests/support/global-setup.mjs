import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * One migrated, seeded template database per Jest run; each test file clones it. Against a running
 * BFF (API_TARGET_URL), checks once that the target is this BFF with its seeding routes on, and
 * stops the run with one line if not.
 */
export default async function globalSetup() {
  const target = process.env.API_TARGET_URL;
  if (target) {
    await checkTarget(target);
    return;
  }
  const output = execFileSync(
    process.execPath,
    ['--conditions=source', '--import', 'tsx', path.join(here, 'prepare-template.ts')],
    {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, NODE_OPTIONS: '' },
    },
  );
  const template = output.trim().split('\n').at(-1);
  if (!template?.startsWith('impromptu_tpl_')) throw new Error(`template database was not created: ${output}`);
  process.env.IMPROMPTU_TEMPLATE_DB = template;
}

async function checkTarget(target) {
  const stop = (reason) => {
    throw new Error(`API_TARGET_URL=${target}: ${reason}`);
  };
  let health;
  try {
    const response = await fetch(new URL('/health', target), { signal: AbortSignal.timeout(5_000) });
    health = await response.json();
  } catch (error) {
    stop(`no answer from /health (${error instanceof Error ? error.message : String(error)}); start the BFF first`);
  }
  if (
    health?.status !== 'ok' ||
    typeof health.checks?.postgres !== 'string' ||
    typeof health.checks?.redis !== 'string'
  ) {
    stop(
      `/health did not answer as this BFF does ({ status: "ok", checks: { postgres, redis } }): ${JSON.stringify(health)}`,
    );
  }
  // An empty body is refused by validation (400) when the seeding routes exist, and is a 404 when they do not.
  const seeding = await fetch(new URL('/testing/users', target), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
  if (seeding.status === 404)
    stop('its test seeding routes are off: start that BFF with TEST_SEEDING=1 (never in production)');
}
