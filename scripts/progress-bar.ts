/**
 * A terminal progress bar for long CLI jobs, without a dependency: one line redrawn in place on a
 * terminal, a line per tenth of the way when the output is a file or a pipe (logs stay readable).
 */
export type Progress = { processed: number; total: number };

const BAR_WIDTH = 30;

const rate = (processed: number, elapsedMs: number) =>
  elapsedMs > 0 ? Math.round((processed * 1000) / elapsedMs) : 0;

/** `[#########·····················]  30%  3,000/10,000  1,234/s` */
export const renderProgressBar = (
  { processed, total }: Progress,
  elapsedMs: number,
  width = BAR_WIDTH,
): string => {
  const share = total > 0 ? Math.min(1, processed / total) : 1;
  const filled = Math.round(share * width);
  const bar = `${'#'.repeat(filled)}${'·'.repeat(width - filled)}`;
  const percent = `${Math.floor(share * 100)}%`.padStart(4);
  const count = `${processed.toLocaleString('en-US')}/${total.toLocaleString('en-US')}`;
  return `[${bar}] ${percent}  ${count}  ${rate(processed, elapsedMs).toLocaleString('en-US')}/s`;
};

export const createProgressPrinter = (
  stream: NodeJS.WriteStream = process.stderr,
  now: () => number = () => performance.now(),
) => {
  const started = now();
  let lastTenth = -1;
  return {
    update: (progress: Progress) => {
      const line = renderProgressBar(progress, now() - started);
      if (stream.isTTY) {
        stream.write(`\r${line}`);
        return;
      }
      const tenth =
        progress.total > 0 ? Math.floor((10 * progress.processed) / progress.total) : 10;
      if (tenth !== lastTenth) {
        lastTenth = tenth;
        stream.write(`${line}\n`);
      }
    },
    done: () => {
      if (stream.isTTY) stream.write('\n');
    },
  };
};
