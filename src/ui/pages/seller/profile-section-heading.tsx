/** The heading of a profile card: its title and an optional lead. */
import { Flex, Heading, Text } from '#ui/components/primitives.tsx';

export const SectionHeading = ({
  children,
  lead,
  level = 'h2',
}: {
  children: string;
  lead?: string;
  level?: 'h2' | 'h3';
}) => (
  <Flex direction="column" gap="1">
    <Heading as={level} size={level === 'h2' ? '5' : '4'}>
      {children}
    </Heading>
    {lead ? (
      <Text as="p" size="2" color="gray">
        {lead}
      </Text>
    ) : null}
  </Flex>
);
