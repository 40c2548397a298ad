import { sql, type Kysely } from 'kysely';

/*
 * A car image's stored file (docs/decisions/084): `file_name` keeps the name the spec gives it
 * (`manufacturer-model_colour.ext`, slugged), `image_path` the storage key the file is served from
 * (`cars/<uuid>.jpg`). Null for catalogue rows that name an image but have no file (the demo's).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table car_images add column image_path text
    check (image_path is null or image_path ~ '^cars/[0-9a-f-]{36}\\.(jpg|png)$')`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table car_images drop column image_path`.execute(db);
}
