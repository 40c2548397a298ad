import autocannon, { type Request, type Result } from 'autocannon';
import {
  mixedRequests,
  readScenarios,
  visitScenario,
  VISIT_REQUESTS,
  type Accounts,
  type Scenario,
} from './bench-load/scenarios.ts';
import {
  benchDatabase,
  residentMb,
  signIn,
  startApp,
  startFloors,
  stop,
} from './bench-load/setup.ts';

/**
 * `npm run bench:load`: the app under load on PostgreSQL, side by side with two floors served by the
 * same stack in the same run (a bare JSON route, and one PostgreSQL round trip). A benchmark, not a
 * test: it prints and asserts nothing (issue 11, docs/decisions/035-load-benchmark.md).
 */
const number = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const PORT = number('PORT', 4207);
const CONNECTIONS = number('BENCH_CONNECTIONS', 10);
const DURATION = number('BENCH_DURATION', 10);
const WARMUP = number('BENCH_WARMUP', 3);
const base = `http://127.0.0.1:${PORT}`;

type Limit = { duration: number } | { amount: number; connections?: number };
const run = (url: string, requests: Request[], limit: Limit) =>
  autocannon({ url, connections: CONNECTIONS, requests, ...limit });

const measure = async (url: string, requests: Request[]) => {
  await run(url, requests, { duration: WARMUP });
  return run(url, requests, { duration: DURATION });
};

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
};
const errorsOf = (result: Result) => result.errors + result.timeouts + result.non2xx;
const pct = (value: number) => `${(value * 100).toFixed(value < 0.1 ? 2 : 1)}%`;

const database = await benchDatabase();
const floors = await startFloors(PORT + 10, PORT + 11, database.url);
const app = await startApp(PORT, database.url);
try {
  console.log(`app ready in ${(app.readyMs / 1000).toFixed(1)} s (migrations and demo data)`);
  const sign = (email: string) => signIn(base, email);
  const sellers = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => sign(`seller${n}@demo.test`)));
  const accounts: Accounts = {
    kiosk: await sign('kiosk@demo.test'),
    admin: await sign('admin@demo.test'),
    seller: sellers[0] as Accounts['seller'],
    sellers,
  };
  // Advisors count as available for two minutes after a heartbeat: sent before every scenario.
  const heartbeats = () =>
    Promise.all(
      sellers.map((seller) =>
        fetch(`${base}/api/sellers/${seller.id}/presence`, {
          method: 'POST',
          headers: seller.jsonHeaders,
          body: '{}',
        }),
      ),
    );
  await heartbeats();
  const visitDurations: number[] = [];
  const visit = visitScenario(accounts.kiosk, visitDurations);
  const warmVisit = await run(base, visit.requests, { amount: VISIT_REQUESTS, connections: 1 });
  if (errorsOf(warmVisit) > 0) throw new Error('a kiosk visit failed');
  const created = (await (
    await fetch(`${base}/api/clients`, { headers: accounts.admin.headers })
  ).json()) as { data: { id: string }[] };
  const clientId = created.data[0]?.id ?? '';
  const reads = readScenarios(accounts, clientId);

  const memory = { first: 0, last: 0 };
  await run(base, mixedRequests(reads), { amount: 2_000 });
  memory.first = residentMb(app.child.pid ?? 0);
  await run(base, mixedRequests(reads), { amount: 18_000 });
  memory.last = residentMb(app.child.pid ?? 0);

  const floorRun = async () => ({
    bare: await measure(`http://127.0.0.1:${PORT + 10}`, [{ method: 'GET', path: '/' }]),
    oneQuery: await measure(`http://127.0.0.1:${PORT + 11}`, [{ method: 'GET', path: '/' }]),
  });
  const floorsBefore = await floorRun();
  const results: { scenario: Scenario; result: Result }[] = [];
  for (const scenario of [...reads, visit]) {
    await heartbeats();
    visitDurations.length = 0;
    results.push({ scenario, result: await measure(base, scenario.requests) });
  }
  const floorsAfter = await floorRun();
  // The floors move with the machine's other work: their mean over the run is the yardstick.
  const bareRps = (floorsBefore.bare.requests.average + floorsAfter.bare.requests.average) / 2;
  const queryRps =
    (floorsBefore.oneQuery.requests.average + floorsAfter.oneQuery.requests.average) / 2;

  console.log(
    `\n${CONNECTIONS} connections, ${WARMUP} s warm-up then ${DURATION} s per scenario; ` +
      `floors (before / after): bare JSON ${floorsBefore.bare.requests.average.toFixed(0)} / ` +
      `${floorsAfter.bare.requests.average.toFixed(0)} req/s, one PostgreSQL round trip ` +
      `${floorsBefore.oneQuery.requests.average.toFixed(0)} / ` +
      `${floorsAfter.oneQuery.requests.average.toFixed(0)} req/s\n`,
  );
  console.log(
    '| scenario | req/s | p50 ms | p97.5 ms | p99 ms | errors | share of bare floor | share of 1-query floor |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const { scenario, result } of results) {
    const visits = scenario.kind === 'visit';
    const rps = result.requests.average / (visits ? VISIT_REQUESTS : 1);
    const latency = visits
      ? [50, 97.5, 99].map((p) => percentile(visitDurations, p))
      : [result.latency.p50, result.latency.p97_5, result.latency.p99];
    console.log(
      `| ${scenario.name} | ${rps.toFixed(0)}${visits ? ' visits/s' : ''} | ` +
        `${latency.map((ms) => ms.toFixed(0)).join(' | ')} | ${errorsOf(result)} | ` +
        `${pct(rps / bareRps)} | ${pct(rps / queryRps)} |`,
    );
  }
  console.log(
    `\nresident memory: ${memory.first.toFixed(0)} MB after 2,000 mixed requests, ` +
      `${memory.last.toFixed(0)} MB after 20,000 (${pct(memory.last / memory.first - 1)})`,
  );
} finally {
  await stop(app.child);
  await stop(floors);
  await database.drop();
}
