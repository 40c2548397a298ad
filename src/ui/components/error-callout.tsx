import { Callout } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { Icon } from './icons.tsx';

/** A refusal shown above a page's content, read out at once (role alert). */
export const ErrorCallout = ({
  children,
  highContrast,
  size,
}: {
  children: ReactNode;
  highContrast?: boolean;
  size?: '1' | '2' | '3';
}) => (
  <Callout.Root color="red" highContrast={highContrast} role="alert" size={size}>
    <Callout.Icon>
      <Icon name="alert" />
    </Callout.Icon>
    <Callout.Text>{children}</Callout.Text>
  </Callout.Root>
);
