import { Badge, Button, Card, Flex, Heading, Text } from '#ui/components/primitives.tsx';
import type { InvoiceStatus } from '#domain/billing/payment-event.ts';
import { formatCad } from '#domain/billing/price.ts';
import type { Language } from '#domain/locale/language.ts';
import { PostForm } from '#ui/components/card-form.tsx';
import { DataTable } from '#ui/components/data-table.tsx';
import { LabelledSection } from '#ui/components/labelled-section.tsx';
import { PageColumn } from '#ui/components/page-column.tsx';
import { PageIntro } from '#ui/components/page-intro.tsx';
import type { PageRender } from '#ui/document.tsx';
import { AppLayout, type AppLayoutProps } from '#ui/layouts/app-layout.tsx';
import type { PageContext } from '#ui/page-context.ts';
import { BILLING_PORTAL_PATH, PAYMENTS_HISTORY_PATH } from './billing-portal.page.tsx';

type Frame = Omit<AppLayoutProps, 'context' | 'children'>;

export type InvoiceRow = {
  id: string;
  number: string;
  totalCents: number;
  status: InvoiceStatus;
  /** Dates already in YYYY-MM-DD in the dealership's time zone. */
  issuedOn: string;
  period: string | null;
  /** The provider's PDF, or the printable page. */
  href: string;
};

export type PurchaseRow = {
  id: string;
  completedOn: string;
  planName: string;
  includedSellers: number;
  extra: number;
  amountCents: number;
  period: 'month' | 'year';
};

const TONES: Record<InvoiceStatus, 'green' | 'amber' | 'gray' | 'red'> = {
  paid: 'green',
  open: 'amber',
  draft: 'gray',
  void: 'gray',
  uncollectible: 'red',
};

const money = (cents: number, language: Language) => formatCad(cents, language);

/** The owner's invoices and purchases of licences, and the way to the billing portal (decision 070). */
export const paymentsHistoryPage = (
  context: PageContext,
  frame: Frame,
  view: { invoices: readonly InvoiceRow[]; purchases: readonly PurchaseRow[]; canManage: boolean },
): PageRender => {
  const { t, language } = context;
  return {
    title: t('billing.history.title'),
    body: (
      <AppLayout context={context} {...frame}>
        <PageColumn size="3" gap="6">
          <Flex justify="between" align="end" wrap="wrap" gap="4">
            <PageIntro heading={t('billing.history.title')} lead={t('billing.history.lead')} />
            {view.canManage ? (
              <PostForm action={BILLING_PORTAL_PATH} csrfToken={context.csrfToken}>
                <Button type="submit" size="3" variant="soft">
                  {t('billing.history.portal')}
                </Button>
              </PostForm>
            ) : null}
          </Flex>
          <LabelledSection id="invoices-heading" heading={t('billing.history.invoices')}>
            <DataTable
              t={t}
              caption={t('billing.history.invoices')}
              rows={view.invoices}
              rowKey={(row) => row.id}
              empty={{
                title: t('billing.history.noInvoices.title'),
                text: t('billing.history.noInvoices.text'),
                level: 3,
              }}
              columns={[
                {
                  key: 'number',
                  header: t('billing.history.number'),
                  rowHeader: true,
                  cell: (row) => row.number,
                },
                { key: 'date', header: t('billing.history.date'), cell: (row) => row.issuedOn },
                {
                  key: 'period',
                  header: t('billing.history.period'),
                  cell: (row) => row.period ?? '—',
                },
                {
                  key: 'total',
                  header: t('billing.history.total'),
                  align: 'right',
                  cell: (row) => money(row.totalCents, language),
                },
                {
                  key: 'status',
                  header: t('billing.history.status'),
                  cell: (row) => (
                    <Badge color={TONES[row.status]} highContrast>
                      {t(`billing.history.statuses.${row.status}`)}
                    </Badge>
                  ),
                },
                {
                  key: 'document',
                  header: t('billing.history.document'),
                  cell: (row) => (
                    <a href={row.href} aria-label={`${t('billing.history.open')} ${row.number}`}>
                      {t('billing.history.open')}
                    </a>
                  ),
                },
              ]}
            />
          </LabelledSection>
          <LabelledSection id="purchases-heading" heading={t('billing.history.purchases')}>
            <DataTable
              t={t}
              caption={t('billing.history.purchases')}
              rows={view.purchases}
              rowKey={(row) => row.id}
              empty={{
                title: t('billing.history.noPurchases.title'),
                text: t('billing.history.noPurchases.text'),
                level: 3,
              }}
              columns={[
                {
                  key: 'date',
                  header: t('billing.history.date'),
                  rowHeader: true,
                  cell: (row) => row.completedOn,
                },
                { key: 'plan', header: t('billing.history.plan'), cell: (row) => row.planName },
                {
                  key: 'licences',
                  header: t('billing.history.licences'),
                  cell: (row) =>
                    t('billing.history.licencesBought', {
                      sellers: row.includedSellers,
                      extra: row.extra,
                    }),
                },
                {
                  key: 'amount',
                  header: t('billing.history.total'),
                  align: 'right',
                  cell: (row) =>
                    t(`billing.perPeriod.${row.period}`, {
                      price: money(row.amountCents, language),
                    }),
                },
              ]}
            />
          </LabelledSection>
        </PageColumn>
      </AppLayout>
    ),
  };
};

/** An invoice the provider keeps no PDF of (demo mode): a printable page (decision 070). */
export const invoicePrintPage = (
  context: PageContext,
  frame: Frame,
  invoice: InvoiceRow & { dealership: string },
): PageRender => {
  const { t, language } = context;
  return {
    title: `${t('billing.history.document')} ${invoice.number}`,
    body: (
      <AppLayout context={context} {...frame}>
        <PageColumn size="2" gap="5">
          <Card size="4">
            <Flex direction="column" gap="3">
              <Heading as="h1" size="6">
                {t('billing.history.document')} {invoice.number}
              </Heading>
              <Text>{invoice.dealership}</Text>
              <Text color="gray">
                {t('billing.history.date')} : {invoice.issuedOn}
                {invoice.period ? ` · ${t('billing.history.period')} : ${invoice.period}` : ''}
              </Text>
              <Text size="6" weight="bold">
                {money(invoice.totalCents, language)}
              </Text>
              <div>
                <Badge color={TONES[invoice.status]} highContrast>
                  {t(`billing.history.statuses.${invoice.status}`)}
                </Badge>
              </div>
            </Flex>
          </Card>
          <Button asChild variant="soft" size="3">
            <a href={PAYMENTS_HISTORY_PATH}>{t('billing.history.back')}</a>
          </Button>
        </PageColumn>
      </AppLayout>
    ),
  };
};
