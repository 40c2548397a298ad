import { DataList } from '@radix-ui/themes';
import type { ReactNode } from 'react';

/** A list of labelled values: stacked on a phone, label beside value from the small breakpoint up. */
export const DetailList = ({ children }: { children: ReactNode }) => (
  <DataList.Root orientation={{ initial: 'vertical', sm: 'horizontal' }}>{children}</DataList.Root>
);

/** One labelled value; `labelWidth` lines the values of one list up. */
export const DetailItem = ({
  label,
  labelWidth,
  children,
  ...data
}: {
  label: ReactNode;
  labelWidth?: string;
  children: ReactNode;
  /** A hook for tests on the value. */
  [data: `data-${string}`]: string;
}) => (
  <DataList.Item>
    <DataList.Label minWidth={labelWidth}>{label}</DataList.Label>
    <DataList.Value {...data}>{children}</DataList.Value>
  </DataList.Item>
);
