import type { FactorVector } from '#domain/psychometrics/index.ts';
import type { ClientFlowPorts } from '#application/client-flow/flow-ports.ts';
import {
  SaleInProgressConflict,
  type AnswersWrite,
  type ApplyTransitionInput,
  type ClientHistoryEntry,
  type ClientRecord,
  type ClientStore,
} from '#application/ports/client-store.port.ts';
import type { ConcessionSettings } from '#application/ports/concession-settings.port.ts';
import type { EnqueueOptions, JobName } from '#application/ports/job-queue.port.ts';
import type { KioskCar } from '#application/ports/kiosk-catalogue.port.ts';
import type { AvailableSeller } from '#application/ports/matching.port.ts';
import type { SellerRecord } from '#application/ports/seller-store.port.ts';
import { aClient } from './client-records.ts';
import { createMemoryPsychometrics } from './psychometrics.ts';

/**
 * In-memory ports of the client flow for the use cases' unit tests. The store keeps the rules the
 * database keeps: `applyTransition` writes only when the client is still in the expected state
 * (the conditional UPDATE), and throws SaleInProgressConflict when the advisor already has a
 * `withAdvisor` client (the unique index). Every port call yields to the event loop, so two use
 * cases started together interleave the way two requests do.
 */

const SETTINGS: ConcessionSettings = {
  id: 'c1',
  name: 'Dealership c1',
  timeZone: 'America/Toronto',
  sellerChoiceMode: 'clientChoosesBetweenTwo',
  saleHoldHours: 4,
  alertDelayWeeks: 2,
  archiveDelayWeeks: 8,
};

const later = () => new Promise<void>((resolve) => setImmediate(resolve));
const copy = <T>(value: T): T => structuredClone(value);

