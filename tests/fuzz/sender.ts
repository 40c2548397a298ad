import type { Runtime } from '#composition/index.ts';
import type { createClient } from '#tests/fixtures/http-client.ts';
import { problemOf, record, type Expectation, type Tally } from './verdict.ts';
import { installWriteLog, settleJobs, workerWroteBetween, writtenTables } from './write-log.ts';

export type HttpClient = ReturnType<typeof createClient>;

export type FuzzRequest = {
  label: string;
  method: string;
  url: string;
  body?: BodyInit;
  contentType?: string;
  headers?: Record<string, string>;
  page?: boolean;
  expect?: Expectation;
};

/**
 * Sends the fuzz suite's requests in process (`app.request`, no socket) as a given browser, judges
 * each answer (tests/fuzz/verdict.ts) and, after every refused one, checks that no table was
 * written (tests/fuzz/write-log.ts). Each request comes from its own forwarded address, so the
 * sign-in limits per address never refuse the suite's own sign-ins (TRUST_PROXY is on).
 */
export const makeSender = async (runtime: Runtime, tally: Tally) => {
  const readWrites = await installWriteLog(runtime.database.db);
  let counts = await readWrites();
  let address = 0;
  const tokens = new Map<HttpClient, string>();

  const send = async (client: HttpClient, request: FuzzRequest) => {
    address += 1;
    const headers = new Headers({
      accept: request.page ? 'text/html' : 'application/json',
      'x-forwarded-for': `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`,
    });
    if (request.method !== 'GET') {
      let token = tokens.get(client);
      if (!token) {
        token = await client.csrfToken();
        tokens.set(client, token);
      }
      headers.set('x-csrf-token', token);
    }
    if (request.contentType) headers.set('content-type', request.contentType);
    for (const [name, value] of Object.entries(request.headers ?? {})) headers.set(name, value);
    const init = { method: request.method, headers, body: request.body };
    // The client's own cookie header would replace a hostile one: those go around it.
    const response = request.headers?.cookie
      ? await runtime.app.request(new URL(request.url, 'http://localhost:3000').toString(), {
          ...init,
          headers: new Headers([...headers, ['origin', 'http://localhost:3000']]),
        })
      : await client.request(request.url, init);
    const label = `${request.method} ${request.url.slice(0, 120)} [${request.label}]`;
    let problem = await problemOf(response, {
      page: request.page ?? false,
      expect: request.expect,
    });
    const refused = response.status >= 400;
    if (!refused && runtime.database.mode === 'embedded') await settleJobs(runtime.database.db);
    const after = await readWrites();
    const written = writtenTables(counts, after);
    // The worker may have written meanwhile (a scheduled job): this reading proves nothing.
    const moot = workerWroteBetween(counts, after);
    counts = after;
    if (refused && written.length > 0 && !moot) {
      problem ??= `refused with ${response.status} but wrote ${written.join(', ')}`;
    }
    record(tally, response.status, problem, label);
    return response.status;
  };

  /** Forgets the CSRF token of a browser whose cookies changed (signed in again). */
  const forget = (client: HttpClient) => tokens.delete(client);

  /** Takes the writes made outside `send` (signing in, reading a page) as the new baseline. */
  const resync = async () => {
    if (runtime.database.mode === 'embedded') await settleJobs(runtime.database.db);
    counts = await readWrites();
  };

  return { send, forget, resync };
};
