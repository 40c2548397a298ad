import { Button, Card, Flex, Heading, Text } from '#ui/components/primitives.tsx';
import type { SubscriptionStatus } from '#domain/access/onboarding.ts';
import { BILLING_PERIODS, formatCad, type BillingPeriod } from '#domain/billing/price.ts';
import { FormMessage, PostForm } from '#ui/components/card-form.tsx';
import { FormField } from '#ui/components/form-field.tsx';
import { LabelledSection } from '#ui/components/labelled-section.tsx';
import { PageColumn } from '#ui/components/page-column.tsx';
import { PageIntro } from '#ui/components/page-intro.tsx';
import type { PageRender } from '#ui/document.tsx';
import { AppLayout, type AppLayoutProps } from '#ui/layouts/app-layout.tsx';
import type { PageContext } from '#ui/page-context.ts';

export const PAYMENTS_HISTORY_PATH = '/owner/settings/payments-history';
export const BILLING_PORTAL_PATH = '/owner/settings/billing-portal';
/** Where the demo portal's forms post their change (decision 092). */
export const PORTAL_CHANGE_PATH = `${BILLING_PORTAL_PATH}/subscription`;

/** The subscription as the demo portal shows it; dates already in the dealership's time zone. */
export type PortalSubscription = {
  status: SubscriptionStatus;
  includedSellerLicences: number;
  extraSellerLicences: number;
  billingPeriod: BillingPeriod;
  amountCents: number;
  periodEndOn: string | null;
  cancelAtPeriodEnd: boolean;
};

export type PortalView = {
  subscription: PortalSubscription | null;
  /** As typed, kept after a refused post. */
  extra: string;
  period: BillingPeriod;
  notice?: string;
  error?: string;
  fieldError?: string;
};

type Frame = Omit<AppLayoutProps, 'context' | 'children'>;

const SubscriptionSummary = ({
  context,
  subscription,
}: {
  context: PageContext;
  subscription: PortalSubscription;
}) => {
  const { t, language } = context;
  return (
    <Card size="3">
      <Flex direction="column" gap="2" data-subscription="">
        <Heading as="h2" size="4">
          {t('billingChanges.portal.current')}
        </Heading>
        <Text>
          {t('billingChanges.portal.status', {
            status: t(`billingChanges.portal.statuses.${subscription.status}`),
          })}
        </Text>
        <Text>
          {t('billingChanges.portal.licences', {
            included: subscription.includedSellerLicences,
            extra: subscription.extraSellerLicences,
          })}
        </Text>
        <Text weight="bold">
          {t('billingChanges.portal.price', {
            price: t(`billing.perPeriod.${subscription.billingPeriod}`, {
              price: formatCad(subscription.amountCents, language),
            }),
          })}
        </Text>
        {subscription.periodEndOn ? (
          <Text color="gray">
            {subscription.cancelAtPeriodEnd
              ? t('billingChanges.portal.ends', { date: subscription.periodEndOn })
              : t('billingChanges.portal.renews', { date: subscription.periodEndOn })}
          </Text>
        ) : null}
      </Flex>
    </Card>
  );
};

/**
 * The demo billing portal (no keys, decisions 070 and 092): the subscription, a form for the extra
 * advisor licences and the period, and cancel or reactivate. Each posts to the same use case as
 * POST /api/stripe/subscription; the change shows once its event has been applied.
 */
export const demoPortalPage = (
  context: PageContext,
  frame: Frame,
  view: PortalView,
): PageRender => {
  const { t } = context;
  const subscription = view.subscription;
  return {
    title: t('billing.history.demoPortal'),
    body: (
      <AppLayout context={context} {...frame}>
        <PageColumn size="2" gap="5">
          <PageIntro
            heading={t('billing.history.demoPortal')}
            lead={t('billing.history.demoPortalLead')}
            measure
          />
          <FormMessage tone="notice">{view.notice}</FormMessage>
          <FormMessage tone="error">{view.error}</FormMessage>
          {subscription ? (
            <>
              <SubscriptionSummary context={context} subscription={subscription} />
              <LabelledSection id="portal-change" heading={t('billingChanges.portal.change')}>
                <PostForm action={PORTAL_CHANGE_PATH} csrfToken={context.csrfToken} noValidate>
                  <FormField
                    name="extra"
                    label={t('billingChanges.portal.extra')}
                    defaultValue={view.extra}
                    inputMode="numeric"
                    error={view.fieldError}
                  />
                  <fieldset className="plain-fieldset">
                    <legend>
                      <Text weight="bold">{t('billingChanges.portal.period')}</Text>
                    </legend>
                    <Flex direction="column" gap="2" mt="2">
                      {BILLING_PERIODS.map((period) => (
                        <Text as="label" key={period}>
                          <Flex gap="2" align="center">
                            <input
                              type="radio"
                              name="period"
                              value={period}
                              defaultChecked={period === view.period}
                            />
                            {t(`billingChanges.portal.periods.${period}`)}
                          </Flex>
                        </Text>
                      ))}
                    </Flex>
                  </fieldset>
                  <div>
                    <Button type="submit" size="3">
                      {t('billingChanges.portal.save')}
                    </Button>
                  </div>
                </PostForm>
              </LabelledSection>
              <LabelledSection
                id="portal-cancel"
                heading={t('billingChanges.portal.cancelHeading')}
              >
                <Text as="p" color="gray" mb="3">
                  {t('billingChanges.portal.cancelLead')}
                </Text>
                <PostForm action={PORTAL_CHANGE_PATH} csrfToken={context.csrfToken}>
                  <input
                    type="hidden"
                    name="cancelAtPeriodEnd"
                    value={subscription.cancelAtPeriodEnd ? 'false' : 'true'}
                  />
                  <div>
                    <Button
                      type="submit"
                      size="3"
                      variant="soft"
                      color={subscription.cancelAtPeriodEnd ? undefined : 'red'}
                      highContrast
                    >
                      {subscription.cancelAtPeriodEnd
                        ? t('billingChanges.portal.reactivate')
                        : t('billingChanges.portal.cancel')}
                    </Button>
                  </div>
                </PostForm>
              </LabelledSection>
            </>
          ) : (
            <Text as="p">{t('billingChanges.portal.noSubscription')}</Text>
          )}
          <Button asChild variant="soft" size="3">
            <a href={PAYMENTS_HISTORY_PATH}>{t('billing.history.back')}</a>
          </Button>
        </PageColumn>
      </AppLayout>
    ),
  };
};
