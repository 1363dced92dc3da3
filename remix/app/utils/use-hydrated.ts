import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False in the server's HTML and while React hydrates it, true from then on: a control that needs the page's
 * script is disabled until it has it, so a tap on a slow phone is not lost (or sent as a plain form) before hydration.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