export const createMemoryClientFlow = (seed: {
  clients?: ClientRecord[];
  sellers?: SellerRecord[];
  /** Available advisors by dealership. */
  available?: Record<string, AvailableSeller[]>;
  /** Scored personalities of clients (what matching reads). */
  clientZ?: Record<string, FactorVector>;
  settings?: Partial<ConcessionSettings>;
  cars?: KioskCar[];
}) => {
  const clients = new Map((seed.clients ?? []).map((client) => [client.id, copy(client)]));
  const sellers = new Map((seed.sellers ?? []).map((seller) => [seller.id, copy(seller)]));
  const clientZ = new Map(Object.entries(seed.clientZ ?? {}));
  const settings: ConcessionSettings = { ...SETTINGS, ...seed.settings };
  const cars = seed.cars ?? [];
  const isAvailable = (seller: SellerRecord) =>
    (seed.available?.[seller.concessionId] ?? []).some((candidate) => candidate.id === seller.id);
  const history: (ClientHistoryEntry & { clientId: string })[] = [];
  const transitions: ApplyTransitionInput[] = [];
  const assignments: { sellerId: string; at: Date }[] = [];
  const jobs: { name: JobName; payload: unknown; options?: EnqueueOptions }[] = [];
  let created = 0;

  const saleOf = (sellerId: string) =>
    [...clients.values()].find((c) => c.status === 'withAdvisor' && c.sellerId === sellerId);
  // Each client's row version: every write moves it, as PostgreSQL's xmin does.
  const versions = new Map<string, number>();
  const versionOf = (clientId: string) => String(versions.get(clientId) ?? 0);
  const written = (clientId: string) => versions.set(clientId, (versions.get(clientId) ?? 0) + 1);
  const update = async (clientId: string, change: (client: ClientRecord) => void) => {
    await later();
    const client = clients.get(clientId);
    if (!client) return;
    change(client);
    written(clientId);
  };
  const writeAnswers = (client: ClientRecord, input: AnswersWrite) => {
    client.questionnaire = { ...input.questionnaire };
    client.language = input.language ?? client.language;
    client.sequence = input.sequence ?? client.sequence;
    if (input.draft) client.draft = { ...input.draft };
    if (input.modelsOfInterest) {
      client.cars = { ...client.cars, interested: [...input.modelsOfInterest] };
    }
  };

  const clientStore: ClientStore = {
    create: async (input) => {
      await later();
      created += 1;
      const client = aClient({ id: `client-${created}`, ...input, createdAt: input.at });
      clients.set(client.id, client);
      return { client: copy(client), version: versionOf(client.id) };
    },
    find: async (clientId) => {
      await later();
      const client = clients.get(clientId);
      return client ? copy(client) : null;
    },
    list: async (filter) => {
      await later();
      return [...clients.values()]
        .filter((c) => !filter.concessionIds || filter.concessionIds.includes(c.concessionId))
        .filter((c) => !filter.statuses || (c.status && filter.statuses.includes(c.status)))
        .filter((c) => !filter.sellerIds || filter.sellerIds.includes(c.sellerId))
        .slice(filter.offset, filter.offset + filter.limit)
        .map(copy);
    },
    history: async (clientId) => {
      await later();
      return history.filter((entry) => entry.clientId === clientId);
    },
    findVersioned: async (clientId) => {
      await later();
      const client = clients.get(clientId);
      return client ? { client: copy(client), version: versionOf(clientId) } : null;
    },
    saveAnswers: (clientId, input) => update(clientId, (client) => writeAnswers(client, input)),
    saveAnswersIfUnchanged: async ({ id }, version, input) => {
      await later();
      const client = clients.get(id);
      if (!client || versionOf(id) !== version) return null;
      writeAnswers(client, input);
      written(id);
      return versionOf(id);
    },
    saveContact: (clientId, contact, at) =>
      update(clientId, (client) => {
        client.firstName = contact.firstName;
        client.phone = contact.phone;
        client.contactConsentAt = contact.phone ? at : null;
      }),
    saveDraft: (clientId, draft) =>
      update(clientId, (client) => {
        client.draft = { ...draft };
      }),
    savePersonalityDraft: (clientId, answers) =>
      update(clientId, (client) => {
        client.personality = { answers: { ...answers }, completed: false };
      }),
    clearPersonality: (clientId) =>
      update(clientId, (client) => {
        client.personality = { answers: {}, completed: false };
      }),
    applyTransition: async (input) => {
      await later();
      const client = clients.get(input.clientId);
      const { status, sellerId } = input.expected;
      if (!client || client.status !== status || client.sellerId !== sellerId) return null;
      if (input.ifVersion !== undefined && versionOf(client.id) !== input.ifVersion) return null;
      const { deletedAt, ...patch } = input.patch;
      const seller = patch.sellerId === undefined ? client.sellerId : patch.sellerId;
      const sale = seller === null ? undefined : saleOf(seller);
      if (patch.status === 'withAdvisor' && sale && sale.id !== client.id) {
        throw new SaleInProgressConflict();
      }
      transitions.push(copy(input));
      written(client.id);
      if (input.answers) writeAnswers(client, input.answers);
      if (input.personality) {
        client.personality = { answers: { ...input.personality.answers }, completed: true };
        clientZ.set(client.id, input.personality.score.value.z);
      }
      Object.assign(client, patch);
      const advisor = client.sellerId ? sellers.get(client.sellerId) : undefined;
      client.seller = client.sellerId
        ? {
            id: client.sellerId,
            firstName: advisor?.firstName ?? null,
            lastName: advisor?.lastName ?? null,
          }
        : null;
      if (input.pairing) {
        client.selectionMode = input.pairing.selectionMode;
        client.matchScore = input.pairing.matchScore;
      }
      if (input.feedback) {
        client.feedback = input.feedback;
        client.cars = {
          ...client.cars,
          viewed: [...new Set([...client.cars.viewed, ...input.feedback.modelsViewed])],
          sold: [...new Set([...client.cars.sold, ...input.feedback.modelsSold])],
        };
      }
      if (deletedAt) clients.delete(client.id);
      if (input.change) {
        history.push({
          clientId: client.id,
          ...input.change,
          at: input.at,
          actor: { ...input.actor, name: null },
          seller: null,
          reason: input.reason ?? null,
          ending: input.feedback
            ? {
                outcome: input.feedback.outcome,
                modelsViewed: input.feedback.modelsViewed.map((id) => ({ id, name: id })),
                modelsSold: input.feedback.modelsSold.map((id) => ({ id, name: id })),
                comment: input.feedback.comment,
              }
            : null,
        });
      }
      return { seller: client.seller && { ...client.seller } };
    },
    currentSaleOf: async (sellerId) => {
      await later();
      const sale = saleOf(sellerId);
      return sale?.holdExpiresAt ? { clientId: sale.id, holdExpiresAt: sale.holdExpiresAt } : null;
    },
    recordAssignment: async (sellerId, at) => {
      await later();
      assignments.push({ sellerId, at });
    },
    dueForArchive: async () => [],
    expiredHoldsToNotify: async () => [],
    markHoldExpiryNotified: async () => false,
  };

  const psychometrics = createMemoryPsychometrics();
  const ports: ClientFlowPorts = {
    clients: clientStore,
    settings: {
      find: async (id) => (id === settings.id ? { ...settings } : null),
      updateGeneral: async () => null,
    },
    matching: {
      findClientToRank: async (clientId) => {
        const client = clients.get(clientId);
        if (!client) return null;
        const { id, concessionId, language } = client;
        const z = clientZ.get(clientId) ?? null;
        return {
          client: { id, concessionId, language, wantedQualities: [], hobbies: [], z },
          sellers: seed.available?.[concessionId] ?? [],
          weights: (await psychometrics.ports.lambdas.latest())?.lambda.weights ?? {
            E: 1,
            A: 1,
            C: 1,
            I: 1,
          },
        };
      },
      availableSellerIds: async (concessionIds) =>
        new Set(
          concessionIds.flatMap((id) => (seed.available?.[id] ?? []).map((seller) => seller.id)),
        ),
    },
    lambdas: psychometrics.ports.lambdas,
    sellers: {
      list: async () =>
        [...sellers.values()].map((seller) => ({
          ...copy(seller),
          available: isAvailable(seller),
        })),
      find: async (sellerId) => {
        const seller = sellers.get(sellerId);
        return seller ? copy(seller) : null;
      },
      findWithAvailability: async (sellerId) => {
        const seller = sellers.get(sellerId);
        return seller ? { ...copy(seller), available: isAvailable(seller) } : null;
      },
      updateProfile: async () => undefined,
      setShowEndQuestionnaire: async (sellerId, show) => {
        const seller = sellers.get(sellerId);
        if (seller) seller.showEndQuestionnaire = show;
      },
      recordHeartbeat: async () => ({ onSite: true }),
    },
    catalogue: {
      manufacturers: async () => [...new Set(cars.map((car) => car.manufacturer))],
      cars: async () => cars,
      namesOf: async (ids) =>
        new Map(
          cars
            .filter((car) => ids.includes(car.id))
            .map((car) => [car.id, `${car.manufacturer} ${car.model}`]),
        ),
    },
    jobs: {
      enqueue: async (name, payload, options) => {
        jobs.push({ name, payload, options });
      },
    },
  };

  return {
    ports,
    /** No rollback: the use cases return their refusals before writing anything. */
    inTransaction: <T>(work: (bound: ClientFlowPorts) => Promise<T>) => work(ports),
    state: { clients, sellers, history, transitions, assignments, jobs },
  };
};
