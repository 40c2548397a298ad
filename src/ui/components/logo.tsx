import { Flex, Text } from '#ui/components/primitives.tsx';

/** The wordmark: two interlocking rings (a pair) and the product name. */
export const Logo = ({ label }: { label: string }) => (
  <Flex align="center" gap="2" className="logo">
    <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <circle cx="12" cy="16" r="8" fill="none" stroke="var(--accent-9)" strokeWidth="3" />
      <circle cx="20" cy="16" r="8" fill="none" stroke="var(--accent-11)" strokeWidth="3" />
    </svg>
    <Text size="5" weight="bold">
      {label}
    </Text>
  </Flex>
);
