import { sql, type Kysely } from 'kysely';
import type { ConcessionStore } from '#application/ports/concession-settings.port.ts';
import type { WifiNetwork } from '#domain/concessions/networks.ts';
import {
  COUNTRIES,
  readSellerCard,
  readStationConfiguration,
  type Country,
} from '#domain/concessions/settings.ts';
import type { DB } from './db.generated.ts';

const json = (value: unknown) => sql<string>`${JSON.stringify(value)}::jsonb`;

const readWifi = (stored: unknown): WifiNetwork[] =>
  Array.isArray(stored)
    ? stored.flatMap((item: unknown) => {
        const network = item as Partial<WifiNetwork> | null;
        return typeof network?.title === 'string' && typeof network.ssid === 'string'
          ? [{ title: network.title, ssid: network.ssid }]
          : [];
      })
    : [];

const countryOf = (value: string): Country =>
  (COUNTRIES as readonly string[]).includes(value) ? (value as Country) : 'CA';

/** The live kiosk account of the station, read beside the record (decision 101). */
const stationEmail = (role: 'client' | 'service') =>
  sql<string | null>`(select u.email from users u where u.concession_id = c.id
    and u.role = ${role} and u.deleted_at is null order by u.created_at limit 1)`;

/** A dealership's record and the settings tabs' writes (docs/decisions/061 and 062). */
export const createConcessionStore = (db: Kysely<DB>): ConcessionStore => ({
  findRecord: async (concessionId) => {
    const row = await db
      .selectFrom('concessions as c')
      .select([
        'c.id',
        'c.name',
        'c.timeZone',
        'c.sellerChoiceMode',
        'c.saleHoldHours',
        'c.alertDelayWeeks',
        'c.archiveDelayWeeks',
        'c.logoPath',
        'c.phone',
        'c.address',
        'c.city',
        'c.postalCode',
        'c.country',
        'c.state',
        'c.website',
        'c.language',
        'c.defaultAppLanguage',
        'c.ownerContactEmail',
        'c.stationConfiguration',
        'c.sellerCardPersonalization',
        'c.wifiNetworks',
        'c.egressNetworks',
        'c.infoValidated',
        'c.configurationValidated',
        'c.connectionValidated',
        sql<boolean>`c.client_station_password_hash is not null`.as('hasClientStationPassword'),
        sql<boolean>`c.service_station_password_hash is not null`.as('hasServiceStationPassword'),
        stationEmail('client').as('clientStationEmail'),
        stationEmail('service').as('serviceStationEmail'),
        sql<string[]>`coalesce((select array_agg(m.manufacturer_id::text order by m.manufacturer_id)
          from concession_manufacturers m where m.concession_id = c.id), '{}')`.as(
          'manufacturerIds',
        ),
      ])
      .where('c.id', '=', concessionId)
      .where('c.deletedAt', 'is', null)
      .executeTakeFirst();
    if (!row) return null;
    const { clientStationEmail, serviceStationEmail, ...record } = row;
    return {
      ...record,
      stationEmails: { client: clientStationEmail, service: serviceStationEmail },
      country: countryOf(row.country),
      stationConfiguration: readStationConfiguration(row.stationConfiguration),
      sellerCardPersonalization: readSellerCard(row.sellerCardPersonalization),
      wifiNetworks: readWifi(row.wifiNetworks),
    };
  },

  updateInformation: async (concessionId, information, at) => {
    await db
      .updateTable('concessions')
      .set({ ...information, infoValidated: true, updatedAt: at })
      .where('id', '=', concessionId)
      .execute();
  },

  // Called inside a unit of work (the manufacturers are replaced as a whole).
  updateConfiguration: async (concessionId, configuration, at) => {
    await db
      .updateTable('concessions')
      .set({
        ownerContactEmail: configuration.ownerContactEmail,
        stationConfiguration: json(configuration.stationConfiguration),
        configurationValidated: true,
        updatedAt: at,
      })
      .where('id', '=', concessionId)
      .execute();
    await db
      .deleteFrom('concessionManufacturers')
      .where('concessionId', '=', concessionId)
      .execute();
    if (configuration.manufacturerIds.length > 0) {
      await db
        .insertInto('concessionManufacturers')
        .values(
          configuration.manufacturerIds.map((manufacturerId) => ({ concessionId, manufacturerId })),
        )
        .execute();
    }
  },

  updateNetworks: async (concessionId, networks, at) => {
    await db
      .updateTable('concessions')
      .set({
        wifiNetworks: json(networks.wifiNetworks),
        egressNetworks: sql<string[]>`${[...networks.egressNetworks]}::cidr[]`,
        connectionValidated: true,
        updatedAt: at,
      })
      .where('id', '=', concessionId)
      .execute();
  },

  updateSellerCard: async (concessionId, personalization, at) => {
    await db
      .updateTable('concessions')
      .set({ sellerCardPersonalization: json(personalization), updatedAt: at })
      .where('id', '=', concessionId)
      .execute();
  },

  emailUsedElsewhere: async (email, concessionId) => {
    const row = await db
      .selectFrom('users')
      .select('id')
      .where(sql<boolean>`lower(email) = lower(${email})`)
      .where('deletedAt', 'is', null)
      .where((eb) =>
        eb.not(eb.and([eb('concessionId', '=', concessionId), eb('role', '=', 'owner')])),
      )
      .executeTakeFirst();
    return row !== undefined;
  },

  listManufacturers: () =>
    db.selectFrom('manufacturers').select(['id', 'name']).orderBy('name').execute(),
});
