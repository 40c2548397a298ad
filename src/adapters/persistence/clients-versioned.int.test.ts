import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scoreTest, validateAnswers } from '#domain/psychometrics/index.ts';
import type { ApplyTransitionInput } from '#application/ports/client-store.port.ts';
import { accountLookups } from '#tests/fixtures/api.ts';
import { PERSONALITY } from '#tests/fixtures/client-answers.ts';
import { createTestDatabase, type TestDatabase } from '#tests/fixtures/test-database.ts';
import { createClientStore } from './clients.repository.ts';
import { createLambdaStore } from './lambda-versions.repository.ts';

const AT = new Date('2026-11-29T10:00:00Z');

// A save of answers alone, or a completion, writes over the version it read, or nothing
// (docs/decisions/145 and 152).
describe('saving answers over the version read', () => {
  let database: TestDatabase;
  const { userIdOf } = accountLookups(() => database);
  let store: ReturnType<typeof createClientStore>;
  let clientId: string;
  let concessionId: string;
  let kiosk: string;
  let createdVersion: string;

  beforeAll(async () => {
    database = await createTestDatabase({ template: 'demo' });
    store = createClientStore(database.db);
    kiosk = await userIdOf('kiosk@demo.test');
    const user = await database.db
      .selectFrom('users')
      .select('concessionId')
      .where('id', '=', kiosk)
      .executeTakeFirstOrThrow();
    concessionId = user.concessionId ?? '';
    const created = await store.create({
      concessionId,
      language: 'fr',
      sequence: 'buyCar',
      createdBy: kiosk,
      at: AT,
    });
    clientId = created.client.id;
    createdVersion = created.version;
  });
  afterAll(() => database.drop());

  const versionNow = async () => (await store.findVersioned(clientId))?.version ?? '';
  const readNow = async () => {
    const read = await store.findVersioned(clientId);
    if (!read) throw new Error('the client is live');
    return read;
  };

  it('writes the answers and the draft in one statement while the row is as read', async () => {
    const read = await readNow();
    expect(read.client.id).toBe(clientId);
    // A new client comes with the version a read gives.
    expect(read.version).toBe(createdVersion);
    const written = await store.saveAnswersIfUnchanged(
      read.client,
      read.version,
      { questionnaire: { colour: 'blue' }, draft: { budget: 'x' }, language: 'en' },
      AT,
    );
    // The row's new version, as the next read gives it.
    expect(written).toBe(await versionNow());
    expect(written).not.toBe(read.version);
    expect(await store.find(clientId)).toMatchObject({
      questionnaire: { colour: 'blue' },
      draft: { budget: 'x' },
      language: 'en',
    });
  });

  it('writes nothing over a row another write changed since it was read', async () => {
    const read = await readNow();
    const { client } = read;
    await store.saveContact(clientId, { firstName: 'Mireille', phone: null }, AT);
    expect(await versionNow()).not.toBe(read.version);
    const written = await store.saveAnswersIfUnchanged(
      client,
      read.version,
      { questionnaire: { colour: 'red' } },
      AT,
    );
    expect(written).toBeNull();
    expect((await store.find(clientId))?.questionnaire).toEqual({ colour: 'blue' });
    // Its own write moved the version too: a second save over the same read is refused.
    const again = await versionNow();
    expect(await store.saveAnswersIfUnchanged(client, again, { questionnaire: {} }, AT)).toEqual(
      expect.any(String),
    );
    expect(await store.saveAnswersIfUnchanged(client, again, { questionnaire: {} }, AT)).toBeNull();
  });

  const completion = async (ifVersion: string): Promise<ApplyTransitionInput> => {
    const lambda = await createLambdaStore(database.db).latest();
    const answers = validateAnswers('client16', PERSONALITY, { prepareOnly: false });
    if (!lambda || !answers.ok)
      throw new Error('the demo data has a lambda; the answers are whole');
    return {
      clientId,
      concessionId,
      expected: { status: null, sellerId: null },
      patch: { status: 'questionnaireCompleted', questionnaireCompletedAt: AT },
      change: { from: null, to: 'questionnaireCompleted' },
      actor: { userId: kiosk, role: 'client' },
      at: AT,
      answers: { questionnaire: { colour: 'green' } },
      personality: {
        answers: answers.value,
        score: { value: scoreTest('client16', answers.value, lambda.lambda), lambdaId: lambda.id },
      },
      ifVersion,
    };
  };
  const testRows = () =>
    database.db
      .selectFrom('psychometricTests')
      .select(['completedAt', 'zE'])
      .where('clientId', '=', clientId)
      .execute();
  const historyRows = () =>
    database.db
      .selectFrom('clientStatusChanges')
      .select('toStatus')
      .where('clientId', '=', clientId)
      .execute();

  it('completes in one statement over the version read, or writes nothing at all', async () => {
    const stale = await versionNow();
    await store.saveContact(clientId, { firstName: 'Mireille', phone: null }, AT);
    expect(await store.applyTransition(await completion(stale))).toBeNull();
    // Neither the status, the answers, the history nor the personality part was written.
    expect(await store.find(clientId)).toMatchObject({ status: null, questionnaire: {} });
    expect(await testRows()).toEqual([]);
    expect(await historyRows()).toEqual([]);

    expect(await store.applyTransition(await completion(await versionNow()))).toEqual({
      seller: null,
    });
    expect(await store.find(clientId)).toMatchObject({
      status: 'questionnaireCompleted',
      questionnaire: { colour: 'green' },
      personality: { completed: true },
    });
    const [test] = await testRows();
    expect(test?.completedAt).toEqual(AT);
    expect(typeof test?.zE).toBe('number');
    expect(await historyRows()).toEqual([{ toStatus: 'questionnaireCompleted' }]);
  });

  it('reads no version of a deleted client', async () => {
    await database.db
      .updateTable('clients')
      .set({ deletedAt: AT })
      .where('id', '=', clientId)
      .execute();
    expect(await store.findVersioned(clientId)).toBeNull();
  });
});
