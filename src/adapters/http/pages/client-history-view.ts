import type { ClientDetails } from '#application/client-flow/get-client.ts';
import type { Translate } from '#ui/i18n/translator.ts';

/** A client's status history as staff pages show it: who, or the system, moved it and when. */
export const historyView = (details: ClientDetails, t: Translate) =>
  details.history.map((entry) => ({
    to: entry.to,
    at: entry.at.toISOString(),
    actor:
      entry.actor.name ??
      (entry.actor.role === 'system' ? t('clients.actors.system') : t('clients.actors.unknown')),
    ending: entry.ending,
  }));
