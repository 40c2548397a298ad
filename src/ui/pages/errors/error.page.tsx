import { Button, Container, Flex, Heading, Text } from '#ui/components/primitives.tsx';
import type { PageRender } from '#ui/document.tsx';
import { PublicLayout } from '#ui/layouts/public-layout.tsx';
import type { PageContext } from '#ui/page-context.ts';

const ErrorScreen = ({
  context,
  code,
  heading,
  lines,
  back,
  backHref = '/',
}: {
  context: PageContext;
  code: string;
  heading: string;
  lines: string[];
  back: string;
  backHref?: string;
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
          <a href={backHref}>{back}</a>
        </Button>
      </Flex>
    </Container>
  </PublicLayout>
);

/** Where the role guard sends a signed-in user who opened another role's page (docs/spec/product-spec.md 4). */
export const unauthorizedPage = (context: PageContext, homeHref: string): PageRender => {
  const { t } = context;
  return {
    title: t('errors.unauthorized.title'),
    body: (
      <ErrorScreen
        context={context}
        code="403"
        heading={t('errors.unauthorized.heading')}
        lines={[t('errors.unauthorized.text')]}
        back={t('errors.unauthorized.back')}
        backHref={homeHref}
      />
    ),
  };
};

/**
 * A page with one line of text and a way home: 404, 400 for a form body that cannot be read, 503 when
 * the service ran out of time (docs/decisions/042-timeouts.md).
 */
const plainErrorPage = (
  context: PageContext,
  name: 'notFound' | 'badRequest' | 'busy',
  code: string,
): PageRender => {
  const { t } = context;
  return {
    title: t(`errors.${name}.title`),
    body: (
      <ErrorScreen
        context={context}
        code={code}
        heading={t(`errors.${name}.heading`)}
        lines={[t(`errors.${name}.text`)]}
        back={t(`errors.${name}.back`)}
      />
    ),
  };
};

export const notFoundPage = (context: PageContext) => plainErrorPage(context, 'notFound', '404');

export const badRequestPage = (context: PageContext) =>
  plainErrorPage(context, 'badRequest', '400');

export const busyPage = (context: PageContext) => plainErrorPage(context, 'busy', '503');

/** docs/spec/product-spec.md section 2: "500 error / Something went really wrong. / Please try again or contact the support". */
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

/** A form refused as a whole (text that cannot be stored): what is wrong, and a way back. */
export const refusedFormPage = (context: PageContext, message: string): PageRender => {
  const { t } = context;
  return {
    title: t('errors.refusedForm.title'),
    body: (
      <ErrorScreen
        context={context}
        code="400"
        heading={t('errors.refusedForm.heading')}
        lines={[message, t('errors.refusedForm.text')]}
        back={t('errors.refusedForm.back')}
        backHref={context.path}
      />
    ),
  };
};
