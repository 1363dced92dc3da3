import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/** One migrated, seeded template database per Jest run; each test file clones it. */
export default function globalSetup() {
  const output = execFileSync(process.execPath, ['--conditions=source', '--import', 'tsx', path.join(here, 'prepare-template.ts')], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, NODE_OPTIONS: '' },
  });
  const template = output.trim().split('\n').at(-1);
  if (!template?.startsWith('impromptu_tpl_')) throw new Error(`template database was not created: ${output}`);
  process.env.IMPROMPTU_TEMPLATE_DB = template;
}
