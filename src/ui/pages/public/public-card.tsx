import { Button, Card, Container, Flex, Heading, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { PublicLayout } from '#ui/layouts/public-layout.tsx';
import type { PageContext } from '#ui/page-context.ts';

/** The narrow card the signed-out pages (sign-in, forgotten password, links) are laid out in. */
export const PublicCard = ({
  context,
  children,
}: {
  context: PageContext;
  children: ReactNode;
}) => (
  <PublicLayout context={context}>
    <Container size="1" px="4" py="9">
      <Card size="4" className="narrow-card">
        {children}
      </Card>
    </Container>
  </PublicLayout>
);

/**
 * What an emailed link says when it cannot be used (unknown, used or expired), with the one thing
 * to do about it: ask for a new link.
 */
export const LinkProblem = ({
  context,
  heading,
  text,
}: {
  context: PageContext;
  heading: string;
  text: string;
}) => (
  <PublicCard context={context}>
    <Flex direction="column" gap="4" data-link-problem="">
      <Heading as="h1" size="6">
        {heading}
      </Heading>
      <Text as="p" color="gray">
        {text}
      </Text>
      <Button asChild size="3">
        <a href="/auth/forgot-password">{context.t('passwords.link.askAgain')}</a>
      </Button>
    </Flex>
  </PublicCard>
);
