/** A satisfiable byte range, both ends included (RFC 9110 section 14.1.2). */
export type ByteRange = { start: number; end: number };

/**
 * Reads a `Range` header against a file of `size` bytes: the one range asked for, `unsatisfiable`
 * when it starts past the end, or null to send the whole file (no header, another unit, several
 * ranges, or anything malformed: RFC 9110 lets a server ignore what it does not support). Video
 * players ask for one range at a time, which is what lets them seek without loading everything.
 */
export const parseByteRange = (
  header: string | undefined,
  size: number,
): ByteRange | 'unsatisfiable' | null => {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return null;
  if (first === '') {
    // The last N bytes.
    const length = Number(last);
    if (length === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? Number.MAX_SAFE_INTEGER : Number(last);
  if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end) || end < start) return null;
  if (start >= size) return 'unsatisfiable';
  return { start, end: Math.min(end, size - 1) };
};
