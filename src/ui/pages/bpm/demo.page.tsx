import { Button, Card, Flex, Heading, Text } from '#ui/components/primitives.tsx';
import { formatNumber } from '#domain/locale/format.ts';
import { CsrfField } from '#ui/components/csrf-field.tsx';
import { PageColumn } from '#ui/components/page-column.tsx';
import { PageIntro } from '#ui/components/page-intro.tsx';
import type { Flash } from '#ui/components/snackbar.tsx';
import type { PageRender } from '#ui/document.tsx';
import { AppLayout } from '#ui/layouts/app-layout.tsx';
import type { PageContext } from '#ui/page-context.ts';
import type { StaffFrame } from '#ui/pages/seller/home.page.tsx';

/** What the page shows of the showroom: whether it exists, and its visits. */
export type DemoPageState = { prepared: false } | { prepared: true; clients: number };

export const DEMO_PATH = '/bpm/demo';
export const DEMO_RESET_PATH = '/bpm/demo/reset';
export const DEMO_OPEN_PATH = '/bpm/demo/open';

const OpenButton = ({
  context,
  view,
  label,
}: {
  context: PageContext;
  view: 'kiosk' | 'advisor';
  label: string;
}) => (
  <form method="post" action={DEMO_OPEN_PATH}>
    <CsrfField token={context.csrfToken} />
    <input type="hidden" name="view" value={view} />
    <Button type="submit" size="3" variant="soft">
      {label}
    </Button>
  </form>
);

/** /bpm/demo (issue 16, docs/decisions/087): prepare or reset the showroom, and open its views. */
export const demoPage = (
  context: PageContext,
  frame: StaffFrame,
  state: DemoPageState,
  flash?: Flash,
): PageRender => {
  const { t, language } = context;
  return {
    title: t('demo.title'),
    body: (
      <AppLayout context={context} {...frame} flash={flash}>
        <PageColumn size="2" gap="5">
          <PageIntro heading={t('demo.title')} lead={t('demo.lead')} measure />
          <Card size="3">
            <Flex
              direction="column"
              gap="3"
              align="start"
              data-demo-state={state.prepared ? 'prepared' : 'none'}
            >
              <Text as="p" weight="medium">
                {state.prepared
                  ? t('demo.prepared', { count: formatNumber(state.clients, language) })
                  : t('demo.notPrepared')}
              </Text>
              <form method="post" action={DEMO_RESET_PATH}>
                <CsrfField token={context.csrfToken} />
                <Button type="submit" size="3">
                  {state.prepared ? t('demo.reset') : t('demo.prepare')}
                </Button>
              </form>
              <Text as="p" size="2" color="gray">
                {t('demo.resetHint')}
              </Text>
            </Flex>
          </Card>
          {state.prepared ? (
            <Card size="3">
              <Flex direction="column" gap="3" align="start">
                <Heading as="h2" size="5">
                  {t('demo.openHeading')}
                </Heading>
                <Text as="p" size="2" color="gray">
                  {t('demo.openHint')}
                </Text>
                <Flex gap="3" wrap="wrap">
                  <OpenButton context={context} view="kiosk" label={t('demo.openKiosk')} />
                  <OpenButton context={context} view="advisor" label={t('demo.openAdvisor')} />
                </Flex>
              </Flex>
            </Card>
          ) : null}
        </PageColumn>
      </AppLayout>
    ),
  };
};
