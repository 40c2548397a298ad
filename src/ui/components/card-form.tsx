import { Callout } from '@radix-ui/themes';
import { Button, Card, Container, Flex, Heading, Link, Text } from '#ui/components/primitives.tsx';
import type { ReactNode } from 'react';
import { CsrfField } from './csrf-field.tsx';

/**
 * A page whose whole content is one card in a centred column: the sign-in and password pages
 * (`narrow`), the availability confirmation.
 */
export const CardPage = ({
  size,
  py,
  narrow = false,
  children,
}: {
  size: '1' | '2';
  py: '7' | '9';
  /** The card kept to the width of a sign-in form (`narrow-card`). */
  narrow?: boolean;
  children: ReactNode;
}) => (
  <Container size={size} px="4" py={py}>
    <Card size="4" className={narrow ? 'narrow-card' : undefined}>
      {children}
    </Card>
  </Container>
);

/**
 * A form that posts without JavaScript: the anti-forgery token, the hidden fields the page asks
 * (`hidden`), then its content stacked.
 */
export type PostFormProps = {
  action: string;
  csrfToken: string;
  /** `multipart/form-data` for a form that sends a file. */
  encType?: string;
  noValidate?: boolean;
  hidden?: ReactNode;
  gap?: '4' | '5';
  children: ReactNode;
};

export const PostForm = ({
  action,
  csrfToken,
  encType,
  noValidate,
  hidden,
  gap = '4',
  children,
}: PostFormProps) => (
  <form method="post" action={action} encType={encType} noValidate={noValidate}>
    <CsrfField token={csrfToken} />
    {hidden}
    <Flex direction="column" gap={gap}>
      {children}
    </Flex>
  </form>
);

/** A card form's title and the sentence under it (none when `lead` is left out). */
export const FormTitle = ({
  heading,
  lead,
  size = '6',
}: {
  heading: ReactNode;
  lead?: ReactNode;
  size?: '6' | '7';
}) => (
  <>
    <Heading as="h1" size={size}>
      {heading}
    </Heading>
    {lead === undefined ? null : (
      <Text as="p" color="gray">
        {lead}
      </Text>
    )}
  </>
);

/**
 * What the server says about a posted form, in one line: a refusal (read out at once) or good news
 * (read out when the reader is free); nothing when there is nothing to say.
 */
export const FormMessage = ({
  tone,
  id,
  children,
}: {
  tone: 'error' | 'notice';
  /** For a field's `aria-describedby`. */
  id?: string;
  children: ReactNode;
}) =>
  children ? (
    <Callout.Root
      color={tone === 'error' ? 'red' : 'green'}
      role={tone === 'error' ? 'alert' : 'status'}
      id={id}
    >
      <Callout.Text>{children}</Callout.Text>
    </Callout.Root>
  ) : null;

/** A form's submit button and, under it, the link to the page to go to instead. */
export const SubmitAndLink = ({
  submit,
  href,
  link,
}: {
  submit: ReactNode;
  href: string;
  link: ReactNode;
}) => (
  <>
    <Button type="submit" size="3">
      {submit}
    </Button>
    <Link href={href} size="2">
      {link}
    </Link>
  </>
);
