/**
 * A partner's program over the typed client (README.md here): a kiosk visit is started, the buyer's
 * answers are saved with the contract's documented example, and the relationship is ended with
 * only an outcome (the server fills in the rest). Run against an installation:
 *
 *   BP_URL=http://localhost:3000 npx tsx src/api-client/example.ts
 *
 * It signs in with BP_TOKEN when given (an API token), else as BP_EMAIL / BP_PASSWORD (the demo
 * kiosk by default). Ending is the advisor's call: as the kiosk it is refused (403), as an advisor
 * with the visit it succeeds; the program prints each answer.
 */
import { createApiClient, sessionFetch, type Schemas } from './index.ts';

/** What the program prints: one line per call. */
const say = (...parts: unknown[]) =>
  process.stdout.write(
    `${parts.map((part) => (typeof part === 'string' ? part : JSON.stringify(part))).join(' ')}\n`,
  );

const baseUrl = process.env.BP_URL ?? 'http://localhost:3000';
const token = process.env.BP_TOKEN;

const api = token
  ? createApiClient({ baseUrl, token })
  : createApiClient({ baseUrl, fetch: sessionFetch(baseUrl) });

if (!token) {
  const { response } = await api.POST('/api/auth/callback/credentials', {
    body: {
      email: process.env.BP_EMAIL ?? 'kiosk@demo.test',
      password: process.env.BP_PASSWORD ?? 'Demo1234',
    },
  });
  say(`sign in: ${response.status}`);
}

const created = await api.POST('/api/clients', { body: { language: 'en', sequence: 'buyCar' } });
if (!created.data) throw new Error(`create a visit: ${created.error?.message}`);
const id = created.data.data.id;
say(`visit ${id} started`);

// The example of the contract (components.schemas.KioskAnswers): typed, so a misspelt option
// (`paymentFrequency: 'yearly'`) does not compile.
const answers: Schemas['KioskAnswers'] = {
  hasCar: false,
  paymentFrequency: 'none',
  budget: { frequency: 'monthly', amount: 400 },
};
const saved = await api.PUT('/api/clients/{id}/questionnaire', {
  params: { path: { id } },
  body: { questionnaire: answers },
});
say(`answers saved: ${saved.response.status}`, saved.data?.data.questionnaire.answers);

const ended = await api.PUT('/api/clients/{id}/feedback', {
  params: { path: { id } },
  body: { feedback: { outcome: 'beBack' } },
});
say(
  `ended: ${ended.response.status}`,
  ended.data ? ended.data.data.status : `${ended.error?.code}: ${ended.error?.message}`,
);
