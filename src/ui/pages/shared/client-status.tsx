import { Badge, Flex, Heading, Link, Text } from '#ui/components/primitives.tsx';
import type { ClientStatus, RelationshipOutcome } from '#domain/client-flow/index.ts';
import { LabelledSection } from '#ui/components/labelled-section.tsx';
import type { Translate } from '#ui/i18n/translator.ts';
import { formatDateTime } from '#ui/pages/seller/seller-view.ts';

export type TimelineEntry = {
  to: ClientStatus;
  at: string;
  /** Who made the change, already named (a person, a kiosk, the system). */
  actor: string;
  /** What the end-relationship dialog recorded, on each visit's ending (docs/decisions/058). */
  ending: {
    outcome: RelationshipOutcome;
    modelsViewed: readonly { name: string }[];
    modelsSold: readonly { name: string }[];
    comment: string;
  } | null;
};

/** A visit's ending under its status: the models viewed and sold, and the advisor's comment. */
const EndingDetails = ({
  t,
  ending,
}: {
  t: Translate;
  ending: NonNullable<TimelineEntry['ending']>;
}) => {
  const names = (models: readonly { name: string }[]) =>
    models.map((model) => model.name).join(', ');
  return (
    <Flex direction="column" gap="1" data-ending={ending.outcome}>
      {ending.modelsViewed.length > 0 ? (
        <Text as="p" size="2">
          {t('history.detail.modelsViewed', { models: names(ending.modelsViewed) })}
        </Text>
      ) : null}
      {ending.modelsSold.length > 0 ? (
        <Text as="p" size="2">
          {t('history.detail.modelsSold', { models: names(ending.modelsSold) })}
        </Text>
      ) : null}
      {ending.comment ? (
        <Text as="p" size="2">
          {t('history.detail.endingComment', { comment: ending.comment })}
        </Text>
      ) : null}
    </Flex>
  );
};

const STATUS_COLORS: Record<ClientStatus, 'green' | 'gray' | 'amber' | 'brown' | 'blue'> = {
  sold: 'green',
  notSold: 'gray',
  beBack: 'amber',
  archived: 'gray',
  questionnaireCompleted: 'blue',
  waitingRoom: 'blue',
  withAdvisor: 'brown',
};

/** A status as a badge; `wrap` lets a long one ("awaiting client response") break on a phone. */
export const StatusBadge = ({
  t,
  status,
  wrap = false,
}: {
  t: Translate;
  status: ClientStatus;
  wrap?: boolean;
}) => (
  <Badge
    highContrast
    size="2"
    color={STATUS_COLORS[status]}
    data-status={status}
    className={wrap ? 'status-badge-wrap' : undefined}
  >
    {t(`clients.statuses.${status}`)}
  </Badge>
);

/**
 * Every status the client went through, oldest first, each with the time in the dealership's time
 * zone and who made the change, and each visit's ending with what it recorded.
 */
export const StatusTimeline = ({
  t,
  timeline,
  timeZone,
}: {
  t: Translate;
  timeline: readonly TimelineEntry[];
  timeZone: string;
}) => (
  <ol className="status-timeline" data-timeline="">
    {timeline.map((entry, index) => (
      <li key={`${entry.to}-${entry.at}-${index}`} data-timeline-status={entry.to}>
        <span className="status-timeline-dot" aria-hidden="true" />
        <Flex direction="column" gap="1">
          <Flex gap="3" align="center" wrap="wrap">
            <StatusBadge t={t} status={entry.to} wrap />
            <Text as="span" size="2" weight="medium" className="tabular">
              <time dateTime={entry.at}>{formatDateTime(entry.at, timeZone)}</time>
            </Text>
          </Flex>
          <Text as="span" size="2" color="gray">
            {t('history.detail.by', { actor: entry.actor })}
          </Text>
          {entry.ending ? <EndingDetails t={t} ending={entry.ending} /> : null}
        </Flex>
      </li>
    ))}
  </ol>
);

/** A client record's status history section (the advisor's and the manager's). */
export const HistorySection = ({
  t,
  heading,
  timeline,
  timeZone,
}: {
  t: Translate;
  heading: string;
  timeline: readonly TimelineEntry[];
  timeZone: string;
}) => (
  <LabelledSection id="history-heading" heading={heading} data-history="">
    <StatusTimeline t={t} timeline={timeline} timeZone={timeZone} />
  </LabelledSection>
);

/**
 * The head of a client record (the advisor's and the manager's): the way back, the client's name,
 * and their status, or "expired" when the sale's hold is over.
 */
export const ClientRecordHeading = ({
  t,
  back,
  name,
  status,
  sale,
}: {
  t: Translate;
  back: { href: string; label: string };
  name: string;
  status: ClientStatus | 'inProgress';
  sale: 'none' | 'active' | 'expired';
}) => (
  <Flex direction="column" gap="2">
    <Link href={back.href} size="2">
      {back.label}
    </Link>
    <Heading as="h1" size="8">
      {name}
    </Heading>
    <Flex gap="2" wrap="wrap">
      <Badge
        size="2"
        color={sale === 'expired' ? 'red' : 'brown'}
        highContrast={sale === 'expired'}
        data-status={status}
      >
        {sale === 'expired' ? t('seller.home.expired') : t(`clients.statuses.${status}`)}
      </Badge>
    </Flex>
  </Flex>
);
