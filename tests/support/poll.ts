/** Polling for what settles in the background (a projection, a job, a worker), for the API tests. */

/**
 * Reads until `check` accepts the value or `timeoutMs` passes, then answers the last value read: the
 * test's own assertion on it says what was wrong. A loaded machine may take long, hence the minute.
 */
export async function eventually<T>(
  read: () => Promise<T>,
  check: (value: T) => boolean,
  timeoutMs = 60_000,
  intervalMs = 100,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (!check(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
    value = await read();
  }
  return value;
}

/** Polls `probe` every 100 ms until it answers something; fails with `describeState()` after the timeout. */
export async function waitFor<T>(
  what: string,
  probe: () => Promise<T | undefined>,
  describeState: () => string | Promise<string> = () => '',
  timeoutMs = 60_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}\n${await describeState()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
