import { Badge, Flex, Text } from '@radix-ui/themes';
import type { ClientStatus } from '../../../domain/client-flow/index.ts';
import type { Translate } from '../../i18n/translator.ts';
import { formatDateTime } from '../seller/seller-view.ts';

export type TimelineEntry = {
  to: ClientStatus;
  at: string;
  /** Who made the change, already named (a person, a kiosk, the system). */
  actor: string;
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
 * zone and who made the change.
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
        </Flex>
      </li>
    ))}
  </ol>
);
