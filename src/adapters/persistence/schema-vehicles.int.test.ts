import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import {
  CHECK_VIOLATION,
  createConcession,
  createSeller,
  database,
  refusal,
  RESTRICT_VIOLATION_CODES,
  setUp,
  unique,
  UNIQUE_VIOLATION,
} from '#tests/fixtures/suites/schema.ts';

describe('schema constraints', () => {
  setUp();

  describe('vehicles, trainings and billing', () => {
    it('keep one image per colour of a car, in the five colours, and protect used manufacturers', async () => {
      const { id: manufacturerId } = await database.db
        .insertInto('manufacturers')
        .values({ name: unique('Maker') })
        .returning('id')
        .executeTakeFirstOrThrow();
      const { id: carId } = await database.db
        .insertInto('cars')
        .values({ manufacturerId, model: 'Model', year: 2026, type: 'suv' })
        .returning('id')
        .executeTakeFirstOrThrow();
      const image = (colour: string) =>
        database.db
          .insertInto('carImages')
          .values({ carId, colour: colour as never, fileName: `maker-model_${colour}.png` })
          .execute();
      await image('grey');
      expect(await refusal(image('grey'))).toMatchObject(UNIQUE_VIOLATION);
      expect(await refusal(image('green'))).toMatchObject(CHECK_VIOLATION);
      expect(
        await refusal(
          database.db
            .insertInto('cars')
            .values({ manufacturerId, model: 'Other', year: 2026, type: 'limousine' as never })
            .execute(),
        ),
      ).toMatchObject(CHECK_VIOLATION);
      const restricted = await refusal(
        database.db.deleteFrom('manufacturers').where('id', '=', manufacturerId).execute(),
      );
      expect(RESTRICT_VIOLATION_CODES).toContain(restricted.code);
    });

    it('give a training exactly one video, a file or a URL', async () => {
      const insert = (video: { videoFile?: string; videoUrl?: string }) =>
        database.db
          .insertInto('trainings')
          .values({ name: unique('Training'), ...video })
          .execute();
      await expect(insert({ videoUrl: 'https://vimeo.com/1' })).resolves.toBeDefined();
      await expect(insert({ videoFile: 'trainings/a.mp4' })).resolves.toBeDefined();
      expect(await refusal(insert({}))).toMatchObject({ constraint: 'trainings_one_video' });
      expect(
        await refusal(insert({ videoUrl: 'https://vimeo.com/1', videoFile: 'trainings/a.mp4' })),
      ).toMatchObject({ constraint: 'trainings_one_video' });
    });

    it('accept the stored subscription statuses only, one subscription per concession', async () => {
      const concessionId = await createConcession();
      expect(
        await refusal(
          database.db
            .insertInto('subscriptions')
            .values({ concessionId, status: 'trialing' as never })
            .execute(),
        ),
      ).toMatchObject(CHECK_VIOLATION);
      await database.db
        .insertInto('subscriptions')
        .values({ concessionId, status: 'pending_set_up' })
        .execute();
      expect(
        await refusal(
          database.db
            .insertInto('subscriptions')
            .values({ concessionId, status: 'active' })
            .execute(),
        ),
      ).toMatchObject(UNIQUE_VIOLATION);
    });

    it('give a user one licence at most, of a known kind', async () => {
      const concessionId = await createConcession();
      const userId = await createSeller(concessionId);
      const licence = (kind: string) =>
        database.db
          .insertInto('licences')
          .values({ concessionId, kind: kind as never, userId, assignedAt: new Date() })
          .execute();
      await licence('seller');
      expect(await refusal(licence('supplementarySeller'))).toMatchObject(UNIQUE_VIOLATION);
      expect(await refusal(licence('platinum'))).toMatchObject(CHECK_VIOLATION);
    });

    it('store a payment provider event once', async () => {
      const event = {
        provider: 'stripe' as const,
        providerEventId: 'evt_1',
        type: 'x',
        payload: '{}',
      };
      await database.db.insertInto('paymentEvents').values(event).execute();
      expect(
        await refusal(database.db.insertInto('paymentEvents').values(event).execute()),
      ).toMatchObject(UNIQUE_VIOLATION);
    });

    it('refuse unknown feedback categories', async () => {
      const concessionId = await createConcession();
      expect(
        await refusal(
          database.db
            .insertInto('comments')
            .values({ concessionId, category: 'rant' as never, message: 'Hello' })
            .execute(),
        ),
      ).toMatchObject(CHECK_VIOLATION);
      await expect(
        database.db
          .insertInto('supportTickets')
          .values({
            concessionId,
            category: 'howTo',
            personsConcerned: ['admin'],
            subject: 'Question',
            description: 'How do I add a member?',
            attachmentPath: 'support/screenshot.PNG',
          })
          .execute(),
      ).resolves.toBeDefined();
    });
  });

  it('has the indexes that lists, tenant scoping and scheduled jobs use', async () => {
    const { rows } = await sql<{ indexname: string }>`
      select indexname from pg_indexes where schemaname = 'public'
    `.execute(database.db);
    const names = rows.map((row) => row.indexname);
    expect(names).toEqual(
      expect.arrayContaining([
        'users_email_key',
        'users_concession_id_role_idx',
        'clients_concession_id_status_created_at_idx',
        'clients_seller_id_status_idx',
        'clients_be_back_at_idx',
        'clients_hold_expires_at_idx',
        'client_status_changes_concession_id_at_idx',
        'sessions_user_id_idx',
        'sessions_expires_at_idx',
        'outbox_messages_status_created_at_idx',
        'sms_log_to_phone_sent_on_idx',
      ]),
    );
  });
});
