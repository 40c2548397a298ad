import { Callout } from '@radix-ui/themes';
import { Flex, Text } from '#ui/components/primitives.tsx';
import type { ComponentProps, ReactNode } from 'react';
import { Icon, type IconName } from './icons.tsx';

type RootProps = ComponentProps<typeof Callout.Root>;

/**
 * A callout with its icon: one line of text, or, with a `title`, a bold title over the content
 * given (the text and the actions of a question to settle).
 */
export const IconCallout = ({
  color,
  icon,
  highContrast,
  size,
  role,
  title,
  children,
  ...data
}: {
  color: RootProps['color'];
  icon: IconName;
  highContrast?: boolean;
  size?: '1' | '2' | '3';
  /** `alert` for what is read out at once. */
  role?: 'alert';
  title?: ReactNode;
  children: ReactNode;
  /** A hook for tests and scripts. */
  [data: `data-${string}`]: string;
}) => (
  <Callout.Root color={color} highContrast={highContrast} size={size} role={role} {...data}>
    <Callout.Icon>
      <Icon name={icon} />
    </Callout.Icon>
    {title === undefined ? (
      <Callout.Text>{children}</Callout.Text>
    ) : (
      <Flex direction="column" gap="3">
        <Text as="p" weight="bold" size="4">
          {title}
        </Text>
        {children}
      </Flex>
    )}
  </Callout.Root>
);
