/** Shared pieces of the living style page (/dev/components): its path, sections and example frames. */
import { Section } from '@radix-ui/themes';
import { Flex, Heading, Text } from '#ui/components/primitives.tsx';
import type { ReactNode } from 'react';
import type { Translate } from '#ui/i18n/translator.ts';

export const PATH = '/dev/components';
export const PAGE_SIZE = 5;

export const SECTIONS = [
  'forms',
  'feedback',
  'lists',
  'statistics',
  'navigation',
  'states',
  'formats',
] as const;
type SectionId = (typeof SECTIONS)[number];

export const DemoSection = ({
  t,
  id,
  lead,
  children,
}: {
  t: Translate;
  id: SectionId;
  lead?: string;
  children: ReactNode;
}) => (
  <Section size="2" id={id} aria-labelledby={`${id}-title`} className="style-section">
    <Flex direction="column" gap="2" mb="5">
      <Heading as="h2" size="6" id={`${id}-title`}>
        {t(`dev.sections.${id}.title`)}
      </Heading>
      {lead ? (
        <Text as="p" color="gray" className="measure">
          {lead}
        </Text>
      ) : null}
    </Flex>
    {children}
  </Section>
);

/** A titled example inside a section. */
export const Example = ({ title, children }: { title: string; children: ReactNode }) => (
  <Flex direction="column" gap="3">
    <Heading as="h3" size="2" color="gray" className="example-title">
      {title}
    </Heading>
    {children}
  </Flex>
);

/** Links that look like a segmented control: the current one is marked, each one is a page. */
export const LinkSwitch = ({
  label,
  items,
}: {
  label: string;
  items: { href: string; label: string; current: boolean; lang?: string }[];
}) => (
  <nav aria-label={label}>
    <ul className="link-switch">
      {items.map((item) => (
        <li key={item.href}>
          <a href={item.href} lang={item.lang} aria-current={item.current ? 'page' : undefined}>
            {item.label}
          </a>
        </li>
      ))}
    </ul>
  </nav>
);
