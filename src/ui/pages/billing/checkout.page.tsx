import { Button, Card, Flex, Heading, Text } from '#ui/components/primitives.tsx';
import {
  formatCad,
  MAX_EXTRA_SELLER_LICENCES,
  monthlyPriceCents,
  periodPriceCents,
} from '#domain/billing/price.ts';
import type { PlanRecord } from '#domain/billing/plan.ts';
import { PostForm } from '#ui/components/card-form.tsx';
import { FormErrors } from '#ui/components/form-errors.tsx';
import { FormField } from '#ui/components/form-field.tsx';
import { IconCallout } from '#ui/components/icon-callout.tsx';
import { PageColumn } from '#ui/components/page-column.tsx';
import { PageIntro } from '#ui/components/page-intro.tsx';
import type { PageRender } from '#ui/document.tsx';
import { AppLayout, type AppLayoutProps } from '#ui/layouts/app-layout.tsx';
import { AdminIsland } from '#ui/pages/admin/admin.islands.ts';
import type { PageContext } from '#ui/page-context.ts';

export const CHECKOUT_PATH = '/owner/checkout';

export type CheckoutView = {
  plans: readonly PlanRecord[];
  planId: string;
  /** As typed (kept after a refused post). */
  extra: string;
  /** The subscription's state that sent the owner here, when it is not a first payment. */
  state?: 'incomplete' | 'inactive' | 'cancelled';
  /** The last payment failed. */
  failed?: boolean;
  errors: { planId?: string; extra?: string };
};

/**
 * The owner's checkout (docs/decisions/069): a plan, extra advisor licences, the price of each
 * plan for that choice (recalculated by a GET of the same form, so it works without JavaScript),
 * then the provider's hosted page or the demo page.
 */
