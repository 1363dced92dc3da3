import { createContext, useContext } from 'react';

/**
 * The CSP nonce of the page being rendered (ADR 0009): set by entry.server.tsx from the load context.
 * In the browser it is unset (browsers hide nonces from the DOM) and not needed after hydration.
 */
export const NonceContext = createContext<string | undefined>(undefined);

/** The nonce every inline <script> the page renders must carry. */
export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
