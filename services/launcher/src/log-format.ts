import pinoPretty from 'pino-pretty';

/** How `npm start` prints what bff, worker and web log: as they write it (JSON) or as coloured lines. */
export type LogFormat = 'json' | 'pretty';

interface LogEntry {
  msg?: unknown;
  requestId?: unknown;
  req?: { method?: unknown; url?: unknown };
  res?: { statusCode?: unknown };
  responseTime?: unknown;
}

// Shown in the line itself (the message) or not worth a column in a terminal.
const FOLDED_KEYS = 'pid,hostname,service,requestId,req,res,responseTime';

/**
 * One log line as `npm start` prints it. The processes always write pino's JSON (what a log collector
 * reads in production); in 'pretty' the launcher turns each JSON line into a short coloured one:
 * time, level, the message (for a request: method, URL, status and time) and the request id.
 * A line that is not JSON passes as it is.
 */
export function logLineFormatter(format: LogFormat, colours = true): (line: string) => string {
  if (format === 'json') return (line) => line;
  const pretty = pinoPretty.prettyFactory({
    colorize: colours,
    singleLine: true,
    translateTime: 'SYS:HH:MM:ss.l',
    ignore: FOLDED_KEYS,
    messageFormat: (log, messageKey, _level, { colors }) => {
      const entry = log as LogEntry;
      const { req, res } = entry;
      const message =
        entry.msg === 'request completed' && req && res
          ? `${String(req.method)} ${String(req.url)} ${String(res.statusCode)} ${String(entry.responseTime)} ms`
          : String(log[messageKey] ?? '');
      return typeof entry.requestId === 'string' ? `${message} ${colors.gray(`[${entry.requestId}]`)}` : message;
    },
  });
  return (line) => {
    if (!line.startsWith('{')) return line;
    try {
      JSON.parse(line);
    } catch {
      return line;
    }
    return pretty(line).trimEnd();
  };
}
