import { Flex, Heading, Text } from '#ui/components/primitives.tsx';
import type { ReactNode } from 'react';

/** A page's title (its h1) and the sentence under it that says what the page is for. */
export const PageIntro = ({
  heading,
  lead,
  size = '8',
  leadSize,
  muted = true,
  measure = false,
  eyebrow,
  children,
}: {
  heading: ReactNode;
  lead: ReactNode;
  size?: '7' | '8';
  leadSize?: '3' | '4' | '5';
  /** The lead in grey (the default) or in the text colour. */
  muted?: boolean;
  /** The lead kept to a readable line length. */
  measure?: boolean;
  /** A short line above the heading (which profile, which step). */
  eyebrow?: ReactNode;
  /** More lines under the lead (the period shown, a note). */
  children?: ReactNode;
}) => (
  <Flex direction="column" gap="2">
    {eyebrow === undefined ? null : (
      <Text size="2" weight="medium" color="brown" className="eyebrow">
        {eyebrow}
      </Text>
    )}
    <Heading as="h1" size={size}>
      {heading}
    </Heading>
    <Text
      as="p"
      color={muted ? 'gray' : undefined}
      size={leadSize}
      className={measure ? 'measure' : undefined}
    >
      {lead}
    </Text>
    {children}
  </Flex>
);
