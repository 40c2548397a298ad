import type { ReactNode } from 'react';
import { IconCallout } from './icon-callout.tsx';

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
  <IconCallout color="red" icon="alert" highContrast={highContrast} size={size} role="alert">
    {children}
  </IconCallout>
);
