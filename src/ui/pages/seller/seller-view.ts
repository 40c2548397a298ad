import type { QuestionnaireStep } from '#domain/client-flow/index.ts';
import type { Schemas } from '#src/api-client/index.ts';
import { dateTimeFormat } from '#domain/locale/date-time-format.ts';
import { fillMessage } from '#ui/i18n/fill-message.ts';
import { stepSegment } from '#ui/pages/client/kiosk-view.ts';

/**
 * What the advisor's lists show of a client: the contract's `ListedClient`, in part. A page hands
 * its island no more than that, so the advisor's home does not serialise every buyer's answers into
 * its markup (docs/decisions/121-advisor-lists-as-summaries.md; `toClientSummaryBody`).
 */
export type ClientSummary = Pick<
  Schemas['ListedClient'],
  | 'id'
  | 'firstName'
  | 'lastName'
  | 'status'
  | 'sequence'
  | 'seller'
  | 'createdAt'
  | 'holdExpiresAt'
  | 'sale'
>;

/** HH:MM in the dealership's time zone (24-hour clock, as in Quebec). */
export const formatTime = (iso: string, timeZone: string) =>
  dateTimeFormat('en-CA', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));

/** YYYY-MM-DD HH:MM in the dealership's time zone (dates as docs/spec/product-spec.md section 9 shows them). */
export const formatDateTime = (iso: string, timeZone: string) => {
  const date = dateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(iso));
  return `${date} ${formatTime(iso, timeZone)}`;
};

/** The client's name, or when they arrived (the kiosk does not ask for names). */
export const clientLabel = (
  client: Pick<ClientSummary, 'firstName' | 'lastName' | 'createdAt'>,
  visitor: string,
  timeZone: string,
) => {
  const name = [client.firstName, client.lastName].filter(Boolean).join(' ');
  return name !== ''
    ? name
    : fillMessage(visitor, { time: formatTime(client.createdAt, timeZone) });
};

/** The buyer's questionnaire an advisor fills in on their own device (docs/spec/product-spec.md section 2). */
export const sellerQuestionnairePaths = (clientId?: string) => {
  const query = clientId ? `?clientId=${encodeURIComponent(clientId)}` : '';
  return {
    start: `/seller/client-questionnaire${query}`,
    part: (part: number) => `/seller/client-questionnaire/${clientId ?? ''}/part-${part}${query}`,
    step: (step: QuestionnaireStep) =>
      `/seller/client-questionnaire/${clientId ?? ''}/${stepSegment(step)}${query}`,
  };
};
