import { failureIn } from '#tests/fixtures/api.ts';

/**
 * What the fuzz suite (docs/decisions/031-fuzz-suite.md) accepts as an answer: never a 5xx; from
 * the API, every refusal in the documented shape `{ message, code }`; from a page, an HTML page or a
 * redirect; a write with a foreign Origin refused as CSRF; and a refused request writes nothing.
 */
export type Expectation = 'csrf' | undefined;

export type Tally = {
  sent: number;
  byClass: Record<string, number>;
  failures: string[];
};

export const newTally = (): Tally => ({ sent: 0, byClass: {}, failures: [] });

const shapeProblem = async (response: Response): Promise<string | null> => {
  const type = response.headers.get('content-type') ?? '';
  if (!type.startsWith('application/json')) return `not JSON (${type || 'no content type'})`;
  const text = await response.text();
  try {
    const body = failureIn(JSON.parse(text));
    if (!body) return `not { message, code }: ${text.slice(0, 200)}`;
    if (body.message === '') return `no message: ${text}`;
    if (body.code === '') return `no code: ${text}`;
    return null;
  } catch {
    return `not JSON: ${text.slice(0, 200)}`;
  }
};

/** Why the answer is wrong, or null. Reads the body. */
export const problemOf = async (
  response: Response,
  options: { page: boolean; expect: Expectation },
): Promise<string | null> => {
  const { status } = response;
  if (status >= 500) return `${status}: ${(await response.text()).slice(0, 300)}`;
  if (options.expect === 'csrf') {
    if (status !== 403) return `expected 403 CSRF, got ${status}`;
    if (options.page) return null;
    const body = failureIn(await response.clone().json());
    if (body?.code !== 'CSRF') return `expected code CSRF, got ${JSON.stringify(body)}`;
  }
  if (status < 400) {
    await response.body?.cancel();
    return null;
  }
  if (!options.page) return shapeProblem(response);
  const type = response.headers.get('content-type') ?? '';
  // A page's refusal is a page (or the API's shape, for the few that answer forms in JSON).
  if (type.startsWith('text/html') || type.startsWith('application/json')) {
    await response.body?.cancel();
    return null;
  }
  return `a page answered ${status} ${type}: ${(await response.text()).slice(0, 200)}`;
};

export const record = (tally: Tally, status: number, failure: string | null, label: string) => {
  tally.sent += 1;
  const key = `${Math.floor(status / 100)}xx`;
  tally.byClass[key] = (tally.byClass[key] ?? 0) + 1;
  if (failure) tally.failures.push(`${label} -> ${failure}`);
};

export const summary = (tally: Tally, what: string, seconds: number) =>
  `Fuzz (${what}): ${tally.sent} requests in ${seconds.toFixed(0)} s: ` +
  ['2xx', '3xx', '4xx', '5xx'].map((key) => `${tally.byClass[key] ?? 0} ${key}`).join(', ') +
  `; ${tally.failures.length} failures.`;
