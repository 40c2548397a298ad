import { randomUUID } from 'node:crypto';
import type { Insertable, Kysely } from 'kysely';
import type { ClientFeedback } from '#application/ports/client-store.port.ts';
import type { DemoStore } from '#application/ports/demo-store.port.ts';
import { json, statusChangeRow, transitionColumns } from './client-rows.ts';
import type { Clients, DB } from './db.generated.ts';
import { scoreColumns } from './psychometric-rows.ts';

type CarKind = 'interested' | 'viewed' | 'sold';

/**
 * Demo walk-in clients in four statements (docs/decisions/032). Each client row is what `create`
 * and `saveAnswers` write, then each transition's UPDATE in turn (`transitionColumns`), and each
 * status change its history row (`statusChangeRow`): the columns `applyTransition` writes.
 */
export const addClients =
  (db: Kysely<DB>): DemoStore['addClients'] =>
  async (clients) => {
    const rows: Insertable<Clients>[] = [];
    const changes: ReturnType<typeof statusChangeRow>[] = [];
    const tests: { id: string; test: (typeof clients)[number]['test'] }[] = [];
    const cars: { clientId: string; carId: string; kind: CarKind }[] = [];
    for (const client of clients) {
      const id = randomUUID();
      const { concessionId, modelsOfInterest, questionnaire, test, transitions, ...kiosk } = client;
      let row: Insertable<Clients> = {
        ...kiosk,
        id,
        concessionId,
        questionnaire: json(questionnaire),
        updatedAt: client.createdAt,
      };
      const feedbacks: ClientFeedback[] = [];
      for (const input of transitions) {
        row = { ...row, ...transitionColumns(input) };
        if (input.change) {
          changes.push(
            statusChangeRow(
              { ...input, clientId: id, concessionId, change: input.change },
              row.sellerId ?? null,
            ),
          );
        }
        if (input.feedback) feedbacks.push(input.feedback);
      }
      rows.push(row);
      const related = (kind: CarKind, carIds: readonly string[] = []) =>
        carIds.map((carId) => ({ clientId: id, carId, kind }));
      cars.push(
        ...related('interested', modelsOfInterest),
        // Every visit's cars, as the dialog adds them (docs/decisions/058).
        ...related('viewed', [...new Set(feedbacks.flatMap((feedback) => feedback.modelsViewed))]),
        ...related('sold', [...new Set(feedbacks.flatMap((feedback) => feedback.modelsSold))]),
      );
      tests.push({ id, test });
    }
    await db.insertInto('clients').values(rows).execute();
    await db.insertInto('clientStatusChanges').values(changes).execute();
    await db.insertInto('clientCarInterests').values(cars).execute();
    await db
      .insertInto('psychometricTests')
      .values(
        tests.map(({ id, test }) => ({
          clientId: id,
          form: 'client16' as const,
          answers: json(test.answers),
          completedAt: test.completedAt,
          ...scoreColumns(test.score),
          lambdaVersionId: test.lambdaId,
          scoredAt: test.completedAt,
        })),
      )
      .execute();
  };
