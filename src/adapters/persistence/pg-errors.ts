/** PostgreSQL's unique violation, by the constraint it broke (a race a repository answers for). */
export const isUniqueViolation = (error: unknown, constraint: string) =>
  typeof error === 'object' &&
  error !== null &&
  'code' in error &&
  error.code === '23505' &&
  'constraint' in error &&
  error.constraint === constraint;

// query_canceled (the statement timeout) and lock_not_available (the lock timeout).
const BUSY_CODES = new Set(['57014', '55P03']);
// pg-pool's own errors: no pooled connection freed in time, or a new connection not made in time.
const POOL_WAIT_MESSAGES = new Set([
  'timeout exceeded when trying to connect',
  'Connection terminated due to connection timeout',
]);

/**
 * Whether an error is the database running out of time rather than a fault: a statement or lock
 * timeout, or no connection within the pool wait (docs/decisions/042-timeouts.md). Errors wrapped
 * by another (`cause`) are looked through.
 */
export const isDatabaseBusy = (error: unknown): boolean => {
  for (let each = error, depth = 0; depth < 5; depth += 1) {
    if (typeof each !== 'object' || each === null) return false;
    if ('code' in each && typeof each.code === 'string' && BUSY_CODES.has(each.code)) return true;
    if ('message' in each && typeof each.message === 'string') {
      if (POOL_WAIT_MESSAGES.has(each.message)) return true;
    }
    each = 'cause' in each ? each.cause : undefined;
  }
  return false;
};
