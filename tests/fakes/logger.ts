import type { Logger } from '#application/ports/logger.port.ts';

/** A logger that writes nothing, for use cases whose logging a unit test does not look at. */
export const silentLogger: Logger = {
  debug: () => undefined,
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
  child: () => silentLogger,
};
