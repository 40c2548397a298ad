import { DataList } from '@radix-ui/themes';
import { createContext, useContext, type ReactNode } from 'react';

const LabelWidth = createContext<string | undefined>(undefined);

/**
 * A list of labelled values: stacked on a phone, label beside value from the small breakpoint up;
 * `labelWidth` lines the values of its items up.
 */
export const DetailList = ({
  labelWidth,
  children,
}: {
  labelWidth?: string;
  children: ReactNode;
}) => (
  <LabelWidth.Provider value={labelWidth}>
    <DataList.Root orientation={{ initial: 'vertical', sm: 'horizontal' }}>
      {children}
    </DataList.Root>
  </LabelWidth.Provider>
);

/** One labelled value of a `DetailList`. */
export const DetailItem = ({
  label,
  children,
  ...data
}: {
  label: ReactNode;
  children: ReactNode;
  /** A hook for tests on the value. */
  [data: `data-${string}`]: string;
}) => (
  <DataList.Item>
    <DataList.Label minWidth={useContext(LabelWidth)}>{label}</DataList.Label>
    <DataList.Value {...data}>{children}</DataList.Value>
  </DataList.Item>
);
