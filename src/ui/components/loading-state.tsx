import { Skeleton, VisuallyHidden } from '@radix-ui/themes';
import { Flex } from '#ui/components/primitives.tsx';

/**
 * A placeholder shaped like the content to come (skeleton lines), for islands that fetch and for
 * slow sections. Screen readers hear the label once, from a status region, not the shapes.
 */
export const LoadingState = ({ label, lines = 3 }: { label: string; lines?: number }) => (
  <Flex direction="column" gap="3" className="loading-state" aria-busy="true">
    <VisuallyHidden role="status">{label}</VisuallyHidden>
    {Array.from({ length: lines }, (_, index) => (
      <Skeleton key={index} height="1.25rem" width={index === lines - 1 ? '60%' : '100%'} />
    ))}
  </Flex>
);
