import { TextField } from '@radix-ui/themes';
import { Box, Flex } from '#ui/components/primitives.tsx';
import { useState } from 'react';
import type { DateRangeKey } from '#domain/statistics/date-ranges.ts';
import { useHydrated } from '#ui/islands/use-hydrated.ts';
import { FormField, NativeSelect, type SelectOption } from '#ui/components/form-field.tsx';

export type DateRangeFieldsIslandProps = {
  /** Prefix of the fields' ids, unique on the page. */
  id: string;
  options: readonly (SelectOption & { value: DateRangeKey })[];
  value: DateRangeKey;
  from: string;
  to: string;
  labels: { range: string; from: string; to: string; customHint: string };
  errors: { from?: string; to?: string };
};

/**
 * The fields of the date-range filter (the example island of the protocol). Without JavaScript
 * the custom dates are always there, with a hint that they serve the custom range only; once
 * hydrated they appear only while "custom range" is chosen.
 */
const DateRangeFieldsIsland = ({
  id,
  options,
  value,
  from,
  to,
  labels,
  errors,
}: DateRangeFieldsIslandProps) => {
  const hydrated = useHydrated();
  const [range, setRange] = useState<DateRangeKey>(value);
  const showDates = !hydrated || range === 'custom';
  const dateField = (field: 'from' | 'to', defaultValue: string) => (
    <FormField
      as="custom"
      name={field}
      id={`${id}-${field}`}
      label={labels[field]}
      error={errors[field]}
    >
      {(control) => (
        <TextField.Root
          {...control}
          type="date"
          size="3"
          defaultValue={defaultValue}
          // Hidden dates are not sent, so a preset's address stays `?range=thisWeek`.
          disabled={!showDates}
          className="date-input"
        />
      )}
    </FormField>
  );
  return (
    <Flex gap="3" align="start" wrap="wrap" className="date-range-fields">
      <FormField
        as="custom"
        name="range"
        id={`${id}-range`}
        label={labels.range}
        hint={hydrated ? undefined : labels.customHint}
      >
        {(control) => (
          <NativeSelect
            {...control}
            options={options}
            value={range}
            onChange={(event) => setRange(event.currentTarget.value as DateRangeKey)}
          />
        )}
      </FormField>
      <Box hidden={!showDates} className="date-range-custom">
        <Flex gap="3" wrap="wrap">
          {dateField('from', from)}
          {dateField('to', to)}
        </Flex>
      </Box>
    </Flex>
  );
};

export default DateRangeFieldsIsland;
