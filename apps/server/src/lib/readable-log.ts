import { Writable } from 'node:stream';

/**
 * Development logs people read (LOG_FORMAT=readable, the default when APP_ENV=local): pino writes
 * one JSON object a line; this turns each into `15:04:05 INFO  message  key=value`, with requests
 * as `GET /portal/api/me 200 3 ms`. Production keeps the JSON lines for the log collector.
 * (pino-pretty would do this too, but it is not among the dependencies; this is all we need.)
 */

const LEVELS: Record<number, { name: string; color: number }> = {
  10: { name: 'TRACE', color: 90 },
  20: { name: 'DEBUG', color: 36 },
  30: { name: 'INFO ', color: 32 },
  40: { name: 'WARN ', color: 33 },
  50: { name: 'ERROR', color: 31 },
  60: { name: 'FATAL', color: 35 },
};

/** Fields every line carries that a reader does not need. */
const HIDDEN = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'reqId', 'req', 'res', 'responseTime', 'err', 'v']);

interface LogLine {
  level?: number;
  time?: number;
  msg?: string;
  reqId?: string;
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
  err?: { type?: string; message?: string; stack?: string };
  [key: string]: unknown;
}

function clock(time: number | undefined): string {
  const at = time === undefined ? new Date() : new Date(time);
  return at.toTimeString().slice(0, 8);
}

function valueText(value: unknown): string {
  if (typeof value === 'string') return /\s/.test(value) ? JSON.stringify(value) : value;
  return JSON.stringify(value);
}

/** One pino JSON line as a readable line (the text unchanged when it is not JSON). */
export function readableLine(json: string, colors = false): string {
  let line: LogLine;
  try {
    line = JSON.parse(json) as LogLine;
  } catch {
    return json;
  }
  const level = LEVELS[line.level ?? 30] ?? { name: String(line.level), color: 0 };
  const paint = (code: number, text: string) => (colors && code ? `\u001b[${code}m${text}\u001b[0m` : text);
  let message = line.msg ?? '';
  if (line.res?.statusCode !== undefined && line.req === undefined && message === 'request completed') {
    message = `${line.res.statusCode} in ${Math.round(line.responseTime ?? 0)} ms`;
  } else if (line.req?.method && message === 'incoming request') {
    message = `${line.req.method} ${line.req.url ?? ''}`;
  }
  const extra = Object.entries(line)
    .filter(([key, value]) => !HIDDEN.has(key) && value !== undefined)
    .map(([key, value]) => `${key}=${valueText(value)}`);
  const request = line.reqId ? paint(90, ` [${line.reqId.slice(0, 8)}]`) : '';
  const error = line.err ? `\n${line.err.stack ?? `${line.err.type ?? 'Error'}: ${line.err.message ?? ''}`}` : '';
  return `${paint(90, clock(line.time))} ${paint(level.color, level.name)}${request} ${message}${extra.length ? `  ${paint(90, extra.join(' '))}` : ''}${error}`;
}

/** A stream for pino that writes readable lines to `out` (stdout by default). */
export function readableLogStream(out: NodeJS.WriteStream = process.stdout): Writable {
  const colors = out.isTTY === true;
  let pending = '';
  return new Writable({
    write(chunk: Buffer | string, _encoding, done) {
      pending += chunk.toString();
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const json of lines) if (json.trim()) out.write(`${readableLine(json, colors)}\n`);
      done();
    },
  });
}
