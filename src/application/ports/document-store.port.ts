import type { DocumentKind } from '#domain/access/members.ts';

export type PublishedDocument = {
  id: string;
  kind: DocumentKind;
  version: number;
  bodyFr: string;
  bodyEn: string;
  publishedAt: Date;
};

/** The contract and privacy policy texts users sign (published by the platform administrator). */
export type DocumentStore = {
  latestPublished: (kind: DocumentKind) => Promise<PublishedDocument | null>;
};
