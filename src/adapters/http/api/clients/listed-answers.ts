import { nextSaleStateChange } from '#domain/client-flow/index.ts';
import type { ListedClient } from '#application/ports/client-store.port.ts';
import { toListedClientBody } from './clients.schemas.ts';

type Kept = { text: string; from: number; until: number };

/**
 * `GET /api/clients`' answer as JSON text, made once per kept list (docs/decisions/139): the list
 * cache hands every request the same list until a row it shows changes. Its answer also changes
 * when an active sale's hold expires (its `sale` state), so the text answers only until then.
 */
export const listedAnswers = () => {
  const texts = new WeakMap<readonly ListedClient[], Kept>();
  return (list: readonly ListedClient[], now: Date): string => {
    const at = now.getTime();
    const kept = texts.get(list);
    if (kept && kept.from <= at && at < kept.until) return kept.text;
    const text = JSON.stringify({ data: list.map((client) => toListedClientBody(client, now)) });
    const until = nextSaleStateChange(list, now)?.getTime() ?? Number.POSITIVE_INFINITY;
    texts.set(list, { text, from: at, until });
    return text;
  };
};
