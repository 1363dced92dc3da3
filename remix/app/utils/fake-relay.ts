// For unit tests of browser code that calls the BFF through `callRelayed` (bff-client.ts): the web app's relay as
// `fetch` sees it, so the typed client itself runs (its retries, its reading of answers with the routes' schemas).

export interface RelayCall {
  method: string;
  path: string;
  body: Record<string, unknown> | undefined;
}

/** An answer of the relay, or a call that got none at all (fetch rejects, as when the network is down). */
export type RelayAnswer = { status: number; body?: unknown } | 'network-error';

/** Puts a relay that answers with `answer` in place of `fetch` until `restore()`; `calls` lists what was sent. */
export function fakeRelay(answer: (call: RelayCall) => RelayAnswer | Promise<RelayAnswer>) {
  const calls: RelayCall[] = [];
  const real = globalThis.fetch;
  globalThis.fetch = async (input, init) => {
    const text = typeof init?.body === 'string' ? init.body : undefined;
    const call: RelayCall = {
      method: init?.method ?? 'GET',
      path: String(input),
      body: text === undefined ? undefined : (JSON.parse(text) as Record<string, unknown>),
    };
    calls.push(call);
    const answered = await answer(call);
    if (answered === 'network-error') throw new TypeError('Failed to fetch');
    const body = answered.body === undefined ? null : JSON.stringify(answered.body);
    return new Response(body, { status: answered.status, headers: { 'content-type': 'application/json' } });
  };
  return {
    calls,
    restore: () => {
      globalThis.fetch = real;
    },
  };
}
