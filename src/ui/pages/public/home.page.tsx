import { Grid, Section } from '@radix-ui/themes';
import { Box, Button, Card, Container, Flex, Heading, Text } from '#ui/components/primitives.tsx';
import type { PageRender } from '#ui/document.tsx';
import { PublicLayout } from '#ui/layouts/public-layout.tsx';
import type { PageContext } from '#ui/page-context.ts';

const features = [
  ['home.features.kioskTitle', 'home.features.kioskText'],
  ['home.features.matchTitle', 'home.features.matchText'],
  ['home.features.statsTitle', 'home.features.statsText'],
] as const;

export const homePage = (context: PageContext): PageRender => {
  const { t } = context;
  return {
    title: t('home.title'),
    body: (
      <PublicLayout context={context}>
        <Section className="hero" px="4">
          <Container size="3">
            <Flex direction="column" gap="5" align="start">
              <Heading as="h1" size="9" style={{ maxWidth: '18ch' }}>
                {t('home.heading')}
              </Heading>
              <Text as="p" size="5" color="gray" style={{ maxWidth: '60ch' }}>
                {t('home.lead')}
              </Text>
              <Button asChild size="4">
                <a href="/login">{t('home.signIn')}</a>
              </Button>
            </Flex>
          </Container>
        </Section>
        <Container size="3" px="4" pb="9">
          <Grid columns={{ initial: '1', sm: '3' }} gap="4">
            {features.map(([title, text]) => (
              <Card key={title} size="3">
                <Flex direction="column" gap="2">
                  <Heading as="h2" size="4">
                    {t(title)}
                  </Heading>
                  <Text as="p" color="gray">
                    {t(text)}
                  </Text>
                </Flex>
              </Card>
            ))}
          </Grid>
          <Box mt="6" />
        </Container>
      </PublicLayout>
    ),
  };
};
