import { sql, type Kysely, type Selectable } from 'kysely';
import type {
  ClientFeedback,
  ClientRecord,
  ListedClient,
} from '#application/ports/client-store.port.ts';
import type { RelationshipOutcome } from '#domain/client-flow/index.ts';
import type { AnswerSheet } from '#domain/psychometrics/index.ts';
import type { Clients, DB } from './db.generated.ts';
import { columnFields, jsonRows } from './json-rows.ts';

/*
 * The clients row as it is read: one query shape (`selectClients`) for every read of a whole client,
 * a lighter one (`selectListedClients`) for lists, and their mappings to records.
 */

const carsOf = (kind: 'interested' | 'viewed' | 'sold') =>
  sql<string[]>`array(select car_id::text from client_car_interests i
    where i.client_id = c.id and i.kind = ${kind} order by i.car_id)`;

/** The columns a list shows: all but the answers, which only a whole client carries. */
const LISTED_COLUMNS = [
  'c.id',
  'c.concessionId',
  'c.status',
  'c.sellerId',
  'c.language',
  'c.sequence',
  'c.firstName',
  'c.lastName',
  'c.phone',
  'c.contactConsentAt',
  'c.createdBy',
  'c.feedback',
  'c.selectionMode',
  'c.matchScore',
  'c.createdAt',
  'c.questionnaireCompletedAt',
  'c.sellerAssignedAt',
  'c.acceptedAt',
  'c.holdExpiresAt',
  'c.resumedAt',
  'c.beBackAt',
  'c.closedAt',
  'c.archivedAt',
] as const;

/** A list's query shape: the client without its answers, its advisor and its cars. */
export const selectListedClients = (db: Kysely<DB>) =>
  db
    .selectFrom('clients as c')
    .leftJoin('users as s', 's.id', 'c.sellerId')
    .select(LISTED_COLUMNS)
    .select([
      's.firstName as sellerFirstName',
      's.lastName as sellerLastName',
      carsOf('interested').as('carsInterested'),
      carsOf('viewed').as('carsViewed'),
      carsOf('sold').as('carsSold'),
    ])
    .where('c.deletedAt', 'is', null);

/** One query shape for every read of a whole client: a list's, its answers and personality part. */
export const selectClients = (db: Kysely<DB>) =>
  selectListedClients(db)
    .leftJoin('psychometricTests as t', 't.clientId', 'c.id')
    .select([
      'c.questionnaire',
      'c.questionnaireDraft',
      't.answers as personalityAnswers',
      't.completedAt as personalityCompletedAt',
    ]);

type ListedRow = Pick<Selectable<Clients>, ListedColumn> & {
  sellerFirstName: string | null;
  sellerLastName: string | null;
  carsInterested: string[];
  carsViewed: string[];
  carsSold: string[];
};
type ListedColumn = (typeof LISTED_COLUMNS)[number] extends `c.${infer Column}`
  ? Column & keyof Clients
  : never;
type Row = ListedRow &
  Pick<Selectable<Clients>, 'questionnaire' | 'questionnaireDraft'> & {
    personalityAnswers: unknown;
    personalityCompletedAt: Date | null;
  };

/** What the joins of `selectClients` read for a client with no advisor, test or cars. */
export const NOTHING_JOINED = {
  sellerFirstName: null,
  sellerLastName: null,
  personalityAnswers: null,
  personalityCompletedAt: null,
  carsInterested: [],
  carsViewed: [],
  carsSold: [],
} satisfies Omit<Row, keyof Selectable<Clients>>;

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A jsonb object column as stored; anything else (null, a malformed value) reads as empty. */
const recordOf = (value: unknown): Record<string, unknown> => {
  return isRecord(value) ? value : {};
};

const toListed = (row: ListedRow): ListedClient => ({
  id: row.id,
  concessionId: row.concessionId,
  status: row.status,
  sellerId: row.sellerId,
  seller: row.sellerId
    ? { id: row.sellerId, firstName: row.sellerFirstName, lastName: row.sellerLastName }
    : null,
  language: row.language,
  sequence: row.sequence,
  firstName: row.firstName,
  lastName: row.lastName,
  phone: row.phone,
  contactConsentAt: row.contactConsentAt,
  createdBy: row.createdBy,
  feedback: isRecord(row.feedback) ? readFeedback(row.feedback) : null,
  selectionMode: row.selectionMode,
  matchScore: row.matchScore,
  createdAt: row.createdAt,
  questionnaireCompletedAt: row.questionnaireCompletedAt,
  sellerAssignedAt: row.sellerAssignedAt,
  acceptedAt: row.acceptedAt,
  holdExpiresAt: row.holdExpiresAt,
  resumedAt: row.resumedAt,
  beBackAt: row.beBackAt,
  closedAt: row.closedAt,
  archivedAt: row.archivedAt,
  cars: { interested: row.carsInterested, viewed: row.carsViewed, sold: row.carsSold },
});

const toRecord = (row: Row): ClientRecord => ({
  ...toListed(row),
  questionnaire: recordOf(row.questionnaire),
  draft: recordOf(row.questionnaireDraft),
  personality: {
    // Written only after validateAnswers.
    answers: recordOf(row.personalityAnswers) as AnswerSheet,
    completed: row.personalityCompletedAt !== null,
  },
});

/** Feedback is written only by the end-relationship dialog, outcome included (decision 032). */
export const readFeedback = (stored: Record<string, unknown>): ClientFeedback => {
  const strings = (value: unknown) =>
    Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  return {
    outcome: stored.outcome as RelationshipOutcome,
    sale: stored.sale === true,
    modelsViewed: strings(stored.modelsViewed),
    modelsSold: strings(stored.modelsSold),
    comment: typeof stored.comment === 'string' ? stored.comment : '',
  };
};

/** The client of a row read with `selectClients`. */
export const clientOfRow = (row: object): ClientRecord => toRecord(row as Row);

/** The clients of rows read with `selectClients`. */
export const toRecords = (rows: readonly object[]): ClientRecord[] => rows.map(clientOfRow);

/** A list's row as its JSON page carries it: every field, the timestamps said so. */
const LISTED = jsonRows<ListedRow>(
  {
    ...columnFields(LISTED_COLUMNS),
    sellerFirstName: true,
    sellerLastName: true,
    carsInterested: true,
    carsViewed: true,
    carsSold: true,
  },
  {
    contactConsentAt: true,
    createdAt: true,
    questionnaireCompletedAt: true,
    sellerAssignedAt: true,
    acceptedAt: true,
    holdExpiresAt: true,
    resumedAt: true,
    beBackAt: true,
    closedAt: true,
    archivedAt: true,
  },
);

/**
 * A page of a list (`selectListedClients`, filtered, in the list's order: newest first, then by id)
 * as one JSON text. Fifty rows of thirty columns ran the driver's parser per column and the
 * camel-case mapping per row; as one text they make one `JSON.parse` (docs/decisions/131 and 134).
 */
export const listedPageAsJson = (db: Kysely<DB>, page: ReturnType<typeof selectListedClients>) =>
  LISTED.select(db, page, sql`order by ${sql.ref('r.createdAt')} desc, ${sql.ref('r.id')}`);

/** The clients of a page read with `listedPageAsJson`. */
export const toListedClients = (page: string): ListedClient[] => LISTED.read(page).map(toListed);
