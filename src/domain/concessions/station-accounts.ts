/**
 * The kiosk tablets' accounts of a dealership (docs/decisions/101): one per station, created with
 * the dealership, signing in with this address and the station's password. The address is an
 * identifier typed on the tablet, never written to: `.invalid` (RFC 2606) can receive no email.
 */
export const STATIONS = ['client', 'service'] as const;
export type StationRole = (typeof STATIONS)[number];

const PREFIX: Record<StationRole, string> = { client: 'borne', service: 'service' };

/** `borne-1a2b3c4d5e6f@stations.best-pairing.invalid`: the id's last 12 hex digits keep it unique. */
export const stationAccountEmail = (concessionId: string, station: StationRole) =>
  `${PREFIX[station]}-${concessionId.replaceAll('-', '').slice(-12).toLowerCase()}@stations.best-pairing.invalid`;
