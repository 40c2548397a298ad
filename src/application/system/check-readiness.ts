export type ReadinessDeps = { pingDatabase: () => Promise<void> };
export type Readiness = { ready: boolean; checks: { database: 'ok' | 'failed' } };

/** Ready means the database answers: without it no request can be served. */
export const makeCheckReadiness = (deps: ReadinessDeps) => async (): Promise<Readiness> => {
  try {
    await deps.pingDatabase();
    return { ready: true, checks: { database: 'ok' } };
  } catch {
    return { ready: false, checks: { database: 'failed' } };
  }
};
