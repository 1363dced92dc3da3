import { stripVTControlCharacters } from 'node:util';
import { describe, expect, it } from '@jest/globals';
import { logLineFormatter } from './log-format.js';

const requestLine = JSON.stringify({
  level: 30,
  time: Date.UTC(2026, 10, 26, 21, 4, 5, 123),
  pid: 4242,
  hostname: 'box',
  service: 'web',
  requestId: 'edge-7f3a.42',
  req: { method: 'GET', url: '/games/home' },
  res: { statusCode: 200 },
  responseTime: 41,
  msg: 'request completed',
});

describe('logLineFormatter', () => {
  it('json: prints every line as the process wrote it', () => {
    const format = logLineFormatter('json');
    expect(format(requestLine)).toBe(requestLine);
  });

  it('pretty: a request line is one coloured line with level, method, URL, status, time and the request id', () => {
    const line = logLineFormatter('pretty')(requestLine);
    expect(line).not.toContain('\n');
    // Coloured: the terminal's escape sequences are there.
    expect(stripVTControlCharacters(line)).not.toBe(line);
    expect(stripVTControlCharacters(line)).toMatch(
      /^\[\d\d:\d\d:\d\d\.123\] INFO: GET \/games\/home 200 41 ms \[edge-7f3a\.42\]$/,
    );
  });

  it('pretty: other fields stay on the line, an error shows its stack', () => {
    const format = logLineFormatter('pretty', false);
    const info = format(
      JSON.stringify({ level: 30, time: 0, service: 'bff', context: 'Checkpoints', msg: 'listening' }),
    );
    expect(info).toMatch(/INFO: listening \{"context":"Checkpoints"\}$/);
    const error = format(
      JSON.stringify({
        level: 50,
        time: 0,
        requestId: 'r-1',
        err: { type: 'Error', message: 'boom', stack: 'Error: boom\n    at page (app.js:1:1)' },
        msg: 'the request failed',
      }),
    );
    expect(error.split('\n')[0]).toMatch(/ERROR: the request failed \[r-1\]/);
    expect(error).toContain('at page (app.js:1:1)');
  });

  it('pretty: a line that is not JSON passes as it is', () => {
    const format = logLineFormatter('pretty');
    for (const line of ['Build: web app is up to date', '{not json', '']) expect(format(line)).toBe(line);
  });
});
