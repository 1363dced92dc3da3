/** PostgreSQL's limit on one statement's bind parameters. */
export const MAX_BIND_PARAMETERS = 65_535;

/**
 * Rows for multi-row `INSERT … VALUES` statements, in chunks whose parameters (rows × columns) stay
 * within PostgreSQL's limit: a projection's batch of thousands of events must not become one statement
 * PostgreSQL refuses (a rebuild of a large history would fail on it). Columns are the first row's keys.
 */
export function rowChunks<T extends object>(rows: readonly T[]): T[][] {
  if (rows.length === 0) return [];
  const columns = Math.max(1, Object.keys(rows[0]!).length);
  const size = Math.max(1, Math.floor(MAX_BIND_PARAMETERS / columns));
  const chunks: T[][] = [];
  for (let start = 0; start < rows.length; start += size) chunks.push(rows.slice(start, start + size));
  return chunks;
}
