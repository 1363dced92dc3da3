import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './paths.js';

/** Runs a command from the repository root and fails with its exit code. */
export function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: repoRoot, env, stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? `exit ${code}`})`));
    });
  });
}

/**
 * Compiles the TypeScript projects (tsc -b is incremental, so an up-to-date tree costs a second)
 * and rebuilds the web app only when a source it bundles is newer than its last build.
 */
export async function buildIfNeeded(log: (line: string) => void): Promise<void> {
  log('Build: compiling TypeScript projects (incremental)');
  await run(process.execPath, [path.join(repoRoot, 'node_modules/typescript/bin/tsc'), '-b']);

  const serverBundle = path.join(repoRoot, 'remix/build/server/index.js');
  const builtAt = existsSync(serverBundle) ? statSync(serverBundle).mtimeMs : 0;
  // bff/src holds the contracts the web app imports; public/ is copied into the client build.
  const sources = [
    'remix/app',
    'remix/public',
    'remix/vite.config.ts',
    'remix/tailwind.config.ts',
    'remix/package.json',
    'services',
    'bff/src',
  ];
  const newest = Math.max(...sources.map((source) => newestMtime(path.join(repoRoot, source))));
  if (newest > builtAt) {
    log('Build: building the web app');
    await run('npm', ['run', 'build', '-w', '@impromptu/web']);
  } else {
    log('Build: web app is up to date');
  }
}

function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name === 'build') continue;
    if (entry.isDirectory() || /\.(tsx?|css|json|html|js|svg)$/.test(entry.name)) {
      newest = Math.max(newest, newestMtime(path.join(target, entry.name)));
    }
  }
  return newest;
}
