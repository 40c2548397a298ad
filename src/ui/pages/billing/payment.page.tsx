import { Spinner } from '@radix-ui/themes';
import { Button, Flex } from '#ui/components/primitives.tsx';
import { PostForm } from '#ui/components/card-form.tsx';
import { IconCallout } from '#ui/components/icon-callout.tsx';
import { PageColumn } from '#ui/components/page-column.tsx';
import { PageIntro } from '#ui/components/page-intro.tsx';
import type { PageRender } from '#ui/document.tsx';
import { AppLayout, type AppLayoutProps } from '#ui/layouts/app-layout.tsx';
import type { PageContext } from '#ui/page-context.ts';
import { AdminIsland } from '#ui/pages/admin/admin.islands.ts';

type Frame = Omit<AppLayoutProps, 'context' | 'children'>;

/** Where a refused payment can be talked through (docs/decisions/069). */
const SUPPORT_EMAIL = 'support@bestpairing.ca';

/**
 * Payment in progress (docs/spec/product-spec.md section 4: in progress, then paid or failed, with
 * a retry). While the provider has not answered, an island follows the state (a refresh link
 * without JavaScript, decision 093); once paid, the owner moves on to the set-up-pending page. `data-payment` names the state for tests.
 */
export const paymentPage = (
  context: PageContext,
  frame: Frame,
  view: { checkoutId: string; state: 'inProgress' | 'failed' },
): PageRender => {
  const { t } = context;
  const failed = view.state === 'failed';
  return {
    title: failed ? t('billing.payment.failedTitle') : t('billing.payment.title'),
    family: 'admin',
    body: (
      <AppLayout context={context} {...frame}>
        <PageColumn size="2" gap="5">
          <div data-payment={view.state}>
            {failed ? (
              <Flex direction="column" gap="4">
                <PageIntro heading={t('billing.payment.failedTitle')} lead="" />
                <IconCallout highContrast color="red" icon="alert" role="alert" size="3">
                  {t('billing.paymentFailed')}
                </IconCallout>
                <Flex gap="3" wrap="wrap" align="center">
                  <PostForm
                    action="/owner/checkout/retry"
                    csrfToken={context.csrfToken}
                    hidden={<input type="hidden" name="checkoutId" value={view.checkoutId} />}
                  >
                    <Button type="submit" size="3">
                      {t('billing.payment.retry')}
                    </Button>
                  </PostForm>
                  <Button asChild size="3" variant="soft">
                    <a href={`mailto:${SUPPORT_EMAIL}`}>{t('billing.payment.support')}</a>
                  </Button>
                  <Button asChild size="3" variant="ghost">
                    <a href="/owner/checkout">{t('billing.payment.back')}</a>
                  </Button>
                </Flex>
              </Flex>
            ) : (
              <Flex direction="column" gap="4" align="start">
                <Flex gap="3" align="center">
                  <Spinner size="3" />
                  <PageIntro heading={t('billing.payment.title')} lead="" />
                </Flex>
                <IconCallout color="brown" icon="info" role="alert">
                  {t('billing.payment.inProgress')}
                </IconCallout>
                <AdminIsland
                  name="payment-progress"
                  props={{
                    checkoutId: view.checkoutId,
                    refreshHref: `/owner/checkout/payment?checkout=${view.checkoutId}`,
                    paidHref: '/owner/pending-payment',
                    labels: {
                      refresh: t('billing.payment.refresh'),
                      checking: t('billingChanges.live.checking'),
                      stillWaiting: t('billingChanges.live.stillWaiting'),
                    },
                  }}
                />
              </Flex>
            )}
          </div>
        </PageColumn>
      </AppLayout>
    ),
  };
};

/** After payment, until the platform finishes setting the dealership up (decisions.md section 8). */
export const setUpPendingPage = (context: PageContext, frame: Frame): PageRender => {
  const { t } = context;
  return {
    title: t('billing.pending.title'),
    body: (
      <AppLayout context={context} {...frame}>
        <PageColumn size="2" gap="5">
          <Flex direction="column" gap="4" align="start" data-set-up-pending="">
            <PageIntro
              eyebrow={t('billing.pending.title')}
              heading={t('billing.pending.heading')}
              lead={t('billing.pending.lead')}
              measure
            />
            <Button asChild size="3" variant="soft">
              <a href="/owner/pending-payment">{t('billing.pending.refresh')}</a>
            </Button>
          </Flex>
        </PageColumn>
      </AppLayout>
    ),
  };
};
