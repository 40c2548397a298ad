/** How a training's video is held: a file we stored, or a link to YouTube or Vimeo. */
export type TrainingVideo = { kind: 'file'; key: string } | { kind: 'link'; url: string };

export type TrainingRecord = {
  id: string;
  /** Null: a platform training, for every dealership. */
  concessionId: string | null;
  concessionName: string | null;
  name: string;
  description: string;
  video: TrainingVideo;
  createdAt: Date;
  updatedAt: Date;
};

export type TrainingFields = { name: string; description: string; video: TrainingVideo };

export type TrainingFilter = {
  /**
   * Dealership trainings of these dealerships besides the platform's; null: every dealership's.
   * Platform trainings are always listed.
   */
  concessionIds: readonly string[] | null;
};

/** Trainings (docs/spec/product-spec.md section 7, Trainings); trainings of deleted dealerships are gone. */
export type TrainingStore = {
  find: (id: string) => Promise<TrainingRecord | null>;
  /** Newest update first. */
  list: (filter: TrainingFilter) => Promise<TrainingRecord[]>;
  create: (
    training: TrainingFields & { concessionId: string | null; createdBy: string; at: Date },
  ) => Promise<TrainingRecord>;
  /** Null when the training no longer exists. */
  update: (id: string, fields: TrainingFields & { at: Date }) => Promise<TrainingRecord | null>;
  /** False when there was nothing to delete. */
  remove: (id: string) => Promise<boolean>;
};
