// The questionnaire save's use case on the in-memory client flow, counting its transactions.
import { makeSaveClientQuestionnaire } from '#application/client-flow/save-client-questionnaire.ts';
import { createMemoryClientFlow } from './client-flow.ts';
import { aCaller, aClient } from './client-records.ts';
import { fakeClock } from './clock.ts';

export const NOW = '2026-11-24T10:00:00.000Z';
export const KIOSK = aCaller('kiosk-c1', 'client');

export const setUpSave = (client = aClient({ id: 'k1' })) => {
  const world = createMemoryClientFlow({ clients: [client] });
  // Counts the transactions: a save of answers alone needs none (decisions 145 and 152).
  let transactions = 0;
  const inTransaction: typeof world.inTransaction = (work) => {
    transactions += 1;
    return world.inTransaction(work);
  };
  const save = makeSaveClientQuestionnaire({
    inTransaction,
    clock: fakeClock(NOW),
    lambdas: world.ports.lambdas,
    clients: world.ports.clients,
    catalogue: world.ports.catalogue,
  });
  return { world, save, transactions: () => transactions };
};

/** The kiosk's last save: every answer and statement, finishing. */
export const finishingSave = (
  answers: Readonly<Record<string, unknown>>,
  personality: Readonly<Record<string, unknown>>,
) => ({ caller: KIOSK, clientId: 'k1', answers, personality, complete: true });

export const without = (answers: Readonly<Record<string, unknown>>, key: string) =>
  Object.fromEntries(Object.entries(answers).filter(([name]) => name !== key));
