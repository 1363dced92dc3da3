import { createContext, useContext, useState } from 'react';

/**
 * The id of the request being rendered (x-request-id, docs/decisions/0026): set by entry.server.tsx
 * from the load context, shown on the error page so a user's report can be found in the logs.
 */
export const RequestIdContext = createContext<string | undefined>(undefined);

const REFERENCE_ELEMENT_ID = 'request-reference';

// The id the server wrote into an error page, read once when the app loads in the browser: hydration
// renders the same words, and a later error met on a client-side navigation does not reuse it.
let renderedByServer: string | undefined =
  typeof document === 'undefined'
    ? undefined
    : (document.getElementById(REFERENCE_ELEMENT_ID)?.dataset.requestId ?? undefined);

function takeServerRenderedId(): string | undefined {
  const id = renderedByServer;
  renderedByServer = undefined;
  return id;
}

/** "Reference: <id>" under an error, when the request that failed is known; nothing otherwise. */
export function RequestReference({ className }: { className?: string }) {
  const fromServer = useContext(RequestIdContext);
  const [requestId] = useState(() => fromServer ?? takeServerRenderedId());
  if (!requestId) return null;
  return (
    <p id={REFERENCE_ELEMENT_ID} data-request-id={requestId} className={className}>
      Reference: <span className="select-all font-mono">{requestId}</span>
    </p>
  );
}
