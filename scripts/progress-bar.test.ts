import { describe, expect, it } from 'vitest';
import { createProgressPrinter, renderProgressBar } from './progress-bar.ts';

describe('renderProgressBar', () => {
  it('draws the share done, the counts and the rate', () => {
    expect(renderProgressBar({ processed: 3000, total: 10000 }, 2000, 10)).toBe(
      '[###·······]  30%  3,000/10,000  1,500/s',
    );
    expect(renderProgressBar({ processed: 0, total: 0 }, 0, 4)).toBe('[####] 100%  0/0  0/s');
  });
});

describe('createProgressPrinter', () => {
  it('prints a line per tenth when the output is not a terminal', () => {
    const lines: string[] = [];
    const stream = { isTTY: false, write: (text: string) => lines.push(text) };
    const printer = createProgressPrinter(stream as unknown as NodeJS.WriteStream, () => 0);
    for (let processed = 0; processed <= 100; processed += 5)
      printer.update({ processed, total: 100 });
    expect(lines).toHaveLength(11);
  });
});
