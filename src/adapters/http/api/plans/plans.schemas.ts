import { z } from '@hono/zod-openapi';
import { BILLING_PERIODS } from '#domain/billing/price.ts';
import { LICENCE_KINDS, type Catalogue } from '#application/ports/plan-store.port.ts';
import { Id } from '#adapters/http/api/params.ts';

// Money is integer cents of CAD; prices are per month whatever the period (decision 068).
const Cents = z.number().int().min(0).max(100_000_000).openapi({ example: 49_900 });
const Licences = z.number().int().min(0).max(1_000);
const Percent = z
  .number()
  .min(0)
  .max(100)
  .multipleOf(0.01)
  .openapi({ description: 'Discount in percent, 0 to 100, two decimals at most', example: 15 });

const PlanSchema = z
  .object({
    id: z.uuid(),
    code: z.string(),
    name: z.object({ fr: z.string(), en: z.string() }),
    description: z.object({ fr: z.string(), en: z.string() }),
    billingPeriod: z.enum(BILLING_PERIODS),
    currency: z.literal('CAD'),
    basePriceCents: Cents,
    includedAdminLicences: Licences,
    includedSellerLicences: Licences,
    unitPriceCents: Cents.openapi({ description: 'Each supplementary advisor licence, a month' }),
    discountPercent: Percent,
    active: z.boolean(),
  })
  .openapi('Plan');

const ProductSchema = z
  .object({
    code: z.enum(LICENCE_KINDS),
    name: z.object({ fr: z.string(), en: z.string() }),
    unitPriceCents: Cents,
  })
  .openapi('CatalogueProduct');

export const CatalogueSchema = z
  .object({ plans: z.array(PlanSchema), products: z.array(ProductSchema) })
  .openapi('PlanCatalogue');

export const UpdatePlansBody = z
  .object({
    plans: z
      .array(
        z.object({
          id: Id,
          basePriceCents: Cents,
          includedAdminLicences: Licences,
          includedSellerLicences: Licences,
          unitPriceCents: Cents,
          discountPercent: Percent,
          active: z.boolean(),
        }),
      )
      .max(50),
    products: z
      .array(z.object({ code: z.enum(LICENCE_KINDS), unitPriceCents: Cents }))
      .max(LICENCE_KINDS.length),
  })
  .openapi('UpdatePlans', {
    example: {
      plans: [
        {
          id: '0b6f1a52-3c1e-4f59-9d8c-7a3e2b1c4d5e',
          basePriceCents: 49_900,
          includedAdminLicences: 1,
          includedSellerLicences: 5,
          unitPriceCents: 4_900,
          discountPercent: 0,
          active: true,
        },
      ],
      products: [{ code: 'supplementarySeller', unitPriceCents: 4_900 }],
    },
  });

export const toCatalogueBody = (catalogue: Catalogue): z.infer<typeof CatalogueSchema> => ({
  plans: catalogue.plans.map((plan) => ({
    id: plan.id,
    code: plan.code,
    name: { fr: plan.nameFr, en: plan.nameEn },
    description: { fr: plan.descriptionFr, en: plan.descriptionEn },
    billingPeriod: plan.billingPeriod,
    currency: 'CAD' as const,
    basePriceCents: plan.basePriceCents,
    includedAdminLicences: plan.includedAdminLicences,
    includedSellerLicences: plan.includedSellerLicences,
    unitPriceCents: plan.unitPriceCents,
    discountPercent: plan.discountPercent,
    active: plan.active,
  })),
  products: catalogue.products.map((product) => ({
    code: product.code,
    name: { fr: product.nameFr, en: product.nameEn },
    unitPriceCents: product.unitPriceCents,
  })),
});
