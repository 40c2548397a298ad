import { createRequire } from 'node:module';
import { pino, type DestinationStream, type Logger as PinoLogger } from 'pino';
import type { LogFields, Logger, LogLevel } from '#application/ports/logger.port.ts';

export type LoggerOptions = {
  level: LogLevel | 'silent';
  /** Each line (one JSON object, no newline) to this function instead of stdout: tests, the CLI. */
  write?: (line: string) => void;
  now?: () => Date;
  /** Human-readable lines (pino-pretty); by default in development on a terminal (decision 051). */
  pretty?: boolean;
};

/**
 * What never reaches a log line, at the top level or one or two levels down (a request's headers, a
 * use case's input): addresses, secrets and the credentials of a request.
 */
const SECRET_KEYS = new Set([
  'email',
  'password',
  'newPassword',
  'currentPassword',
  'token',
  'secret',
  'cookie',
  'authorization',
  'x-csrf-token',
  'set-cookie',
]);
const CENSOR = '[redacted]';
const SECRET_DEPTH = 2;

const isPlain = (value: unknown): value is Record<string, unknown> | unknown[] => {
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null || Array.isArray(value);
};

/**
 * A copy of a line's fields with SECRET_KEYS censored (plain objects and arrays, SECRET_DEPTH levels
 * down; errors and other objects are left to their serializers). Unchanged fields are returned as
 * they are: a request's line, with no secret, costs a look at each key (decision 109).
 */
export const redactSecrets = <T>(value: T, depth = 0): T => {
  if (!isPlain(value)) return value;
  let copy: Record<string, unknown> | unknown[] | undefined;
  for (const [key, field] of Object.entries(value)) {
    const next =
      SECRET_KEYS.has(key) && !Array.isArray(value)
        ? CENSOR
        : depth < SECRET_DEPTH
          ? redactSecrets(field, depth + 1)
          : field;
    if (next === field) continue;
    copy ??= Array.isArray(value) ? [...value] : { ...value };
    (copy as Record<string, unknown>)[key] = next;
  }
  return (copy ?? value) as T;
};

const require = createRequire(import.meta.url);
const prettyAvailable = () => {
  try {
    require.resolve('pino-pretty');
    return true;
  } catch {
    // A production install (npm ci --omit=dev) has no pino-pretty: JSON it is.
    return false;
  }
};

const defaultPretty = () =>
  (process.env['NODE_ENV'] ?? 'development') === 'development' &&
  process.stdout.isTTY &&
  prettyAvailable();

// One destination per process, shared by every logger: asynchronous writes, batched until 4 KB or a
// second has passed (one write per request was 15% of a session read's time, decision 108), flushed
// on exit.
let stdoutDestination: DestinationStream | undefined;
let prettyDestination: DestinationStream | undefined;
const destination = (pretty: boolean): DestinationStream => {
  if (pretty) {
    prettyDestination ??= pino.transport({
      target: 'pino-pretty',
      options: { colorize: true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' },
    }) as DestinationStream;
    return prettyDestination;
  }
  stdoutDestination ??= pino.destination({
    dest: 1,
    sync: false,
    minLength: 4096,
    periodicFlush: 1000,
  });
  return stdoutDestination;
};

/**
 * The Logger port on pino: one JSON object per line on stdout in production (easy to ship to any
 * log store), coloured lines in development. Secrets are censored (redactSecrets).
 */
export const createJsonLogger = (options: LoggerOptions, bindings: LogFields = {}): Logger => {
  const { write, now } = options;
  const stream: DestinationStream = write
    ? { write: (chunk: string) => write(chunk.replace(/\n$/, '')) }
    : destination(options.pretty ?? defaultPretty());
  const base = pino(
    {
      level: options.level,
      base: undefined,
      messageKey: 'msg',
      formatters: { level: (label) => ({ level: label }), log: redactSecrets },
      timestamp: now ? () => `,"time":"${now().toISOString()}"` : pino.stdTimeFunctions.isoTime,
      serializers: { error: pino.stdSerializers.err, err: pino.stdSerializers.err },
    },
    stream,
  );
  return wrap(Object.keys(bindings).length > 0 ? base.child(bindings) : base);
};

const wrap = (logger: PinoLogger): Logger => {
  const log = (level: LogLevel) => (msg: string, fields?: LogFields) => {
    if (fields) logger[level](fields, msg);
    else logger[level](msg);
  };
  return {
    debug: log('debug'),
    info: log('info'),
    warn: log('warn'),
    error: log('error'),
    child: (more) => wrap(logger.child(more)),
  };
};
