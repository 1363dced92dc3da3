// Its own module, away from dates.ts: the web app's root asks the browser's zone on every page, and a bundler puts a
// function in the chunk of its module, so from dates.ts it brought date-fns (7.7 KB gzip) into every first load.

/** The zone this runtime runs in (the browser's, in a browser), or null when it does not say. */
export function systemTimeZone(): string | null {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return typeof zone === 'string' && zone.length > 0 ? zone : null;
  } catch {
    return null;
  }
}
