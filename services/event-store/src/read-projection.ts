/** SQLSTATE of a missing relation: a projection's view exists only once its runner has built it. */
export const UNDEFINED_TABLE = '42P01';

/** True for the error of reading a projection whose view is not built yet. */
export function isProjectionNotBuilt(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === UNDEFINED_TABLE;
}

/**
 * Reads a projection's view, answering `fallback` while the view is not built yet (on a new
 * database the worker creates it on its first start): a page then shows no progress instead of failing.
 */
export async function readProjection<T>(read: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (isProjectionNotBuilt(error)) return fallback;
    throw error;
  }
}
