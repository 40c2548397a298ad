import type { DocumentKind } from '#domain/access/members.ts';

export type PublishedDocument = {
  id: string;
  kind: DocumentKind;
  version: number;
  bodyFr: string;
  bodyEn: string;
  publishedAt: Date;
};

/** The texts of a new version, in both languages. */
export type DocumentBodies = { bodyFr: string; bodyEn: string };

/** The contract and privacy policy texts users sign (published by the platform administrator). */
export type DocumentStore = {
  latestPublished: (kind: DocumentKind) => Promise<PublishedDocument | null>;
  /**
   * Publishes `version` of `kind` at once; null when that number is taken (another publication
   * won the race), so nothing is overwritten.
   */
  publish: (
    kind: DocumentKind,
    version: number,
    bodies: DocumentBodies,
    at: Date,
  ) => Promise<PublishedDocument | null>;
};
