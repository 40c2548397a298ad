import type { Context } from 'hono';
import type { StatisticsRange } from '#application/statistics/statistics-range.ts';
import type { AppEnv } from '#adapters/http/env.ts';

/** A statistics table as a CSV download named after its period (`advisors_2026-11-01_2026-11-30.csv`). */
export const csvResponse = (
  c: Context<AppEnv>,
  name: string,
  range: Pick<StatisticsRange, 'firstDay' | 'lastDay'>,
  csv: string,
) => {
  const period = [range.firstDay, range.lastDay].filter(Boolean).join('_');
  c.header('Content-Type', 'text/csv; charset=utf-8');
  c.header(
    'Content-Disposition',
    `attachment; filename="${name}${period ? `_${period}` : ''}.csv"`,
  );
  // The byte-order mark lets spreadsheet programs read the accents as UTF-8.
  return c.body(`\uFEFF${csv}`);
};
