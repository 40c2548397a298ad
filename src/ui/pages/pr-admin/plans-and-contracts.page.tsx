import { Grid } from '@radix-ui/themes';
import { Button, Card, Flex, Heading, Text } from '#ui/components/primitives.tsx';
import { formatCad, monthlyPriceCents, periodPriceCents } from '#domain/billing/price.ts';
import type { Catalogue } from '#domain/billing/plan.ts';
import { PostForm } from '#ui/components/card-form.tsx';
import { FormErrors, type FormErrorItem } from '#ui/components/form-errors.tsx';
import { FormField } from '#ui/components/form-field.tsx';
import { LabelledSection } from '#ui/components/labelled-section.tsx';
import { PageColumn } from '#ui/components/page-column.tsx';
import { PageIntro } from '#ui/components/page-intro.tsx';
import { DocumentsSection, type DocumentEditor } from './documents-section.tsx';
import type { PageRender } from '#ui/document.tsx';
import { AppLayout, type AppLayoutProps } from '#ui/layouts/app-layout.tsx';
import type { PageContext } from '#ui/page-context.ts';

export const PLANS_AND_CONTRACTS_PATH = '/pr-admin/settings/plans-and-contracts';

/** The catalogue form's values as typed (kept as text after a refused post) and its errors. */
export type CatalogueForm = {
  values: Record<string, string>;
  errors: Record<string, string>;
};

/** The form's field names: one per price of each plan and each product (decision 068). */
export const planField = (field: PlanFormField, planId: string) => `${field}-${planId}`;
export type PlanFormField =
  'basePrice' | 'unitPrice' | 'includedSellers' | 'includedAdmins' | 'discount' | 'active';
export const productField = (code: string) => `product-${code}`;

const dollars = (cents: number) => (cents / 100).toFixed(2);

/** The form as the catalogue stands. */
export const catalogueFormOf = (catalogue: Catalogue): CatalogueForm => {
  const values: Record<string, string> = {};
  for (const plan of catalogue.plans) {
    values[planField('basePrice', plan.id)] = dollars(plan.basePriceCents);
    values[planField('unitPrice', plan.id)] = dollars(plan.unitPriceCents);
    values[planField('includedSellers', plan.id)] = String(plan.includedSellerLicences);
    values[planField('includedAdmins', plan.id)] = String(plan.includedAdminLicences);
    values[planField('discount', plan.id)] = String(plan.discountPercent);
    if (plan.active) values[planField('active', plan.id)] = 'on';
  }
  for (const product of catalogue.products) {
    values[productField(product.code)] = dollars(product.unitPriceCents);
  }
  return { values, errors: {} };
};

/**
 * The PR admin's catalogue (`/pr-admin/settings/plans-and-contracts`): each plan's prices and the
 * unit price of each licence kind, saved together; under it, the contract's and privacy policy's
 * versions (decision 083), each published by its own form.
 */
export const plansAndContractsPage = (
  context: PageContext,
  frame: Omit<AppLayoutProps, 'context' | 'children'>,
  props: { catalogue: Catalogue; form: CatalogueForm; documents: readonly DocumentEditor[] },
): PageRender => {
  const { t, language } = context;
  const { catalogue, form } = props;
  const field = (
    name: string,
    label: string,
    extra: { hint?: string; inputMode?: 'decimal' | 'numeric' } = {},
  ) => (
    <FormField
      name={name}
      label={label}
      defaultValue={form.values[name] ?? ''}
      error={form.errors[name]}
      inputMode={extra.inputMode ?? 'decimal'}
      hint={extra.hint}
      required
    />
  );
  const errors: FormErrorItem[] = Object.entries(form.errors).map(([name, message]) => ({
    fieldId: `field-${name}`,
    message,
  }));
  return {
    title: t('billing.plans.title'),
    body: (
      <AppLayout context={context} {...frame}>
        <PageColumn size="3" gap="5">
          <PageIntro heading={t('billing.plans.title')} lead={t('billing.plans.lead')} measure />
          <PostForm
            action={PLANS_AND_CONTRACTS_PATH}
            csrfToken={context.csrfToken}
            noValidate
            gap="5"
          >
            <FormErrors t={t} errors={errors} />
            <LabelledSection id="plans-heading" heading={t('billing.plans.heading')}>
              <Flex direction="column" gap="4">
                {catalogue.plans.map((plan) => {
                  const monthly = monthlyPriceCents(plan, 0);
                  const billed = periodPriceCents(plan, 0, plan.billingPeriod);
                  return (
                    <Card size="3" key={plan.id} data-plan={plan.code}>
                      <Flex direction="column" gap="3">
                        <Flex justify="between" align="baseline" wrap="wrap" gap="2">
                          <Heading as="h3" size="4">
                            {language === 'fr' ? plan.nameFr : plan.nameEn}
                          </Heading>
                          <Text size="2" color="gray">
                            {t(`billing.periods.${plan.billingPeriod}`)}
                          </Text>
                        </Flex>
                        <Grid columns={{ initial: '1', sm: '2', md: '3' }} gap="3">
                          {field(planField('basePrice', plan.id), t('billing.plans.basePrice'))}
                          {field(planField('unitPrice', plan.id), t('billing.plans.unitPrice'))}
                          {field(planField('discount', plan.id), t('billing.plans.discount'))}
                          {field(
                            planField('includedSellers', plan.id),
                            t('billing.plans.includedSellers'),
                            { inputMode: 'numeric' },
                          )}
                          {field(
                            planField('includedAdmins', plan.id),
                            t('billing.plans.includedAdmins'),
                            { inputMode: 'numeric' },
                          )}
                        </Grid>
                        <Flex asChild gap="2" align="center">
                          <label htmlFor={`field-${planField('active', plan.id)}`}>
                            <input
                              type="checkbox"
                              id={`field-${planField('active', plan.id)}`}
                              name={planField('active', plan.id)}
                              defaultChecked={form.values[planField('active', plan.id)] === 'on'}
                            />
                            <Text size="2" weight="medium">
                              {t('billing.plans.active')}
                            </Text>
                          </label>
                        </Flex>
                        <Text as="p" size="2" color="gray" data-price-example="">
                          {t('billing.plans.example', {
                            monthly: formatCad(monthly, language),
                            billed: t(`billing.perPeriod.${plan.billingPeriod}`, {
                              price: formatCad(billed, language),
                            }),
                          })}
                        </Text>
                      </Flex>
                    </Card>
                  );
                })}
              </Flex>
            </LabelledSection>
            <LabelledSection id="products-heading" heading={t('billing.plans.products')} card>
              <Text as="p" size="2" color="gray" mb="3">
                {t('billing.plans.productsLead')}
              </Text>
              <Grid columns={{ initial: '1', sm: '2' }} gap="3">
                {catalogue.products.map((product) => (
                  <div key={product.code}>
                    {field(
                      productField(product.code),
                      language === 'fr' ? product.nameFr : product.nameEn,
                    )}
                  </div>
                ))}
              </Grid>
            </LabelledSection>
            <div>
              <Button type="submit" size="3">
                {t('billing.plans.save')}
              </Button>
            </div>
          </PostForm>
          <DocumentsSection
            context={context}
            basePath={PLANS_AND_CONTRACTS_PATH}
            editors={props.documents}
          />
        </PageColumn>
      </AppLayout>
    ),
  };
};
