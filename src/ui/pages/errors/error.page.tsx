import { Button, Container, Flex, Heading, Text } from '@radix-ui/themes';
import type { PageRender } from '../../document.tsx';
import { PublicLayout } from '../../layouts/public-layout.tsx';
import type { PageContext } from '../../page-context.ts';

const ErrorScreen = ({
  context,
  code,
  heading,
  lines,
  back,
}: {
  context: PageContext;
  code: string;
  heading: string;
  lines: string[];
  back: string;
}) => (
  <PublicLayout context={context}>
    <Container size="2" px="4" py="9">
      <Flex direction="column" gap="4" align="start">
        <Text className="error-code" weight="bold" aria-hidden="true">
          {code}
        </Text>
        <Heading as="h1" size="7">
          {heading}
        </Heading>
        {lines.map((line) => (
          <Text as="p" size="4" color="gray" key={line}>
            {line}
          </Text>
        ))}
        <Button asChild size="3" variant="soft">
          <a href="/">{back}</a>
        </Button>
      </Flex>
    </Container>
  </PublicLayout>
);

export const notFoundPage = (context: PageContext): PageRender => {
  const { t } = context;
  return {
    title: t('errors.notFound.title'),
    body: (
      <ErrorScreen
        context={context}
        code="404"
        heading={t('errors.notFound.heading')}
        lines={[t('errors.notFound.text')]}
        back={t('errors.notFound.back')}
      />
    ),
  };
};

/** product-spec section 2: "500 error / Something went really wrong. / Please try again or contact the support". */
export const serverErrorPage = (context: PageContext): PageRender => {
  const { t } = context;
  return {
    title: t('errors.server.title'),
    body: (
      <ErrorScreen
        context={context}
        code="500"
        heading={t('errors.server.heading')}
        lines={[t('errors.server.text'), t('errors.server.hint')]}
        back={t('errors.server.back')}
      />
    ),
  };
};
