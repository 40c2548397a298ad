import { describe, expect, it } from 'vitest';
import { createBatchedWriter } from './batched-writer.ts';

describe('createBatchedWriter', () => {
  it('writes the lines of one turn together, in order, once the scheduled flush runs', () => {
    const chunks: string[] = [];
    const scheduled: (() => void)[] = [];
    const writer = createBatchedWriter(
      (chunk) => chunks.push(chunk),
      (flush) => scheduled.push(flush),
    );
    writer.write('one');
    writer.write('two');
    expect(chunks).toEqual([]);
    expect(scheduled).toHaveLength(1);
    scheduled[0]?.();
    expect(chunks).toEqual(['one\ntwo\n']);
    writer.write('three');
    expect(scheduled).toHaveLength(2);
  });

  it('writes what is pending at once when flushed (an error line, the process exiting)', () => {
    const chunks: string[] = [];
    const writer = createBatchedWriter(
      (chunk) => chunks.push(chunk),
      () => undefined,
    );
    writer.write('before');
    writer.flush();
    writer.flush();
    expect(chunks).toEqual(['before\n']);
  });
});
