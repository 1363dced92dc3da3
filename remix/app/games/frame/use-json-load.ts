import { useCallback, useEffect, useRef, useState } from 'react';

export interface JsonLoad<T> {
  /** The last answer, kept while a new one loads. */
  data: T | undefined;
  state: 'idle' | 'loading';
  /** Loads `href`, dropping any answer still on its way. */
  load: (href: string) => void;
}

/**
 * A resource route's JSON loaded with fetch: the game's words and photos. Remix fetchers take part in
 * revalidation, and one loading while another fetcher's action revalidated could stay 'loading' for good
 * (remix-run/remix#8298): the setup then showed LOADING CONTENT forever. A plain request cannot be caught
 * up in that. A failed request answers `failed()`; one the server redirected (signed out, no plan) goes where
 * it was sent, as a fetcher's would.
 */
export function useJsonLoad<T>(failed: () => T): JsonLoad<T> {
  const [data, setData] = useState<T | undefined>(undefined);
  const [state, setState] = useState<'idle' | 'loading'>('idle');
  const current = useRef<AbortController | null>(null);
  const failedRef = useRef(failed);
  failedRef.current = failed;

  useEffect(() => () => current.current?.abort(), []);

  const load = useCallback((href: string) => {
    current.current?.abort();
    const controller = new AbortController();
    current.current = controller;
    setState('loading');
    void (async () => {
      let answer: T;
      try {
        const response = await fetch(href, { headers: { accept: 'application/json' }, signal: controller.signal });
        if (response.redirected) {
          window.location.assign(response.url);
          return;
        }
        answer = response.ok ? ((await response.json()) as T) : failedRef.current();
      } catch {
        if (controller.signal.aborted) return;
        answer = failedRef.current();
      }
      if (current.current !== controller) return;
      current.current = null;
      setData(answer);
      setState('idle');
    })();
  }, []);

  return { data, state, load };
}
