import { Container, Flex } from '#ui/components/primitives.tsx';
import type { ComponentProps, ReactNode } from 'react';

type ContainerProps = ComponentProps<typeof Container>;

/** A page's content: one centred column of the given width, its blocks stacked `gap` apart. */
export const PageColumn = ({
  size,
  px = '4',
  py = '6',
  gap,
  children,
}: {
  size: ContainerProps['size'];
  px?: ContainerProps['px'];
  py?: ContainerProps['py'];
  gap: ComponentProps<typeof Flex>['gap'];
  children: ReactNode;
}) => (
  <Container size={size} px={px} py={py}>
    <Flex direction="column" gap={gap}>
      {children}
    </Flex>
  </Container>
);
