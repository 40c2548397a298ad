/**
 * Log lines gathered and written once per turn of the event loop: under load, one write for every
 * request's line cost more than rendering some pages (docs/decisions/035-performance-budget.md).
 * Whatever is pending is written before the process exits, and an error line is written at once.
 */
export type LineWriter = { write: (line: string) => void; flush: () => void };

export const createBatchedWriter = (
  output: (chunk: string) => void,
  schedule: (flush: () => void) => void = setImmediate,
): LineWriter => {
  let pending: string[] = [];
  const flush = () => {
    if (pending.length === 0) return;
    const chunk = `${pending.join('\n')}\n`;
    pending = [];
    output(chunk);
  };
  return {
    write: (line) => {
      if (pending.length === 0) schedule(flush);
      pending.push(line);
    },
    flush,
  };
};

let stdoutWriter: LineWriter | undefined;

/** The process's one batched writer to stdout, flushed on exit. */
export const batchedStdout = (): LineWriter => {
  if (!stdoutWriter) {
    const writer = createBatchedWriter((chunk) => process.stdout.write(chunk));
    process.on('exit', writer.flush);
    stdoutWriter = writer;
  }
  return stdoutWriter;
};
