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
  }
}
