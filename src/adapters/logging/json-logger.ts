import type { LogFields, Logger, LogLevel } from '#application/ports/logger.port.ts';
import { batchedStdout } from './batched-writer.ts';

const LEVELS: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40 };

export type LoggerOptions = {
  level: LogLevel | 'silent';
  write?: (line: string) => void;
  now?: () => Date;
};

/**
 * One JSON object per line on stdout: easy to read in a terminal and to ship to any log store. Lines
 * are written in batches (batched-writer.ts); an error line goes out at once, with those before it.
 */
export const createJsonLogger = (options: LoggerOptions, bindings: LogFields = {}): Logger => {
  const threshold = options.level === 'silent' ? Number.POSITIVE_INFINITY : LEVELS[options.level];
  const stdout = options.write ? undefined : batchedStdout();
  const write = options.write ?? ((line: string) => stdout?.write(line));
  const now = options.now ?? (() => new Date());
  const log = (level: LogLevel) => (msg: string, fields?: LogFields) => {
    if (LEVELS[level] < threshold) return;
    write(
      JSON.stringify(
        { time: now().toISOString(), level, msg, ...bindings, ...fields },
        errorReplacer,
      ),
    );
    if (level === 'error') stdout?.flush();
  };
  return {
    debug: log('debug'),
    info: log('info'),
    warn: log('warn'),
    error: log('error'),
    child: (more) => createJsonLogger(options, { ...bindings, ...more }),
  };
};

// Errors have no enumerable properties; keep what helps to debug them.
const errorReplacer = (_key: string, value: unknown) =>
  value instanceof Error ? { name: value.name, message: value.message, stack: value.stack } : value;
