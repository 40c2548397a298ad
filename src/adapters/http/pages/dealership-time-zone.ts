import type { Viewer } from '#application/auth/load-viewer.ts';
import { DEFAULT_TIME_ZONE } from '#domain/locale/time-zone.ts';

/**
 * The time zone of the viewer's dealership, which staff pages show times in (the default without
 * one). Read with the session, so it costs no query (docs/decisions/035-performance-budget.md).
 */
export const dealershipTimeZone = (viewer: Viewer) =>
  viewer.record.concession?.timeZone ?? DEFAULT_TIME_ZONE;