export const checkoutPage = (
  context: PageContext,
  frame: Omit<AppLayoutProps, 'context' | 'children'>,
  view: CheckoutView,
): PageRender => {
  const { t, language } = context;
  const extra = /^\d{1,3}$/.test(view.extra) ? Number(view.extra) : 0;
  const errors = [
    ...(view.errors.planId ? [{ fieldId: 'field-planId', message: view.errors.planId }] : []),
    ...(view.errors.extra ? [{ fieldId: 'field-extra', message: view.errors.extra }] : []),
  ];
  return {
    title: t('billing.checkout.title'),
    family: 'admin',
    body: (
      <AppLayout context={context} {...frame}>
        <PageColumn size="2" gap="5">
          <PageIntro
            heading={t('billing.checkout.title')}
            lead={t('billing.checkout.lead')}
            measure
          />
          {view.failed ? (
            <IconCallout highContrast color="red" icon="alert" role="alert" data-payment-failed="">
              {t('billing.paymentFailed')}
            </IconCallout>
          ) : view.state ? (
            <IconCallout highContrast color="amber" icon="alert" role="alert">
              {t(`billing.checkout.state.${view.state}`)}
            </IconCallout>
          ) : null}
          <PostForm action={CHECKOUT_PATH} csrfToken={context.csrfToken} noValidate gap="5">
            <FormErrors t={t} errors={errors} />
            <fieldset className="plain-fieldset" id="field-planId">
              <legend>
                <Heading as="h2" size="4" mb="2">
                  {t('billing.checkout.plan')}
                </Heading>
              </legend>
              <Flex direction="column" gap="3">
                {view.plans.map((plan) => {
                  const period = periodPriceCents(plan, extra, plan.billingPeriod);
                  const inputId = `plan-${plan.code}`;
                  return (
                    <Card key={plan.id} asChild size="2">
                      <label htmlFor={inputId} data-plan={plan.code} data-plan-id={plan.id}>
                        <Flex gap="3" align="start">
                          <input
                            type="radio"
                            id={inputId}
                            name="planId"
                            value={plan.id}
                            defaultChecked={plan.id === view.planId}
                          />
                          <Flex direction="column" gap="1" flexGrow="1">
                            <Flex justify="between" wrap="wrap" gap="2">
                              <Text weight="bold">
                                {language === 'fr' ? plan.nameFr : plan.nameEn}
                              </Text>
                              <Text weight="bold" data-price="">
                                {t(`billing.perPeriod.${plan.billingPeriod}`, {
                                  price: formatCad(period, language),
                                })}
                              </Text>
                            </Flex>
                            <Text size="2" color="gray">
                              {t('billing.checkout.includes', {
                                sellers: plan.includedSellerLicences,
                                admins: plan.includedAdminLicences,
                              })}
                            </Text>
                            <Text size="2" color="gray">
                              {plan.billingPeriod === 'year' ? (
                                <span data-monthly="">
                                  {t('billing.checkout.monthly', {
                                    price: formatCad(monthlyPriceCents(plan, extra), language),
                                  })}
                                </span>
                              ) : null}
                              {plan.discountPercent > 0
                                ? ` · ${t('billing.checkout.discount', { percent: plan.discountPercent })}`
                                : null}
                            </Text>
                          </Flex>
                        </Flex>
                      </label>
                    </Card>
                  );
                })}
              </Flex>
            </fieldset>
            <FormField
              name="extra"
              label={t('billing.checkout.extra')}
              defaultValue={view.extra}
              inputMode="numeric"
              error={view.errors.extra}
              hint={t('billing.checkout.extraHint', {
                price: formatCad(view.plans[0]?.unitPriceCents ?? 0, language),
                max: MAX_EXTRA_SELLER_LICENCES,
              })}
            />
            <AdminIsland
              name="checkout-price"
              props={{
                language,
                plans: view.plans.map((plan) => ({
                  id: plan.id,
                  billingPeriod: plan.billingPeriod,
                  basePriceCents: plan.basePriceCents,
                  unitPriceCents: plan.unitPriceCents,
                  discountPercent: plan.discountPercent,
                })),
                // Placeholders stay for the behaviour to fill as the licences change.
                perPeriod: {
                  month: t('billing.perPeriod.month', { price: '{{price}}' }),
                  year: t('billing.perPeriod.year', { price: '{{price}}' }),
                },
                monthly: t('billing.checkout.monthly', { price: '{{price}}' }),
              }}
            />
            <Flex gap="3" wrap="wrap">
              <Button type="submit" size="3">
                {t('billing.checkout.pay')}
              </Button>
              <Button
                type="submit"
                size="3"
                variant="soft"
                formMethod="get"
                formAction={CHECKOUT_PATH}
                data-recalculate=""
              >
                {t('billing.checkout.recalculate')}
              </Button>
            </Flex>
          </PostForm>
        </PageColumn>
      </AppLayout>
    ),
  };
};

/** The local stand-in for the provider's hosted page: pay, or see a refusal (decision 069). */
export const demoPaymentPage = (
  context: PageContext,
  frame: Omit<AppLayoutProps, 'context' | 'children'>,
  view: { checkoutId: string; amountCents: number; period: 'month' | 'year'; planName: string },
): PageRender => {
  const { t, language } = context;
  const amount = formatCad(view.amountCents, language);
  const action = `${CHECKOUT_PATH}/demo/${view.checkoutId}`;
  return {
    title: t('billing.demo.title'),
    body: (
      <AppLayout context={context} {...frame}>
        <PageColumn size="1" gap="5">
          <PageIntro heading={t('billing.demo.title')} lead={t('billing.demo.lead')} measure />
          <Card size="3">
            <Flex direction="column" gap="2">
              <Text color="gray">{view.planName}</Text>
              <Text size="6" weight="bold" data-amount="">
                {t(`billing.perPeriod.${view.period}`, { price: amount })}
              </Text>
            </Flex>
          </Card>
          <Flex gap="3" wrap="wrap">
            <PostForm
              action={action}
              csrfToken={context.csrfToken}
              hidden={<input type="hidden" name="outcome" value="paid" />}
            >
              <Button type="submit" size="3">
                {t('billing.demo.pay', { amount })}
              </Button>
            </PostForm>
            <PostForm
              action={action}
              csrfToken={context.csrfToken}
              hidden={<input type="hidden" name="outcome" value="declined" />}
            >
              <Button type="submit" size="3" variant="soft" color="gray">
                {t('billing.demo.decline')}
              </Button>
            </PostForm>
          </Flex>
        </PageColumn>
      </AppLayout>
    ),
  };
};
