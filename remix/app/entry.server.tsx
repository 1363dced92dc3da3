import { Transform, type TransformCallback } from 'node:stream';
import {
  createReadableStreamFromReadable,
  type AppLoadContext,
  type EntryContext,
  type HandleErrorFunction,
} from '@remix-run/node';
import { RemixServer } from '@remix-run/react';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import { log } from '~/utils/log.server';
import { NonceContext } from '~/utils/nonce';
import { RequestIdContext } from '~/utils/request-id';

// How long deferred data may stream; React is told to give up a second later.
export const streamTimeout = 5_000;

/**
 * Remix's default document render (a browser gets the shell as soon as it is ready, a bot the whole
 * page), plus the CSP nonce of the web server (ADR 0009) on every inline script React and Remix write.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const waitForAll = isbot(request.headers.get('user-agent')) || remixContext.isSpaMode;
  const nonce = loadContext.cspNonce;
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const onReady = () => {
      shellRendered = true;
      const body = new Bursts();
      responseHeaders.set('Content-Type', 'text/html');
      resolve(
        new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }),
      );
      pipe(body);
    };
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <RequestIdContext.Provider value={loadContext.requestId}>
          <RemixServer context={remixContext} url={request.url} nonce={nonce} />
        </RequestIdContext.Provider>
      </NonceContext.Provider>,
      {
        nonce,
        ...(waitForAll ? { onAllReady: onReady } : { onShellReady: onReady }),
        onShellError: reject,
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors before the shell reject and are logged by Remix; later ones only show here.
          if (shellRendered) log().error({ err: error }, 'rendering failed after the shell was sent');
        },
      },
    );
    setTimeout(abort, streamTimeout + 1_000);
  });
}

/**
 * The page's HTML as React finishes it, one chunk per burst. React writes in 2 KB pieces and calls the
 * destination's `flush()` after each burst of work (the convention of compression streams): passing the pieces on
 * one by one made a 60 KB page about 30 chunks, each carried through a web stream, the response and gzip (issue 30).
 */
class Bursts extends Transform {
  private pieces: Buffer[] = [];

  override _transform(piece: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.pieces.push(piece);
    callback();
  }

  /** Called by React when it has nothing more to write for now. */
  flush(): void {
    if (this.pieces.length === 0) return;
    this.push(this.pieces.length === 1 ? this.pieces[0] : Buffer.concat(this.pieces));
    this.pieces = [];
  }

  override _flush(callback: TransformCallback): void {
    this.flush();
    callback();
  }
}

/**
 * What a loader, action or render threw, logged once with the request's id (the error page shows the
 * same id). An aborted request (the browser went away) is not an error of ours.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  log().error({ err: error }, 'the request failed');
};
