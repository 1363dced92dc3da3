import { fileURLToPath } from 'node:url';
import path from 'node:path';

/** The repository root, found from this file so the launcher works from any working directory. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
