import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountLookups } from '#tests/fixtures/api.ts';
import { createTestDatabase, type TestDatabase } from '#tests/fixtures/test-database.ts';
import { createClientStore } from './clients.repository.ts';

const AT = new Date('2026-11-29T10:00:00Z');

// A save of answers alone writes over the version it read, or nothing (docs/decisions/145).
describe('saving answers over the version read', () => {
  let database: TestDatabase;
  const { userIdOf } = accountLookups(() => database);
  let store: ReturnType<typeof createClientStore>;
  let clientId: string;

  beforeAll(async () => {
    database = await createTestDatabase({ template: 'demo' });
    store = createClientStore(database.db);
    const kiosk = await userIdOf('kiosk@demo.test');
    const { concessionId } = await database.db
      .selectFrom('users')
      .select('concessionId')
      .where('id', '=', kiosk)
      .executeTakeFirstOrThrow();
    const client = await store.create({
      concessionId: concessionId ?? '',
      language: 'fr',
      sequence: 'buyCar',
      createdBy: kiosk,
      at: AT,
    });
    clientId = client.id;
  });
  afterAll(() => database.drop());

  const versionNow = async () => (await store.findVersioned(clientId))?.version ?? '';

  it('writes the answers and the draft in one statement while the row is as read', async () => {
    const read = await store.findVersioned(clientId);
    expect(read?.client.id).toBe(clientId);
    const written = await store.saveAnswersIfUnchanged(
      clientId,
      read?.version ?? '',
      { questionnaire: { colour: 'blue' }, draft: { budget: 'x' }, language: 'en' },
      AT,
    );
    expect(written).toBe(true);
    expect(await store.find(clientId)).toMatchObject({
      questionnaire: { colour: 'blue' },
      draft: { budget: 'x' },
      language: 'en',
    });
  });

  it('writes nothing over a row another write changed since it was read', async () => {
    const version = await versionNow();
    await store.saveContact(clientId, { firstName: 'Mireille', phone: null }, AT);
    expect(await versionNow()).not.toBe(version);
    const written = await store.saveAnswersIfUnchanged(
      clientId,
      version,
      { questionnaire: { colour: 'red' } },
      AT,
    );
    expect(written).toBe(false);
    expect((await store.find(clientId))?.questionnaire).toEqual({ colour: 'blue' });
    // Its own write moved the version too: a second save over the same read is refused.
    const again = await versionNow();
    expect(await store.saveAnswersIfUnchanged(clientId, again, { questionnaire: {} }, AT)).toBe(
      true,
    );
    expect(await store.saveAnswersIfUnchanged(clientId, again, { questionnaire: {} }, AT)).toBe(
      false,
    );
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
