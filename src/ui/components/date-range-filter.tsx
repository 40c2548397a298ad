import { Button, Flex } from '#ui/components/primitives.tsx';
import {
  DATE_RANGE_KEYS,
  type DateRangeError,
  type DateRangeKey,
} from '#domain/statistics/date-ranges.ts';
import type { Translate } from '#ui/i18n/translator.ts';
import { ComponentIsland } from './component-islands.ts';

export type DateRangeFilterProps = {
  t: Translate;
  /** Unique on the page: prefixes the fields' ids. */
  id: string;
  /** The page the GET form reloads (usually the current path without its query). */
  action: string;
  /** What the request asked for, echoed back (`?range=custom&from=...&to=...`). */
  value: { range: DateRangeKey; from?: string; to?: string };
  /** parseDateRangeQuery's error, shown next to the date it is about. */
  error?: DateRangeError;
  /** Other query parameters to keep, such as the current tab. */
  keep?: Record<string, string>;
};

export const dateRangeErrorMessage = (t: Translate, error: DateRangeError) =>
  error.code === 'DATE_RANGE.END_BEFORE_START'
    ? t('components.dateRange.errors.endBeforeStart')
    : t('components.dateRange.errors.invalidDate');

/**
 * The period's fields (a preset, or a custom range's two dates) for a GET form of its own or of a
 * page's wider filter form; `range`, `from` and `to` as parseDateRangeQuery reads them.
 */
export const DateRangeFields = ({
  t,
  id,
  value,
  error,
}: Pick<DateRangeFilterProps, 't' | 'id' | 'value' | 'error'>) => (
  <ComponentIsland
    name="date-range-fields"
    props={{
      id,
      options: DATE_RANGE_KEYS.map((key) => ({
        value: key,
        label: t(`components.dateRange.presets.${key}`),
      })),
      value: value.range,
      from: value.from ?? '',
      to: value.to ?? '',
      labels: {
        range: t('components.dateRange.label'),
        from: t('components.dateRange.from'),
        to: t('components.dateRange.to'),
        customHint: t('components.dateRange.customHint'),
      },
      errors: error ? { [error.field]: dateRangeErrorMessage(t, error) } : {},
    }}
  />
);

/**
 * The statistics period filter (docs/spec/product-spec.md section 3): a GET form, so it works without
 * JavaScript and a filtered page can be bookmarked; the server resolves the range with
 * resolveDateRange in the dealership's time zone.
 */
export const DateRangeFilter = ({
  t,
  id,
  action,
  value,
  error,
  keep = {},
}: DateRangeFilterProps) => (
  <form method="get" action={action} className="date-range-filter">
    {Object.entries(keep).map(([name, kept]) => (
      <input key={name} type="hidden" name={name} value={kept} />
    ))}
    <Flex gap="3" align="end" wrap="wrap">
      <DateRangeFields t={t} id={id} value={value} error={error} />
      <Button type="submit" size="3" className="date-range-apply">
        {t('components.dateRange.apply')}
      </Button>
    </Flex>
  </form>
);
