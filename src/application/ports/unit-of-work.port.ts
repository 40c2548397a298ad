/**
 * Runs work in one database transaction with ports bound to it: every write (and the jobs and
 * emails it queues) commits together or not at all. A use case names the ports it needs:
 * `inTransaction: UnitOfWork<{ users: UserStore; outbox: EmailOutbox }>`.
 */
export type UnitOfWork<Ports> = <T>(work: (ports: Ports) => Promise<T>) => Promise<T>;
