import { Writable } from 'node:stream';
import { pino, type Level, type Logger } from 'pino';

export interface CapturedLog {
  /** Hand it to createTestApp({ logger }). */
  logger: Logger;
  /** Each line written, parsed (pino writes one JSON object a line). */
  entries: Record<string, unknown>[];
  /** Each chunk written, as text. */
  text: string[];
}

/** A pino logger at `level` that keeps what it writes, for tests that look at the app's log. */
export function captureLog(level: Level): CapturedLog {
  const entries: Record<string, unknown>[] = [];
  const text: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      const written = chunk.toString('utf8');
      text.push(written);
      for (const line of written.split('\n')) if (line) entries.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return { logger: pino({ level }, sink), entries, text };
}
