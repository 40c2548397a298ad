import { Button, Container, Flex, Heading, Text } from '#ui/components/primitives.tsx';
import { homeOf } from '#domain/access/roles.ts';
import { Icon } from '#ui/components/icons.tsx';
import type { PageRender } from '#ui/document.tsx';
import type { PageContext } from '#ui/page-context.ts';
import { AppLayout, type AppLayoutProps } from './app-layout.tsx';

/**
 * The page of a route that exists in the menus but is not built yet. `data-coming-soon` on its
 * root lets tests tell it from a real page.
 */
export const comingSoonPage = (
  context: PageContext,
  frame: Omit<AppLayoutProps, 'context' | 'children' | 'flash'> & { pageTitle?: string },
): PageRender => {
  const { t } = context;
  const { pageTitle, ...layout } = frame;
  return {
    title: pageTitle ?? t('components.comingSoon.title'),
    body: (
      <AppLayout context={context} {...layout}>
        <Container size="2" px="4" py="9" data-coming-soon="">
          <Flex direction="column" align="center" gap="4" className="coming-soon">
            <span className="coming-soon-icon">
              <Icon name="sparkle" size={32} />
            </span>
            {pageTitle ? (
              <Text size="2" weight="medium" color="brown" className="eyebrow">
                {pageTitle}
              </Text>
            ) : null}
            <Heading as="h1" size="7" align="center">
              {t('components.comingSoon.heading')}
            </Heading>
            <Text as="p" size="4" color="gray" align="center" className="measure">
              {t('components.comingSoon.text')}
            </Text>
            <Button asChild size="3" variant="soft" mt="2">
              <a href={homeOf(layout.viewer.role)}>{t('components.comingSoon.back')}</a>
            </Button>
          </Flex>
        </Container>
      </AppLayout>
    ),
  };
};
