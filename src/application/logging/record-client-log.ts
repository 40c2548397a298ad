import type { Logger, LogLevel } from '#application/ports/logger.port.ts';

export type ClientLogEntry = {
  level: LogLevel;
  msg: string;
  data?: unknown;
  userAgent?: string | undefined;
  userId?: string | undefined;
};

/** Browser-side errors and rejected actions land in the server log, marked as coming from the client. */
export const makeRecordClientLog =
  (deps: { logger: Logger }) =>
  (entry: ClientLogEntry): void => {
    deps.logger[entry.level](entry.msg, {
      source: 'client',
      data: entry.data,
      userAgent: entry.userAgent,
      userId: entry.userId,
    });
  };
