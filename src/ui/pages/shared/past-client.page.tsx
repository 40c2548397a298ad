import { Flex, Heading, Link, Text } from '#ui/components/primitives.tsx';
import { LabelledSection } from '#ui/components/labelled-section.tsx';
import { DetailItem, DetailList } from '#ui/components/detail-list.tsx';
import type { PageRender } from '#ui/document.tsx';
import type { PageContext } from '#ui/page-context.ts';
import type { StaffFrame } from '#ui/pages/seller/home.page.tsx';
import { formatDateTime } from '#ui/pages/seller/seller-view.ts';
import { StatusBadge, StatusTimeline } from './client-status.tsx';
import {
  familyOf,
  HistoryFrame,
  pastClientName,
  type PastClientView,
} from './clients-history-frame.tsx';

/** /seller/clients-history/{id} and /admin/clients-history/{id}: the summary and the timeline. */
export const pastClientPage = (
  context: PageContext,
  frame: StaffFrame,
  view: PastClientView,
): PageRender => {
  const { t } = context;
  const { client, timeZone } = view;
  const name = pastClientName(t, client, timeZone);
  return {
    title: `${t('navigation.pages.pastClient')} · ${name}`,
    family: familyOf(view.audience),
    body: (
      <HistoryFrame
        context={context}
        frame={frame}
        audience={view.audience}
        flash={view.flash}
        size="3"
      >
        <Flex direction="column" gap="2">
          <Flex gap="4" wrap="wrap">
            <Link href={view.basePath} size="2">
              {t('history.detail.back')}
            </Link>
            {/* Managers open the client record, where they can also pair the client by hand. */}
            {view.audience.kind === 'manager' ? (
              <Link href={`/admin/client/${client.id}`} size="2">
                {t('history.detail.record')}
              </Link>
            ) : null}
          </Flex>
          <Heading as="h1" size="8">
            {name}
          </Heading>
          <Flex gap="2">
            <StatusBadge t={t} status={client.status} wrap />
          </Flex>
        </Flex>
        <div className="history-detail">
          <LabelledSection
            id="summary-heading"
            heading={t('history.detail.summaryHeading')}
            size="5"
            mb="4"
            card
          >
            <DetailList labelWidth="10rem">
              <DetailItem label={t('history.detail.status')}>
                {t(`clients.statuses.${client.status}`)}
              </DetailItem>
              <DetailItem label={t('history.detail.statusDate')}>
                <time dateTime={client.statusAt}>{formatDateTime(client.statusAt, timeZone)}</time>
              </DetailItem>
              <DetailItem label={t('history.detail.seller')}>
                {client.seller ?? t('history.noSeller')}
              </DetailItem>
              <DetailItem label={t('history.detail.purpose')}>
                {t(`clients.purposes.${client.sequence}`)}
              </DetailItem>
              <DetailItem label={t('history.detail.language')}>
                {t(`seller.record.languages.${client.language}`)}
              </DetailItem>
              <DetailItem label={t('history.detail.arrived')}>
                <time dateTime={client.createdAt}>
                  {formatDateTime(client.createdAt, timeZone)}
                </time>
              </DetailItem>
              {client.feedback ? (
                <>
                  <DetailItem label={t('history.detail.outcome')}>
                    {t(`seller.end.outcomes.${client.feedback.outcome}`)}
                  </DetailItem>
                  <DetailItem label={t('history.detail.comment')}>
                    {client.feedback.comment || t('history.detail.noComment')}
                  </DetailItem>
                </>
              ) : null}
            </DetailList>
          </LabelledSection>
          <LabelledSection
            id="timeline-heading"
            heading={t('history.detail.timelineHeading')}
            size="5"
            mb="1"
            card
          >
            <Text as="p" size="2" color="gray" mb="4">
              {t('history.detail.timelineIntro')}
            </Text>
            <StatusTimeline t={t} timeline={view.timeline} timeZone={timeZone} />
          </LabelledSection>
        </div>
      </HistoryFrame>
    ),
  };
};
