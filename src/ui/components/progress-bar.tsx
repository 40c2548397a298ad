import { Progress } from '@radix-ui/themes';
import { Flex, Text } from '#ui/components/primitives.tsx';
import { useId } from 'react';

export type ProgressBarProps = {
  label: string;
  value: number;
  max: number;
  /** What the numbers mean, shown and read out ("Part 2 of 4"), rather than a bare percentage. */
  valueText: string;
};

/** Progress through steps (questionnaire parts, set-up steps), named by a visible label. */
export const ProgressBar = ({ label, value, max, valueText }: ProgressBarProps) => {
  const labelId = useId();
  const clamped = Math.min(Math.max(value, 0), max);
  return (
    <Flex direction="column" gap="2" className="progress-bar">
      <Flex justify="between" gap="3">
        <Text id={labelId} size="2" weight="medium">
          {label}
        </Text>
        <Text size="2" color="gray" aria-hidden="true" className="progress-value">
          {valueText}
        </Text>
      </Flex>
      <Progress
        value={clamped}
        max={max}
        size="3"
        aria-labelledby={labelId}
        getValueLabel={() => valueText}
      />
    </Flex>
  );
};
