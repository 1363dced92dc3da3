import { TestEnvironment } from 'jest-environment-jsdom';

/**
 * jsdom with Node's Fetch API (ADR 0067). Remix's router builds a `Request` for every form it sends and reads
 * `Response`s; jsdom defines neither, and Node's `Request` refuses jsdom's `AbortSignal`, so the abort and text
 * classes come from Node too. jsdom's own FormData stays: Node's `Request` reads it by its shape.
 */
export default class ComponentEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of [
      'fetch',
      'Request',
      'Response',
      'Headers',
      'AbortController',
      'AbortSignal',
      'TextEncoder',
      'TextDecoder',
      'ReadableStream',
      'structuredClone',
    ]) {
      this.global[name] = globalThis[name];
    }
    // jsdom lays nothing out: bringing an element into view is a no-op here (the e2e suite checks what is in view).
    this.global.Element.prototype.scrollIntoView = function scrollIntoView() {};
    // jsdom has no media queries (it lays nothing out): none matches, as on a narrow screen with no preference set.
    this.global.matchMedia ??= (media) => ({
      media,
      matches: false,
      onchange: null,
      addEventListener() {},
      removeEventListener() {},
      addListener() {},
      removeListener() {},
      dispatchEvent: () => false,
    });
    // jsdom draws nothing: a canvas gives no context, as in a browser without one (the confetti then stays still).
    this.global.HTMLCanvasElement.prototype.getContext = () => null;
    // jsdom gives no object URLs (a kept recording's <audio>): a distinct blob: URL per Blob, as a browser's are.
    let objectUrls = 0;
    this.global.URL.createObjectURL ??= () => `blob:${this.global.location.origin}/${(objectUrls += 1)}`;
    this.global.URL.revokeObjectURL ??= () => {};
    // This jsdom's Blob (a chosen File) cannot give its bytes as a promise; its FileReader can.
    const { Blob, FileReader } = this.global;
    Blob.prototype.arrayBuffer ??= function arrayBuffer() {
      return new Promise((resolve, reject) => {
        const reader = new FileReader();
        reader.onload = () => resolve(reader.result);
        reader.onerror = () => reject(reader.error);
        reader.readAsArrayBuffer(this);
      });
    };
  }
}
