import { Card, Heading } from '#ui/components/primitives.tsx';
import type { ReactNode } from 'react';

/**
 * A part of a page named by its h2 (the section is labelled by it, so a screen reader lists it by
 * that name), on a card of its own when `card` is set.
 */
export const LabelledSection = ({
  id,
  heading,
  size = '6',
  mb = '3',
  card = false,
  className,
  children,
  ...data
}: {
  /** The heading's id. */
  id: string;
  heading: ReactNode;
  size?: '5' | '6';
  mb?: '1' | '2' | '3' | '4';
  card?: boolean;
  className?: string;
  children: ReactNode;
  /** A hook for tests and scripts. */
  [data: `data-${string}`]: string;
}) => {
  const content = (
    <>
      <Heading as="h2" size={size} mb={mb} id={id}>
        {heading}
      </Heading>
      {children}
    </>
  );
  return (
    <section aria-labelledby={id} className={className} {...data}>
      {card ? <Card size="3">{content}</Card> : content}
    </section>
  );
};
