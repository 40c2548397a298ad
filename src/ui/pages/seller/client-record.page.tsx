import { DataList } from '@radix-ui/themes';
import { Flex, Heading, Link } from '#ui/components/primitives.tsx';
import { PageColumn } from '#ui/components/page-column.tsx';
import { DetailItem } from '#ui/components/detail-list.tsx';
import { ErrorCallout } from '#ui/components/error-callout.tsx';
import { PhoneLink } from '#ui/components/phone.tsx';
import type { PageRender } from '#ui/document.tsx';
import type { MessageKey } from '#ui/i18n/translator.ts';
import { ClientRecordHeading, HistorySection } from '#ui/pages/shared/client-status.tsx';
import { AppLayout } from '#ui/layouts/app-layout.tsx';
import type { PageContext } from '#ui/page-context.ts';
import { ExpiredSaleActions } from './expired-sale.tsx';
import { Presence, type StaffFrame } from './seller-frame.tsx';
import { clientLabel, formatDateTime } from './seller-view.ts';
import { RecordActions } from './client-record-actions.tsx';
import { AccessMessage } from './client-record-access-message.tsx';
import { RecordAnswers } from './client-record-answers.tsx';
import { RecordProfile, RecordTips } from './client-record-profile.tsx';
import type { ClientRecordView } from './client-record-view.ts';

/**
 * /seller/client/{id} for another advisor's client, an unfinished visit someone else started, or an
 * ended sale: "No access to the client, or the hold expired, or the sale ended", nothing else.
 */
export const clientAccessDeniedPage = (
  context: PageContext,
  frame: StaffFrame,
  sellerId: string,
): PageRender => {
  const { t } = context;
  return {
    title: t('seller.access.title'),
    family: 'seller',
    body: (
      <AppLayout context={context} {...frame}>
        <PageColumn size="2" py="7" gap="5">
          <Heading as="h1" size="8">
            {t('seller.access.title')}
          </Heading>
          <AccessMessage context={context} />
          <Link href="/seller" size="3">
            {t('seller.record.back')}
          </Link>
          <Presence context={context} sellerId={sellerId} />
        </PageColumn>
      </AppLayout>
    ),
  };
};

/**
 * The client record (/seller/client/{id}): status, the questionnaire's answers, the personality
 * profile with how to approach the client (to do, to avoid), the history of every status with who
 * and when, and the advisor's actions (accept, one more hour, end the relationship).
 */
export const clientRecordPage = (
  context: PageContext,
  frame: StaffFrame,
  view: ClientRecordView,
): PageRender => {
  const { t } = context;
  const { client, timeZone } = view;
  const name = clientLabel(client, t('seller.home.visitor', { time: '{{time}}' }), timeZone);
  const status = client.status ?? 'inProgress';
  return {
    title: `${t('seller.record.title')} · ${name}`,
    family: 'seller',
    body: (
      <AppLayout context={context} {...frame} flash={view.flash}>
        <PageColumn size="3" gap="6">
          <ClientRecordHeading
            t={t}
            back={{ href: '/seller', label: t('seller.record.back') }}
            name={name}
            status={status}
            sale={client.sale}
          />

          {view.error ? <ErrorCallout highContrast>{view.error}</ErrorCallout> : null}

          {view.access === 'expired' ? (
            <Flex direction="column" gap="4" data-expired-sale="">
              <AccessMessage context={context} heading={t('seller.access.expiredHeading')} />
              <ExpiredSaleActions context={context} clientId={client.id} back="record" />
            </Flex>
          ) : (
            <>
              <RecordActions context={context} view={view} />

              <DataList.Root>
                <DetailItem label={t('seller.record.purpose')}>
                  {t(`clients.purposes.${client.sequence}` as MessageKey)}
                </DetailItem>
                <DetailItem label={t('seller.record.language')}>
                  {t(`seller.record.languages.${client.language}`)}
                </DetailItem>
                {client.phone ? (
                  <DetailItem label={t('seller.record.phone')}>
                    <PhoneLink digits={client.phone} />
                  </DetailItem>
                ) : null}
                <DetailItem label={t('seller.record.seller')}>
                  {client.seller?.name ?? t('seller.record.noSeller')}
                </DetailItem>
                {client.sale !== 'none' && client.holdExpiresAt ? (
                  <DetailItem label={t('seller.record.hold')}>
                    {formatDateTime(client.holdExpiresAt, timeZone)}
                  </DetailItem>
                ) : null}
              </DataList.Root>

              <RecordTips t={t} view={view} />

              <RecordProfile t={t} view={view} />

              <RecordAnswers t={t} language={context.language} view={view} />

              <HistorySection
                t={t}
                heading={t('seller.record.historyHeading')}
                timeline={view.history}
                timeZone={timeZone}
              />
            </>
          )}
          <Presence context={context} sellerId={view.sellerId} />
        </PageColumn>
      </AppLayout>
    ),
  };
};
