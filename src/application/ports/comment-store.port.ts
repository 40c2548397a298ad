import type { Role } from '#domain/access/roles.ts';
import type { FeedbackCategory } from '#domain/feedback/categories.ts';

/** A comment sent to the platform, with who wrote it from where (names as they are now). */
export type CommentRecord = {
  id: string;
  category: FeedbackCategory;
  message: string;
  author: {
    id: string;
    name: string | null;
    email: string;
    role: Role;
  } | null;
  concession: { id: string; name: string } | null;
  createdAt: Date;
};

export type NewComment = {
  authorUserId: string;
  concessionId: string | null;
  category: FeedbackCategory;
  message: string;
  createdAt: Date;
};

export type CommentFilter = {
  /** Only this author's comments; absent: everyone's. */
  authorUserId?: string;
  category?: FeedbackCategory;
  limit: number;
  offset: number;
};

/** Feedback comments (docs/spec/product-spec.md section 7, Comments), newest first. */
export type CommentStore = {
  create: (comment: NewComment) => Promise<CommentRecord>;
  list: (filter: CommentFilter) => Promise<{ comments: CommentRecord[]; total: number }>;
};
