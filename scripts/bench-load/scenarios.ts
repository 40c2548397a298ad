// The scenarios of `npm run bench:load` (issue 11's table) as autocannon requests.
import type { Request } from 'autocannon';
import { COMPLETE_ANSWERS, PERSONALITY } from '#tests/fixtures/client-answers.ts';
import type { Account } from './setup.ts';

export type Scenario = {
  name: string;
  /** Reads are held to the p97.5 target; a visit counts visits, not requests. */
  kind: 'read' | 'page' | 'visit';
  requests: Request[];
};

export type Accounts = { kiosk: Account; seller: Account; admin: Account; sellers: Account[] };

const get = (path: string, account?: Account): Request => ({
  method: 'GET',
  path,
  headers: account?.headers,
});

export const readScenarios = (accounts: Accounts, clientId: string): Scenario[] => [
  {
    name: 'GET /api/auth/session (kiosk)',
    kind: 'read',
    requests: [get('/api/auth/session', accounts.kiosk)],
  },
  {
    name: 'GET /api/clients/{id}/matches',
    kind: 'read',
    requests: [get(`/api/clients/${clientId}/matches`, accounts.kiosk)],
  },
  {
    name: 'GET /api/sellers?all=true (admin)',
    kind: 'read',
    requests: [get('/api/sellers?all=true', accounts.admin)],
  },
  {
    name: 'GET /api/clients (admin)',
    kind: 'read',
    requests: [get('/api/clients', accounts.admin)],
  },
  { name: 'page /client (kiosk home)', kind: 'page', requests: [get('/client', accounts.kiosk)] },
  {
    name: 'page /seller (advisor home)',
    kind: 'page',
    requests: [get('/seller', accounts.seller)],
  },
  { name: 'page /login', kind: 'page', requests: [get('/login')] },
];

// The questionnaire in three saves, as the kiosk keeps it while the buyer goes, then the matches.
const { budget, drivingStyle, passengers, annualKilometres, usage, colour, ...rest } =
  COMPLETE_ANSWERS;
const part1 = {
  hasCar: rest.hasCar,
  currentCar: rest.currentCar,
  wantsValuation: rest.wantsValuation,
  paymentFrequency: rest.paymentFrequency,
  paymentAmount: rest.paymentAmount,
};
const part2 = { ...part1, budget, drivingStyle, passengers, annualKilometres, usage, colour };
export const VISIT_REQUESTS = 5;

type VisitContext = { id?: string; started?: number };

// Autocannon starts the visit again when setupRequest returns nothing (the creation failed); its
// types do not say so.
const atClient =
  (suffix: string) =>
  (request: Request, context: VisitContext): Request =>
    (context.id
      ? { ...request, path: `/api/clients/${context.id}/${suffix}` }
      : undefined) as Request;

/** A whole kiosk visit: create, answer everything, matches; each visit's duration is recorded. */
export const visitScenario = (kiosk: Account, durations: number[]): Scenario => {
  const save = (body: unknown): Request => ({
    method: 'PUT',
    headers: kiosk.jsonHeaders,
    body: JSON.stringify(body),
    setupRequest: atClient('questionnaire'),
  });
  return {
    name: 'a whole kiosk visit (create, answer everything, matches)',
    kind: 'visit',
    requests: [
      {
        method: 'POST',
        path: '/api/clients',
        headers: kiosk.jsonHeaders,
        body: JSON.stringify({ language: 'fr', sequence: 'buyCar' }),
        setupRequest: (request, context: VisitContext) => {
          context.started = performance.now();
          return request;
        },
        onResponse: (status, body, context: VisitContext) => {
          if (status === 201) context.id = (JSON.parse(body) as { data: { id: string } }).data.id;
        },
      },
      save({ questionnaire: part1 }),
      save({ questionnaire: part2 }),
      save({ questionnaire: COMPLETE_ANSWERS, personality: PERSONALITY, complete: true }),
      {
        method: 'GET',
        headers: kiosk.headers,
        setupRequest: atClient('matches'),
        onResponse: (_status, _body, context: VisitContext) => {
          if (context.started !== undefined) durations.push(performance.now() - context.started);
        },
      },
    ],
  };
};

/** Every read and page in turn: the memory check's mix. */
export const mixedRequests = (scenarios: Scenario[]): Request[] =>
  scenarios.filter((scenario) => scenario.kind !== 'visit').flatMap((s) => s.requests);
