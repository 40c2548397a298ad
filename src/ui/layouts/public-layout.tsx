import { Box, Container, Flex, Link, Text } from '#ui/components/primitives.tsx';
import type { ReactNode } from 'react';
import type { PageContext } from '#ui/page-context.ts';
import { Logo } from '#ui/components/logo.tsx';

/** A link to the same page in the other language; works without JavaScript. */
export const languageSwitchHref = (context: PageContext) => {
  const url = new URL(context.path, 'http://local');
  url.searchParams.set('lang', context.language === 'fr' ? 'en' : 'fr');
  return `${url.pathname}${url.search}`;
};

export const PublicLayout = ({
  context,
  children,
}: {
  context: PageContext;
  children: ReactNode;
}) => {
  const { t } = context;
  return (
    <Flex direction="column" className="page">
      <a className="skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      <Box asChild className="site-header">
        <header>
          <Container size="4" px="4">
            <Flex align="center" justify="between" py="3">
              <Link href="/" underline="none" highContrast aria-label={t('app.name')}>
                <Logo label={t('app.name')} />
              </Link>
              <Link
                href={languageSwitchHref(context)}
                lang={context.language === 'fr' ? 'en' : 'fr'}
                size="2"
                weight="medium"
              >
                {t('language.switchTo')}
              </Link>
            </Flex>
          </Container>
        </header>
      </Box>
      <Box asChild flexGrow="1">
        <main id="main">{children}</main>
      </Box>
      <Box asChild className="site-footer">
        <footer>
          <Container size="4" px="4" py="5">
            <Text size="2" color="gray">
              {t('home.footer')}
            </Text>
          </Container>
        </footer>
      </Box>
    </Flex>
  );
};
