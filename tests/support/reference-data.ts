import { ReferenceDataCache } from '../../bff/src/infrastructure/reference-data-cache.js';
import type { TestApp } from './app.js';

/**
 * Classes written straight into the database (as an operator's SQL would) are seen by a BFF within
 * REFERENCE_CACHE_TTL_MS (ADR 0043). A test that schedules classes that way says so, as the bulk upload does, so
 * the very next list shows them in every process.
 */
export function classesChanged(app: TestApp): Promise<void> {
  return app.app.get(ReferenceDataCache).changed(['classes']);
}
